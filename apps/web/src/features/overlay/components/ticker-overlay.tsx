import type { Event, ScoreDiff } from '@app/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useOverlayLatestScores, useOverlayObjectives } from '../api/overlay-reads';
import { addTickerEntries, objectiveNames, seedTickerEntries, tickerText, type TickerEntry } from '../overlay-lines';
import type { OverlaySearch } from '../overlay-search';
import { useOverlayScoreFeed } from '../use-overlay-feeds';
import { OverlayEvent, OverlayMessage } from './overlay-frame';
import { TeamLabel } from './team-label';

/** /overlay/ticker: the latest points reached, newest first, at most `limit` lines. */
export function TickerOverlay({ search }: { search: OverlaySearch }) {
  return (
    <OverlayEvent search={search} label="Latest scores">
      {(event) => <LiveTicker event={event} search={search} />}
    </OverlayEvent>
  );
}

function LiveTicker({ event, search }: { event: Event; search: OverlaySearch }) {
  const { limit, team } = search;
  const teamId = event.teams.some((candidate) => candidate.id === team) ? team : undefined;
  const latest = useOverlayLatestScores(event.id);
  const objectives = useOverlayObjectives(event.id);
  // The lines the overlay opened with, taken once from the first scores read; later reads only follow the feed.
  const [seed, setSeed] = useState<TickerEntry[] | null>(null);
  if (seed === null && latest.data) setSeed(seedTickerEntries(latest.data, { limit, teamId }));
  const [live, setLive] = useState<TickerEntry[]>([]);
  const counter = useRef(0);
  const onDiffs = useCallback(
    (diffs: readonly ScoreDiff[]) =>
      setLive((current) =>
        addTickerEntries(current, diffs, { limit, teamId, nextKey: () => `live:${(counter.current += 1)}` }),
      ),
    [limit, teamId],
  );
  useOverlayScoreFeed(event.id, onDiffs);
  const names = useMemo(() => objectiveNames(objectives.data), [objectives.data]);

  if (latest.isError) return <OverlayMessage>Scores could not be loaded.</OverlayMessage>;
  const lines = [...live, ...(seed ?? [])].slice(0, limit);
  if (lines.length === 0) {
    return <OverlayMessage>{seed === null ? 'Loading scores…' : 'Waiting for the first points…'}</OverlayMessage>;
  }
  return (
    <ol className="flex flex-col gap-[inherit]">
      {lines.map((entry) => (
        <li key={entry.key} className="flex min-w-0 flex-wrap items-baseline gap-x-[0.5em]">
          <TeamLabel team={event.teams.find((candidate) => candidate.id === entry.team_id)} />
          <span className="font-normal">{tickerText(entry, names.get(entry.objective_id) ?? 'An objective')}</span>
        </li>
      ))}
    </ol>
  );
}
