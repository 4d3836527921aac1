import { describe, expect, it } from 'vitest';
import { TokenClaimsSchema } from '../contracts/auth';
import { readTokenClaims } from './token-claims';

const CLAIMS = { user_id: 7, permissions: ['admin'], iat: 1_700_000_000, exp: 1_700_086_400 };

describe('readTokenClaims', () => {
  it('reads the claims of a token payload, leaving out fields it does not know', () => {
    expect(readTokenClaims({ ...CLAIMS, grant: true, sub: 'x' })).toEqual({ ...CLAIMS, grant: true });
    expect(readTokenClaims(CLAIMS)).not.toHaveProperty('grant');
  });

  it('drops permission names this version does not know, and repeats, instead of refusing the token', () => {
    const claims = readTokenClaims({ ...CLAIMS, permissions: ['time_lord', 'manager', 'manager', 3] });
    expect(claims?.permissions).toEqual(['manager']);
    const { permissions: _none, ...withoutPermissions } = CLAIMS;
    expect(readTokenClaims(withoutPermissions)?.permissions).toEqual([]);
  });

  it.each([
    ['no user id', { ...CLAIMS, user_id: undefined }],
    ['a user id of 0', { ...CLAIMS, user_id: 0 }],
    ['a user id past the largest id', { ...CLAIMS, user_id: 2 ** 31 }],
    ['a text expiry', { ...CLAIMS, exp: '1700086400' }],
    ['a fractional issue time', { ...CLAIMS, iat: 1.5 }],
    ['permissions that are not a list', { ...CLAIMS, permissions: 'admin' }],
    ['more permission names than a token may hold', { ...CLAIMS, permissions: Array(65).fill('admin') }],
    ['a grant other than true', { ...CLAIMS, grant: 'yes' }],
    ['a list instead of an object', [CLAIMS]],
    ['null', null],
  ])('refuses a payload with %s', (_case, payload) => {
    expect(readTokenClaims(payload)).toBeNull();
    expect(TokenClaimsSchema.safeParse(payload).success).toBe(false);
  });

  it('is the rule the server checks tokens with', () => {
    expect(TokenClaimsSchema.parse({ ...CLAIMS, permissions: ['admin', 'nope'] })).toEqual(CLAIMS);
  });
});
