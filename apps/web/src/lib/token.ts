import { PermissionSchema, type Permission } from '@app/shared';

/**
 * The claims the web app reads from a login token (spec §3 "Login token payload", ARCHITECTURE §4):
 * `user_id`, `permissions` and `exp` in seconds. The signature is the server's business; the client only
 * reads the payload to decide what to show, and the server re-checks every request.
 */
export type TokenClaims = {
  user_id: number;
  permissions: Permission[];
  /** Expiry in seconds since the epoch. */
  exp: number;
};

/** Decodes base64url (RFC 4648 §5, no padding) as JWTs use it; plain `atob` rejects `-` and `_`. */
export function decodeBase64Url(input: string): string {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) throw new Error('not base64url');
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the claims of a JWT, or null when the token is not a well-formed JWT with the claims we need. */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (!isRecord(payload)) return null;
  const { user_id: userId, exp, permissions } = payload;
  if (typeof userId !== 'number' || !Number.isInteger(userId) || userId < 1) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  // Unknown permission names (a newer server) are ignored rather than making the whole token unusable.
  const known = Array.isArray(permissions)
    ? permissions.flatMap((name) => {
        const parsed = PermissionSchema.safeParse(name);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return { user_id: userId, exp, permissions: [...new Set(known)] };
}

/** Spec §4/§9: a token is valid only while `exp * 1000` (ms) is in the future. */
export function isTokenUnexpired(claims: TokenClaims, nowMs: number): boolean {
  return claims.exp * 1000 > nowMs;
}
