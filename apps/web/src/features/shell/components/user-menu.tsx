import { useLocation } from '@tanstack/react-router';
import { Dropdown } from '~/components/ui/dropdown';
import type { ReactNode } from 'react';
import { ChevronDownIcon, LoginIcon, LogoutIcon, SlidersIcon, UserIcon } from '~/components/ui/icons';
import { NavLink } from '~/components/ui/nav-link';
import { authStore } from '~/lib/auth';
import { PROVIDER_NAMES, SIGN_IN_PROVIDERS, useStartSignIn } from '~/lib/sign-in';

type UserMenuProps = {
  /** The logged-in user's id, or null for a visitor. */
  userId: number | null;
  /** Shown once the user has loaded. */
  displayName?: string;
  /** Entries other features add for a logged-in user (list items), e.g. the link to /played near the event's end. */
  extraItems?: ReactNode;
};

/** docs/domain.md §2 user menu: Login for visitors; Settings, Profile and Logout for a logged-in user. */
export function UserMenu({ userId, displayName, extraItems }: UserMenuProps) {
  return userId === null ? (
    <LoginMenu />
  ) : (
    <AccountMenu userId={userId} displayName={displayName} extraItems={extraItems} />
  );
}

function LoginMenu() {
  const here = useLocation({ select: (location) => location.href });
  const signIn = useStartSignIn();
  return (
    <div className="relative">
      <Dropdown
        buttonClassName="btn btn-primary"
        button={
          <>
            {signIn.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <LoginIcon />
            )}
            <span>Login</span>
          </>
        }
      >
        <li className="menu-title text-base-content/80">Log in with</li>
        {SIGN_IN_PROVIDERS.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              disabled={signIn.isPending}
              onClick={() => signIn.mutate({ provider, lastUrl: here })}
            >
              {PROVIDER_NAMES[provider]}
            </button>
          </li>
        ))}
      </Dropdown>
      {signIn.isError && (
        <div role="alert" className="alert alert-error absolute right-0 z-20 mt-2 w-72 text-sm">
          <span>Could not start the sign-in: {signIn.error.message}</span>
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => signIn.reset()}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}

function AccountMenu({ userId, displayName, extraItems }: Omit<UserMenuProps, 'userId'> & { userId: number }) {
  const name = displayName ?? `User ${userId}`;
  return (
    <Dropdown
      buttonClassName="btn btn-ghost"
      buttonLabel={`Account menu for ${name}`}
      button={
        <>
          <UserIcon />
          <span className="max-w-40 truncate max-desktop:sr-only">{name}</span>
          <ChevronDownIcon className="size-4" />
        </>
      }
    >
      <li>
        <NavLink href="/settings">
          <SlidersIcon /> Settings
        </NavLink>
      </li>
      <li>
        <NavLink href={`/profile/${userId}`}>
          <UserIcon /> Profile
        </NavLink>
      </li>
      {extraItems}
      <li>
        <button type="button" onClick={() => authStore.logout()}>
          <LogoutIcon /> Logout
        </button>
      </li>
    </Dropdown>
  );
}
