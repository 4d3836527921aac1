import { isId } from '@app/shared';

/** The overlays a streamer can add (decision 039): one page each under /overlay/. */
export const OVERLAY_KINDS = ['totals', 'ticker', 'races'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

export const OVERLAY_SIZES = ['s', 'm', 'l'] as const;
export type OverlaySize = (typeof OVERLAY_SIZES)[number];

/** dark: light text on a dim panel; light: dark text on a pale panel; transparent: outlined light text, no panel. */
export const OVERLAY_THEMES = ['dark', 'light', 'transparent'] as const;
export type OverlayTheme = (typeof OVERLAY_THEMES)[number];

/** How many ticker lines or races an overlay shows when `limit` is not given, and the most it may ask for. */
export const DEFAULT_OVERLAY_LIMIT = 5;
export const MAX_OVERLAY_LIMIT = 20;

/**
 * An overlay's address parameters. `event`: the event's id, or 'current' to follow whichever event is current when
 * the overlay loads; `team`: one team (totals and ticker show only it, race results mark it).
 */
export type OverlaySearch = {
  event: number | 'current';
  team: number | undefined;
  size: OverlaySize;
  theme: OverlayTheme;
  limit: number;
};

/**
 * A whole number from the address: the router hands over numbers it parsed (`?team=2`) or text (`?team="2"`).
 * Anything else, including '', '2.5' and '12abc', is not one.
 */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return Number.isSafeInteger(number) ? (number as number) : undefined;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

/**
 * The router's validateSearch for every overlay page. Each field falls back to its default on anything it cannot
 * read: a streamer's typo in OBS must still show an overlay, never an error page. Plain code, not zod: a route's
 * validateSearch is part of every first page (decision 022).
 */
export function parseOverlaySearch(search: Record<string, unknown>): OverlaySearch {
  const event = wholeNumber(search.event);
  const team = wholeNumber(search.team);
  const limit = wholeNumber(search.limit);
  return {
    event: isId(event) ? event : 'current',
    team: isId(team) ? team : undefined,
    size: oneOf(OVERLAY_SIZES, search.size, 'm'),
    theme: oneOf(OVERLAY_THEMES, search.theme, 'dark'),
    limit: limit !== undefined && limit >= 1 && limit <= MAX_OVERLAY_LIMIT ? limit : DEFAULT_OVERLAY_LIMIT,
  };
}

/**
 * The overlay's address as the admin page hands it out: only what differs from the defaults, so the address stays
 * short enough to read in OBS's field, and an event left as 'current' keeps following the current event.
 */
export function overlayPath(kind: OverlayKind, search: Partial<OverlaySearch>): string {
  const { event, team, size, theme, limit } = { ...parseOverlaySearch({}), ...search };
  const query = new URLSearchParams();
  if (event !== 'current') query.set('event', String(event));
  if (team !== undefined) query.set('team', String(team));
  if (size !== 'm') query.set('size', size);
  if (theme !== 'dark') query.set('theme', theme);
  if (kind !== 'totals' && limit !== DEFAULT_OVERLAY_LIMIT) query.set('limit', String(limit));
  const text = query.toString();
  return `/overlay/${kind}${text ? `?${text}` : ''}`;
}
