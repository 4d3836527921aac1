import type { EventResults, ScoreHistoryPoint, Standing } from '@app/shared';
import type { ChartSeries } from '~/components/ui/line-chart';

/** The podium: the teams on places 1 to 3 that scored (ties share a place, so it may hold more than three). */
export function podiumOf(standings: readonly Standing[]): Standing[] {
  return standings.filter((row) => row.rank <= 3 && row.points > 0);
}

/** "Ember Tide wins with 120 points", or the shared win, or that nobody scored. */
export function winnerSentence(standings: readonly Standing[]): string {
  const winners = standings.filter((row) => row.rank === 1 && row.points > 0);
  const [first] = winners;
  if (!first) return 'No team scored any points.';
  const names = winners.map((row) => row.team_name);
  const joined = names.length === 1 ? first.team_name : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${joined} ${names.length === 1 ? 'wins' : 'share the win'} with ${first.points} points.`;
}

/** What the score race chart shows, for screen readers: every team's final total. */
export function raceSummary(standings: readonly Standing[]): string {
  return `Final totals: ${standings.map((row) => `${row.team_name} ${row.points}`).join(', ')}.`;
}

/** What the page says about the event's state (docs/domain.md §4). */
export function phaseText(results: Pick<EventResults, 'phase' | 'closing_time'>, formatTime: (iso: string) => string) {
  switch (results.phase) {
    case 'upcoming':
      return 'The event has not started yet.';
    case 'running':
      return 'The event is still running: these are the results so far.';
    case 'ended':
      return `The event has ended and its scores are frozen. Judges may still decide submissions made before the end until ${formatTime(results.closing_time)}.`;
    case 'closed':
      return 'The event is over: these results are final.';
  }
}

/** A race's time as "2h 5m 3s" (days when it took that long). */
export function raceDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [days && `${days}d`, (days || hours) && `${hours}h`, (days || hours || minutes) && `${minutes}m`];
  return [...parts.filter(Boolean), `${rest}s`].join(' ');
}

/** One stepped line per team of the standings: from 0 at the start, through each step, held to the end. */
export function raceSeries(
  race: readonly ScoreHistoryPoint[],
  standings: readonly Standing[],
  start: number,
  end: number,
  colorOf: (color: string) => string,
): ChartSeries[] {
  return standings.map((team) => {
    const steps = race
      .filter((point) => point.team_id === team.team_id)
      .map((point) => ({ x: Date.parse(point.timestamp), y: point.total }));
    const last = steps.at(-1);
    const first = Math.min(start, steps[0]?.x ?? start);
    return {
      id: String(team.team_id),
      label: team.team_name,
      color: colorOf(team.team_color),
      points: [{ x: first, y: 0 }, ...steps, { x: Math.max(end, last?.x ?? end), y: last?.y ?? 0 }],
    };
  });
}
