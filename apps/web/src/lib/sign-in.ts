import { safeReturnPath, signInCallbackPath, type Provider } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from './api';

/** The sign-in providers in the order they are offered: the game account first (docs/domain.md §5: it is required). */
export const SIGN_IN_PROVIDERS: readonly Provider[] = ['poe', 'discord', 'twitch'];

export const PROVIDER_NAMES: Record<Provider, string> = {
  poe: 'Path of Exile',
  discord: 'Discord',
  twitch: 'Twitch',
};

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (SIGN_IN_PROVIDERS as readonly string[]).includes(value);
}

/** The page of this site a provider sends the browser back to (docs/domain.md §2 "Sign-in callbacks"). */
export function callbackUrl(provider: Provider, origin: string = window.location.origin): string {
  return `${origin}${signInCallbackPath(provider)}`;
}

/** The provider's authorize page, as long as it is a web address (never e.g. a `javascript:` URL). */
function readAuthorizeUrl(data: unknown): string {
  if (typeof data === 'string') {
    try {
      const url = new URL(data);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Fall through to the error below.
    }
  }
  throw new Error('The server did not answer with a sign-in address');
}

/**
 * The provider's authorize page for a sign-in that comes back to this site's
 * callback page and then to `lastUrl`. Sent with the login token when there is one, so the provider account is
 * linked to the signed-in user instead of signing in as someone else.
 */
export async function getSignInUrl(provider: Provider, lastUrl: string): Promise<string> {
  const answer = await callEndpoint('getOAuthRedirect', {
    params: { provider },
    query: { redirect_url: callbackUrl(provider), last_url: safeReturnPath(lastUrl) },
  });
  return readAuthorizeUrl(answer);
}

/** sessionStorage key of the page a sign-in started from, for the way back when the sign-in fails. */
const RETURN_PATH_KEY = 'sign-in-return-path';

/** The page the last sign-in in this tab started from ('/' when unknown). */
export function signInStartPath(): string {
  try {
    return safeReturnPath(window.sessionStorage.getItem(RETURN_PATH_KEY));
  } catch {
    return '/';
  }
}

export type StartSignIn = {
  provider: Provider;
  /** The path to come back to, e.g. the current page. */ lastUrl: string;
};

/** Leaving the site for the provider; a seam so tests can watch it (jsdom cannot navigate). */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/**
 * Starts signing in (or, when logged in, connecting another account): asks the server for the provider's page
 * and leaves for it. Pending while the server is asked; a failure (e.g. the provider is not configured) is the
 * mutation's error, for the button to show.
 */
export function useStartSignIn() {
  return useMutation({
    mutationFn: async ({ provider, lastUrl }: StartSignIn) => {
      const url = await getSignInUrl(provider, lastUrl);
      try {
        window.sessionStorage.setItem(RETURN_PATH_KEY, safeReturnPath(lastUrl));
      } catch {
        // Without storage the way back after a failed sign-in is the home page.
      }
      browserNavigation.assign(url);
      return url;
    },
  });
}
