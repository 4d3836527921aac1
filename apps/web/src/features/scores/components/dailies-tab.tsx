import type { Objective } from '@app/shared';
import { ItemIcon } from '~/components/game/item-icon';
import { Countdown } from '~/components/ui/countdown';
import { InfoTip } from '~/components/ui/info-tip';
import { useEventView } from '~/lib/event-view';
import { useNow } from '~/lib/use-now';
import { CATEGORY_NAMES, isMasked, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { CollectionTable } from '~/components/scores/collection-table';
import { IconLegend, noteLegend } from '~/components/scores/icon-legend';
import { WithCategory } from '~/components/scores/with-scoreboard';

export type DailyPhase = 'upcoming' | 'open' | 'closed';

/** Spec §4: before valid_from not yet available, then available until valid_to, then no longer available. */
export function dailyPhase(daily: Objective, now: number): DailyPhase {
  if (daily.valid_from && Date.parse(daily.valid_from) > now) return 'upcoming';
  if (daily.valid_to && Date.parse(daily.valid_to) <= now) return 'closed';
  return 'open';
}

function DailyCard({ board, daily, now }: { board: Scoreboard; daily: Objective; now: number }) {
  const { event } = useEventView();
  const teams = useVisibleTeams(board);
  const phase = dailyPhase(daily, now);
  const race = daily.scoring_preset?.scoring_method === 'RANKED_TIME';
  const everyoneDone = board.teamIds.every((teamId) => board.score(daily.id, teamId).finished);
  const highlighted = race && phase === 'open';
  if (phase === 'upcoming' || isMasked(daily)) {
    return (
      <li className="card min-w-0 border border-dashed border-base-300 bg-base-200">
        <div className="card-body gap-3 p-4">
          <h2 className="font-semibold">Daily not yet available</h2>
          {daily.valid_from && phase === 'upcoming' ? (
            <>
              <p>The daily will be available in:</p>
              <Countdown targetMs={Date.parse(daily.valid_from)} nowMs={now} label="This daily will be available in" />
            </>
          ) : (
            <p>It will be revealed soon.</p>
          )}
        </div>
      </li>
    );
  }
  return (
    <li className={`card min-w-0 bg-base-200 ${highlighted ? 'outline-4 outline-info' : ''}`}>
      <div className="card-body gap-2 p-4">
        <div className="flex items-center gap-3">
          <ItemIcon name={daily.name} game={event.game_version} kind="basetypes" />
          <h2 className="font-semibold">
            {race && <span className="text-info">Race:</span>}
            {race && ' '}
            {daily.required_number > 1 ? `${daily.required_number} × ` : ''}
            {daily.name}
          </h2>
          {daily.extra && (
            <InfoTip tip={`Note: ${daily.extra}`} className="px-1 text-error">
              <span aria-hidden="true">*</span>
            </InfoTip>
          )}
          {highlighted && <span className="badge badge-info">Open race</span>}
        </div>
        {!everyoneDone &&
          (phase === 'closed' ? (
            <p className="font-semibold">Daily no longer available</p>
          ) : (
            daily.valid_to && (
              <div className="flex flex-col gap-1">
                <p>Daily available for</p>
                <Countdown targetMs={Date.parse(daily.valid_to)} nowMs={now} label={`${daily.name} is available for`} />
              </div>
            )
          ))}
        <CollectionTable board={board} objective={daily} teams={teams} />
      </div>
    </li>
  );
}

function DailiesView({ board, category }: { board: Scoreboard; category: Objective }) {
  // Ticks every second for the countdowns; when one reaches zero the card turns over at once (frontend.md §8 item 11).
  const now = useNow(1000);
  const dailies = category.children
    .filter((daily) => daily.valid_from !== null)
    .sort((a, b) => Date.parse(a.valid_from ?? '') - Date.parse(b.valid_from ?? ''));
  if (dailies.length === 0) return <p>No dailies have been scheduled yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <IconLegend entries={noteLegend(dailies.filter((daily) => dailyPhase(daily, now) !== 'upcoming'))} />
      <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label="Dailies">
        {dailies.map((daily) => (
          <DailyCard key={daily.id} board={board} daily={daily} now={now} />
        ))}
      </ul>
    </div>
  );
}

export function DailiesTab() {
  return (
    <WithCategory name={CATEGORY_NAMES.dailies}>
      {(board, category) => <DailiesView board={board} category={category} />}
    </WithCategory>
  );
}
