import type { Objective } from '@app/shared';
import { createContext, useContext, type ReactNode } from 'react';
import { IconLegend, noteLegend } from './icon-legend';

/**
 * What the score pages can do with a SUBMISSION objective, given by the page that composes them (submitting and
 * submission states live in their own feature): the Submit control for a member of a team, a team's submission
 * state, and the legend of those marks. Outside a provider every objective shows neither.
 */
export type ObjectiveActions = {
  /** The Submit control of an objective for the viewer, or null (not a team member, not a submission objective). */
  submitControl: (objective: Objective) => ReactNode;
  /** A team's submission state on a SUBMISSION objective (a mark named in words), or null for other objectives. */
  submissionStatus: (objective: Objective, teamId: number) => ReactNode;
  /** What the marks on these objectives mean, written out once per page. */
  legend: (objectives: readonly Objective[]) => ReactNode;
};

const NO_ACTIONS: ObjectiveActions = {
  submitControl: () => null,
  submissionStatus: () => null,
  legend: (objectives) => <IconLegend entries={noteLegend(objectives)} />,
};

const ObjectiveActionsContext = createContext<ObjectiveActions>(NO_ACTIONS);

export const ObjectiveActionsProvider = ObjectiveActionsContext.Provider;

export function useObjectiveActions(): ObjectiveActions {
  return useContext(ObjectiveActionsContext);
}
