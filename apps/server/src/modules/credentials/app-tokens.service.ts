import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clientCredentials } from '../../db/schema';
import type { AppToken, AppTokenProvider, AppTokenStore } from '../../providers/app-token-store';

/** Application tokens kept in the `client_credentials` table, so every process and restart reuses them. */
export function databaseAppTokenStore(db: Queryable): AppTokenStore {
  return {
    async get(provider: AppTokenProvider): Promise<AppToken | undefined> {
      const [row] = await db.select().from(clientCredentials).where(eq(clientCredentials.provider, provider));
      return row ? { accessToken: row.accessToken, expiresAt: row.expiresAt } : undefined;
    },
    async save(provider: AppTokenProvider, token: AppToken): Promise<void> {
      await db
        .insert(clientCredentials)
        .values({ provider, accessToken: token.accessToken, expiresAt: token.expiresAt })
        .onConflictDoUpdate({
          target: clientCredentials.provider,
          set: { accessToken: token.accessToken, expiresAt: token.expiresAt, updatedAt: sql`now()` },
        });
    },
  };
}
