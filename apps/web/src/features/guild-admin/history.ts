import {
  GUILD_HISTORY_UPLOAD_LIMITS,
  GuildStashHistoryEntryInputSchema,
  GuildStashHistoryExportSchema,
  type GuildStashHistoryBody,
  type GuildStashHistoryExport,
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
 * Gives the export, however long, or a sentence saying why the file cannot be used.
 */
export function parseHistoryFile(text: string): { history: GuildStashHistoryExport } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'The file is not JSON. Upload the history file exactly as the game’s site exported it.' };
  }
  const candidate = Array.isArray(data) ? { entries: data } : data;
  const parsed = GuildStashHistoryExportSchema.safeParse(candidate);
  if (parsed.success) {
    if (parsed.data.entries.length === 0) return { error: 'The file holds no history entries.' };
    return { history: parsed.data };
  }
  // Name the first bad entry, so the organiser can look at it.
  const entries = (candidate as { entries?: unknown }).entries;
  if (Array.isArray(entries)) {
    const bad = entries.findIndex((entry) => !GuildStashHistoryEntryInputSchema.safeParse(entry).success);
    if (bad >= 0) return { error: `Entry ${bad + 1} of the file is not a guild stash history entry.` };
  }
  return { error: 'The file is not a guild stash history export.' };
}

const utf8 = new TextEncoder();
const bytesOf = (value: unknown) => utf8.encode(JSON.stringify(value)).length;

/**
 * The export as consecutive uploads, in its order, each within what the server takes in one request
 * (GUILD_HISTORY_UPLOAD_LIMITS): so many entries, and so many bytes as the browser sends them.
 */
export function splitHistory(
  history: GuildStashHistoryExport,
  limits: { entries: number; bytes: number } = GUILD_HISTORY_UPLOAD_LIMITS,
): GuildStashHistoryBody[] {
  const flag = history.truncated === undefined ? {} : { truncated: history.truncated };
  const empty = bytesOf({ entries: [], ...flag });
  const parts: GuildStashHistoryBody[] = [];
  let entries: GuildStashHistoryBody['entries'] = [];
  let bytes = empty;
  for (const entry of history.entries) {
    const size = bytesOf(entry);
    // An entry after another costs a comma too.
    if (entries.length === limits.entries || (entries.length > 0 && bytes + 1 + size > limits.bytes)) {
      parts.push({ entries, ...flag });
      entries = [];
      bytes = empty;
    }
    bytes += (entries.length > 0 ? 1 : 0) + size;
    entries.push(entry);
  }
  if (entries.length > 0) parts.push({ entries, ...flag });
  return parts;
}

/** An upload in parts: the parts before `next` are stored. */
export type HistoryUpload = {
  parts: GuildStashHistoryBody[];
  /** Entries in the file. */
  total: number;
  /** The part to send next (parts.length when every part is stored). */
  next: number;
  /** Entries of the parts stored so far. */
  stored: number;
  /** Entries the server had not stored before (other leagues' and repeated ones are not counted). */
  added: number;
  /** Why the part at `next` was not stored, when it failed. */
  error?: Error;
};

export function planUpload(history: GuildStashHistoryExport): HistoryUpload {
  return { parts: splitHistory(history), total: history.entries.length, next: 0, stored: 0, added: 0 };
}

/**
 * Sends the parts from `upload.next` on, one after another, and reports after each. Stops at the first part
 * that fails: calling it again with what it returned goes on from that part (sending a part twice adds
 * nothing, the server skips entries it has). An aborted signal stops it before the next part.
 */
export async function sendParts(
  upload: HistoryUpload,
  send: (part: GuildStashHistoryBody) => Promise<number>,
  report: (upload: HistoryUpload) => void,
  signal?: AbortSignal,
): Promise<HistoryUpload> {
  let current: HistoryUpload = { ...upload, error: undefined };
  report(current);
  for (const part of upload.parts.slice(upload.next)) {
    if (signal?.aborted) break;
    try {
      const added = await send(part);
      current = {
        ...current,
        next: current.next + 1,
        stored: current.stored + part.entries.length,
        added: current.added + added,
      };
    } catch (error) {
      current = { ...current, error: error instanceof Error ? error : new Error(String(error)) };
    }
    report(current);
    if (current.error !== undefined) break;
  }
  return current;
}
