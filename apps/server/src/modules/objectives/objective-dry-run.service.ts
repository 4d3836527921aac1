/**
 * The dry run (docs/domain.md §3, "Dry run"): a designer's draft item objective, not saved, run against the stored
 * stash snapshots of an earlier event, to see which teams it would have credited and when. Nothing is stored and
 * no score changes; the page follows the cursor a batch at a time (decision 032).
 */
import { eq } from 'drizzle-orm';
import type { DryRunBody, DryRunResult, DryRunTeam } from '@app/shared';
import type { Queryable } from '../../db/database';
import { events, stashSnapshots } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { compileObjectives, matchStashInSlices } from '../matching/item-matcher';
import { nextCursor, readSnapshotBatch } from './stored-snapshots';

/** The draft's id inside its one-objective matcher; never stored. */
const DRAFT_ID = 1;

export async function dryRun(db: Queryable, body: DryRunBody): Promise<DryRunResult> {
  const { matcher, problems } = compileObjectives([
    { id: DRAFT_ID, conditions: body.conditions, valid_from: null, valid_to: null },
  ]);
  const [problem] = problems;
  if (problem !== undefined) throw badRequest(`body.conditions: ${problem.message}`);
  const [source] = await db.select({ id: events.id }).from(events).where(eq(events.id, body.source_event_id));
  if (!source) throw notFound('Event');

  const ofSource = eq(stashSnapshots.eventId, source.id);
  const batch = await readSnapshotBatch(db, ofSource, body.after);
  const teams = new Map<number, DryRunTeam>();
  for (const snapshot of batch) {
    // A snapshot of a player on no team (yet) credits nobody, as the live matching does.
    if (snapshot.teamId === null) continue;
    const { totals } = await matchStashInSlices(matcher, snapshot.items, { time: snapshot.observedAt.getTime() });
    const number = totals.get(DRAFT_ID);
    if (number === undefined) continue;
    const seen = teams.get(snapshot.teamId);
    const at = snapshot.observedAt.toISOString();
    teams.set(snapshot.teamId, {
      team_id: snapshot.teamId,
      team_name: snapshot.teamName ?? `Team ${snapshot.teamId}`,
      first_seen: seen && seen.first_seen < at ? seen.first_seen : at,
      most: Math.max(seen?.most ?? 0, number),
    });
  }
  return { ...(await nextCursor(db, ofSource, body.after, batch)), teams: [...teams.values()] };
}
