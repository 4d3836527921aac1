import type { Objective } from '@app/shared';
import { useMemo, type ReactNode } from 'react';
import { IconLegend, noteLegend } from '~/components/scores/icon-legend';
import { ObjectiveActionsProvider, type ObjectiveActions } from '~/components/scores/objective-actions';
import { useEventView } from '~/lib/event-view';
import { useSubmissions } from '~/lib/event-reads';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { objectiveWindow } from '~/lib/scoreboard/objective-state';
import { groupSubmissions, shownSubmission } from '../submission-rules';
import { StatusLegend, SubmissionStatus } from './submission-status';
import { SubmitBountyButton } from './submit-bounty-button';

/** Whether the viewer's team can claim the objective now: a released submission objective that has opened. */
function canSubmit(objective: Objective): boolean {
  return (
    objective.objective_type === 'SUBMISSION' &&
    objective.name !== '' &&
    objectiveWindow(objective, Date.now()).phase !== 'upcoming'
  );
}

function hasSubmissionObjectives(node: Objective): boolean {
  return node.objective_type === 'SUBMISSION' || node.children.some(hasSubmissionObjectives);
}

/**
 * Gives the score pages below it what they show on submission objectives, wherever those are drawn: the Submit
 * control for a member of a team, each team's submission state (read once for the page), and their legend.
 */
export function SubmissionActions({ children }: { children: ReactNode }) {
  const { key, ownTeamId } = useEventView();
  const tree = useObjectives(key);
  // Only an event with submission objectives has states to show.
  const submissions = useSubmissions(key, { enabled: tree.data !== undefined && hasSubmissionObjectives(tree.data) });
  const data = submissions.data;
  const actions = useMemo<ObjectiveActions>(() => {
    const byTeam = groupSubmissions(data ?? []);
    return {
      submitControl: (objective) =>
        ownTeamId !== null && canSubmit(objective) ? <SubmitBountyButton objective={objective} /> : null,
      submissionStatus: (objective, teamId) =>
        objective.objective_type === 'SUBMISSION' ? (
          <SubmissionStatus submission={shownSubmission(byTeam, objective.id, teamId)} />
        ) : null,
      legend: (objectives) =>
        objectives.some((objective) => objective.objective_type === 'SUBMISSION') ? (
          <StatusLegend objectives={objectives} canSubmit={ownTeamId !== null && objectives.some(canSubmit)} />
        ) : (
          <IconLegend entries={noteLegend(objectives)} />
        ),
    };
  }, [data, ownTeamId]);
  return (
    <ObjectiveActionsProvider value={actions}>
      {submissions.isError && (
        <p role="alert" className="text-sm">
          The submission states could not be loaded; the marks show no submissions for now.
        </p>
      )}
      {children}
    </ObjectiveActionsProvider>
  );
}
