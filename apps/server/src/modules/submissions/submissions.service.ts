/**
 * Submissions: a player's claim that their team completed a SUBMISSION objective (races, bounties), proven by
 * a link and decided by a judge (docs/domain.md §4). An APPROVED submission is exactly one evidence row
 * (`objective_matches`, source `submission`, keyed by the submission id); any other state is none. So scoring
 * never sees a claim nobody approved, and deleting or un-approving one takes its points away.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  holdsAnyPermission,
  type PlaceTeamsBody,
  type ReviewSubmissionBody,
  type Submission,
  type UpsertSubmissionBody,
} from '@app/shared';
import type { Db, Queryable, Tx } from '../../db/database';
import { events, objectiveMatches, objectives, submissions, teamMembers, teams, users } from '../../db/schema';
import type { Actor, Viewer } from '../../lib/actor';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { queueNewSubmission, queuePlacements, queueReviewDecision } from '../discord-webhooks/discord-webhooks.service';
import type { EventRow } from '../events/events.service';
import { requireDecisionAllowed, requireResultsOpen } from '../results/event-end.service';
import { notifyEvidenceAdded, notifyRescoreRequested } from '../../db/signals';

type SubmissionRow = typeof submissions.$inferSelect;
type ObjectiveRow = typeof objectives.$inferSelect;

const submitter = alias(users, 'submitter');
const reviewer = alias(users, 'reviewer');

export function presentSubmission(
  row: SubmissionRow,
  names: { user: string | null; reviewer: string | null } = { user: null, reviewer: null },
  /** Made after the event's end (decision 037). */
  late = false,
): Submission {
  return {
    id: row.id,
    objective_id: row.objectiveId,
    user_id: row.userId,
    user_name: names.user,
    team_id: row.teamId,
    proof: row.proof,
    comment: row.comment,
    number: row.number,
    approval_status: row.approvalStatus,
    timestamp: row.timestamp.toISOString(),
    reviewer_id: row.reviewerId,
    reviewer_name: names.reviewer,
    review_comment: row.reviewComment,
    place: row.place,
    late,
  };
}

async function loadSubmissions(db: Queryable, where: SQL): Promise<Submission[]> {
  const rows = await db
    .select({
      submission: submissions,
      user: submitter.displayName,
      reviewer: reviewer.displayName,
      late: sql<boolean>`${submissions.createdAt} > ${events.eventEndTime}`,
    })
    .from(submissions)
    .innerJoin(events, eq(events.id, submissions.eventId))
    .leftJoin(submitter, eq(submitter.id, submissions.userId))
    .leftJoin(reviewer, eq(reviewer.id, submissions.reviewerId))
    .where(where)
    .orderBy(asc(submissions.timestamp), asc(submissions.id));
  return rows.map((row) => presentSubmission(row.submission, row, row.late));
}

/** Every submission of the event, oldest first, with the submitter's and reviewer's names. */
export async function listSubmissions(db: Queryable, eventId: number): Promise<Submission[]> {
  return loadSubmissions(db, eq(submissions.eventId, eventId));
}

async function readSubmission(db: Queryable, id: number): Promise<Submission> {
  const [submission] = await loadSubmissions(db, eq(submissions.id, id));
  if (!submission) throw notFound('Submission');
  return submission;
}

/** A SUBMISSION objective of this event, or a 400 naming the field. */
async function submissionObjective(db: Queryable, eventId: number, objectiveId: number): Promise<ObjectiveRow> {
  const [objective] = await db
    .select()
    .from(objectives)
    .where(and(eq(objectives.id, objectiveId), eq(objectives.eventId, eventId)));
  if (!objective || objective.objectiveType !== 'SUBMISSION')
    throw validationFailed('body.objective_id', 'is not a submission objective of this event');
  return objective;
}

/**
 * docs/domain.md §5: MAXIMUM, MINIMUM and LATEST objectives compare a value (amount found, seconds taken, value
 * reached), so it must be given and positive; every other objective counts a completion as 1.
 */
const NUMBER_REFUSALS: Partial<Record<ObjectiveRow['aggregation'], string>> = {
  MAXIMUM: 'must be the positive amount found',
  MINIMUM: 'must be the positive time taken, in seconds',
  LATEST: 'must be the positive value reached',
};

function submittedNumber(objective: ObjectiveRow, number: number | undefined): number {
  const refusal = NUMBER_REFUSALS[objective.aggregation];
  if (refusal === undefined) return 1;
  if (number === undefined || number <= 0) throw validationFailed('body.number', refusal);
  return number;
}

/** The completion time must lie in the event and in the objective's window, and not in the future. */
function checkTimestamp(event: EventRow, objective: ObjectiveRow, timestamp: Date, now: Date): void {
  const refuse = (message: string) => validationFailed('body.timestamp', message);
  if (timestamp.getTime() > now.getTime()) throw refuse('must not be in the future');
  if (timestamp < event.eventStartTime) throw refuse('must not be before the event started');
  if (timestamp > event.eventEndTime) throw refuse('must not be after the event ended');
  if (objective.validFrom && timestamp < objective.validFrom) throw refuse('is before this objective opened');
  if (objective.validTo && timestamp > objective.validTo) throw refuse('is after this objective closed');
}

const alreadyDecided = () => conflict('This submission was already reviewed; it can no longer be changed');

/**
 * A player of a team submits (or, while it is in review, changes) a completion. Sending the same completion
 * twice (same objective and time) changes the one submission instead of making a second.
 */
export async function upsertSubmission(
  db: Db,
  event: EventRow,
  player: { userId: number; teamId: number },
  body: UpsertSubmissionBody,
  now: Date,
): Promise<{ submission: Submission; created: boolean }> {
  const objective = await submissionObjective(db, event.id, body.objective_id);
  const timestamp = new Date(body.timestamp);
  checkTimestamp(event, objective, timestamp, now);
  const values = {
    objectiveId: objective.id,
    timestamp,
    number: submittedNumber(objective, body.number),
    proof: body.proof,
    comment: body.comment,
  };
  const { id, created } = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(submissions)
      .where(
        body.id === undefined
          ? and(
              eq(submissions.userId, player.userId),
              eq(submissions.objectiveId, objective.id),
              eq(submissions.timestamp, timestamp),
            )
          : and(eq(submissions.id, body.id), eq(submissions.eventId, event.id)),
      )
      .for('update');
    if (body.id !== undefined && !existing) throw notFound('Submission');
    if (existing) {
      if (existing.userId !== player.userId) throw forbidden('You can only change your own submissions');
      if (existing.approvalStatus !== 'PENDING') throw alreadyDecided();
      await tx
        .update(submissions)
        .set({ ...values, teamId: player.teamId })
        .where(eq(submissions.id, existing.id));
      return { id: existing.id, created: false };
    }
    const [row] = await tx
      .insert(submissions)
      .values({ ...values, eventId: event.id, teamId: player.teamId, userId: player.userId })
      .onConflictDoNothing()
      .returning({ id: submissions.id });
    // Lost a race with an identical request (a double click): that one made the submission.
    if (!row) throw conflict('This completion was just submitted');
    await queueNewSubmission(tx, row.id);
    return { id: row.id, created: true };
  });
  return { submission: await readSubmission(db, id), created };
}

/** A submission of the event, locked until the transaction ends; not found when the event has no such one. */
async function lockSubmission(tx: Tx, eventId: number, submissionId: number): Promise<SubmissionRow> {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.eventId, eventId)))
    .for('update');
  if (!row) throw notFound('Submission');
  return row;
}

/** The submitter deletes one in review; a judge or admin any, and an approved one takes its points along. */
export async function deleteSubmission(db: Db, event: EventRow, submissionId: number, viewer: Viewer): Promise<void> {
  const judge = holdsAnyPermission(viewer.permissions, ['admin', 'submission_judge']);
  const removedEvidence = await db.transaction(async (tx) => {
    const row = await lockSubmission(tx, event.id, submissionId);
    if (!judge) {
      if (row.userId !== viewer.id) throw forbidden('You can only delete your own submissions');
      if (row.approvalStatus !== 'PENDING') throw alreadyDecided();
    }
    // Its evidence goes with it (foreign key cascade).
    await tx.delete(submissions).where(eq(submissions.id, row.id));
    return row.approvalStatus === 'APPROVED';
  });
  if (removedEvidence) await notifyRescoreRequested(db, event.id);
}

/**
 * Makes the submission's evidence match its state: one row while APPROVED, none otherwise. Answers whether
 * evidence was removed or changed (the scores then need a full recompute, not just the new rows).
 */
async function syncEvidence(tx: Tx, row: SubmissionRow): Promise<'added' | 'changed' | 'none'> {
  const [before] = await tx
    .select({ number: objectiveMatches.number, timestamp: objectiveMatches.timestamp })
    .from(objectiveMatches)
    .where(eq(objectiveMatches.submissionId, row.id));
  if (row.approvalStatus !== 'APPROVED') {
    if (!before) return 'none';
    await tx.delete(objectiveMatches).where(eq(objectiveMatches.submissionId, row.id));
    return 'changed';
  }
  if (before && before.number === row.number && before.timestamp.getTime() === row.timestamp.getTime()) return 'none';
  if (before) await tx.delete(objectiveMatches).where(eq(objectiveMatches.submissionId, row.id));
  await tx.insert(objectiveMatches).values({
    eventId: row.eventId,
    objectiveId: row.objectiveId,
    teamId: row.teamId,
    userId: row.userId,
    number: row.number,
    timestamp: row.timestamp,
    source: 'submission',
    sourceKey: String(row.id),
    submissionId: row.id,
  });
  return before ? 'changed' : 'added';
}

async function announce(db: Db, eventId: number, changes: readonly ('added' | 'changed' | 'none')[]): Promise<void> {
  if (changes.includes('changed')) await notifyRescoreRequested(db, eventId);
  else if (changes.includes('added')) await notifyEvidenceAdded(db, eventId);
}

/** A judge's decision; it may be changed again later (docs/domain.md §4). */
export async function reviewSubmission(
  db: Db,
  event: EventRow,
  submissionId: number,
  body: ReviewSubmissionBody,
  actor: Actor,
): Promise<Submission> {
  const change = await db.transaction(async (tx) => {
    const before = await lockSubmission(tx, event.id, submissionId);
    requireDecisionAllowed(event, before, body.approval_status, actor.at);
    const [row] = await tx
      .update(submissions)
      .set({
        approvalStatus: body.approval_status,
        reviewComment: body.review_comment ?? null,
        reviewerId: body.approval_status === 'PENDING' ? null : actor.userId,
      })
      .where(eq(submissions.id, before.id))
      .returning();
    if (!row) throw notFound('Submission');
    await recordAudit(tx, actor, {
      kind: 'submission.review',
      eventId: event.id,
      targetId: row.id,
      before: presentSubmission(before, undefined, before.createdAt > event.eventEndTime),
      after: presentSubmission(row, undefined, row.createdAt > event.eventEndTime),
    });
    await queueReviewDecision(tx, before, row);
    return syncEvidence(tx, row);
  });
  await announce(db, event.id, [change]);
  return readSubmission(db, submissionId);
}

/**
 * A judge places teams on an objective, first place first. The list is the whole placement: each listed team
 * gets one approved submission (its placed one, else its first, else a new one) and a team placed before but
 * not listed now loses that placement. Places are timed one second apart from the start of the objective's
 * window, so ranked scoring follows the places and ranks placed teams before players' own claims. The
 * submitter of a new one is a lead of the team, or the judge when the team has none.
 */
export async function placeTeams(db: Db, event: EventRow, body: PlaceTeamsBody, actor: Actor): Promise<Submission[]> {
  requireResultsOpen(event, actor.at);
  const objective = await submissionObjective(db, event.id, body.objective_id);
  const repeated = body.team_ids.filter((id, index) => body.team_ids.indexOf(id) !== index);
  if (repeated.length)
    throw badRequest(`Each team can take only one place: ${[...new Set(repeated)].join(', ')}`, { team_ids: repeated });
  const opens = Math.max(event.eventStartTime.getTime(), objective.validFrom?.getTime() ?? 0);
  const firstPlaceAt = Math.ceil(opens / 1000) * 1000;
  const { ids, changes } = await db.transaction(async (tx) => {
    const eventTeams = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventId, event.id), inArray(teams.id, body.team_ids)));
    const known = new Set(eventTeams.map((team) => team.id));
    const foreign = body.team_ids.filter((id) => !known.has(id));
    if (foreign.length)
      throw badRequest(`These teams are not teams of this event: ${foreign.join(', ')}`, { team_ids: foreign });
    const leads = await tx
      .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(inArray(teamMembers.teamId, body.team_ids), eq(teamMembers.isTeamLead, true)))
      .orderBy(asc(teamMembers.userId));
    const existing = await tx
      .select()
      .from(submissions)
      .where(eq(submissions.objectiveId, objective.id))
      .orderBy(asc(submissions.id))
      .for('update');

    const changes: ('added' | 'changed' | 'none')[] = [];
    const unplaced = existing.filter((row) => row.place !== null && !body.team_ids.includes(row.teamId));
    if (unplaced.length) {
      await tx.delete(submissions).where(
        inArray(
          submissions.id,
          unplaced.map((row) => row.id),
        ),
      );
      if (unplaced.some((row) => row.approvalStatus === 'APPROVED')) changes.push('changed');
    }
    const reused = new Map<number, SubmissionRow>();
    for (const teamId of body.team_ids) {
      const own = existing.filter((row) => row.teamId === teamId);
      const chosen = own.find((row) => row.place !== null) ?? own[0];
      if (chosen) reused.set(teamId, chosen);
    }
    // Reused rows first move to times no real submission has, so the new order never collides with the old.
    for (const row of reused.values())
      await tx
        .update(submissions)
        .set({ timestamp: new Date(row.id) })
        .where(eq(submissions.id, row.id));

    const ids: number[] = [];
    for (const [index, teamId] of body.team_ids.entries()) {
      const values = {
        timestamp: new Date(firstPlaceAt + index * 1000),
        number: 1,
        approvalStatus: 'APPROVED' as const,
        reviewerId: actor.userId,
        reviewComment: `Place ${index + 1}`,
        place: index + 1,
      };
      const own = reused.get(teamId);
      const [row] = own
        ? await tx.update(submissions).set(values).where(eq(submissions.id, own.id)).returning()
        : await tx
            .insert(submissions)
            .values({
              ...values,
              eventId: event.id,
              objectiveId: objective.id,
              teamId,
              userId: leads.find((lead) => lead.teamId === teamId)?.userId ?? actor.userId,
            })
            .returning();
      if (!row) throw notFound('Submission');
      ids.push(row.id);
      changes.push(await syncEvidence(tx, row));
    }
    await recordAudit(tx, actor, {
      kind: 'submission.place',
      eventId: event.id,
      targetId: objective.id,
      before: existing.filter((row) => row.place !== null).map((row) => ({ team_id: row.teamId, place: row.place })),
      after: body.team_ids.map((teamId, index) => ({ team_id: teamId, place: index + 1 })),
    });
    await queuePlacements(tx, event.id, objective.id, body.team_ids, existing);
    return { ids, changes };
  });
  await announce(db, event.id, changes);
  const placed = await loadSubmissions(db, inArray(submissions.id, ids));
  return ids.flatMap((id) => placed.filter((submission) => submission.id === id));
}
