import type { Objective, Team } from '@app/shared';
import { ItemIcon } from '~/components/game/item-icon';
import { useObjectiveActions } from '~/components/scores/objective-actions';
import { ObjectiveTitle } from '~/components/scores/objective-title';
import { TeamResults } from '~/components/scores/team-results';
import { Countdown } from '~/components/ui/countdown';
import { useEventView } from '~/lib/event-view';
import { isMasked, objectiveWindow } from '~/lib/scoreboard/objective-state';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useNow } from '~/lib/use-now';
import type { NestingViewProps } from './category-view-props';

/** "3 × " before a daily needed several times. */
function amount(daily: Objective): string {
  return daily.required_number > 1 ? `${daily.required_number} × ` : '';
}

function DailyCard({
  board,
  daily,
  teams,
  now,
}: {
  board: Scoreboard;
  daily: Objective;
  teams: readonly Team[];
  now: number;
}) {
  const { event } = useEventView();
  const { phase, opensAt, closesAt } = objectiveWindow(daily, now);
  const race = daily.scoring_preset?.scoring_method === 'RANKED_TIME';
  const everyoneDone = board.teamIds.every((teamId) => board.score(daily.id, teamId).finished);
  const highlighted = race && phase === 'open';
  if (phase === 'upcoming' || isMasked(daily)) {
    return (
      <li data-objective-id={daily.id} className="card min-w-0 border border-dashed border-base-300 bg-base-200">
        <div className="card-body gap-3 p-4">
          <h3 className="font-semibold">{isMasked(daily) ? 'Daily not yet available' : daily.name}</h3>
          {opensAt !== null && phase === 'upcoming' ? (
            <>
              <p className="flex-none">The daily will be available in:</p>
              <Countdown targetMs={opensAt} nowMs={now} label="This daily will be available in" />
            </>
          ) : (
            <p className="flex-none">It will be revealed soon.</p>
          )}
        </div>
      </li>
    );
  }
  return (
    <li
      data-objective-id={daily.id}
      className={`card min-w-0 bg-base-200 ${highlighted ? 'outline-4 outline-info' : ''}`}
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start gap-3">
          <ItemIcon name={daily.name} game={event.game_version} kind="basetypes" />
          <div className="min-w-0 flex-1">
            <ObjectiveTitle
              objective={daily}
              title={`${race ? 'Race: ' : ''}${amount(daily)}${daily.name}`}
              showWindow={false}
            />
          </div>
          {highlighted && <span className="badge badge-info">Open race</span>}
        </div>
        {!everyoneDone &&
          (phase === 'closed' ? (
            <p className="flex-none font-semibold">Daily no longer available</p>
          ) : (
            closesAt !== null && (
              <div className="flex flex-col gap-1">
                <p className="flex-none">Daily available for</p>
                <Countdown targetMs={closesAt} nowMs={now} label={`${daily.name} is available for`} />
              </div>
            )
          ))}
        <TeamResults board={board} objective={daily} teams={teams} />
      </div>
    </li>
  );
}

/** Release order; objectives without a release time are open from the start and come first. */
function byRelease(a: Objective, b: Objective): number {
  return (a.valid_from ? Date.parse(a.valid_from) : -Infinity) - (b.valid_from ? Date.parse(b.valid_from) : -Infinity);
}

/** Dailies: cards in release order, with a countdown until each opens and until it closes. */
export function DailiesView({ board, category, teams, renderCategory }: NestingViewProps) {
  // Ticks every second for the countdowns; when one reaches zero the card turns over at once.
  const now = useNow(1000);
  const { legend } = useObjectiveActions();
  const dailies = category.children.filter((child) => child.objective_type !== 'CATEGORY').sort(byRelease);
  const groups = category.children.filter((child) => child.objective_type === 'CATEGORY');
  return (
    <div className="flex flex-col gap-6">
      {dailies.length > 0 && (
        <>
          {legend(dailies.filter((daily) => objectiveWindow(daily, now).phase !== 'upcoming'))}
          <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label={`${category.name}: objectives`}>
            {dailies.map((daily) => (
              <DailyCard key={daily.id} board={board} daily={daily} teams={teams} now={now} />
            ))}
          </ul>
        </>
      )}
      {groups.map((group) => renderCategory(group))}
    </div>
  );
}
