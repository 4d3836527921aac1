import type { Event } from '@app/shared';
import { formatPoints, totalsRows } from '../overlay-lines';
import type { OverlaySearch } from '../overlay-search';
import { useTeamTotals } from '../use-overlay-feeds';
import { OverlayEvent, OverlayMessage } from './overlay-frame';
import { TeamLabel } from './team-label';

/** /overlay/totals: every team's total points (or one team's), moving live with the totals feed. */
export function TotalsOverlay({ search }: { search: OverlaySearch }) {
  return (
    <OverlayEvent search={search} label="Team totals">
      {(event) => <LiveTotals event={event} teamId={search.team} />}
    </OverlayEvent>
  );
}

function LiveTotals({ event, teamId }: { event: Event; teamId: number | undefined }) {
  const { totals, status } = useTeamTotals(event.id);
  if (totals === null) {
    return <OverlayMessage>{status === 'reconnecting' ? 'Reconnecting…' : 'Waiting for scores…'}</OverlayMessage>;
  }
  const rows = totalsRows(event.teams, totals, teamId);
  if (rows.length === 0) return <OverlayMessage>No teams yet.</OverlayMessage>;
  return (
    <ol className="flex flex-col gap-[inherit]">
      {rows.map(({ team, total }) => (
        <li key={team.id} className="flex items-baseline justify-between gap-[1em]">
          <TeamLabel team={team} />
          <data value={total} className="tabular-nums">
            {formatPoints(total)}
          </data>
        </li>
      ))}
    </ol>
  );
}
