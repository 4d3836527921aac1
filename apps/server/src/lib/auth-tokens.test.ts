import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { createAuthTokens, resolveJwtSecret } from './auth-tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';

describe('auth tokens', () => {
  it('round-trips user id and permissions, with iat and exp in seconds', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const tokens = createAuthTokens(SECRET, () => now);
    const claims = await tokens.verify(await tokens.sign({ userId: 7, permissions: ['admin'], ttlSeconds: 60 }));
    expect(claims).toMatchObject({
      user_id: 7,
      permissions: ['admin'],
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 60,
    });
  });

  it('rejects a token once it expires, as token_expired', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const tokens = createAuthTokens(SECRET, () => now);
    const token = await tokens.sign({ userId: 1, permissions: [], ttlSeconds: 60 });
    now = new Date(now.getTime() + 61_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401, code: 'token_expired' });
  });

  it('rejects a token with a changed payload as invalid_token', async () => {
    const tokens = createAuthTokens(SECRET);
    const [header, , signature] = (await tokens.sign({ userId: 1, permissions: [], ttlSeconds: 60 })).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ user_id: 2, permissions: ['admin'], iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url');
    const error = await tokens.verify(`${header}.${forgedPayload}.${signature}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'invalid_token' });
  });
});

describe('resolveJwtSecret', () => {
  it('prefers the configured secret', () => {
    expect(resolveJwtSecret(SECRET, mkdtempSync(path.join(tmpdir(), 'jwt-')))).toBe(SECRET);
  });

  it('generates a secret once, keeps it private in the data directory and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jwt-'));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });
});
