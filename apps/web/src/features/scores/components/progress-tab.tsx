import type { ScoreHistoryPoint, Team } from '@app/shared';
import { listObjectives, rankLabel } from '@app/scoring';
import { useState } from 'react';
import { LineChart, type ChartSeries } from '~/components/ui/line-chart';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { TeamName, useReadableTeamColor } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { formatDateTime } from '~/lib/format';
import { useNow } from '~/lib/use-now';
import { useScoreHistory } from '~/lib/scoreboard/get-score-history';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { WithScoreboard } from '~/components/scores/with-scoreboard';
import { WhyButton } from '~/components/scores/why-button';
import { TableBox } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { PageSection } from '~/components/layout/page';

const chartTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * One stepped line per team from the score history: from 0 at the event start (or the first change), through every
 * change of the team's total, held until `until` (now, or the event's end).
 */
export function historySeries(
  history: readonly ScoreHistoryPoint[],
  teams: readonly Team[],
  start: number,
  until: number,
  colorOf: (team: Team) => string,
): ChartSeries[] {
  const first = Math.min(start, ...history.map((point) => Date.parse(point.timestamp)));
  return teams.map((team) => {
    const steps = history
      .filter((point) => point.team_id === team.id)
      .map((point) => ({ x: Date.parse(point.timestamp), y: point.total }))
      .sort((a, b) => a.x - b.x);
    const last = steps[steps.length - 1];
    const end = Math.max(until, last?.x ?? until);
    return {
      id: String(team.id),
      label: team.name,
      color: colorOf(team),
      points: [{ x: first, y: 0 }, ...steps, { x: end, y: last?.y ?? 0 }],
    };
  });
}

/** A sentence that says what the chart shows: who leads and every team's total. */
export function historySummary(series: readonly ChartSeries[]): string {
  const finals = series
    .map((line) => ({ label: line.label, total: line.points[line.points.length - 1]?.y ?? 0 }))
    .sort((a, b) => b.total - a.total);
  if (finals.length === 0) return 'No teams to show.';
  const [leader, ...rest] = finals;
  if (!leader) return '';
  const others = rest.map((entry) => `${entry.label} ${entry.total}`).join(', ');
  return `${leader.label} leads with ${leader.total} points.${others ? ` Then ${others}.` : ''}`;
}

function ProgressChart({ teams }: { teams: readonly Team[] }) {
  const { event, key } = useEventView();
  const history = useScoreHistory(key);
  const colorFor = useReadableTeamColor();
  const now = useNow(60_000);
  const start = Date.parse(event.event_start_time);
  const until = Math.min(now, Date.parse(event.event_end_time));
  return (
    <QueryRegion
      query={history}
      loadingLabel="Loading score history..."
      errorTitle="The score history could not be loaded."
      isEmpty={(points) => points.length === 0}
      empty={<EmptyState title="No points scored yet">The chart starts with the first points.</EmptyState>}
    >
      {(points) => {
        const series = historySeries(points, teams, start, until, (team) => colorFor(team.color));
        return (
          <LineChart
            title="Team points over time"
            summary={historySummary(series)}
            series={series}
            formatX={(x) => chartTime.format(x)}
            formatY={(y) => String(Math.round(y))}
            step
          />
        );
      }}
    </QueryRegion>
  );
}

const LOG_PAGE = 50;

/** Every scored objective × team, newest first (docs/reference-tracker.md §1.3 score log), without team-wide objectives. */
function ScoreLog({ board, teams }: { board: Scoreboard; teams: readonly Team[] }) {
  const { ownTeamId } = useEventView();
  const [shown, setShown] = useState(LOG_PAGE);
  const rows = listObjectives(board.root)
    .filter((node) => node.objective_type !== 'TEAM' && node.id !== board.root.id)
    .flatMap((node) =>
      teams.flatMap((team) => {
        const score = board.score(node.id, team.id);
        return score.points > 0 ? [{ node, team, score, parent: board.parentOf(node.id) }] : [];
      }),
    )
    .sort((a, b) => Date.parse(b.score.timestamp ?? '') - Date.parse(a.score.timestamp ?? '') || 0);
  return (
    <PageSection id="score-log" title="Score log">
      {rows.length === 0 ? (
        <p>No points have been scored yet.</p>
      ) : (
        <>
          <TableBox caption="Points scored, newest first" compact>
            <TableHead columns={['Time', 'Team', 'Objective', 'In', { label: 'Points', numeric: true }, 'Place']} />
            <tbody>
              {rows.slice(0, shown).map(({ node, team, score, parent }) => (
                <tr
                  key={`${node.id}:${team.id}`}
                  className={team.id === ownTeamId ? 'bg-highlight text-highlight-content' : ''}
                >
                  <td className="whitespace-nowrap">{formatDateTime(score.timestamp) || '–'}</td>
                  <td>
                    <TeamName team={team} highlighted={team.id === ownTeamId} />
                  </td>
                  <td>{node.extra && node.objective_type === 'ITEM' ? `${node.name} [${node.extra}]` : node.name}</td>
                  <td>{parent && parent.id !== board.root.id ? parent.name : ''}</td>
                  <td className="text-right font-bold tabular-nums">
                    <WhyButton objective={node} team={team} points={score.points}>
                      {score.points}
                    </WhyButton>
                  </td>
                  <td>{score.rank > 0 ? rankLabel(score.rank) : ''}</td>
                </tr>
              ))}
            </tbody>
          </TableBox>
          {rows.length > shown && (
            <button type="button" className="btn btn-sm w-fit" onClick={() => setShown((count) => count + LOG_PAGE)}>
              Show {Math.min(LOG_PAGE, rows.length - shown)} more ({rows.length - shown} left)
            </button>
          )}
        </>
      )}
    </PageSection>
  );
}

function ProgressView({ board }: { board: Scoreboard }) {
  const teams = useVisibleTeams(board);
  return (
    <div className="flex flex-col gap-8">
      <section aria-label="Chart" className="card bg-base-200">
        <div className="card-body">
          <ProgressChart teams={teams} />
        </div>
      </section>
      <ScoreLog board={board} teams={teams} />
    </div>
  );
}

/** Progress (spec: layout "not shown"): each team's points over time from the server's history, and a score log. */
export function ProgressTab() {
  return <WithScoreboard>{(board) => <ProgressView board={board} />}</WithScoreboard>;
}
