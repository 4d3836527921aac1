import {
  GuildStashHistoryBodySchema,
  GuildStashHistoryEntryInputSchema,
  type GuildStashHistoryBody,
} from '@app/shared';

export const HISTORY_PAGE_SIZE = 100;

export type HistoryFilters = { username: string; itemname: string; stashname: string };

/** The query for one page of history; empty filters are left out so the server does not filter on ''. */
export function historyQuery(filters: HistoryFilters, page: number) {
  const given = (text: string) => (text.trim() === '' ? undefined : text.trim());
  return {
    limit: HISTORY_PAGE_SIZE,
    offset: page * HISTORY_PAGE_SIZE,
    username: given(filters.username),
    itemname: given(filters.itemname),
    stashname: given(filters.stashname),
  };
}

/**
 * Reads an uploaded history file: the game site's export (`{entries, truncated}`) or just its list of entries.
 * Gives the body to send, or a sentence saying why the file cannot be used.
 */
export function parseHistoryFile(text: string): { body: GuildStashHistoryBody } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'The file is not JSON. Upload the history file exactly as the game’s site exported it.' };
  }
  const candidate = Array.isArray(data) ? { entries: data } : data;
  const parsed = GuildStashHistoryBodySchema.safeParse(candidate);
  if (parsed.success) {
    if (parsed.data.entries.length === 0) return { error: 'The file holds no history entries.' };
    return { body: parsed.data };
  }
  // Name the first bad entry, so the organiser can look at it.
  const entries = (candidate as { entries?: unknown }).entries;
  if (Array.isArray(entries)) {
    const bad = entries.findIndex((entry) => !GuildStashHistoryEntryInputSchema.safeParse(entry).success);
    if (bad >= 0) return { error: `Entry ${bad + 1} of the file is not a guild stash history entry.` };
  }
  return { error: 'The file is not a guild stash history export.' };
}
