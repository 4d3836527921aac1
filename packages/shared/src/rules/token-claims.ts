import { isId } from './ids';
import { PERMISSIONS, type Permission } from './permissions';

/**
 * Claims of a sign-in token (an HS256 JWT; times in seconds since the epoch). The server signs and verifies
 * them and authorizes with the permissions the database holds; the web app reads them only to choose what to
 * show.
 */
export type TokenClaims = {
  user_id: number;
  permissions: Permission[];
  iat: number;
  exp: number;
  /** Set only on tokens printed by the local `npm run token` command (decision 006). */
  grant?: true;
};

/** More permission names than there are permissions, so a newer server's extra names still fit. */
const MAX_PERMISSION_NAMES = 64;

function isPermission(name: unknown): name is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(name);
}

/**
 * The claims of a decoded token payload, or null when it lacks one of them or holds a wrong type. Permission
 * names this version does not know (a newer server) are dropped rather than failing the token; other fields
 * are left out. Plain code rather than a zod schema: the web app reads the stored token on its first page,
 * which loads no zod (decision 022); the server's TokenClaimsSchema is this function.
 */
export function readTokenClaims(payload: unknown): TokenClaims | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { user_id, permissions = [], iat, exp, grant } = payload as Record<string, unknown>;
  if (!isId(user_id) || !Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
  if (!Array.isArray(permissions) || permissions.length > MAX_PERMISSION_NAMES) return null;
  if (grant !== undefined && grant !== true) return null;
  const claims: TokenClaims = {
    user_id,
    permissions: [...new Set(permissions.filter(isPermission))],
    iat: iat as number,
    exp: exp as number,
  };
  if (grant) claims.grant = grant;
  return claims;
}
