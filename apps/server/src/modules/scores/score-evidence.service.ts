/**
 * "Why these points" (decision 036): the evidence behind one objective × team score, read from what is already
 * stored (scores, evidence rows, the one stash tab that holds the item, submissions) and shown within the rules the
 * other score reads follow: hidden progress as `GET /scores/latest` applies it, unreleased objectives masked, a guild
 * tab's item only for its team (and admins, judges). Every list is bounded.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listObjectives, toIsoTime } from '@app/scoring';
import {
  holdsAnyPermission,
  isLateEvidence,
  SCORE_EVIDENCE_VALUES_MAX,
  type EvidenceSource,
  type Objective,
  type ScoreEvidence,
  type ScoreEvidenceQuery,
} from '@app/shared';
import type { Queryable } from '../../db/database';
import { characters, objectiveMatches, scores, stashSnapshots, submissions, users } from '../../db/schema';
import type { Viewer } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { findInTree, loadObjectiveTree, maskUnreleased } from '../objectives/objectives.service';
import { findMembership, listTeams } from '../teams/teams.service';
import { findMatchedItem } from './score-evidence.item';
import { completingChildren, ruleShares, type StoredResult } from './score-evidence.rules';
import { hiddenObjectiveIds, isVisible } from './scores.service';

/** Who may look into any team's guild tab here besides the team itself: those who settle disputes. */
const GUILD_TAB_READERS = ['admin', 'submission_judge'] as const;

type Row = typeof scores.$inferSelect;
type EvidenceRow = {
  id: number;
  number: number;
  timestamp: Date;
  source: EvidenceSource;
  userId: number | null;
  userName: string | null;
  snapshotId: number | null;
  submissionId: number | null;
  createdAt: Date;
};

const judge = alias(users, 'judge');

export async function explainScore(
  db: Queryable,
  event: { id: number; eventEndTime: Date },
  query: ScoreEvidenceQuery,
  viewer: Viewer | null,
  now: Date,
): Promise<ScoreEvidence> {
  const eventId = event.id;
  const [tree, teams, hidden, membership] = await Promise.all([
    loadObjectiveTree(db, eventId),
    listTeams(db, eventId),
    hiddenObjectiveIds(db, eventId),
    viewer === null ? undefined : findMembership(db, eventId, viewer.id),
  ]);
  const unmasked = findInTree(tree, query.objective_id);
  const team = teams.find((candidate) => candidate.id === query.team_id);
  if (unmasked === undefined) throw notFound('Objective');
  if (team === undefined) throw notFound('Team');
  // An objective inside an unreleased category is not in the masked tree at all: as secret as a missing one.
  const node = findInTree(maskUnreleased(tree, now, viewer), query.objective_id);
  if (node === undefined) throw notFound('Objective');
  const masked = node.name === '' && unmasked.name !== '';
  const viewerTeamId = membership?.teamId ?? null;

  const neighbours = [node.id, ...node.children.map((child) => child.id)];
  // Every team's rows of the objective and its children (places, what each rule read), and the team's own rows
  // (totals under the objective); one team's rows are at most the event's objectives.
  const rows = await db
    .select()
    .from(scores)
    .where(and(eq(scores.eventId, eventId), or(inArray(scores.objectiveId, neighbours), eq(scores.teamId, team.id))));
  const stored = new Map(rows.map((row) => [`${row.objectiveId}:${row.teamId}`, row]));
  const rowOf = (objectiveId: number, teamId: number): Row | undefined => stored.get(`${objectiveId}:${teamId}`);
  const visible = (objectiveId: number, teamId: number): boolean =>
    isVisible(
      {
        objective_id: objectiveId,
        team_id: teamId,
        score: { finished: rowOf(objectiveId, teamId)?.finished ?? false },
      },
      viewerTeamId,
      hidden,
    );
  /** A stored result as the viewer may see it: a hidden one reads as the default, as in `GET /scores/latest`. */
  const seen = (objectiveId: number, teamId: number): Row | undefined =>
    visible(objectiveId, teamId) ? rowOf(objectiveId, teamId) : undefined;
  const subtreePoints = (objective: Objective): number =>
    listObjectives(objective).reduce((sum, each) => sum + (seen(each.id, team.id)?.points ?? 0), 0);

  const shown = !masked && visible(node.id, team.id);
  const row = shown ? rowOf(node.id, team.id) : undefined;
  const score = {
    points: row?.points ?? 0,
    rank: row?.rank ?? 0,
    number: row?.number ?? 0,
    finished: row?.finished ?? false,
    timestamp: toIsoTime(row?.timestamp?.getTime() ?? null),
    user_id: row?.userId ?? null,
  };
  const result = (objectiveId: number, teamId: number): StoredResult | undefined => {
    const found = rowOf(objectiveId, teamId);
    return found && { ...found, timestamp: found.timestamp?.getTime() ?? null, user_id: found.userId };
  };
  const teamIndex = teams.findIndex((candidate) => candidate.id === team.id);
  const rules = ruleShares(
    node,
    teams.map((each) => each.id),
    result,
  ).map((share) => ({
    scoring_preset_id: share.preset.id,
    name: share.preset.name,
    scoring_method: share.preset.scoring_method,
    points: shown ? (share.points[teamIndex] ?? 0) : 0,
    rank: shown ? (share.ranks[teamIndex] ?? 0) : 0,
  }));

  const evidence = shown ? await listEvidence(db, node.id, team.id) : { rows: [], total: 0 };
  const completing = shown ? completingChildren(node, team.id, result) : new Set<number>();
  const readsGuildTabs =
    viewerTeamId === team.id || (viewer !== null && holdsAnyPermission(viewer.permissions, GUILD_TAB_READERS));

  return {
    objective: {
      id: node.id,
      name: node.name,
      objective_type: node.objective_type,
      aggregation: node.aggregation,
      number_field: node.number_field,
      required_number: node.required_number,
      hides_progress: node.hide_progress,
    },
    team: { id: team.id, name: team.name },
    score,
    total_points: masked ? 0 : subtreePoints(node),
    progress_hidden: !shown,
    reached_at: score.finished ? score.timestamp : null,
    rules,
    standings: masked
      ? []
      : teams.map((each) => {
          const standing = seen(node.id, each.id);
          return {
            team_id: each.id,
            team_name: each.name,
            number: standing?.number ?? 0,
            finished: standing?.finished ?? false,
            timestamp: toIsoTime(standing?.timestamp?.getTime() ?? null),
            rank: standing?.rank ?? 0,
            points: standing?.points ?? 0,
          };
        }),
    item:
      shown && node.objective_type === 'ITEM'
        ? await itemSighting(db, eventId, node, team.id, score, evidence.rows, readsGuildTabs)
        : null,
    values: evidence.rows.map((entry) => ({
      timestamp: entry.timestamp.toISOString(),
      number: entry.number,
      source: entry.source,
      late: isLateEvidence(entry.timestamp.getTime(), event.eventEndTime.getTime()),
      player: entry.userId === null ? null : { user_id: entry.userId, name: entry.userName ?? 'Unknown' },
    })),
    values_total: evidence.total,
    submissions: shown ? await listSubmissions(db, evidence.rows) : [],
    children: shown
      ? node.children.map((child) => {
          const childRow = seen(child.id, team.id);
          return {
            objective_id: child.id,
            name: child.name,
            objective_type: child.objective_type,
            points: subtreePoints(child),
            finished: childRow?.finished ?? false,
            timestamp: toIsoTime(childRow?.timestamp?.getTime() ?? null),
            completes: completing.has(child.id),
          };
        })
      : [],
  };
}

/** The evidence rows of one objective × team, oldest first: all of them, or the first and the last half of the bound. */
async function listEvidence(
  db: Queryable,
  objectiveId: number,
  teamId: number,
): Promise<{ rows: EvidenceRow[]; total: number }> {
  const where = and(eq(objectiveMatches.objectiveId, objectiveId), eq(objectiveMatches.teamId, teamId));
  const [counted] = await db.select({ n: count() }).from(objectiveMatches).where(where);
  const total = counted?.n ?? 0;
  if (total === 0) return { rows: [], total };
  const columns = {
    id: objectiveMatches.id,
    number: objectiveMatches.number,
    timestamp: objectiveMatches.timestamp,
    source: objectiveMatches.source,
    userId: objectiveMatches.userId,
    userName: users.displayName,
    snapshotId: objectiveMatches.snapshotId,
    submissionId: objectiveMatches.submissionId,
    createdAt: objectiveMatches.createdAt,
  };
  const read = (order: 'first' | 'last', limit: number) =>
    db
      .select(columns)
      .from(objectiveMatches)
      .leftJoin(users, eq(users.id, objectiveMatches.userId))
      .where(where)
      .orderBy(
        ...(order === 'first'
          ? [asc(objectiveMatches.timestamp), asc(objectiveMatches.id)]
          : [desc(objectiveMatches.timestamp), desc(objectiveMatches.id)]),
      )
      .limit(limit);
  if (total <= SCORE_EVIDENCE_VALUES_MAX) return { rows: await read('first', total), total };
  const half = SCORE_EVIDENCE_VALUES_MAX / 2;
  const [first, last] = await Promise.all([read('first', half), read('last', half)]);
  return { rows: [...first, ...last.reverse()], total };
}

/**
 * Where the item was seen: the tab of the evidence the score rests on (the row at the score's time once finished,
 * else the newest sighting), read for that one tab only, and when an item first counted for the team.
 */
async function itemSighting(
  db: Queryable,
  eventId: number,
  node: Objective,
  teamId: number,
  score: ScoreEvidence['score'],
  rows: readonly EvidenceRow[],
  readsGuildTabs: boolean,
): Promise<ScoreEvidence['item']> {
  const first = rows[0];
  if (first === undefined) return null;
  const scope = and(
    eq(objectiveMatches.objectiveId, node.id),
    eq(objectiveMatches.teamId, teamId),
    isNotNull(objectiveMatches.snapshotId),
  );
  const sightingWhere = async (where: SQL | undefined) => {
    const [found] = await db
      .select({ snapshotId: objectiveMatches.snapshotId })
      .from(objectiveMatches)
      .where(where)
      .orderBy(desc(objectiveMatches.timestamp), asc(objectiveMatches.id))
      .limit(1);
    return found?.snapshotId ?? null;
  };
  const snapshotId =
    (score.finished && score.timestamp !== null
      ? await sightingWhere(and(scope, eq(objectiveMatches.timestamp, new Date(score.timestamp))))
      : null) ?? (await sightingWhere(scope));
  if (snapshotId === null) return null;
  const snapshotWhere = and(eq(stashSnapshots.id, snapshotId), eq(stashSnapshots.eventId, eventId));
  const [tab] = await db
    .select({
      kind: stashSnapshots.kind,
      stashName: stashSnapshots.stashName,
      accountName: stashSnapshots.accountName,
      userId: stashSnapshots.userId,
      userName: users.displayName,
      observedAt: stashSnapshots.observedAt,
    })
    .from(stashSnapshots)
    .leftJoin(users, eq(users.id, stashSnapshots.userId))
    .where(snapshotWhere);
  if (tab === undefined) return null;
  const withheld = tab.kind === 'guild' && !readsGuildTabs;
  let item = null;
  if (!withheld) {
    const [content] = await db.select({ items: stashSnapshots.items }).from(stashSnapshots).where(snapshotWhere);
    const items = Array.isArray(content?.items) ? (content.items as unknown[]) : [];
    item = await findMatchedItem(items, node.conditions);
  }
  const [character] =
    tab.userId === null
      ? []
      : await db
          .select({ name: characters.name })
          .from(characters)
          .where(and(eq(characters.eventId, eventId), eq(characters.userId, tab.userId)));
  return {
    item,
    withheld,
    player: tab.userId === null ? null : { user_id: tab.userId, name: tab.userName ?? 'Unknown' },
    character_name: character?.name ?? null,
    account_name: tab.accountName,
    stash_name: withheld ? null : tab.stashName,
    stash_kind: tab.kind,
    seen_at: tab.observedAt.toISOString(),
    first_seen_at: first.timestamp.toISOString(),
  };
}

/** The approved submissions among the evidence, with who submitted, who judged and when the approval came. */
async function listSubmissions(db: Queryable, rows: readonly EvidenceRow[]): Promise<ScoreEvidence['submissions']> {
  const approvedAt = new Map<number, Date>();
  for (const row of rows) if (row.submissionId !== null) approvedAt.set(row.submissionId, row.createdAt);
  if (approvedAt.size === 0) return [];
  const found = await db
    .select({
      submission: submissions,
      submitterName: users.displayName,
      judgeName: judge.displayName,
    })
    .from(submissions)
    .leftJoin(users, eq(users.id, submissions.userId))
    .leftJoin(judge, eq(judge.id, submissions.reviewerId))
    .where(inArray(submissions.id, [...approvedAt.keys()]))
    .orderBy(asc(submissions.timestamp), asc(submissions.id));
  return found.map(({ submission, submitterName, judgeName }) => ({
    id: submission.id,
    proof: submission.proof,
    comment: submission.comment,
    number: submission.number,
    place: submission.place,
    submitted_at: submission.timestamp.toISOString(),
    submitter: { user_id: submission.userId, name: submitterName ?? 'Unknown User' },
    judge: submission.reviewerId === null ? null : { user_id: submission.reviewerId, name: judgeName ?? 'Unknown' },
    decided_at: approvedAt.get(submission.id)?.toISOString() ?? null,
    review_comment: submission.reviewComment,
  }));
}
