import {
  PERSONAL_OBJECTIVE_MAX_POINTS,
  PERSONAL_OBJECTIVE_STEPS,
  personalObjectivePoints,
  type CharacterProgress,
} from '@app/scoring';
import type { LadderEntry } from '@app/shared';
import type { ReactNode } from 'react';
import { CardSection } from '~/components/ui/card-section';
import { EmptyState, ErrorState } from '~/components/ui/query-state';
import { ProgressBar } from '~/components/ui/progress-bar';
import { WithScoreboard } from '~/components/scores/with-scoreboard';
import { useEventView } from '~/lib/event-view';
import { useLadder } from '../api/get-ladder';

/** The viewer's character for personal objectives: their highest-level ladder entry of this event. */
export function ownLadderCharacter(entries: readonly LadderEntry[], userId: number): LadderEntry | undefined {
  return entries
    .filter((entry) => entry.user_id === userId)
    .sort((a, b) => b.level - a.level || b.experience - a.experience)[0];
}

const NO_CHARACTER: CharacterProgress = { level: 1, ascendancy_points: 0, atlas_node_count: 0 };

function PersonalObjectives({ character }: { character: LadderEntry | undefined }) {
  const progress: CharacterProgress = character
    ? {
        level: character.level,
        ascendancy_points: character.character?.ascendancy_points ?? 0,
        atlas_node_count: character.character?.atlas_node_count ?? 0,
      }
    : NO_CHARACTER;
  const points = personalObjectivePoints(progress);
  return (
    <CardSection title="Personal Objectives" gap="gap-3" className="min-w-0">
      <p>
        Help your team out by improving your character and earn up to {PERSONAL_OBJECTIVE_MAX_POINTS} points for your
        team.
      </p>
      <p className="text-sm text-base-content/80">
        {character
          ? `Counting your character ${character.character_name} (level ${character.level}).`
          : 'We have not seen a character of yours on the ladder yet.'}
      </p>
      <ul className="grid grid-cols-2 gap-2 desktop:grid-cols-4" aria-label="Personal objective steps">
        {PERSONAL_OBJECTIVE_STEPS.map((step) => {
          const reached = step.reached(progress);
          return (
            <li
              key={step.label}
              className={`flex items-center justify-between rounded-box border px-3 py-2 ${reached ? 'border-success bg-success/15' : 'border-base-300'}`}
            >
              <span>
                {reached ? '✓ ' : ''}
                {step.label}
                <span className="sr-only">{reached ? ', reached' : ', not reached yet'}</span>
              </span>
              <span className="font-bold">+{step.points}</span>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center gap-3">
        <ProgressBar
          value={points}
          max={PERSONAL_OBJECTIVE_MAX_POINTS}
          label={`${points} of ${PERSONAL_OBJECTIVE_MAX_POINTS} points`}
          tone="success"
          className="w-48"
        />
        <span className="font-semibold tabular-nums">
          {points} / {PERSONAL_OBJECTIVE_MAX_POINTS} points
        </span>
      </div>
    </CardSection>
  );
}

/** The viewer's own personal objectives, read from their character on the ladder. */
function OwnPersonalObjectives() {
  const { key, userId } = useEventView();
  const ladder = useLadder(key);
  const character = userId !== null && ladder.data ? ownLadderCharacter(ladder.data, userId) : undefined;
  return (
    <>
      {ladder.isError && (
        <ErrorState title="Error loading ladder data." error={ladder.error} onRetry={() => void ladder.refetch()} />
      )}
      <PersonalObjectives character={character} />
    </>
  );
}

function TeamContent({ teamId, plan }: { teamId: number; plan: ForYouPlan }) {
  return (
    <div className="flex flex-col gap-8">
      {/* Only an event with personal objectives asks players to improve their characters for points. */}
      <WithScoreboard>{(board) => board.personal.length > 0 && <OwnPersonalObjectives />}</WithScoreboard>
      {plan(teamId)}
    </div>
  );
}

/** What the team should do next, drawn by the page (the team leads' picks live in the suggestions feature). */
export type ForYouPlan = (teamId: number) => ReactNode;

/**
 * For You: the viewer's personal objectives (where the event has them), then `plan` — the team leads' message and picks, and what is
 * left to do.
 */
export function ForYouTab({ plan }: { plan: ForYouPlan }) {
  const { ownTeamId, userId } = useEventView();
  if (ownTeamId === null) {
    return (
      <EmptyState title="You have not been assigned to a team yet.">
        {userId === null
          ? 'Log in to see what your team needs from you.'
          : 'Once teams are sorted, your team’s plan shows up here.'}
      </EmptyState>
    );
  }
  return <TeamContent teamId={ownTeamId} plan={plan} />;
}
