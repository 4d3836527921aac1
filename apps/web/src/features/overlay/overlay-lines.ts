import type { Objective, ScoreDiff, Team, TeamTotals } from '@app/shared';
import type { LatestScores, ScoreEntry } from '~/lib/scoreboard/score-cache';
import { isRanked } from '~/lib/scoreboard/scoreboard';

/** '1st', '2nd', '3rd', '4th', '11th', '22nd'. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** Points as a stream shows them: whole numbers plain, others to one decimal. */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1);
}

export type TotalsRow = { team: Team; total: number };

/**
 * The teams by total, highest first (ties keep the event's team order). With `teamId` of one of the event's teams,
 * only that team; an unknown team shows every team rather than nothing.
 */
export function totalsRows(teams: readonly Team[], totals: TeamTotals, teamId?: number): TotalsRow[] {
  const shown = teams.some((team) => team.id === teamId) ? teams.filter((team) => team.id === teamId) : teams;
  return shown
    .map((team) => ({ team, total: totals[String(team.id)] ?? 0 }))
    .sort((left, right) => right.total - left.total);
}

/** One line of the ticker: a team reached points on an objective. */
export type TickerEntry = ScoreEntry & { key: string };

/** A change worth a ticker line: points gained or an objective finished, not every step of progress. */
function isNews(diff: ScoreDiff): boolean {
  if (diff.diff_type === 'Removed' || diff.diff_type === 'Unchanged') return false;
  if (diff.score.points <= 0 && !diff.score.finished) return false;
  if (diff.diff_type === 'Changed' && diff.field_diff) {
    return diff.field_diff.some((field) => field === 'points' || field === 'finished' || field === 'rank');
  }
  return true;
}

/**
 * The ticker after a batch of live changes: the newest first, at most `limit` lines (the page never grows however
 * long the stream runs), only `teamId`'s when given. `nextKey` numbers the lines so each keeps its element.
 */
export function addTickerEntries(
  entries: readonly TickerEntry[],
  diffs: readonly ScoreDiff[],
  options: { limit: number; teamId?: number; nextKey: () => string },
): TickerEntry[] {
  const fresh = diffs
    .filter((diff) => isNews(diff) && (options.teamId === undefined || diff.team_id === options.teamId))
    .map(({ objective_id, team_id, score }) => ({ objective_id, team_id, score, key: options.nextKey() }))
    .reverse();
  if (fresh.length === 0) return entries as TickerEntry[];
  return [...fresh, ...entries].slice(0, options.limit);
}

/** The ticker when the overlay opens: the latest results already reached, newest first. */
export function seedTickerEntries(latest: LatestScores, options: { limit: number; teamId?: number }): TickerEntry[] {
  return [...latest.values()]
    .filter(
      (entry) =>
        (entry.score.points > 0 || entry.score.finished) &&
        entry.score.timestamp !== null &&
        (options.teamId === undefined || entry.team_id === options.teamId),
    )
    .sort((left, right) => Date.parse(right.score.timestamp ?? '') - Date.parse(left.score.timestamp ?? ''))
    .slice(0, options.limit)
    .map((entry) => ({ ...entry, key: `seed:${entry.objective_id}:${entry.team_id}` }));
}

/** What a ticker line says after the team's name. */
export function tickerText(entry: ScoreEntry, objectiveName: string): string {
  const { points, rank, finished } = entry.score;
  const result = rank > 0 ? `${ordinal(rank)} place` : finished ? 'completed' : null;
  const worth = `${formatPoints(points)} ${points === 1 ? 'point' : 'points'}`;
  return result ? `${objectiveName}: ${result}, ${worth}` : `${objectiveName}: ${worth}`;
}

/** Every objective's name by id; masked (not yet released) objectives have none. */
export function objectiveNames(root: Objective | undefined): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  const pending = root ? [root] : [];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.name !== '') names.set(node.id, node.name);
    pending.push(...node.children);
  }
  return names;
}

export type RacePlacement = { teamId: number; place: number; points: number };
export type RaceResult = { objective: Objective; placements: RacePlacement[]; lastPlaced: number };

/**
 * The races (objectives scored by place) that have placed at least one team, the most recently placed first, at most
 * `limit`; each with its teams by place.
 */
export function raceResults(root: Objective | undefined, latest: LatestScores, limit: number): RaceResult[] {
  const byObjective = new Map<number, ScoreEntry[]>();
  for (const entry of latest.values()) {
    if (entry.score.rank > 0)
      byObjective.set(entry.objective_id, [...(byObjective.get(entry.objective_id) ?? []), entry]);
  }
  const races: RaceResult[] = [];
  const pending = root ? [...root.children] : [];
  for (let node = pending.pop(); node; node = pending.pop()) {
    pending.push(...node.children);
    if (node.name === '' || !isRanked(node)) continue;
    const placements: RacePlacement[] = [];
    let lastPlaced = 0;
    for (const entry of byObjective.get(node.id) ?? []) {
      placements.push({ teamId: entry.team_id, place: entry.score.rank, points: entry.score.points });
      lastPlaced = Math.max(lastPlaced, Date.parse(entry.score.timestamp ?? '') || 0);
    }
    if (placements.length === 0) continue;
    placements.sort((left, right) => left.place - right.place || left.teamId - right.teamId);
    races.push({ objective: node, placements, lastPlaced });
  }
  return races.sort((left, right) => right.lastPlaced - left.lastPlaced).slice(0, limit);
}
