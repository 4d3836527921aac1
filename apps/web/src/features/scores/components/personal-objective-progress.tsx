import { useId } from 'react';
import type { Objective, Score } from '@app/shared';
import { ProgressBar } from '~/components/ui/progress-bar';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { formatDateTime } from '~/lib/format';

import { RankLabel } from '~/components/scores/rank-badge';
import { WhyButton } from '~/components/scores/why-button';
import type { CategoryViewProps } from './category-view-props';
import { PageSection } from '~/components/layout/page';

/** The capped "total" child of Personal Objectives and its ranked checkpoints (docs/reference-tracker.md §1.2). */
export function splitPersonalObjectives(category: Objective) {
  const total = category.children.find((child) => (child.scoring_preset?.point_cap ?? 0) > 0);
  const checkpoints = category.children
    .filter((child) => child !== total)
    .sort((a, b) => Date.parse(a.valid_to ?? '') - Date.parse(b.valid_to ?? ''));
  return { total, checkpoints };
}

/**
 * Whether the category's team totals are still hidden: until its first checkpoint the page shows 0 on purpose
 * (docs/domain.md §4), so there is no evidence to open either.
 */
export function personalTotalsHidden(category: Objective, now: number): boolean {
  const first = splitPersonalObjectives(category).checkpoints.find((checkpoint) => checkpoint.valid_to);
  return first?.valid_to ? Date.parse(first.valid_to) > now : false;
}

/** A checkpoint whose time has not come: it has no places yet, whatever the ranking would say today. */
function isUpcoming(checkpoint: Objective, now: number): boolean {
  return checkpoint.valid_to !== null && Date.parse(checkpoint.valid_to) > now;
}

function CheckpointBadge({ checkpoint, score, now }: { checkpoint: Objective; score: Score; now: number }) {
  const name = checkpoint.name || 'Checkpoint';
  if (isUpcoming(checkpoint, now)) {
    return (
      <li data-objective-id={checkpoint.id} className="badge badge-ghost h-auto gap-1 py-1">
        {name}: upcoming at{' '}
        <time dateTime={checkpoint.valid_to ?? undefined}>{formatDateTime(checkpoint.valid_to)}</time>
      </li>
    );
  }
  return (
    <li data-objective-id={checkpoint.id} className="badge badge-outline h-auto gap-1 py-1">
      {name}: <RankLabel rank={score.rank} /> (+{score.points})
    </li>
  );
}

/**
 * Personal objective progress per team: points from players (towards the preset's cap) plus checkpoint
 * bonuses, as a bar and in words. Before the first checkpoint the totals are hidden (docs/domain.md §4), and this says so;
 * a checkpoint still to come shows its time instead of places that would only be ties at zero.
 */
export function PersonalObjectiveProgress({ board, category, teams }: CategoryViewProps) {
  const { ownTeamId } = useEventView();
  const { total, checkpoints } = splitPersonalObjectives(category);
  const cap = total?.scoring_preset?.point_cap ?? 0;
  const firstCheckpoint = checkpoints.find((checkpoint) => checkpoint.valid_to);
  const hidden = personalTotalsHidden(category, board.now);
  const headingId = useId();
  return (
    <PageSection
      id={headingId}
      title={category.name === 'Personal Objectives' ? 'Personal Objective Points' : `${category.name}: points`}
      compact
    >
      {hidden && firstCheckpoint && (
        <p className="text-sm text-base-content/80">
          Team totals stay hidden until the first checkpoint ({formatDateTime(firstCheckpoint.valid_to)}).
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {teams.map((team) => {
          const own = team.id === ownTeamId;
          const fromPlayers = total ? board.score(total.id, team.id).points : 0;
          const bonuses = checkpoints.map((checkpoint) => ({ checkpoint, score: board.score(checkpoint.id, team.id) }));
          const bonus = bonuses.reduce((sum, entry) => sum + entry.score.points, 0);
          const sum = board.total(category.id, team.id);
          return (
            <li
              key={team.id}
              className={`rounded-box p-3 ${own ? 'bg-highlight text-highlight-content' : 'bg-base-200'}`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <TeamName team={team} highlighted={own} />
                <span className="tabular-nums" data-objective-id={total?.id}>
                  <strong>
                    {/* Before the first checkpoint the page shows 0 on purpose (docs/domain.md §4): no evidence then. */}
                    {hidden ? (
                      sum
                    ) : (
                      <WhyButton objective={category} team={team} points={sum}>
                        {sum}
                      </WhyButton>
                    )}
                  </strong>{' '}
                  ={' '}
                  {total && !hidden ? (
                    <WhyButton objective={total} team={team} points={fromPlayers}>
                      {fromPlayers}
                    </WhyButton>
                  ) : (
                    fromPlayers
                  )}{' '}
                  from players
                  {cap > 0 && <span className="text-base-content/80"> (max {cap})</span>} + {bonus} from checkpoints
                </span>
              </div>
              {cap > 0 && (
                <ProgressBar
                  value={fromPlayers}
                  max={cap}
                  label={`${team.name}: ${fromPlayers} of ${cap} points from players`}
                  className="mt-2 w-full"
                />
              )}
              {bonuses.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label={`${team.name} checkpoints`}>
                  {bonuses.map(({ checkpoint, score }) => (
                    <CheckpointBadge key={checkpoint.id} checkpoint={checkpoint} score={score} now={board.now} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
