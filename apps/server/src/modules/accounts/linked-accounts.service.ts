import { and, eq } from 'drizzle-orm';
import type { Provider } from '@app/shared';
import type { Queryable } from '../../db/database';
import { linkedAccounts } from '../../db/schema';
import type { OAuthTokenSet } from '../../providers/oauth';

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

/** Stores refreshed tokens (refresh tokens rotate: the new one replaces the old). */
export async function saveAccountTokens(
  db: Queryable,
  userId: number,
  provider: Provider,
  tokens: OAuthTokenSet,
  now: Date,
): Promise<void> {
  await db
    .update(linkedAccounts)
    .set({
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: tokens.expiresAt,
      scopes: tokens.scopes.join(' '),
      needsReconnect: false,
      updatedAt: now,
    })
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)));
}

/** The provider no longer accepts our tokens for this account: stop using it until the player connects again. */
export async function markNeedsReconnect(db: Queryable, userId: number, provider: Provider, now: Date): Promise<void> {
  await db
    .update(linkedAccounts)
    .set({ needsReconnect: true, updatedAt: now })
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)));
}
