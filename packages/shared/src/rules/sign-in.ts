import type { Provider } from '../enums';

/** The page of this site a provider sends the browser back to after consent (docs/domain.md §2 "Sign-in callbacks"). */
export function signInCallbackPath(provider: Provider): string {
  return `/auth/${provider}/callback`;
}

/** Longest return path kept; anything longer is not a page of this site a person was on. */
const RETURN_PATH_MAX = 2048;
/** A base that no real page has, to see whether a path would leave the site once a browser resolves it. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * Where to send the browser after signing in: a path on this site, or '/' for anything that could leave it.
 * The server applies it before storing a return path and the web app again before navigating, so neither
 * trusts the other. Refused: protocol-relative `//host`, `/\host` (browsers read `\` as `/`), any control or
 * space character (browsers drop tabs and newlines, so `/\t/host` becomes `//host`), and anything that does
 * not resolve to this site. An absolute URL of one of `allowedOrigins` becomes its path.
 */
export function safeReturnPath(value: string | null | undefined, allowedOrigins: readonly string[] = []): string {
  if (!value || value.length > RETURN_PATH_MAX) return '/';
  let path = value;
  if (!value.startsWith('/')) {
    const url = parseUrl(value);
    if (!url || !allowedOrigins.includes(url.origin)) return '/';
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  if (!path.startsWith('/') || path[1] === '/' || path.includes('\\')) return '/';
  for (const character of path) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return '/';
  }
  return parseUrl(path, PROBE_ORIGIN)?.origin === PROBE_ORIGIN ? path : '/';
}

function parseUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
