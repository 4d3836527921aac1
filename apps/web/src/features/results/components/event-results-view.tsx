import type { CategoryWinner, EventRecords, EventResults, Standing, TopPlayer } from '@app/shared';
import { rankLabel } from '@app/scoring';
import { Link } from '@tanstack/react-router';
import { PageSection } from '~/components/layout/page';
import { Medal, RankLabel } from '~/components/scores/rank-badge';
import { LineChart } from '~/components/ui/line-chart';
import { TableBox } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { TeamName, useReadableTeamColor } from '~/components/ui/team-name';
import { formatDateTime } from '~/lib/format';
import { useNow } from '~/lib/use-now';
import { phaseText, podiumOf, raceDuration, raceSeries, raceSummary, winnerSentence } from '../results-text';

const team = (row: { team_name: string; team_color: string }) => ({ name: row.team_name, color: row.team_color });

const chartTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Places 1–3 as steps, the winner in the middle on wide screens; one column on phones. */
function Podium({ standings }: { standings: readonly Standing[] }) {
  const podium = podiumOf(standings);
  if (podium.length === 0) return null;
  const height = { 1: 'sm:min-h-40', 2: 'sm:min-h-32', 3: 'sm:min-h-24' } as Record<number, string>;
  const order = { 1: 'sm:order-2', 2: 'sm:order-1', 3: 'sm:order-3' } as Record<number, string>;
  return (
    <ol aria-label="Podium" className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-center">
      {podium.map((row) => (
        <li
          key={row.team_id}
          className={`card border border-base-300 bg-base-200 sm:w-48 ${height[row.rank] ?? ''} ${order[row.rank] ?? ''}`}
        >
          <div className="card-body items-center gap-1 p-4 text-center">
            <Medal rank={row.rank} className="size-10" />
            <span className="text-sm">
              {rankLabel(row.rank)}
              {row.tied && ' (tied)'}
            </span>
            <TeamName team={team(row)} className="text-lg break-words" />
            <span className="font-bold tabular-nums">{row.points} points</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

function StandingsTable({ standings }: { standings: readonly Standing[] }) {
  return (
    <TableBox caption="Final standings">
      <TableHead columns={['Place', 'Team', { label: 'Points', numeric: true }]} />
      <tbody>
        {standings.map((row) => (
          <tr key={row.team_id}>
            <td>
              <RankLabel rank={row.points > 0 ? row.rank : 0} tied={row.tied} />
            </td>
            <td>
              <TeamName team={team(row)} />
            </td>
            <td className="text-right font-bold tabular-nums">{row.points}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

function CategoryWinners({ categories }: { categories: readonly CategoryWinner[] }) {
  if (categories.length === 0) return <p>This event has no categories.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.objective_id} className="card border border-base-300 bg-base-200">
          <div className="card-body gap-1 p-4">
            <h3 className="font-semibold break-words">{category.name}</h3>
            {category.winners.length === 0 ? (
              <p className="text-base-content/80">No team scored here.</p>
            ) : (
              category.winners.map((winner) => (
                <p key={winner.team_id}>
                  <TeamName team={team(winner)} /> with {winner.points} points
                  {category.winners.length > 1 && ' (tied)'}
                </p>
              ))
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function RaceChart({ results }: { results: EventResults }) {
  const colorFor = useReadableTeamColor();
  const now = useNow(60_000);
  if (results.race.length === 0) return <p>No points were scored.</p>;
  const series = raceSeries(
    results.race,
    results.standings,
    Date.parse(results.event_start_time),
    Math.min(now, Date.parse(results.event_end_time)),
    (color) => colorFor(color),
  );
  return (
    <div className="card bg-base-200">
      <div className="card-body">
        <LineChart
          title="Team points over time"
          summary={raceSummary(results.standings)}
          series={series}
          formatX={(x) => chartTime.format(x)}
          formatY={(y) => String(Math.round(y))}
          step
        />
      </div>
    </div>
  );
}

function PlayerName({ userId, name }: { userId: number; name: string }) {
  return (
    <Link to="/profile/$userId" params={{ userId }} className="link">
      {name}
    </Link>
  );
}

function TopPlayers({ players }: { players: readonly TopPlayer[] }) {
  if (players.length === 0) return <p>No player has points of their own.</p>;
  return (
    <TableBox caption="Top players by the points their finds and completions earned their team">
      <TableHead
        columns={['#', 'Player', 'Team', { label: 'Points', numeric: true }, { label: 'Results', numeric: true }]}
      />
      <tbody>
        {players.map((player, index) => (
          <tr key={player.user_id}>
            <td className="tabular-nums">{index + 1}</td>
            <td className="break-words">
              <PlayerName userId={player.user_id} name={player.display_name} />
            </td>
            <td>
              <TeamName team={team(player)} />
            </td>
            <td className="text-right font-bold tabular-nums">{player.points}</td>
            <td className="text-right tabular-nums">{player.objectives}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

function Records({ records }: { records: EventRecords }) {
  const { first_unique: first, fastest_race: fastest } = records;
  const who = (record: {
    user_id: number | null;
    display_name: string | null;
    team_name: string;
    team_color: string;
  }) => (
    <>
      {record.user_id !== null && record.display_name !== null && (
        <>
          <PlayerName userId={record.user_id} name={record.display_name} /> for{' '}
        </>
      )}
      <TeamName team={team(record)} />
    </>
  );
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="card border border-base-300 bg-base-200">
        <div className="card-body gap-1 p-4">
          <dt className="font-semibold">First unique found</dt>
          <dd>
            {first ? (
              <>
                <span className="font-semibold">{first.objective_name}</span>, by {who(first)} on{' '}
                {formatDateTime(first.timestamp)}
              </>
            ) : (
              'No unique was found.'
            )}
          </dd>
        </div>
      </div>
      <div className="card border border-base-300 bg-base-200">
        <div className="card-body gap-1 p-4">
          <dt className="font-semibold">Fastest race</dt>
          <dd>
            {fastest ? (
              <>
                <span className="font-semibold">{fastest.objective_name}</span>, won by {who(fastest)} in{' '}
                <span className="font-semibold tabular-nums">{raceDuration(fastest.duration_seconds)}</span>
              </>
            ) : (
              'No race was won.'
            )}
          </dd>
        </div>
      </div>
    </dl>
  );
}

/** The results page's content (docs/domain.md §2 Results): winner, podium, standings, categories, race, players, records. */
export function EventResultsView({ results }: { results: EventResults }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <p role="status" className="alert alert-info">
          {phaseText(results, formatDateTime)}
        </p>
        <p className="text-xl font-semibold">{winnerSentence(results.standings)}</p>
      </div>
      <Podium standings={results.standings} />
      <PageSection id="results-standings" title="Standings">
        <StandingsTable standings={results.standings} />
      </PageSection>
      <PageSection id="results-categories" title="Category winners">
        <CategoryWinners categories={results.categories} />
      </PageSection>
      <PageSection id="results-race" title="The score race">
        <RaceChart results={results} />
      </PageSection>
      <PageSection id="results-players" title="Top players">
        <TopPlayers players={results.top_players} />
      </PageSection>
      <PageSection id="results-records" title="Records">
        <Records records={results.records} />
      </PageSection>
    </div>
  );
}
