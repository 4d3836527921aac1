import type { LadderEntry, NumberField, Objective } from '@app/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { AscendancyName, AscendancyPortrait } from '~/components/game/ascendancy-badge';
import { ExperienceBar } from '~/components/game/experience-bar';
import { QueryRegion } from '~/components/ui/query-state';
import { TeamName } from '~/components/ui/team-name';
import { VirtualTable } from '~/components/ui/virtual-table';
import { useEventView } from '~/lib/event-view';
import { useIsMobile } from '~/lib/use-is-mobile';
import { useLadder } from '../api/get-ladder';
import { PageSection } from '~/components/layout/page';

const DEPTH_FIELDS: readonly NumberField[] = ['DELVE_DEPTH', 'DELVE_DEPTH_PAST_100'];

/** Whether anything in the category counts delve depth (then the depth ladder belongs beside it). */
export function countsDelveDepth(node: Objective): boolean {
  return DEPTH_FIELDS.includes(node.number_field) || node.children.some(countsDelveDepth);
}

/** Every player who has delved, deepest first (shown beside any category with a delve depth objective). */
export function DepthLadder() {
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

  return (
    <PageSection id="depth-ladder" title="Depth Ladder">
      <QueryRegion query={ladder} loadingLabel="Loading ladder..." errorTitle="Error loading ladder data.">
        {() => (
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
        )}
      </QueryRegion>
    </PageSection>
  );
}
