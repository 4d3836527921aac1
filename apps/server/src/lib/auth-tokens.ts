/**
 * Sign-in tokens: HS256 JWTs with `user_id`, `permissions`, `iat` and `exp` (seconds).
 * The server never trusts the `permissions` claim for authorization: it re-reads the user's permissions
 * from the database on every request, so revoking a role takes effect at once. The claim is there for
 * the web app, which shows or hides admin links from it.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import { PermissionSchema, TokenClaimsSchema, type Permission, type TokenClaims } from '@app/shared';
import { invalidToken, tokenExpired } from './errors';

const ALGORITHM = 'HS256';

export type AuthTokens = {
  sign(input: { userId: number; permissions: Permission[]; ttlSeconds: number; grant?: boolean }): Promise<string>;
  /** Verifies signature, algorithm and expiry; throws a 401 AppError (`invalid_token` / `token_expired`). */
  verify(token: string): Promise<TokenClaims>;
};

export function createAuthTokens(secret: string, now: () => Date = () => new Date()): AuthTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, permissions, ttlSeconds, grant }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const jwt = new SignJWT({
        user_id: userId,
        permissions: PermissionSchema.array().parse(permissions),
        ...(grant ? { grant } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds);
      return jwt.sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now() });
        const claims = TokenClaimsSchema.safeParse(payload);
        if (!claims.success) throw invalidToken();
        return claims.data;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw tokenExpired();
        if (error instanceof errors.JOSEError) throw invalidToken();
        throw error;
      }
    },
  };
}

const SECRET_FILE = 'jwt-secret';

/** Where a token signing secret came from: JWT_SECRET, or the file the server generated in its data directory. */
export type JwtSecret = { secret: string; source: { kind: 'env' } | { kind: 'file'; file: string } };

/** The secret the server signs with, without creating one: undefined when neither JWT_SECRET nor the file exists. */
export function findJwtSecret(configured: string | undefined, dataDir: string): JwtSecret | undefined {
  if (configured) return { secret: configured, source: { kind: 'env' } };
  const file = path.join(dataDir, SECRET_FILE);
  if (!existsSync(file)) return undefined;
  const stored = readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? { secret: stored, source: { kind: 'file', file } } : undefined;
}

/**
 * JWT_SECRET when configured (required in production); otherwise a random secret generated once and kept
 * in the data directory, so tokens survive restarts of a local install.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  const found = findJwtSecret(configured, dataDir);
  if (found) return found.secret;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SECRET_FILE);
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
