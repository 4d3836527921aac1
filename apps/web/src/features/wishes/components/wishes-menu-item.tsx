import type { EventStatus } from '@app/shared';
import { StarIcon } from '~/components/ui/icons';
import { NavLink } from '~/components/ui/nav-link';

/** The user menu's way to the team's wishes (a menu list item), for a player on a team of the current event. */
export function WishesMenuItem({ status }: { status: EventStatus | undefined }) {
  if (status?.team_id == null) return null;
  return (
    <li>
      <NavLink href="/team/wishes">
        <StarIcon /> Team wishes
      </NavLink>
    </li>
  );
}
