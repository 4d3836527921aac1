import type { User } from '@app/shared';
import { AlertIcon } from '~/components/ui/icons';
import { NavLink } from '~/components/ui/nav-link';

/** docs/domain.md §1: a logged-in user without a connected game account is asked to connect one. */
export function needsGameAccount(user: Pick<User, 'account_name'> | undefined): boolean {
  return user !== undefined && !user.account_name;
}

export function AccountBanner() {
  return (
    <div className="bg-error text-error-content">
      <p className="mx-auto flex max-w-page items-center gap-3 px-4 py-3 desktop:px-6">
        <AlertIcon className="size-5 shrink-0" />
        <span>
          Your Path of Exile account is not connected yet. Connect it under Settings in the menu at the top right, so we
          can follow your characters during the event.{' '}
          <NavLink href="/settings" className={() => 'link font-semibold'}>
            Open Settings
          </NavLink>
        </span>
      </p>
    </div>
  );
}
