/**
 * A player's character refresh (docs/domain.md §3, "Character refresh"): instead of waiting for the next round of
 * the character job, a player asks for their character to be read now. The request is a row, the job reads queued
 * players first and marks them done with how it went; asking is limited to once per cooldown.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CHARACTER_REFRESH_COOLDOWN_MS, type CharacterRefresh, type CharacterRefreshOutcome } from '@app/shared';
import type { Queryable } from '../../db/database';
import { characterRefreshes, linkedAccounts, recurringJobs, teamMembers } from '../../db/schema';
import { notifyJobWakeup } from '../../db/signals';
import { conflict, tooManyRequests } from '../../lib/errors';

type RefreshRow = typeof characterRefreshes.$inferSelect;

function present(row: RefreshRow | undefined, now: Date): CharacterRefresh {
  if (row === undefined)
    return { state: 'none', requested_at: null, done_at: null, outcome: null, next_allowed_at: null };
  const nextAllowed = row.requestedAt.getTime() + CHARACTER_REFRESH_COOLDOWN_MS;
  return {
    state: row.doneAt === null ? 'queued' : 'done',
    requested_at: row.requestedAt.toISOString(),
    done_at: row.doneAt?.toISOString() ?? null,
    outcome: row.outcome,
    next_allowed_at: nextAllowed > now.getTime() ? new Date(nextAllowed).toISOString() : null,
  };
}

async function findRefresh(db: Queryable, eventId: number, userId: number): Promise<RefreshRow | undefined> {
  const [row] = await db
    .select()
    .from(characterRefreshes)
    .where(and(eq(characterRefreshes.eventId, eventId), eq(characterRefreshes.userId, userId)));
  return row;
}

export async function getRefresh(db: Queryable, eventId: number, userId: number, now: Date): Promise<CharacterRefresh> {
  return present(await findRefresh(db, eventId, userId), now);
}

/**
 * Queues the player's refresh and wakes the event's character job. Only a player on a team of the event with a
 * linked game account can ask, while the event's characters are being read; once per cooldown (429), and asking
 * while queued changes nothing.
 */
export async function requestRefresh(
  db: Queryable,
  eventId: number,
  userId: number,
  now: Date,
): Promise<CharacterRefresh> {
  const existing = await findRefresh(db, eventId, userId);
  if (existing?.doneAt === null) return present(existing, now);
  const wait = existing ? existing.requestedAt.getTime() + CHARACTER_REFRESH_COOLDOWN_MS - now.getTime() : 0;
  if (wait > 0)
    throw tooManyRequests(
      `You can ask again in ${Math.ceil(wait / 60_000)} min: one refresh per ${CHARACTER_REFRESH_COOLDOWN_MS / 60_000} minutes`,
      wait / 1000,
    );
  const [player] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(linkedAccounts, and(eq(linkedAccounts.userId, teamMembers.userId), eq(linkedAccounts.provider, 'poe')))
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  if (!player)
    throw conflict(
      'Only a player on a team of this event, with a linked Path of Exile account, has a character to refresh',
    );
  const [job] = await db
    .select({ id: recurringJobs.id })
    .from(recurringJobs)
    .where(
      and(
        eq(recurringJobs.eventId, eventId),
        eq(recurringJobs.jobType, 'FetchCharacterData'),
        gt(recurringJobs.endDate, now),
      ),
    );
  if (!job) throw conflict("This event's characters are not being read now, so there is nothing to refresh");
  const values = { requestedAt: now, doneAt: null, outcome: null };
  const [row] = await db
    .insert(characterRefreshes)
    .values({ eventId, userId, ...values })
    .onConflictDoUpdate({ target: [characterRefreshes.eventId, characterRefreshes.userId], set: values })
    .returning();
  await notifyJobWakeup(db, eventId, 'FetchCharacterData');
  return present(row, now);
}

/** The players of the event whose refresh is queued. */
export async function queuedRefreshes(db: Queryable, eventId: number): Promise<Set<number>> {
  const rows = await db
    .select({ userId: characterRefreshes.userId })
    .from(characterRefreshes)
    .where(and(eq(characterRefreshes.eventId, eventId), isNull(characterRefreshes.doneAt)));
  return new Set(rows.map((row) => row.userId));
}

/** Marks queued refreshes done with how each poll went. */
export async function finishRefreshes(
  db: Queryable,
  eventId: number,
  outcomes: ReadonlyMap<number, CharacterRefreshOutcome>,
  now: Date,
): Promise<void> {
  for (const [userId, outcome] of outcomes) {
    await db
      .update(characterRefreshes)
      .set({ doneAt: now, outcome })
      .where(
        and(
          eq(characterRefreshes.eventId, eventId),
          eq(characterRefreshes.userId, userId),
          isNull(characterRefreshes.doneAt),
        ),
      );
  }
}
