import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookIcon } from '~/components/ui/icons';
import { EmptyState } from '~/components/ui/query-state';
import { useEventView } from '~/lib/event-view';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useLatestScores } from '~/lib/scoreboard/get-latest-scores';
import { SCORE_TABS, tabsFor } from '../score-tabs';
import { useLiveScores } from '~/lib/scoreboard/use-live-scores';
import { LiveIndicator } from './live-indicator';
import { RULES_PANEL_ID, RulesPanel } from './rules-panel';

/**
 * The frame of every /scores/{tab} page: title, the tab bar (heist, gems and delve on poe1 events only), the
 * Show/Hide Rules toggle (the `rules` search flag, kept when switching tabs), the live indicator, and the one live
 * score connection of the event.
 */
export function ScoresLayout({ showRules, children }: { showRules: boolean; children: ReactNode }) {
  const { event, key } = useEventView();
  const live = useLiveScores(event.id, key);
  const scores = useLatestScores(key);
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const tab = SCORE_TABS.find((candidate) => candidate.key === segment) ?? SCORE_TABS[0];
  const tabs = tabsFor(event.game_version);
  const unavailable = tab?.poe1Only === true && event.game_version !== 'poe1';
  useDocumentTitle(tab ? `${tab.label} · Scores` : 'Scores');
  const lastUpdate = Math.max(live.lastUpdate ?? 0, scores.dataUpdatedAt) || null;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm text-base-content/80">{event.name}</p>
          <h1 className="text-3xl font-bold">{tab?.label ?? 'Scores'}</h1>
        </div>
        <LiveIndicator status={live.status} lastUpdate={lastUpdate} />
      </header>
      <div className="flex items-center gap-2">
        <nav aria-label="Score tabs" className="min-w-0 flex-1 overflow-x-auto">
          <ul className="flex gap-1 pb-1">
            {tabs.map((candidate) => (
              <li key={candidate.key}>
                <Link
                  to={candidate.to}
                  search={(previous) => previous}
                  aria-current={candidate.key === tab?.key ? 'page' : undefined}
                  className={`btn btn-sm max-desktop:btn-xs whitespace-nowrap ${candidate.key === tab?.key ? 'btn-primary' : 'btn-ghost'}`}
                >
                  {candidate.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
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
      {showRules && tab && <RulesPanel tab={tab} />}
      {unavailable ? (
        <EmptyState title={`${tab.label} is not part of this event`}>
          {tab.label} exists only in Path of Exile 1 events; this event is played in Path of Exile 2.
        </EmptyState>
      ) : (
        children
      )}
    </div>
  );
}
