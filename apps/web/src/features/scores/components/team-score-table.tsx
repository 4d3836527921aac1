import { competitionRanks } from '@app/scoring';
import type { Team } from '@app/shared';
import { TableBox } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { CATEGORY_LABELS, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { Medal } from '~/components/scores/rank-badge';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { WhyButton } from '~/components/scores/why-button';
import { PageSection } from '~/components/layout/page';

const NO_PLACE = { place: 0, tied: false };

/**
 * Places by total among the teams that have scored (standard competition ranking: equal totals share a place and
 * say so); a team without points has no place, so no medal is handed out for 0 points.
 */
export function standings(
  teams: readonly Team[],
  totalOf: (teamId: number) => number,
): Map<number, { place: number; tied: boolean }> {
  const scored = teams.filter((team) => totalOf(team.id) > 0);
  const places = competitionRanks(scored, (a, b) => totalOf(b.id) - totalOf(a.id));
  const result = new Map(teams.map((team) => [team.id, NO_PLACE]));
  scored.forEach((team, index) => {
    const place = places[index] ?? 0;
    result.set(team.id, { place, tied: places.filter((other) => other === place).length > 1 });
  });
  return result;
}

/**
 * The team score table (docs/domain.md §2): total and a column per root category (Personal Objectives labelled P.O.), every value the
 * subtree total. Teams follow the page's one order (own team first, then by total); the place column gives the
 * standing by total. Phones get tiles instead of a wide table.
 */
export function TeamScoreTable({ board, teams }: { board: Scoreboard; teams: readonly Team[] }) {
  const { ownTeamId } = useEventView();
  const categories = board.root.children.filter((child) => child.name !== '');
  const totalOf = (teamId: number) => board.total(board.root.id, teamId);
  const placeOf = standings(board.teams, totalOf);
  return (
    <PageSection id="team-scores" title="Team Scores" compact>
      <div className="desktop:hidden">
        <TeamScoreTiles board={board} category={board.root} teams={teams} />
      </div>
      <TableBox caption="Team scores: total and points per category" compact className="max-desktop:hidden">
        <TableHead
          columns={[
            'Place',
            'Team',
            { label: 'Total', numeric: true },
            ...categories.map((category) => ({
              label: category.name,
              numeric: true,
              short: CATEGORY_LABELS[category.name],
            })),
          ]}
        />
        <tbody>
          {teams.map((team) => {
            const own = team.id === ownTeamId;
            const { place, tied } = placeOf.get(team.id) ?? NO_PLACE;
            return (
              <tr key={team.id} className={own ? 'bg-highlight text-highlight-content' : ''}>
                <td>
                  {place > 0 ? (
                    <span className="flex items-center gap-1 whitespace-nowrap">
                      <Medal rank={place} className="size-4" />
                      {place}
                      {tied && <span className="text-xs font-normal">(tied)</span>}
                    </span>
                  ) : (
                    <span>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">No points yet</span>
                    </span>
                  )}
                </td>
                <th scope="row">
                  <TeamName team={team} highlighted={own} />
                  {own && <span className="badge badge-primary badge-sm ml-2">Your team</span>}
                </th>
                <td className="text-right font-bold tabular-nums">
                  <WhyButton objective={{ id: board.root.id, name: 'Total' }} team={team} points={totalOf(team.id)}>
                    {totalOf(team.id)}
                  </WhyButton>
                </td>
                {categories.map((category) => (
                  <td key={category.id} className="text-right tabular-nums">
                    <WhyButton objective={category} team={team} points={board.total(category.id, team.id)}>
                      {board.total(category.id, team.id)}
                    </WhyButton>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </TableBox>
    </PageSection>
  );
}
