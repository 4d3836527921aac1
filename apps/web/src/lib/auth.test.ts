import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '~/testing';
import { AUTH_STORAGE_KEY, createAuthStore, type AuthStore } from './auth';

const NOW_S = 1_700_000_000;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

let store: AuthStore | undefined;
afterEach(() => store?.dispose());

describe('auth store', () => {
  it('starts logged in from a stored, unexpired token', () => {
    const token = makeToken({ user_id: 3, permissions: ['admin'], exp: NOW_S + 60 });
    store = createAuthStore({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: token }), now: () => NOW_S * 1000 });
    expect(store.getSession()?.claims.user_id).toBe(3);
  });

  it('drops an expired or unreadable stored token', () => {
    const storage = memoryStorage({ [AUTH_STORAGE_KEY]: makeToken({ user_id: 3, permissions: [], exp: NOW_S - 1 }) });
    store = createAuthStore({ storage, now: () => NOW_S * 1000 });
    expect(store.getSession()).toBeNull();
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('logs in, notifies subscribers, and logs out by removing the stored token', () => {
    const storage = memoryStorage();
    store = createAuthStore({ storage, now: () => NOW_S * 1000 });
    const listener = vi.fn();
    store.subscribe(listener);

    expect(store.login(makeToken({ user_id: 9, permissions: [], exp: NOW_S + 60 }))).toBe(true);
    expect(store.getSession()?.claims.user_id).toBe(9);
    expect(listener).toHaveBeenCalledTimes(1);

    store.logout();
    expect(store.getSession()).toBeNull();
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('refuses a malformed or expired token at login', () => {
    const storage = memoryStorage();
    store = createAuthStore({ storage, now: () => NOW_S * 1000 });
    expect(store.login('garbage')).toBe(false);
    expect(store.login(makeToken({ user_id: 1, permissions: [], exp: NOW_S }))).toBe(false);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('logs out by itself when the token expires', () => {
    vi.useFakeTimers({ now: NOW_S * 1000 });
    const storage = memoryStorage();
    store = createAuthStore({ storage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.login(makeToken({ user_id: 1, permissions: ['admin'], exp: NOW_S + 30 }));

    vi.advanceTimersByTime(29_000);
    expect(store.getSession()).not.toBeNull();
    vi.advanceTimersByTime(1_000);
    expect(store.getSession()).toBeNull();
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows logins and logouts made in other tabs', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    store = createAuthStore({
      storage,
      events,
      now: () => NOW_S * 1000,
    });
    storage.setItem(AUTH_STORAGE_KEY, makeToken({ user_id: 4, permissions: [], exp: NOW_S + 60 }));
    events.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(store.getSession()?.claims.user_id).toBe(4);

    storage.removeItem(AUTH_STORAGE_KEY);
    events.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    expect(store.getSession()).toBeNull();
  });

  it('ignores storage events for other keys', () => {
    const events = new EventTarget();
    store = createAuthStore({ storage: memoryStorage(), events });
    const listener = vi.fn();
    store.subscribe(listener);
    events.dispatchEvent(new StorageEvent('storage', { key: 'preferences' }));
    expect(listener).not.toHaveBeenCalled();
  });
});
