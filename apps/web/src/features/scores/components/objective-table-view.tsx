import type { Objective, Team } from '@app/shared';
import { useObjectiveActions } from '~/components/scores/objective-actions';
import { ObjectiveWindow } from '~/components/scores/objective-window';
import { Points } from '~/components/scores/points';
import { RankLabel } from '~/components/scores/rank-badge';
import { ProgressCell } from '~/components/scores/team-results';
import { InfoTip } from '~/components/ui/info-tip';
import { TableBox } from '~/components/ui/scroll-area';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { isMasked, progressView } from '~/lib/scoreboard/objective-state';
import { isRanked, sharedRanks, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useMediaQuery, WIDE_TABLE_QUERY } from '~/lib/use-media-query';
import type { CategoryViewProps } from './category-view-props';

type Row = { node: Objective; depth: number };

/** Every objective under the category, depth first, with how deep it sits (for indentation). */
function rowsOf(category: Objective): Row[] {
  const rows: Row[] = [];
  const walk = (node: Objective, depth: number) => {
    for (const child of node.children) {
      rows.push({ node: child, depth });
      walk(child, depth + 1);
    }
  };
  walk(category, 0);
  return rows;
}

function NameCell({ node, depth }: Row) {
  const { submitControl } = useObjectiveActions();
  const group = node.objective_type === 'CATEGORY';
  return (
    <div className="flex min-w-0 flex-col gap-1" style={{ paddingLeft: `${depth * 1.25}rem` }}>
      <span className={`flex items-center gap-1 break-words ${group ? 'font-semibold' : ''}`}>
        {isMasked(node) ? 'Revealed when it opens' : node.name}
        {node.extra && (
          <InfoTip tip={`Note: ${node.extra}`} className="px-1 text-error-text">
            <span aria-hidden="true">*</span>
          </InfoTip>
        )}
        {submitControl(node)}
      </span>
      <ObjectiveWindow objective={node} />
    </div>
  );
}

/** One team's result on one objective: points (a group's total), its place, its progress, its submission state. */
function Result({ board, node, team }: { board: Scoreboard; node: Objective; team: Team }) {
  const { submissionStatus } = useObjectiveActions();
  const score = board.score(node.id, team.id);
  const group = node.objective_type === 'CATEGORY';
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {group ? (
        <span className="font-bold tabular-nums">{board.total(node.id, team.id)}</span>
      ) : (
        <Points board={board} objective={node} teamId={team.id} />
      )}
      {isRanked(node) && score.rank > 0 && (
        <RankLabel rank={score.rank} tied={sharedRanks(board, node.id).has(score.rank)} />
      )}
      <ProgressCell view={progressView(node, score)} label={`${team.name}, ${node.name}`} />
      {submissionStatus(node, team.id)}
    </span>
  );
}

/**
 * Every objective of the category in one table, at any depth: a column per team at 1200 px and wider (points,
 * place, progress, submission state); below that each objective lists the teams under it.
 */
export function ObjectiveTableView({ board, category, teams }: CategoryViewProps) {
  const { ownTeamId } = useEventView();
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const rows = rowsOf(category);
  if (rows.length === 0) return <p>No objectives have been published here yet.</p>;
  return (
    <TableBox caption={`${category.name}: every objective by team`} compact>
      <thead>
        <tr>
          <th scope="col">Objective</th>
          {wide ? (
            teams.map((team) => (
              <th key={team.id} scope="col" className={team.id === ownTeamId ? 'bg-highlight' : ''}>
                <TeamName team={team} highlighted={team.id === ownTeamId} />
              </th>
            ))
          ) : (
            <th scope="col">Teams</th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.node.id} data-objective-id={row.node.id}>
            <th scope="row" className="font-normal">
              <NameCell {...row} />
            </th>
            {wide ? (
              teams.map((team) => (
                <td key={team.id} className={team.id === ownTeamId ? 'bg-highlight/50' : ''}>
                  {!isMasked(row.node) && <Result board={board} node={row.node} team={team} />}
                </td>
              ))
            ) : (
              <td>
                {!isMasked(row.node) && (
                  <ul className="flex flex-col gap-1">
                    {teams.map((team) => (
                      <li key={team.id} className="flex flex-wrap items-center gap-2">
                        <TeamName team={team} highlighted={false} />
                        <Result board={board} node={row.node} team={team} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}
