import type { EventStatus } from '@app/shared';
import { ClockIcon } from '~/components/ui/icons';
import { NavLink } from '~/components/ui/nav-link';
import { useCurrentEvent } from '~/lib/event-reads';
import { useNow } from '~/lib/use-now';
import { linksToPlayed, playedPhase } from '../played-phase';

const LINK_TEXT = 'Your /played';

/** Whether to link to /played now; follows the clock, so the link appears as the last day begins. */
function useLinksToPlayed(status: EventStatus | undefined): boolean {
  const event = useCurrentEvent();
  const now = useNow(60_000);
  return event.data ? linksToPlayed(playedPhase(event.data, now), status) : false;
}

/** The user menu's entry for /played (a menu list item), or nothing while it does not apply. */
export function PlayedMenuItem({ status }: { status: EventStatus | undefined }) {
  if (!useLinksToPlayed(status)) return null;
  return (
    <li>
      <NavLink href="/played">
        <ClockIcon /> {LINK_TEXT}
      </NavLink>
    </li>
  );
}

/** The own profile's invitation to tell us the /played, or nothing while it does not apply. */
export function PlayedProfileLink({ status }: { status: EventStatus | undefined }) {
  if (!useLinksToPlayed(status)) return null;
  return (
    <p>
      <NavLink href="/played" className={() => 'btn btn-outline btn-sm'}>
        <ClockIcon /> {LINK_TEXT}: how long did you play?
      </NavLink>
    </p>
  );
}
