/**
 * The `rules` search flag of every score tab (docs/domain.md §2): `?rules`, `?rules=true` and `?rules=` show the rules
 * panel. Kept in its own dependency-free file because route definitions load with the first page.
 */
export type ScoresSearch = { rules?: true };

export function parseScoresSearch(search: Record<string, unknown>): ScoresSearch {
  const value = search.rules;
  return value === true || value === '' || value === 'true' ? { rules: true } : {};
}

/** Which characters the ladder tab lists: the event's players (the default) or the whole league ladder. */
export type LadderScope = 'event' | 'league';
export type LadderSearch = { ladder?: 'league' };

/** `?ladder=league` shows the whole league ladder; anything else the event's players. */
export function parseLadderSearch(search: Record<string, unknown>): LadderSearch {
  return search.ladder === 'league' ? { ladder: 'league' } : {};
}
