import type { Provider, User } from '@app/shared';
import { SIGN_IN_PROVIDERS } from '~/lib/sign-in';

/** docs/domain.md §5: the game account and Discord are needed to take part; Twitch is optional. */
export const REQUIRED_PROVIDERS: readonly Provider[] = ['poe', 'discord'];

export function isRequired(provider: Provider): boolean {
  return REQUIRED_PROVIDERS.includes(provider);
}

/** The name of the linked account for `provider`, or null when none is linked. */
export function linkedAccountName(user: User, provider: Provider): string | null {
  switch (provider) {
    case 'poe':
      return user.account_name;
    case 'discord':
      return user.discord_id === null ? null : (user.discord_name ?? user.discord_id);
    case 'twitch':
      return user.twitch_id === null ? null : (user.twitch_name ?? user.twitch_id);
  }
}

export function connectedProviders(user: User): Provider[] {
  return SIGN_IN_PROVIDERS.filter((provider) => linkedAccountName(user, provider) !== null);
}

/**
 * Whether a linked account may be disconnected, mirroring the server's rules (docs/domain.md §5) so the page never
 * offers what the server would refuse: `null` when it may, else the reason in words. The game account never
 * may, because characters are tracked through it; nor may the last account, or there would be no way to sign in.
 */
export function disconnectBlockedReason(user: User, provider: Provider): string | null {
  if (provider === 'poe') return 'Your Path of Exile account stays connected: your characters are tracked through it.';
  const connected = connectedProviders(user);
  if (connected.length === 1 && connected[0] === provider) {
    return 'This is your only connected account, so it stays until you connect another one.';
  }
  return null;
}
