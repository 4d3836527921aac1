import type { Event } from '@app/shared';
import { useMemo } from 'react';
import { useOverlayLatestScores, useOverlayObjectives } from '../api/overlay-reads';
import { formatPoints, ordinal, raceResults } from '../overlay-lines';
import type { OverlaySearch } from '../overlay-search';
import { useOverlayScoreFeed } from '../use-overlay-feeds';
import { OverlayEvent, OverlayMessage } from './overlay-frame';
import { TeamLabel } from './team-label';

/** Places shown per race; the highlighted team is added when it placed lower. */
const PODIUM = 3;

/** /overlay/races: the places and points of the races most recently placed, live with the score feed. */
export function RacesOverlay({ search }: { search: OverlaySearch }) {
  return (
    <OverlayEvent search={search} label="Race results">
      {(event) => <LiveRaces event={event} search={search} />}
    </OverlayEvent>
  );
}

function LiveRaces({ event, search }: { event: Event; search: OverlaySearch }) {
  const latest = useOverlayLatestScores(event.id);
  const objectives = useOverlayObjectives(event.id);
  useOverlayScoreFeed(event.id);
  const races = useMemo(
    () => (latest.data && objectives.data ? raceResults(objectives.data, latest.data, search.limit) : null),
    [latest.data, objectives.data, search.limit],
  );
  if (latest.isError || objectives.isError) return <OverlayMessage>Scores could not be loaded.</OverlayMessage>;
  if (races === null) return <OverlayMessage>Loading scores…</OverlayMessage>;
  if (races.length === 0) return <OverlayMessage>No team has placed in a race yet.</OverlayMessage>;
  return (
    <ol className="flex flex-col gap-[0.6em]">
      {races.map(({ objective, placements }) => (
        <li key={objective.id} className="flex min-w-0 flex-col">
          <p className="truncate">{objective.name}</p>
          <ol aria-label={`${objective.name}: places`} className="flex flex-col font-normal">
            {placements
              .filter((placement, index) => index < PODIUM || placement.teamId === search.team)
              .map((placement) => {
                const highlighted = placement.teamId === search.team;
                return (
                  <li
                    key={placement.teamId}
                    className={`flex items-baseline gap-[0.5em] ${highlighted ? 'font-bold underline decoration-2 underline-offset-4' : ''}`}
                  >
                    <span className="w-[2.5em] shrink-0 tabular-nums">{ordinal(placement.place)}</span>
                    <TeamLabel team={event.teams.find((team) => team.id === placement.teamId)} />
                    <span className="ml-auto pl-[0.5em] tabular-nums">{formatPoints(placement.points)}</span>
                  </li>
                );
              })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
