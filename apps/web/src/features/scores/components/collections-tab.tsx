import type { Objective } from '@app/shared';
import { ItemIcon } from '~/components/game/item-icon';
import { InfoTip } from '~/components/ui/info-tip';
import { useEventView } from '~/lib/event-view';
import { CATEGORY_NAMES, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { CollectionTable } from '~/components/scores/collection-table';
import { IconLegend, noteLegend } from '~/components/scores/icon-legend';
import { WithCategory } from '~/components/scores/with-scoreboard';

/** Spec §2 collection card title. */
export function collectionTitle(objective: Objective): string {
  return `Collect ${objective.required_number} ${objective.name}`;
}

function CollectionsView({ board, category }: { board: Scoreboard; category: Objective }) {
  const { event } = useEventView();
  const teams = useVisibleTeams(board);
  const collections = category.children.filter((child) => child.name !== '');
  if (collections.length === 0) return <p>No collections have been published yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <IconLegend entries={noteLegend(collections)} />
      <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label="Collections">
        {collections.map((objective) => (
          <li key={objective.id} className="card min-w-0 bg-base-200">
            <div className="card-body gap-2 p-4">
              <div className="flex items-center gap-3">
                <ItemIcon name={objective.name} game={event.game_version} kind="basetypes" />
                <h2 className="font-semibold">{collectionTitle(objective)}</h2>
                {objective.extra && (
                  <InfoTip tip={`Note: ${objective.extra}`} className="px-1 text-error">
                    <span aria-hidden="true">*</span>
                  </InfoTip>
                )}
              </div>
              <CollectionTable board={board} objective={objective} teams={teams} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CollectionsTab() {
  return (
    <WithCategory name={CATEGORY_NAMES.collections}>
      {(board, category) => <CollectionsView board={board} category={category} />}
    </WithCategory>
  );
}
