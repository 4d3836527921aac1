import type { GameVersion, GuildStashContent, GuildStashTab } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type CSSProperties } from 'react';
import { ItemIcon } from '~/components/game/item-icon';
import { ColorDot } from '~/components/ui/color-dot';
import { Dialog } from '~/components/ui/dialog';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/format';
import { useGuildStashContent } from '../api/get-guild-stash-content';
import { useGuildStashTabs } from '../api/get-guild-stash-tabs';
import { tabTypeName } from '../guild';
import {
  countsForObjective,
  itemDetails,
  itemLabel,
  itemTitle,
  readStashItem,
  stashLayoutOf,
  type Frame,
  type ItemGroup,
  type StashItem,
} from '../stash-layout';
import { WithCurrentEvent } from './with-current-event';

type StashTabProps = {
  stashId: string;
  /** `?highlightScoring`: items that count for an objective stand out, the rest fade back. */
  highlightScoring: boolean;
  onHighlightChange: (highlight: boolean) => void;
};

/** docs/domain.md §2 `/admin/guild/stashes/{stashId}`: one guild tab drawn the way the game draws its type. */
export function StashTab(props: StashTabProps) {
  return (
    <WithCurrentEvent belongs="Guild stash tabs belong to the current event.">
      {(event) => <TabContents eventId={event.id} game={event.game_version} {...props} />}
    </WithCurrentEvent>
  );
}

type TabContentsProps = StashTabProps & { eventId: number; game: GameVersion };

function TabContents(props: TabContentsProps) {
  const content = useGuildStashContent(props.eventId, props.stashId);
  return (
    <QueryRegion
      query={content}
      loadingLabel="Loading the stash tab..."
      errorTitle="The stash tab could not be loaded."
      // The server answers 404 both for a tab that does not exist and for another team's: say neither more.
      notFound={
        <EmptyState title="No such stash tab">
          It does not exist or is not one of your team’s tabs.{' '}
          <Link to="/admin/guild/stashes" className="link">
            Back to the stash tabs
          </Link>
        </EmptyState>
      }
    >
      {(data) => <TabView {...props} content={data} />}
    </QueryRegion>
  );
}

function TabView({
  eventId,
  game,
  highlightScoring,
  onHighlightChange,
  content,
}: TabContentsProps & { content: GuildStashContent }) {
  const [open, setOpen] = useState<StashItem | null>(null);
  const items = useMemo(() => content.items.map(readStashItem), [content.items]);
  const { tab, observed_at } = content;
  const layout = stashLayoutOf(tab.type, items);
  const scoring = items.filter(countsForObjective).length;
  const board = { game, highlightScoring, onOpen: setOpen, tabName: tab.name };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-3xl font-bold break-words">
          {tab.color && <ColorDot color={`#${tab.color}`} />}
          {tab.name}
        </h1>
        <p className="text-base-content/80">
          {tabTypeName(tab.type)} tab ·{' '}
          {observed_at ? `contents as fetched ${formatDateTime(observed_at)}` : 'never fetched yet'}
        </p>
      </div>
      {layout.kind !== 'folder' && (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="toggle toggle-sm"
              checked={highlightScoring}
              onChange={(change) => onHighlightChange(change.target.checked)}
            />
            Highlight scoring items
          </label>
          <p role="status">
            {items.length === 0
              ? 'No items in this tab.'
              : `${scoring} of ${items.length} ${items.length === 1 ? 'item counts' : 'items count'} for an objective.`}
          </p>
        </div>
      )}
      {!observed_at && layout.kind !== 'folder' && (
        <p>
          Its contents show here once it has been fetched: turn fetching on in the{' '}
          <Link to="/admin/guild/stashes" className="link">
            stash tab list
          </Link>
          .
        </p>
      )}
      {layout.kind === 'folder' && <FolderTabs eventId={eventId} folderId={tab.id} />}
      {layout.kind === 'grid' && (
        <>
          <GridBoard size={layout.size} items={layout.items} {...board} />
          {layout.outside.length > 0 && (
            <section aria-labelledby="outside-grid" className="flex flex-col gap-2">
              <h2 id="outside-grid" className="text-lg font-semibold">
                Outside the grid
              </h2>
              <SlotBoard items={layout.outside} {...board} />
            </section>
          )}
        </>
      )}
      {layout.kind === 'slots' && items.length > 0 && <SlotBoard items={layout.items} {...board} />}
      {layout.kind === 'sections' && layout.groups.length > 0 && (
        <SectionBoard label={layout.label} groups={layout.groups} {...board} />
      )}
      <ItemDialog item={open} onClose={() => setOpen(null)} />
    </div>
  );
}

type BoardProps = {
  game: GameVersion;
  highlightScoring: boolean;
  onOpen: (item: StashItem) => void;
  tabName: string;
};

/** Normal, premium and quad tabs: a square of cells with each item where the game put it. */
function GridBoard({ size, items, tabName, ...tile }: BoardProps & { size: number; items: StashItem[] }) {
  const cell = `${100 / size}%`;
  const grid: CSSProperties = {
    backgroundImage:
      'linear-gradient(to right, rgb(255 255 255 / 0.08) 1px, transparent 1px), linear-gradient(to bottom, rgb(255 255 255 / 0.08) 1px, transparent 1px)',
    backgroundSize: `${cell} ${cell}`,
  };
  return (
    <ul
      aria-label={`Items in ${tabName}`}
      className="relative aspect-square w-full max-w-xl rounded-box border border-base-300 bg-neutral"
      style={grid}
    >
      {items.map((item) => (
        <li
          key={item.key}
          className="absolute p-px"
          style={{
            left: `${(item.x / size) * 100}%`,
            top: `${(item.y / size) * 100}%`,
            width: `${(item.w / size) * 100}%`,
            height: `${(item.h / size) * 100}%`,
          }}
        >
          <ItemTile item={item} {...tile} />
        </li>
      ))}
    </ul>
  );
}

/** Special tabs: one slot per item in the game's slot order, wrapping to the screen's width. */
function SlotBoard({ items, tabName, ...tile }: BoardProps & { items: StashItem[] }) {
  return (
    <ul
      aria-label={`Items in ${tabName}`}
      className="grid w-full max-w-xl grid-cols-[repeat(auto-fill,minmax(3rem,1fr))] gap-1 rounded-box border border-base-300 bg-neutral p-2"
    >
      {items.map((item) => (
        <li key={item.key} className="aspect-square">
          <ItemTile item={item} {...tile} />
        </li>
      ))}
    </ul>
  );
}

/** Map and unique tabs: one section (a map tier, an item kind) at a time, as the game's buttons choose. */
function SectionBoard({ label, groups, ...board }: BoardProps & { label: string; groups: ItemGroup[] }) {
  const [chosen, setChosen] = useState(groups[0]?.name ?? '');
  const group = groups.find((candidate) => candidate.name === chosen) ?? groups[0];
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {groups.map(({ name, items }) => {
          const scoring = items.filter(countsForObjective).length;
          return (
            <button
              key={name}
              type="button"
              aria-pressed={name === group?.name}
              className={`btn btn-sm ${name === group?.name ? 'btn-primary' : ''}`}
              onClick={() => setChosen(name)}
            >
              {name} <span className="badge badge-sm">{items.length}</span>
              {board.highlightScoring && scoring > 0 && <span className="sr-only">, {scoring} scoring</span>}
            </button>
          );
        })}
      </div>
      {group && <SlotBoard items={group.items} {...board} tabName={`${board.tabName}: ${group.name}`} />}
    </div>
  );
}

/** Item frames as the game colours them, for the tile's border (decoration: the dialog says it in words). */
const FRAME_BORDER: Record<Frame, string> = {
  Normal: 'border-[#c8c8c8]',
  Magic: 'border-[#8888ff]',
  Rare: 'border-[#ffff77]',
  Unique: 'border-[#af6025]',
  Gem: 'border-[#1ba29b]',
  Currency: 'border-[#aa9e82]',
  'Divination card': 'border-[#0ebaff]',
  Quest: 'border-[#4ae63a]',
  Prophecy: 'border-[#b54bff]',
  Foil: 'border-[#82ad6a]',
  'Supporter foil': 'border-[#82ad6a]',
  Necropolis: 'border-[#c8c8c8]',
  Gold: 'border-[#e0c060]',
  'Breach splinter': 'border-[#c8c8c8]',
  Item: 'border-base-300',
};

function ItemTile({
  item,
  game,
  highlightScoring,
  onOpen,
}: Omit<BoardProps, 'tabName'> & {
  item: StashItem;
}) {
  const scores = countsForObjective(item);
  const frame = `relative flex size-full items-center justify-center overflow-hidden rounded-sm border bg-neutral ${FRAME_BORDER[item.frame]}`;
  // Highlighting fades the rest back to an empty frame, out of reach: only what scores can be opened.
  if (highlightScoring && !scores) return <span aria-hidden="true" className={`${frame} opacity-25`} />;
  return (
    <button
      type="button"
      aria-label={itemLabel(item)}
      onClick={() => onOpen(item)}
      className={`${frame} hover:brightness-125 ${scores && highlightScoring ? 'outline-2 outline-success' : ''}`}
    >
      <ItemIcon
        name={item.frame === 'Unique' && item.name ? item.name : item.typeLine}
        kind={item.frame === 'Unique' && item.name ? 'uniques' : 'basetypes'}
        game={game}
        link={false}
        fill
      />
      {scores && <span aria-hidden="true" className="absolute top-0.5 left-0.5 size-1.5 rounded-full bg-success" />}
      {item.stackSize !== null && item.stackSize > 1 && (
        <span
          aria-hidden="true"
          className="absolute right-0 bottom-0 rounded-tl-sm bg-black/80 px-0.5 text-[0.625rem] leading-tight font-bold text-white"
        >
          {item.stackSize}
        </span>
      )}
    </button>
  );
}

/** The item as the game's tooltip lists it, what it counts for, and its JSON to copy (for asking judges). */
function ItemDialog({ item, onClose }: { item: StashItem | null; onClose: () => void }) {
  const [copied, setCopied] = useState('');
  const details = item ? itemDetails(item.raw) : null;
  const close = () => {
    setCopied('');
    onClose();
  };
  const copy = (json: string) =>
    navigator.clipboard.writeText(json).then(
      () => setCopied('Item JSON copied.'),
      () => setCopied('Copying was refused by the browser.'),
    );
  return (
    <Dialog
      open={item !== null}
      onClose={close}
      title={item ? itemTitle(item) : ''}
      actions={
        item && (
          <button type="button" className="btn" onClick={() => void copy(JSON.stringify(item.raw, null, 2))}>
            Copy item JSON
          </button>
        )
      }
    >
      {item && details && (
        <div className={`flex flex-col gap-3 border-l-4 pl-3 ${FRAME_BORDER[item.frame]}`}>
          <p>
            <span className="badge badge-outline">{item.frame}</span>
            {item.itemClass && <span className="ml-2">{item.itemClass}</span>}
          </p>
          {details.properties.length > 0 && (
            <ul className="text-sm">
              {details.properties.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
          {(details.itemLevel !== null || details.requirements) && (
            <p className="text-sm">
              {details.itemLevel !== null && `Item level: ${details.itemLevel}`}
              {details.itemLevel !== null && details.requirements && ' · '}
              {details.requirements}
            </p>
          )}
          {details.modBlocks.map((block) => (
            <div key={block.title}>
              <h3 className="text-sm font-semibold">{block.title}</h3>
              <ul className="text-sm">
                {block.lines.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
          {details.flags.length > 0 && <p className="text-sm font-semibold">{details.flags.join(' · ')}</p>}
          {countsForObjective(item) ? (
            <div>
              <h3 className="font-semibold">Counts for</h3>
              <ul className="list-inside list-disc">
                {item.objectives.map((objective) => (
                  <li key={objective.id}>{objective.name || `Objective ${objective.id}`}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p>Counts for no objective.</p>
          )}
          <p role="status" className="min-h-6 text-sm">
            {copied}
          </p>
        </div>
      )}
    </Dialog>
  );
}

/** A folder has no items of its own: its tabs, each a link. */
function FolderTabs({ eventId, folderId }: { eventId: number; folderId: string }) {
  const tabs = useGuildStashTabs(eventId);
  return (
    <QueryRegion
      query={tabs}
      loadingLabel="Loading the folder's tabs..."
      errorTitle="The folder's tabs could not be loaded."
    >
      {(list) => <TabLinks tabs={childTabs(list, folderId)} />}
    </QueryRegion>
  );
}

/** The tabs a folder holds, in the game's order. */
function childTabs(tabs: readonly GuildStashTab[], folderId: string): GuildStashTab[] {
  return tabs.filter((tab) => tab.parent_id === folderId).sort((a, b) => a.index - b.index);
}

function TabLinks({ tabs }: { tabs: GuildStashTab[] }) {
  if (tabs.length === 0) return <EmptyState title="This folder holds no tabs" />;
  return (
    <section aria-labelledby="folder-tabs" className="flex flex-col gap-2">
      <h2 id="folder-tabs" className="text-lg font-semibold">
        Tabs in this folder
      </h2>
      <ul className="flex flex-col gap-1">
        {tabs.map((child) => (
          <li key={child.id}>
            <Link to="/admin/guild/stashes/$stashId" params={{ stashId: child.id }} className="link">
              {child.name}
            </Link>{' '}
            <span className="text-base-content/80">({tabTypeName(child.type)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
