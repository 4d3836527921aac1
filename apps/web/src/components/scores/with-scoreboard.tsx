import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useScoreboard } from '~/lib/scoreboard/use-scoreboard';

/** Renders its children with the scoreboard once the tree and scores have loaded; loading and error states before. */
export function WithScoreboard({ children }: { children: (board: Scoreboard) => ReactNode }) {
  const { board, error, retry } = useScoreboard();
  if (error) return <ErrorState title="The scores could not be loaded." error={error} onRetry={retry} />;
  if (!board) return <LoadingState label="Loading scores..." />;
  return <>{children(board)}</>;
}
