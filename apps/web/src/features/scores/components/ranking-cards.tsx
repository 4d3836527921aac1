import type { Objective, Team } from '@app/shared';
import { Points } from '~/components/scores/points';
import { Medal, RankLabel } from '~/components/scores/rank-badge';
import { ProgressCell } from '~/components/scores/team-results';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { progressView, type ProgressView } from '~/lib/scoreboard/objective-state';
import { isRanked, sharedRanks, type Scoreboard } from '~/lib/scoreboard/scoreboard';

type RankingCardsProps = {
  board: Scoreboard;
  objective: Objective;
  teams: readonly Team[];
  /** A team's progress when the objective's own number does not tell it (e.g. items summed over its parts). */
  progress?: (teamId: number) => ProgressView;
};

const CARD_BY_MEDAL = {
  1: 'border-medal-gold',
  2: 'border-medal-silver',
  3: 'border-medal-bronze',
} as const;

/**
 * One card per team for an objective: place (where teams are placed), points, and progress. Ordered by place,
 * then points and progress, ties by the team order of the page (own team first).
 */
export function RankingCards({ board, objective, teams, progress }: RankingCardsProps) {
  const { ownTeamId } = useEventView();
  const ranked = isRanked(objective);
  const tied = sharedRanks(board, objective.id);
  const read = progress ?? ((teamId: number) => progressView(objective, board.score(objective.id, teamId)));
  const order = new Map(teams.map((team, index) => [team.id, index]));
  const sorted = [...teams].sort((a, b) => {
    const sa = board.score(objective.id, a.id);
    const sb = board.score(objective.id, b.id);
    return (
      (sa.rank || Infinity) - (sb.rank || Infinity) ||
      sb.points - sa.points ||
      sb.number - sa.number ||
      (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)
    );
  });
  return (
    <ol
      className="grid gap-2 desktop:grid-cols-2 xl:grid-cols-4"
      aria-label={`${objective.name}: teams by ${ranked ? 'place' : 'points'}`}
    >
      {sorted.map((team) => {
        const score = board.score(objective.id, team.id);
        const own = team.id === ownTeamId;
        const medalBorder = CARD_BY_MEDAL[score.rank as 1 | 2 | 3] ?? 'border-base-300';
        return (
          <li
            key={team.id}
            className={`flex min-w-0 flex-col gap-1 rounded-box border-2 p-3 ${medalBorder} ${own ? 'bg-highlight text-highlight-content' : 'bg-base-200'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="flex min-w-0 items-center gap-2">
                <Medal rank={score.rank} />
                <TeamName team={team} highlighted={own} className="truncate" />
              </span>
              <span className="whitespace-nowrap">
                <Points board={board} objective={objective} teamId={team.id} /> pts
              </span>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <ProgressCell view={read(team.id)} label={team.name} />
              {ranked && <RankLabel rank={score.rank} tied={tied.has(score.rank)} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
