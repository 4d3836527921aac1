import { z } from 'zod';
import { ApiNameSchema, type ApiName } from '../faults/fault-rules';

/**
 * Every provider request the simulator answered (control calls excluded), so tests can assert pacing,
 * back-off after a 429 (`at` is virtual time), headers and which token was used.
 */
export type JournalEntry = {
  seq: number;
  /** Virtual epoch ms when the request arrived. */
  at: number;
  time: string;
  api: ApiName | 'unknown';
  method: string;
  /** Path relative to the API's base URL (decoded). */
  path: string;
  query: Record<string, string[]>;
  headers: { userAgent?: string; authorization?: string; clientId?: string; contentType?: string };
  /** Owner of the presented token (PoE account name, Twitch id, Discord id, or `app:<client id>`). */
  account?: string;
  /** Final status; null when the connection was dropped or left hanging. */
  status: number | null;
  outcome: 'pending' | 'answered' | 'dropped' | 'hung';
  fault?: { id: string; kind: string };
  /** Set when the simulator itself refused the request for exceeding a rate limit. */
  rateLimited?: boolean;
  /** Set when a handler threw unexpectedly (answered with a 500). */
  error?: string;
};

export const JournalFilterSchema = z.object({
  api: ApiNameSchema.optional(),
  method: z.string().optional(),
  /** `*` matches anything, including `/`. */
  path: z.string().optional(),
  status: z.coerce.number().int().optional(),
  /** Entries at or after this virtual epoch ms. */
  since: z.coerce.number().optional(),
});
export type JournalFilter = z.input<typeof JournalFilterSchema>;

export class RequestJournal {
  #entries: JournalEntry[] = [];
  #seq = 0;

  record(entry: Omit<JournalEntry, 'seq' | 'time'>): JournalEntry {
    this.#seq += 1;
    const full: JournalEntry = { seq: this.#seq, time: new Date(entry.at).toISOString(), ...entry };
    this.#entries.push(full);
    return full;
  }

  list(filter: JournalFilter = {}): JournalEntry[] {
    const parsed = JournalFilterSchema.parse(filter);
    const path =
      parsed.path === undefined
        ? undefined
        : new RegExp(`^${parsed.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    return this.#entries.filter(
      (entry) =>
        (parsed.api === undefined || entry.api === parsed.api) &&
        (parsed.method === undefined || entry.method === parsed.method.toUpperCase()) &&
        (path === undefined || path.test(entry.path)) &&
        (parsed.status === undefined || entry.status === parsed.status) &&
        (parsed.since === undefined || entry.at >= parsed.since),
    );
  }

  clear(): void {
    this.#entries = [];
  }
}
