// Its own dependency-free file: route definitions, and so this, load with the first page of the site.

/** `?event=<id>` picks another event than the current one; anything else is ignored. */
export function parseTeamSortSearch(search: Record<string, unknown>): { event?: number } {
  const value = search.event;
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? { event: id } : {};
}
