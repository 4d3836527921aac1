import { describe, expect, it } from 'vitest';
import { makeToken } from '~/testing';
import { decodeBase64Url, decodeTokenClaims, isTokenUnexpired } from './token';

describe('decodeBase64Url', () => {
  it('decodes the url-safe alphabet that plain atob rejects', () => {
    // "??>" encodes to "Pz8-" and "???" to "Pz8_" in base64url ("Pz8+" / "Pz8/" in plain base64).
    expect(decodeBase64Url('Pz8-')).toBe('??>');
    expect(decodeBase64Url('Pz8_')).toBe('???');
  });

  it('accepts missing padding and UTF-8 text', () => {
    expect(decodeBase64Url('w6k')).toBe('é');
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase64Url('a+b/')).toThrow();
  });
});

describe('decodeTokenClaims', () => {
  it('reads user_id, permissions and exp from a token whose payload uses - and _', () => {
    // A display name full of '?' and '>' makes the base64url payload contain '-' and '_'.
    const token = makeToken({
      user_id: 5,
      permissions: ['admin'],
      iat: 1_900_000_000,
      exp: 2_000_000_000,
      note: '???>>>???',
    });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeTokenClaims(token)).toEqual({
      user_id: 5,
      permissions: ['admin'],
      iat: 1_900_000_000,
      exp: 2_000_000_000,
    });
  });

  it('ignores permission names it does not know', () => {
    const token = makeToken({ user_id: 5, permissions: ['submission_judge', 'wizard', 3], exp: 1 });
    expect(decodeTokenClaims(token)?.permissions).toEqual(['submission_judge']);
  });

  it.each([
    ['not a jwt', 'abc'],
    ['a payload that is not JSON', 'aGVhZA.bm90IGpzb24.c2ln'],
    ['a payload without user_id', makeToken({ permissions: [], exp: 2_000_000_000 })],
    ['a payload without exp', makeToken({ user_id: 1, permissions: [] })],
    ['a payload without iat', makeToken({ user_id: 1, permissions: [], exp: 2_000_000_000, iat: undefined })],
  ])('returns null for %s', (_label, token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});

describe('isTokenUnexpired', () => {
  const claims = { user_id: 1, permissions: [], iat: 0, exp: 1_000 };

  it('is valid only while exp * 1000 is in the future', () => {
    expect(isTokenUnexpired(claims, 999_999)).toBe(true);
    expect(isTokenUnexpired(claims, 1_000_000)).toBe(false);
    expect(isTokenUnexpired(claims, 1_000_001)).toBe(false);
  });
});
