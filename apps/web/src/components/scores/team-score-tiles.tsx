import type { Objective, Team } from '@app/shared';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { WhyButton } from './why-button';

type TeamScoreTilesProps = {
  board: Scoreboard;
  category: Objective;
  teams: readonly Team[];
  /** With a selection, tiles are toggle buttons (the Uniques tab picks the team its tables show). */
  selectedTeamId?: number | null;
  onSelect?: (teamId: number) => void;
};

/** A tile per team: its points in the category over the possible maximum, own team marked in words. */
export function TeamScoreTiles({ board, category, teams, selectedTeamId, onSelect }: TeamScoreTilesProps) {
  const { ownTeamId } = useEventView();
  return (
    <ul className="grid grid-cols-2 gap-2 desktop:grid-cols-4" aria-label={`${category.name} points by team`}>
      {teams.map((team) => {
        const own = team.id === ownTeamId;
        const points = board.total(category.id, team.id);
        const potential = board.potential(category.id, team.id);
        const content = (
          <>
            <TeamName team={team} highlighted={own} className="truncate" />
            <span className="text-lg font-bold tabular-nums">
              {onSelect ? (
                points
              ) : (
                <WhyButton objective={category} team={team} points={points}>
                  {points}
                </WhyButton>
              )}
              <span className="text-sm font-normal text-base-content/80">
                {/* "of 0 possible" would say nothing: the possible maximum shows only while more can be won. */}
                {potential > points ? (
                  <>
                    {' '}
                    / {potential} <span className="max-desktop:sr-only">possible</span> points
                  </>
                ) : (
                  ' points'
                )}
              </span>
            </span>
            {own && <span className="badge badge-primary badge-sm">Your team</span>}
          </>
        );
        const tileClass = `flex w-full flex-col items-start gap-1 rounded-box border p-3 text-left ${
          own ? 'border-primary/60 bg-highlight text-highlight-content' : 'border-base-300 bg-base-200'
        }`;
        return (
          <li key={team.id}>
            {onSelect ? (
              <button
                type="button"
                aria-pressed={selectedTeamId === team.id}
                className={`${tileClass} ${selectedTeamId === team.id ? 'outline-2 outline-offset-2 outline-primary' : ''}`}
                onClick={() => onSelect(team.id)}
              >
                {content}
              </button>
            ) : (
              <div className={tileClass}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
