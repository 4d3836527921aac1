import type { Objective } from '@app/shared';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '~/components/ui/query-state';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useScoreboard } from '~/lib/scoreboard/use-scoreboard';
import { CategoryMissing } from './category-missing';

/** Renders its children with the scoreboard once the tree and scores have loaded; loading and error states before. */
export function WithScoreboard({ children }: { children: (board: Scoreboard) => ReactNode }) {
  const { board, error, retry } = useScoreboard();
  if (error) return <ErrorState title="The scores could not be loaded." error={error} onRetry={retry} />;
  if (!board) return <LoadingState label="Loading scores..." />;
  return <>{children(board)}</>;
}

/** Like WithScoreboard, for a tab about one root category; a clear empty state when the event has none. */
export function WithCategory({
  name,
  children,
}: {
  name: string;
  children: (board: Scoreboard, category: Objective) => ReactNode;
}) {
  return (
    <WithScoreboard>
      {(board) => {
        const category = board.category(name);
        return category ? children(board, category) : <CategoryMissing name={name} />;
      }}
    </WithScoreboard>
  );
}
