import { readTokenClaims, type TokenClaims } from '@app/shared';

/** Decodes base64url (RFC 4648 §5, no padding) as JWTs use it; plain `atob` rejects `-` and `_`. */
export function decodeBase64Url(input: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) throw new Error('not base64url');
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads the claims of a JWT (the shared readTokenClaims), or null when the token is not a well-formed JWT
 * with them. The signature is the server's business: the web app reads the payload only to decide what to
 * show, and the server re-checks every request.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return readTokenClaims(JSON.parse(decodeBase64Url(parts[1])));
  } catch {
    return null;
  }
}

/** docs/domain.md §4/§9: a token is valid only while `exp * 1000` (ms) is in the future. */
export function isTokenUnexpired(claims: TokenClaims, nowMs: number): boolean {
  return claims.exp * 1000 > nowMs;
}
