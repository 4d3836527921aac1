import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { WithScoreboard } from '~/components/scores/with-scoreboard';
import { EmptyState } from '~/components/ui/query-state';
import { categoryTabs, findCategoryTab } from '~/lib/scoreboard/category-tabs';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import { CategoryView } from './category-view';

function TabPage({ board, tabKey, onMoved }: { board: Scoreboard; tabKey: string; onMoved: (key: string) => void }) {
  const tab = findCategoryTab(categoryTabs(board.root), tabKey);
  const category = tab?.category;
  // An old or renamed address shows the tab, then takes the tab's own address so that links shared from here last.
  useEffect(() => {
    if (tab && tab.key !== tabKey) onMoved(tab.key);
  }, [tab, tabKey, onMoved]);
  if (!category) {
    return (
      <EmptyState title="This event has no such tab">
        It may have been renamed or removed, or it has not been published yet. The tabs above show everything this event
        has;{' '}
        <Link to="/scores/ladder" search={(previous) => previous} className="link">
          start with the ladder
        </Link>
        .
      </EmptyState>
    );
  }
  return <CategoryView board={board} category={category} />;
}

/** The page of one category tab (`/scores/{key}`), found by its address. */
export function CategoryTab({ tabKey, onMoved }: { tabKey: string; onMoved: (key: string) => void }) {
  return <WithScoreboard>{(board) => <TabPage board={board} tabKey={tabKey} onMoved={onMoved} />}</WithScoreboard>;
}
