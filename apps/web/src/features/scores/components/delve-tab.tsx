import type { LadderEntry, Objective, Team } from '@app/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { AscendancyName, AscendancyPortrait } from '~/components/game/ascendancy-badge';
import { ExperienceBar } from '~/components/game/experience-bar';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import { TeamName } from '~/components/ui/team-name';
import { VirtualTable } from '~/components/ui/virtual-table';
import { useEventView } from '~/lib/event-view';
import { useIsMobile } from '~/lib/use-is-mobile';
import { useLadder } from '../api/get-ladder';
import { CATEGORY_NAMES, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { CollectionTable } from '~/components/scores/collection-table';
import { RankingCards } from './ranking-cards';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { WithCategory } from '~/components/scores/with-scoreboard';

export const DELVE_PARTS = { fossils: 'Fossil Race', depth: 'Cumulative Depth', race: 'Delve Race' } as const;

function FossilRace({ board, race, teams }: { board: Scoreboard; race: Objective; teams: readonly Team[] }) {
  // Fossils: Σ min(number, required) over Σ required (frontend.md §3.9).
  const progress = (teamId: number) => ({
    actual: race.children.reduce(
      (sum, fossil) => sum + Math.min(board.score(fossil.id, teamId).number, fossil.required_number),
      0,
    ),
    maximum: race.children.reduce((sum, fossil) => sum + fossil.required_number, 0),
  });
  return (
    <section aria-labelledby="fossil-race" className="flex flex-col gap-3">
      <h2 id="fossil-race" className="text-xl font-semibold">
        {race.name}
      </h2>
      <RankingCards board={board} objective={race} teams={teams} description="Fossils" progress={progress} />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="Fossils">
        {race.children.map((fossil) => (
          <li key={fossil.id} className="card min-w-0 bg-base-200">
            <div className="card-body gap-1 p-3">
              <h3 className="font-semibold">{fossil.name}</h3>
              <CollectionTable board={board} objective={fossil} teams={teams} showPoints={false} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DepthLadder() {
  const { event, key, ownTeamId } = useEventView();
  const ladder = useLadder(key);
  const mobile = useIsMobile();
  const teamsById = useMemo(() => new Map(event.teams.map((team) => [team.id, team])), [event.teams]);
  const game = event.game_version;
  const rows = useMemo(
    () => (ladder.data ?? []).filter((entry) => (entry.delve ?? 0) > 0).sort((a, b) => (b.delve ?? 0) - (a.delve ?? 0)),
    [ladder.data],
  );
  const columns = useMemo<ColumnDef<LadderEntry>[]>(() => {
    const depth: ColumnDef<LadderEntry> = {
      id: 'depth',
      header: 'Depth',
      accessorFn: (entry) => entry.delve ?? 0,
      sortDescFirst: true,
      cell: ({ getValue }) => <span className="font-bold tabular-nums">{getValue<number>()}</span>,
    };
    const character: ColumnDef<LadderEntry> = {
      id: 'character',
      header: 'Character',
      accessorFn: (entry) => entry.character_name,
      cell: ({ row: { original: entry } }) => (
        <span className="flex items-center gap-2">
          <AscendancyPortrait name={entry.character?.ascendancy || entry.character_class} game={game} size="sm" />
          <span className="flex flex-col">
            {entry.character_name}
            {mobile && <AscendancyName name={entry.character?.ascendancy || entry.character_class} game={game} />}
          </span>
        </span>
      ),
    };
    if (mobile) return [depth, character];
    return [
      depth,
      character,
      { id: 'account', header: 'Account', accessorFn: (entry) => entry.account_name },
      {
        id: 'team',
        header: 'Team',
        accessorFn: (entry) => teamsById.get(entry.team_id ?? -1)?.name ?? '',
        cell: ({ row: { original: entry } }) => <TeamName team={teamsById.get(entry.team_id ?? -1)} />,
      },
      {
        id: 'ascendancy',
        header: 'Ascendancy',
        accessorFn: (entry) => entry.character?.ascendancy || entry.character_class,
        cell: ({ row: { original: entry } }) => (
          <AscendancyName name={entry.character?.ascendancy || entry.character_class} game={game} />
        ),
      },
      {
        id: 'level',
        header: 'Level',
        accessorFn: (entry) => entry.experience,
        sortDescFirst: true,
        cell: ({ row: { original: entry } }) => <ExperienceBar level={entry.level} experience={entry.experience} />,
      },
    ];
  }, [mobile, teamsById, game]);

  let body;
  if (ladder.isError)
    body = <ErrorState title="Error loading ladder data." error={ladder.error} onRetry={() => void ladder.refetch()} />;
  else if (ladder.isPending) body = <LoadingState label="Loading ladder..." />;
  else
    body = (
      <VirtualTable
        data={rows}
        columns={columns}
        caption="Delve depth ladder"
        getRowId={(entry) => `${entry.rank}:${entry.character_name}`}
        estimateRowHeight={52}
        rowClassName={(entry) =>
          entry.team_id !== null && entry.team_id === ownTeamId ? 'bg-highlight text-highlight-content' : ''
        }
        empty="Nobody has delved yet."
      />
    );
  return (
    <section aria-labelledby="depth-ladder" className="flex flex-col gap-3">
      <h2 id="depth-ladder" className="text-xl font-semibold">
        Depth Ladder
      </h2>
      {body}
    </section>
  );
}

function DelveView({ board, category }: { board: Scoreboard; category: Objective }) {
  const teams = useVisibleTeams(board);
  const part = (name: string) => category.children.find((child) => child.name === name);
  const fossils = part(DELVE_PARTS.fossils);
  const depth = part(DELVE_PARTS.depth);
  const race = part(DELVE_PARTS.race);
  return (
    <div className="flex flex-col gap-8">
      <TeamScoreTiles board={board} category={category} teams={teams} />
      {fossils && <FossilRace board={board} race={fossils} teams={teams} />}
      {depth && (
        <section aria-labelledby="cumulative-depth" className="flex flex-col gap-3">
          <h2 id="cumulative-depth" className="text-xl font-semibold">
            {depth.name}
          </h2>
          <RankingCards
            board={board}
            objective={depth}
            teams={teams}
            description="Points"
            progress={(teamId) => ({
              actual: board.score(depth.id, teamId).points,
              maximum: depth.scoring_preset?.point_cap || board.score(depth.id, teamId).points,
            })}
          />
        </section>
      )}
      {race && (
        <section aria-labelledby="delve-race" className="flex flex-col gap-3">
          <h2 id="delve-race" className="text-xl font-semibold">
            {race.name}
          </h2>
          <RankingCards board={board} objective={race} teams={teams} description="Depth" />
        </section>
      )}
      {!fossils && !depth && !race && <p>No delve objectives have been published yet.</p>}
      <DepthLadder />
    </div>
  );
}

/** Delve (poe1): Fossil Race, the teams' cumulative depth, the Delve Race and a depth ladder. */
export function DelveTab() {
  return (
    <WithCategory name={CATEGORY_NAMES.delve}>
      {(board, category) => <DelveView board={board} category={category} />}
    </WithCategory>
  );
}
