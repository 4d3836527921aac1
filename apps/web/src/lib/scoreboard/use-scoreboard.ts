import type { Team } from '@app/shared';
import { useMemo } from 'react';
import { useEventView } from '~/lib/event-view';
import { usePreferences } from '~/lib/preferences';
import { limitTeams, orderTeams } from '~/lib/team-order';
import { useNow } from '~/lib/use-now';
import { useLatestScores } from './get-latest-scores';
import { useObjectives } from './get-objectives';
import { buildScoreboard, type Scoreboard } from './scoreboard';

/** Time-dependent rules (P.O. reset, closed windows) are re-evaluated this often. */
export const SCOREBOARD_CLOCK_MS = 60_000;

/** The scoreboard of the viewed event, rebuilt when the tree or the scores change (and once a minute). */
export function useScoreboard() {
  const { event, key } = useEventView();
  const objectives = useObjectives(key);
  const scores = useLatestScores(key);
  const now = useNow(SCOREBOARD_CLOCK_MS);
  const board = useMemo(
    () =>
      objectives.data && scores.data
        ? buildScoreboard({ root: objectives.data, teams: event.teams, scores: scores.data, now })
        : undefined,
    [objectives.data, scores.data, event.teams, now],
  );
  const failed = objectives.isError ? objectives : scores.isError ? scores : null;
  return {
    board,
    error: failed?.error ?? null,
    retry: () => {
      if (objectives.isError) void objectives.refetch();
      if (scores.isError) void scores.refetch();
    },
  };
}

/**
 * The teams a score view shows: own team first, then by total event score, cut by the limitTeams preference —
 * one rule for every widget (docs/reference-tracker.md §2 item 7).
 */
export function useVisibleTeams(board: Scoreboard): Team[] {
  const { ownTeamId } = useEventView();
  const [{ limitTeams: limit }] = usePreferences();
  return useMemo(
    () =>
      limitTeams(
        orderTeams(board.teams, ownTeamId, (teamId) => board.total(board.root.id, teamId)),
        limit,
      ),
    [board, ownTeamId, limit],
  );
}
