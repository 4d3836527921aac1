import type { Objective } from '@app/shared';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BookIcon } from '~/components/ui/icons';
import { useEventView } from '~/lib/event-view';
import { useDocumentTitle } from '~/lib/use-document-title';
import {
  categoryTabs,
  findCategoryTab,
  FIXED_TABS,
  isFixedTab,
  type FixedTabKey,
} from '~/lib/scoreboard/category-tabs';
import { useLatestScores } from '~/lib/scoreboard/get-latest-scores';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { useLiveScores } from '~/lib/scoreboard/use-live-scores';
import { LiveIndicator } from './live-indicator';
import { RULES_PANEL_ID, RulesPanel } from './rules-panel';
import { ScoreEvidenceProvider } from './score-evidence-dialog';

/** A fixed tab has its own route; a category tab is `/scores/$tab`. */
type TabLink = { key: string; label: string; fixed?: FixedTabKey };

/** Which sides of a scrolling row have more to show, kept up to date as it scrolls or resizes. */
function useOverflowEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, edges };
}

function TabAnchor({ tab, current }: { tab: TabLink; current: boolean }) {
  const props = {
    search: (previous: Record<string, unknown>) => previous,
    'aria-current': current ? ('page' as const) : undefined,
    title: tab.label.length > 24 ? tab.label : undefined,
    className: `btn btn-sm max-desktop:btn-xs max-w-56 whitespace-nowrap ${current ? 'btn-primary' : 'btn-ghost'}`,
    children: <span className="truncate">{tab.label}</span>,
  };
  return tab.fixed ? (
    <Link to={`/scores/${tab.fixed}`} {...props} />
  ) : (
    <Link to="/scores/$tab" params={{ tab: tab.key }} {...props} />
  );
}

/**
 * The tab bar: Ladder, For You, Progress, then one tab per category of the event under the name its designer gave
 * it, in the designer's order. A bar wider than the screen scrolls; it then fades at the sides that hold more tabs
 * and offers arrow buttons, and the current tab is scrolled into view.
 */
function TabBar({ tabs, current }: { tabs: readonly TabLink[]; current: string | undefined }) {
  const { ref, edges } = useOverflowEdges<HTMLElement>();
  // Again when the event's tabs arrive: the current one may only exist then.
  useEffect(() => {
    ref.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, ref, tabs.length]);
  const scrollBy = (direction: 1 | -1) => {
    const element = ref.current;
    element?.scrollBy?.({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };
  const fade = `${edges.start ? 'transparent, black 2rem' : 'black'}, ${edges.end ? 'black calc(100% - 2rem), transparent' : 'black'}`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      {edges.start && (
        <button type="button" className="btn btn-ghost btn-xs" aria-label="Earlier tabs" onClick={() => scrollBy(-1)}>
          ‹
        </button>
      )}
      <nav
        ref={ref}
        aria-label="Score tabs"
        className="min-w-0 flex-1 overflow-x-auto"
        style={{ maskImage: `linear-gradient(to right, ${fade})` }}
      >
        <ul className="flex w-max gap-1 pb-1">
          {tabs.map((tab) => (
            <li key={tab.key}>
              <TabAnchor tab={tab} current={tab.key === current} />
            </li>
          ))}
        </ul>
      </nav>
      {edges.end && (
        <button type="button" className="btn btn-ghost btn-xs" aria-label="More tabs" onClick={() => scrollBy(1)}>
          ›
        </button>
      )}
    </div>
  );
}

/** The tab an address names and its heading; undefined while the event's categories load or for no such tab. */
function currentTab(segment: string, root: Objective | undefined) {
  const fixed = FIXED_TABS.find((tab) => tab.key === segment);
  if (fixed) return { key: fixed.key, label: fixed.label, category: undefined };
  if (!root) return undefined;
  const tab = findCategoryTab(categoryTabs(root), segment);
  return tab && { key: tab.key, label: tab.label, category: tab.category };
}

/**
 * The frame of every /scores/{tab} page: title, the tab bar, the Show/Hide Rules toggle (the `rules` search flag,
 * kept when switching tabs), the live indicator, and the one live score connection of the event.
 */
export function ScoresLayout({ showRules, children }: { showRules: boolean; children: ReactNode }) {
  const { event, key } = useEventView();
  const live = useLiveScores(event.id, key);
  const scores = useLatestScores(key);
  const objectives = useObjectives(key);
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const segment = decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  const tab = currentTab(segment, objectives.data);
  const tabs: TabLink[] = [
    ...FIXED_TABS.map((fixed) => ({ ...fixed, fixed: fixed.key })),
    ...(objectives.data ? categoryTabs(objectives.data) : []),
  ];
  useDocumentTitle(tab ? `${tab.label} · Scores` : 'Scores');
  const lastUpdate = Math.max(live.lastUpdate ?? 0, scores.dataUpdatedAt) || null;

  return (
    <div className="flex flex-col gap-4">
      {/* On a phone the live indicator has a line of its own: beside the title it would wrap or not as its text
          changes ("Connecting", "Live · updated …"), moving the whole page up or down. */}
      <header className="flex flex-col gap-2 desktop:flex-row desktop:flex-wrap desktop:items-end desktop:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-base-content/80">{event.name}</p>
          <h1 className="text-3xl font-bold break-words">{tab?.label ?? 'Scores'}</h1>
        </div>
        <LiveIndicator status={live.status} lastUpdate={lastUpdate} />
      </header>
      <div className="flex items-center gap-2">
        <TabBar tabs={tabs} current={tab?.key} />
        <button
          type="button"
          className="btn btn-sm btn-outline shrink-0"
          aria-expanded={showRules}
          aria-controls={showRules ? RULES_PANEL_ID : undefined}
          onClick={() =>
            void navigate({ to: '.', search: (previous) => ({ ...previous, rules: showRules ? undefined : true }) })
          }
        >
          <BookIcon className="size-4" />
          <span className="max-desktop:sr-only">{showRules ? 'Hide Rules' : 'Show Rules'}</span>
        </button>
      </div>
      {showRules && tab && (
        <RulesPanel label={tab.label} category={tab.category} fixed={isFixedTab(tab.key) ? tab.key : undefined} />
      )}
      <ScoreEvidenceProvider>{children}</ScoreEvidenceProvider>
    </div>
  );
}
