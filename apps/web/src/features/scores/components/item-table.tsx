import type { Objective, Team } from '@app/shared';
import { createContext, Fragment, useContext, useState, type ReactNode } from 'react';
import { ItemIcon } from '~/components/game/item-icon';
import { IconLegend, noteLegend, type LegendEntry } from '~/components/scores/icon-legend';
import { useObjectiveActions } from '~/components/scores/objective-actions';
import { ObjectiveWindow } from '~/components/scores/objective-window';
import { WhyButton } from '~/components/scores/why-button';
import { InfoTip } from '~/components/ui/info-tip';
import { SmallSearch } from '~/components/ui/small-field';
import { TableBox } from '~/components/ui/scroll-area';
import { TeamName } from '~/components/ui/team-name';
import { userName, useEventView } from '~/lib/event-view';
import { formatDateTime } from '~/lib/format';
import { isMasked } from '~/lib/scoreboard/objective-state';
import { leavesOf, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useMediaQuery, WIDE_TABLE_QUERY } from '~/lib/use-media-query';

type ItemTableProps = {
  board: Scoreboard;
  items: readonly Objective[];
  teams: readonly Team[];
  caption: string;
};

/** Which items a page's filter keeps (the gem colour buttons); every item without one. */
const ItemFilterContext = createContext<(item: Objective) => boolean>(() => true);
export const ItemFilterProvider = ItemFilterContext.Provider;

function FoundCell({ board, objective, team }: { board: Scoreboard; objective: Objective; team: Team }) {
  const view = useEventView();
  const score = board.score(objective.id, team.id);
  if (!score.finished) {
    return (
      <span className="text-base-content/80">
        <span aria-hidden="true">✗</span>
        <span className="sr-only">Not found by {team.name}</span>
      </span>
    );
  }
  const when = formatDateTime(score.timestamp);
  const by = score.user_id !== null ? `Scored by ${userName(view, score.user_id)}` : `Found by ${team.name}`;
  return (
    <span className="inline-flex items-center gap-1">
      <InfoTip
        tip={`${by}${when ? ` on ${when}` : ''}, ${score.points} points`}
        className="px-1 font-bold text-success"
      >
        ✓
      </InfoTip>
      <WhyButton objective={objective} team={team} points={score.points} className="text-xs">
        Why?
      </WhyButton>
    </span>
  );
}

/** The wide table's marks; the compact list writes "found" and "missing" in words. */
const FOUND_LEGEND: LegendEntry[] = [
  {
    key: 'found',
    symbol: <span className="px-1 font-bold text-success">✓</span>,
    meaning: 'Found: select it for who and when',
  },
  { key: 'missing', symbol: <span className="px-1">✗</span>, meaning: 'Not found yet' },
];

/**
 * The legend of a tab with item tables, once per tab: the ✓/✗ marks (only the wide table uses them) and the
 * note "*" when one of the tab's titled objectives has a note.
 */
export function ItemTableLegend({ titled }: { titled: readonly Objective[] }) {
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  return <IconLegend entries={[...(wide ? FOUND_LEGEND : []), ...noteLegend(titled)]} />;
}

function label(item: Objective): string {
  if (isMasked(item)) return 'Revealed when it opens';
  return item.extra ? `${item.name} [${item.extra}]` : item.name;
}

/** Whether the item or anything below it passes the filter. */
function kept(item: Objective, keep: (item: Objective) => boolean): boolean {
  return item.children.length === 0 ? keep(item) : item.children.some((child) => kept(child, keep));
}

/**
 * Items with who found them: at 1200 px and wider one column per team with ✓/✗ (scorer and date on the ✓), below
 * that a compact list with a badge per team. An item with parts of its own (variants, or deeper groups) expands
 * to their rows, at any depth. A name filter narrows long lists; submission objectives carry their Submit control.
 */
export function ItemTable({ board, items, teams, caption }: ItemTableProps) {
  const { event, ownTeamId } = useEventView();
  const keep = useContext(ItemFilterContext);
  const { submitControl } = useObjectiveActions();
  const wide = useMediaQuery(WIDE_TABLE_QUERY);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const needle = filter.trim().toLowerCase();
  const listed = items.filter((item) => kept(item, keep));
  const shown = listed.filter((item) => !needle || label(item).toLowerCase().includes(needle));
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const leaves = listed.flatMap(leavesOf);

  const nameCell = (item: Objective, depth: number) => (
    <span className="flex items-center gap-3" style={{ paddingLeft: `${depth * 1.5}rem` }}>
      {depth === 0 ? (
        <ItemIcon name={item.name} game={event.game_version} />
      ) : (
        <span aria-hidden="true" className="text-base-content/80">
          ↳
        </span>
      )}
      <span className="flex min-w-0 flex-col gap-1">
        <span className="flex items-center gap-1 break-words">
          {label(item)}
          {submitControl(item)}
        </span>
        <ObjectiveWindow objective={item} />
        {item.children.length > 0 && (
          <button
            type="button"
            className="link w-fit text-xs"
            aria-expanded={expanded.has(item.id)}
            onClick={() => toggle(item.id)}
          >
            {expanded.has(item.id) ? 'Hide' : 'Show'} {item.children.length}{' '}
            {item.children.length === 1 ? 'part' : 'parts'}
          </button>
        )}
      </span>
    </span>
  );

  const rowsOf = (item: Objective, depth: number): ReactNode => (
    <Fragment key={item.id}>
      <Row board={board} item={item} teams={teams} wide={wide} name={nameCell(item, depth)} ownTeamId={ownTeamId} />
      {expanded.has(item.id) &&
        item.children.filter((child) => kept(child, keep)).map((child) => rowsOf(child, depth + 1))}
    </Fragment>
  );

  return (
    <div className="flex flex-col gap-2">
      {listed.length > 8 && <SmallSearch label="Filter items by name" fit value={filter} onChange={setFilter} />}
      <TableBox caption={caption} compact>
        <thead>
          <tr>
            <th scope="col">Item</th>
            {wide ? (
              teams.map((team) => {
                const found = leaves.filter((leaf) => board.score(leaf.id, team.id).finished).length;
                return (
                  <th key={team.id} scope="col" className={team.id === ownTeamId ? 'bg-highlight' : ''}>
                    <span className="flex flex-col">
                      <TeamName team={team} highlighted={team.id === ownTeamId} />
                      {leaves.length > 0 && (
                        <span className="font-normal tabular-nums">
                          {found} / {leaves.length}
                        </span>
                      )}
                    </span>
                  </th>
                );
              })
            ) : (
              <th scope="col">Completion</th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <td colSpan={wide ? teams.length + 1 : 2} className="text-center text-base-content/80">
                {listed.length === 0 ? 'No items here yet.' : 'No item matches the filter.'}
              </td>
            </tr>
          )}
          {shown.map((item) => rowsOf(item, 0))}
        </tbody>
      </TableBox>
    </div>
  );
}

function Row({
  board,
  item,
  teams,
  wide,
  name,
  ownTeamId,
}: {
  board: Scoreboard;
  item: Objective;
  teams: readonly Team[];
  wide: boolean;
  name: ReactNode;
  ownTeamId: number | null;
}) {
  return (
    <tr data-objective-id={item.id}>
      <th scope="row" className="font-normal">
        {name}
      </th>
      {wide ? (
        teams.map((team) => (
          <td key={team.id} className={team.id === ownTeamId ? 'bg-highlight/50' : ''}>
            <FoundCell board={board} objective={item} team={team} />
          </td>
        ))
      ) : (
        <td>
          <ul className="flex flex-wrap gap-1">
            {teams.map((team) => {
              const found = board.score(item.id, team.id).finished;
              return (
                <li
                  key={team.id}
                  className={`badge badge-sm h-auto ${found ? 'badge-success' : 'badge-ghost'} ${team.id === ownTeamId ? 'ring-2 ring-primary' : ''}`}
                >
                  {found ? (
                    <WhyButton objective={item} team={team} points={board.score(item.id, team.id).points}>
                      {team.name}: found
                    </WhyButton>
                  ) : (
                    `${team.name}: missing`
                  )}
                </li>
              );
            })}
          </ul>
        </td>
      )}
    </tr>
  );
}
