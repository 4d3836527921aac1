/**
 * What the ingestion jobs share: the app context with provider clients, and helpers every job needs (the
 * event, a usable game-account token).
 */
import type { AppContext } from '../app-context';
import { isUpstreamError } from '../lib/http/upstream-error';
import {
  markNeedsReconnect,
  saveAccountTokens,
  type LinkedAccountRow,
} from '../modules/accounts/linked-accounts.service';
import { findEventById, type EventRow } from '../modules/events/events.service';
import type { PoeClient } from '../providers/poe/poe.client';
import type { BuildQueue } from './build-queue';
import type { Logger } from './score-updater';

export type JobDeps = {
  ctx: Pick<AppContext, 'db' | 'database' | 'now' | 'providers'> & Partial<Pick<AppContext, 'metrics'>>;
  log: Logger;
  /** Passive hashes that are ascendancy nodes (allocated ones are ascendancy points). */
  ascendancyNodes: ReadonlySet<number>;
  /** Where a fresh public stash stream starts: the river's beginning (demo) or its current tip (real). */
  streamStart: 'beginning' | 'tip';
  /** Build calculations (Path of Building, a service per game); absent in tests that calculate none. */
  builds?: BuildQueue;
};

/**
 * What a run of a PoE job starts with: the client and the job's event. A job fails (shown by GET /api/jobs)
 * when Path of Exile is not configured, when its event is gone, and, for a job of an API that Path of Exile 2
 * lacks (`poe1Only` names it), when the event is a PoE2 event.
 */
export async function startPoeJob(
  deps: JobDeps,
  eventId: number,
  poe1Only?: string,
): Promise<{ poe: PoeClient; event: EventRow }> {
  const poe = deps.ctx.providers.poe;
  if (!poe) throw new Error('Path of Exile is not configured (POE_CLIENT_ID / POE_CLIENT_SECRET)');
  const event = await findEventById(deps.ctx.db, eventId);
  if (!event) throw new Error(`Event ${eventId} no longer exists`);
  if (poe1Only !== undefined && event.gameVersion === 'poe2') throw new Error(`Path of Exile 2 has no ${poe1Only}`);
  return { poe, event };
}

/** Refresh a user token this long before it expires. */
const REFRESH_MARGIN_MS = 24 * 3_600_000;

/**
 * A game-account access token we can use now: refreshed when close to expiry. Null when the provider no
 * longer accepts the account's tokens — it is then marked as needing re-connection and left alone.
 */
export async function usablePoeToken(deps: JobDeps, poe: PoeClient, account: LinkedAccountRow): Promise<string | null> {
  const now = deps.ctx.now();
  const expiring = account.expiresAt !== null && account.expiresAt.getTime() - now.getTime() < REFRESH_MARGIN_MS;
  if (account.accessToken && !expiring) return account.accessToken;
  return refreshPoeToken(deps, poe, account);
}

/** Trades the refresh token for new tokens; null (and marked) when that fails for good. */
export async function refreshPoeToken(
  deps: JobDeps,
  poe: PoeClient,
  account: LinkedAccountRow,
): Promise<string | null> {
  const now = deps.ctx.now();
  if (!account.refreshToken) {
    await markNeedsReconnect(deps.ctx.db, account.userId, 'poe', now);
    return null;
  }
  try {
    const tokens = await poe.refresh(account.refreshToken);
    await saveAccountTokens(deps.ctx.db, account.userId, 'poe', tokens, now);
    account.accessToken = tokens.accessToken;
    account.refreshToken = tokens.refreshToken;
    account.expiresAt = tokens.expiresAt;
    return tokens.accessToken;
  } catch (error) {
    if (isUpstreamError(error) && !error.retryable) {
      deps.log.info({ userId: account.userId }, 'game account needs re-connection');
      await markNeedsReconnect(deps.ctx.db, account.userId, 'poe', now);
      return null;
    }
    throw error;
  }
}

/**
 * Runs a call with a player's token; on 401 refreshes once and retries. Null when the account needs
 * re-connection.
 */
export async function withPoeToken<T>(
  deps: JobDeps,
  poe: PoeClient,
  account: LinkedAccountRow,
  call: (token: string) => Promise<T>,
): Promise<T | null> {
  const token = await usablePoeToken(deps, poe, account);
  if (!token) return null;
  try {
    return await call(token);
  } catch (error) {
    if (!isUpstreamError(error, 'unauthorized')) throw error;
    const fresh = await refreshPoeToken(deps, poe, account);
    return fresh === null ? null : call(fresh);
  }
}
