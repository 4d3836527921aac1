import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeToken } from '~/testing';
import { AUTH_STORAGE_KEY, createAuthStore, type AuthStore } from './auth';
import { requirePermissions } from './guards';

const NOW_S = 1_700_000_000;
let auth: AuthStore | undefined;
afterEach(() => auth?.dispose());

function contextWith(claims: Record<string, unknown> | null) {
  const storage = new Map<string, string>();
  if (claims) storage.set(AUTH_STORAGE_KEY, makeToken(claims));
  auth = createAuthStore({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    now: () => NOW_S * 1000,
  });
  return { context: { auth, queryClient: new QueryClient() } };
}

async function outcome(guard: ReturnType<typeof requirePermissions>, args: ReturnType<typeof contextWith>) {
  try {
    await guard(args);
    return 'admitted';
  } catch (error) {
    if (isRedirect(error)) return `redirect ${error.options.to}`;
    throw error;
  }
}

describe('requirePermissions', () => {
  const guard = requirePermissions(['admin', 'objective_designer'], { now: () => NOW_S * 1000 });

  it('redirects a logged-out visitor to /', async () => {
    expect(await outcome(guard, contextWith(null))).toBe('redirect /');
  });

  it('redirects a user lacking every required permission', async () => {
    const args = contextWith({ user_id: 1, permissions: ['submission_judge'], exp: NOW_S + 60 });
    expect(await outcome(guard, args)).toBe('redirect /');
  });

  it('admits a user holding one of the required permissions', async () => {
    const args = contextWith({ user_id: 1, permissions: ['objective_designer'], exp: NOW_S + 60 });
    expect(await outcome(guard, args)).toBe('admitted');
  });

  it('redirects once the token has expired, even before its timer fired', async () => {
    const args = contextWith({ user_id: 1, permissions: ['admin'], exp: NOW_S + 60 });
    const later = requirePermissions(['admin'], { now: () => (NOW_S + 60) * 1000 });
    expect(await outcome(later, args)).toBe('redirect /');
  });

  it('asks orAllow only when the permissions are missing', async () => {
    const teamLead = requirePermissions(['admin'], { now: () => NOW_S * 1000, orAllow: () => true });
    const nobody = requirePermissions(['admin'], { now: () => NOW_S * 1000, orAllow: () => false });
    const args = contextWith({ user_id: 1, permissions: [], exp: NOW_S + 60 });
    expect(await outcome(teamLead, args)).toBe('admitted');
    expect(await outcome(nobody, args)).toBe('redirect /');
  });
});
