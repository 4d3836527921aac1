// Its own dependency-free file: route definitions, and so this, load with the first page of the site.

/** `?highlightScoring` (any value but "false"/"0") of a stash tab's page. */
export function parseStashSearch(search: Record<string, unknown>): { highlightScoring?: true } {
  const value = search.highlightScoring;
  const off = value === undefined || value === false || value === 'false' || value === 0 || value === '0';
  return off ? {} : { highlightScoring: true };
}
