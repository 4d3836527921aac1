import type { Provider } from '@app/shared';
import { PROVIDER_NAMES } from '~/lib/sign-in';

/** The longest provider description shown; the text comes from the address bar, so anyone can write it. */
const MAX_DESCRIPTION_LENGTH = 300;

export type SignInProblem = { title: string; detail: string | null };

/**
 * What to tell a person whose provider sent them back with `error` (RFC 6749 §4.1.2.1) instead of a code: the
 * usual cases in plain words, with the provider's own description (cut to a sensible length) as the detail.
 */
export function describeProviderError(
  provider: Provider,
  error: string,
  description: string | undefined,
): SignInProblem {
  const name = PROVIDER_NAMES[provider];
  const title =
    error === 'access_denied'
      ? `You did not allow ${name} to sign you in, so nothing was changed.`
      : error === 'temporarily_unavailable' || error === 'server_error'
        ? `${name} is having trouble right now. Please try again in a few minutes.`
        : `${name} could not sign you in.`;
  const code = shorten(error, 60);
  const said = description?.trim() ? shorten(description.trim(), MAX_DESCRIPTION_LENGTH) : null;
  return { title, detail: said ? `${name} said: “${said}” (${code})` : `Error code: ${code}` };
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
