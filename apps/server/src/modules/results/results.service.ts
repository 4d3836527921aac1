/**
 * An event's results (docs/domain.md §2 Results, decision 037): final standings, each top-level category's
 * winner, the score race, top players and records, computed from the stored scores and score history.
 */
import { eq, inArray, max, sql } from 'drizzle-orm';
import { listObjectives } from '@app/scoring';
import {
  eventPhase,
  type CategoryWinner,
  type EventRecords,
  type EventResults,
  type Objective,
  type ScoreHistoryPoint,
  type Standing,
  type TopPlayer,
} from '@app/shared';
import type { Queryable } from '../../db/database';
import { scoreHistory, scores, teams, users } from '../../db/schema';
import { closingTimeOf, type EventRow } from '../events/events.service';
import { loadObjectiveTree, objectivesFingerprint } from '../objectives/objectives.service';
import { scoreTimeline } from '../scores/scores.service';

/** The score race keeps at most this many steps per team: enough for a smooth chart, bounded for any event. */
export const RACE_STEPS_PER_TEAM = 120;
/** How many players the top players list shows. */
export const TOP_PLAYERS = 10;

type TeamRow = { id: number; name: string; color: string };
type ScoreRow = {
  objectiveId: number;
  teamId: number;
  points: number;
  rank: number;
  finished: boolean;
  timestamp: Date | null;
  userId: number | null;
};

const teamRef = (team: TeamRow) => ({ team_id: team.id, team_name: team.name, team_color: team.color });

/** Standard competition ranking (1, 1, 3): a team's rank is one more than the teams with more points. */
export function rankStandings(teamRows: readonly TeamRow[], totals: ReadonlyMap<number, number>): Standing[] {
  const ordered = [...teamRows]
    .map((team) => ({ team, points: totals.get(team.id) ?? 0 }))
    .sort((a, b) => b.points - a.points || a.team.id - b.team.id);
  return ordered.map(({ team, points }) => ({
    rank: 1 + ordered.filter((other) => other.points > points).length,
    ...teamRef(team),
    points,
    tied: ordered.some((other) => other.team.id !== team.id && other.points === points),
  }));
}

/** Each top-level category's winners: the teams with the most points in its subtree, when anyone scored. */
function categoryWinners(root: Objective, teamRows: readonly TeamRow[], scoreRows: readonly ScoreRow[]) {
  const pointsOf = new Map<string, number>();
  for (const row of scoreRows) pointsOf.set(`${row.objectiveId}:${row.teamId}`, row.points);
  return root.children
    .filter((child) => child.objective_type === 'CATEGORY')
    .map((category): CategoryWinner => {
      const ids = listObjectives(category).map((node) => node.id);
      const totals = teamRows.map((team) => ({
        team,
        points: ids.reduce((sum, id) => sum + (pointsOf.get(`${id}:${team.id}`) ?? 0), 0),
      }));
      const best = Math.max(0, ...totals.map((entry) => entry.points));
      return {
        objective_id: category.id,
        name: category.name,
        winners:
          best > 0
            ? totals.filter((entry) => entry.points === best).map(({ team, points }) => ({ ...teamRef(team), points }))
            : [],
      };
    });
}

/**
 * Top players (docs/domain.md §4): each objective × team result is credited to the player the engine names on
 * it (whose evidence made it); results with no player (team figures, categories, sums over players) count for
 * nobody. A player's points are the sum of the points of the results credited to them.
 */
function topPlayers(
  scoreRows: readonly ScoreRow[],
  teamById: ReadonlyMap<number, TeamRow>,
  nameOf: ReadonlyMap<number, string>,
): TopPlayer[] {
  const byPlayer = new Map<number, { teamId: number; points: number; objectives: number }>();
  for (const row of scoreRows) {
    if (row.userId === null || row.points === 0) continue;
    const entry = byPlayer.get(row.userId) ?? { teamId: row.teamId, points: 0, objectives: 0 };
    entry.points += row.points;
    entry.objectives += 1;
    byPlayer.set(row.userId, entry);
  }
  return [...byPlayer.entries()]
    .filter(([, entry]) => entry.points > 0)
    .sort(([a, first], [b, second]) => second.points - first.points || a - b)
    .slice(0, TOP_PLAYERS)
    .flatMap(([userId, entry]) => {
      const team = teamById.get(entry.teamId);
      return team
        ? [{ user_id: userId, display_name: nameOf.get(userId) ?? 'Unknown User', ...teamRef(team), ...entry }]
        : [];
    });
}

const earlier = (a: ScoreRow, b: ScoreRow) =>
  a.timestamp!.getTime() - b.timestamp!.getTime() || a.objectiveId - b.objectiveId || a.teamId - b.teamId;

/**
 * Records: the first unique — the earliest completion of any item objective —, and the fastest race — the
 * first place of an objective ranked by completion time (RANKED_TIME) reached soonest after the objective
 * opened (its window's start, else the event's).
 */
function records(
  event: EventRow,
  root: Objective,
  scoreRows: readonly ScoreRow[],
  teamById: ReadonlyMap<number, TeamRow>,
  nameOf: ReadonlyMap<number, string>,
): EventRecords {
  const objectiveById = new Map(listObjectives(root).map((node) => [node.id, node]));
  const record = (row: ScoreRow | undefined) => {
    const objective = row && objectiveById.get(row.objectiveId);
    const team = row && teamById.get(row.teamId);
    if (!row?.timestamp || !objective || !team) return null;
    return {
      objective_id: objective.id,
      objective_name: objective.name,
      ...teamRef(team),
      user_id: row.userId,
      display_name: row.userId === null ? null : (nameOf.get(row.userId) ?? 'Unknown User'),
      timestamp: row.timestamp.toISOString(),
    };
  };
  const completed = scoreRows.filter((row) => row.finished && row.timestamp !== null);

  const items = completed.filter((row) => objectiveById.get(row.objectiveId)?.objective_type === 'ITEM');
  const firstUnique = record(items.sort(earlier)[0]);

  const opensAt = (objective: Objective) =>
    Math.max(event.eventStartTime.getTime(), objective.valid_from ? Date.parse(objective.valid_from) : -Infinity);
  const raceWins = completed.flatMap((row) => {
    const objective = objectiveById.get(row.objectiveId);
    if (!objective || row.rank !== 1) return [];
    if (!objective.scoring_presets.some((preset) => preset.scoring_method === 'RANKED_TIME')) return [];
    return [{ row, seconds: (row.timestamp!.getTime() - opensAt(objective)) / 1000 }];
  });
  raceWins.sort((a, b) => a.seconds - b.seconds || earlier(a.row, b.row));
  const fastest = raceWins[0];
  const fastestRecord = fastest && record(fastest.row);
  return {
    first_unique: firstUnique,
    fastest_race:
      fastest && fastestRecord ? { ...fastestRecord, duration_seconds: Math.max(0, fastest.seconds) } : null,
  };
}

/**
 * At most `perTeam` steps of each team's line: evenly spaced through its changes, always with its last one
 * (so the line ends at the final total).
 */
export function thinRace(points: readonly ScoreHistoryPoint[], perTeam = RACE_STEPS_PER_TEAM): ScoreHistoryPoint[] {
  const byTeam = new Map<number, ScoreHistoryPoint[]>();
  for (const point of points) {
    const line = byTeam.get(point.team_id) ?? [];
    line.push(point);
    byTeam.set(point.team_id, line);
  }
  const kept: ScoreHistoryPoint[] = [];
  for (const line of byTeam.values()) {
    if (line.length <= perTeam) {
      kept.push(...line);
      continue;
    }
    const stride = (line.length - 1) / (perTeam - 1);
    for (let step = 0; step < perTeam; step++) kept.push(line[Math.round(step * stride)]!);
  }
  return kept.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.team_id - b.team_id);
}

export async function computeResults(db: Queryable, event: EventRow, now: Date): Promise<EventResults> {
  const [teamRows, scoreRows, root, timeline] = await Promise.all([
    db
      .select({ id: teams.id, name: teams.name, color: teams.color })
      .from(teams)
      .where(eq(teams.eventId, event.id))
      .orderBy(teams.id),
    db
      .select({
        objectiveId: scores.objectiveId,
        teamId: scores.teamId,
        points: scores.points,
        rank: scores.rank,
        finished: scores.finished,
        timestamp: scores.timestamp,
        userId: scores.userId,
      })
      .from(scores)
      .where(eq(scores.eventId, event.id)),
    loadObjectiveTree(db, event.id),
    scoreTimeline(db, event.id, null),
  ]);
  const teamById = new Map(teamRows.map((team) => [team.id, team]));
  const totals = new Map<number, number>();
  for (const row of scoreRows) totals.set(row.teamId, (totals.get(row.teamId) ?? 0) + row.points);

  const credited = [...new Set(scoreRows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const names = credited.length
    ? await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, credited))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));

  const closingTime = closingTimeOf(event);
  return {
    event_id: event.id,
    event_name: event.name,
    phase: eventPhase(
      {
        event_start_time: event.eventStartTime.toISOString(),
        event_end_time: event.eventEndTime.toISOString(),
        closing_time: closingTime.toISOString(),
      },
      now.getTime(),
    ),
    event_start_time: event.eventStartTime.toISOString(),
    event_end_time: event.eventEndTime.toISOString(),
    closing_time: closingTime.toISOString(),
    standings: rankStandings(teamRows, totals),
    categories: categoryWinners(root, teamRows, scoreRows),
    race: thinRace(timeline.filter((point) => teamById.has(point.team_id))),
    top_players: topPlayers(scoreRows, teamById, nameOf),
    records: records(event, root, scoreRows, teamById, nameOf),
  };
}

/**
 * What final results are computed from, read cheaply: once an event has closed its results change only if
 * someone changes its scores, teams or objectives afterwards, and this says so.
 */
export async function resultsFingerprint(db: Queryable, event: EventRow): Promise<string> {
  const [[history], teamText, objectiveStats] = await Promise.all([
    db
      .select({ last: max(scoreHistory.id) })
      .from(scoreHistory)
      .where(eq(scoreHistory.eventId, event.id)),
    db
      .select({
        text: sql<string>`coalesce(string_agg(${teams.id} || ':' || ${teams.name} || ':' || ${teams.color}, ',' order by ${teams.id}), '')`,
      })
      .from(teams)
      .where(eq(teams.eventId, event.id)),
    objectivesFingerprint(db, event.id),
  ]);
  return [
    history?.last ?? 0,
    teamText[0]?.text ?? '',
    objectiveStats.count,
    objectiveStats.changedAt?.getTime() ?? 0,
    event.eventEndTime.getTime(),
    closingTimeOf(event).getTime(),
    event.name,
  ].join('|');
}
