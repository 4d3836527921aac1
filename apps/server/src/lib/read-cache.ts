/**
 * The hot public reads, kept in memory per API process already serialized and compressed (decision 023).
 * An entry is built on first request, shared by every request after it, and dropped when its data changes:
 * the process's own writes drop entries before their answer is sent; other processes' writes and the worker's
 * arrive by NOTIFY (see plugins/read-cache.ts). Every entry also expires after `maxAgeMs` at the latest, so a
 * change no notification covers is still seen within that time.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { nextTurnOfTheLoop } from './loop-slices';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A cached answer is compressed once for everyone: worth it from a few hundred bytes, when it gets smaller. */
const COMPRESS_CACHED_FROM_BYTES = 256;

/** One answer in every encoding a client may ask for, with its validator. */
export type Representation = {
  /** Weak: the same JSON gives the same tag in every encoding and in every process. */
  etag: string;
  json: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
};

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * How hard to compress: an answer made for `each` request pays for its compression every time; one made
 * `once` for everyone (a cached read) is sent thousands of times, so gzip's best level (5 % smaller than its
 * default on the ladder, 1.5 ms more per rebuild) pays. Brotli stays low for both (4 and 5): 7 and up cost
 * 15–80 times the time for 1–2 %.
 */
const EFFORT = { each: { gzip: 6, br: 4 }, once: { gzip: 9, br: 5 } } as const;

/** JSON text compressed in a worker thread (zlib's pool). */
export function compressJson(
  body: Buffer | string,
  encoding: 'br' | 'gzip',
  effort: keyof typeof EFFORT,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: EFFORT[effort].gzip });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].br,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Bytes hashed at a time: a few milliseconds (the latest scores of a large event are 33 MB). */
const HASH_STEP_BYTES = 4 * 1024 * 1024;

async function sha256InSlices(body: Buffer): Promise<string> {
  const hash = createHash('sha256');
  for (let from = 0; from < body.length; from += HASH_STEP_BYTES) {
    if (from > 0) await nextTurnOfTheLoop();
    hash.update(body.subarray(from, from + HASH_STEP_BYTES));
  }
  return hash.digest('base64url');
}

/** Serializes and compresses once, for everyone who reads it before it changes. */
export async function represent(json: Buffer | string): Promise<Representation> {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  const etag = `W/"${(await sha256InSlices(body)).slice(0, 27)}"`;
  if (body.length < COMPRESS_CACHED_FROM_BYTES) return { etag, json: body, gzip: null, br: null };
  const [gz, br] = await Promise.all([compressJson(body, 'gzip', 'once'), compressJson(body, 'br', 'once')]);
  const smaller = (compressed: Buffer) => (compressed.length < body.length ? compressed : null);
  return { etag, json: body, gzip: smaller(gz), br: smaller(br) };
}

/**
 * The encoding to answer with: brotli, then gzip, when the client accepts it (a `;q=0` refuses it). The
 * header is bounded by Node's header size limit; this reads it once, left to right.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let gzipOk = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzipOk = true;
  }
  return gzipOk ? 'gzip' : 'identity';
}

/** Whether `If-None-Match` names this tag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Scopes of the read cache: what belongs to no event, an event's scores, its ladder (the worker renews both
 * all the time), the rest of an event.
 */
export const READ_SCOPES = {
  site: 'site',
  scores: (eventId: number) => `${eventId}:scores`,
  ladder: (eventId: number) => `${eventId}:ladder`,
  event: (eventId: number) => String(eventId),
} as const;

/** How long readers wait for a build already in flight before starting their own. */
export const IN_FLIGHT_SHARE_MS = 120_000;

type Entry = { epoch: number; generation: number; expiresAt: number; value: Promise<unknown> };

/** What a build returns: the value, and optionally when it stops being true by itself (a release time). */
export type Built<T> = { value: T; validUntil?: number };

/**
 * Memoized values by scope (an event id, or 'site' for what belongs to no event) and key. Dropping a scope
 * bumps its generation: a build that started before the drop is handed to the requests already waiting for
 * it, but never stored, so an answer older than a change is never served after it.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Complete answers to visitors, by the exact URL asked for, each tied to the entry it was made from. */
  private readonly answers = new Map<string, { id: string; entry: Entry; answer: unknown }>();
  private readonly generations = new Map<string, number>();
  /** Bumped by clear(): every entry and build from before it is out of date. */
  private epoch = 0;

  constructor(
    private readonly now: () => number,
    private readonly maxAgeMs: number,
    /** Bounds memory: the oldest entry is dropped first when a new one would exceed it. */
    private readonly maxEntries = 2_000,
  ) {}

  get<T>(scope: string, key: string, build: () => Promise<Built<T>>): Promise<T> {
    const id = `${scope}\u0000${key}`;
    const now = this.now();
    const generation = this.generations.get(scope) ?? 0;
    const cached = this.entries.get(id);
    if (cached && cached.epoch === this.epoch && cached.generation === generation && now < cached.expiresAt) {
      return cached.value as Promise<T>;
    }

    // A build in flight is shared for up to IN_FLIGHT_SHARE_MS, however long maxAgeMs is; its answer then lives
    // maxAgeMs from when it was ready. Dated from the build's start, an answer that took longer than maxAgeMs to
    // build (the latest scores of a very large event) was stale on arrival and built again for every request. The
    // bound keeps one stuck build (a query that never answers) from holding every later reader with it.
    const entry: Entry = {
      epoch: this.epoch,
      generation,
      expiresAt: now + IN_FLIGHT_SHARE_MS,
      value: Promise.resolve(),
    };
    const value = build().then(
      (built) => {
        entry.expiresAt = Math.min(this.now() + this.maxAgeMs, built.validUntil ?? Infinity);
        return built.value;
      },
      (error: unknown) => {
        // A failed build is not remembered: the next request tries again.
        if (this.entries.get(id) === entry) this.entries.delete(id);
        throw error;
      },
    );
    entry.value = value;
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, entry);
    return value;
  }

  /**
   * Remembers the complete answer made from the entry `scope`/`key` for the URL it answered, so that the same
   * request can be answered again before any routing (plugins/read-cache.ts). It lives exactly as long as
   * that entry: a drop, a clear, an expiry or a rebuild of the entry ends it.
   */
  rememberAnswer(url: string, scope: string, key: string, answer: unknown): void {
    const id = `${scope}\u0000${key}`;
    const entry = this.entries.get(id);
    if (!entry) return;
    this.answers.delete(url);
    // Bounded like the entries: URLs are the client's choice.
    if (this.answers.size >= this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(url, { id, entry, answer });
  }

  /** The remembered answer for `url`, if the entry it was made from is still the current one. */
  answerFor<T>(url: string): T | undefined {
    const remembered = this.answers.get(url);
    if (!remembered) return undefined;
    const entry = this.entries.get(remembered.id);
    if (entry !== remembered.entry || entry.epoch !== this.epoch || this.now() >= entry.expiresAt) {
      this.answers.delete(url);
      return undefined;
    }
    return remembered.answer as T;
  }

  /** Drops every entry of `scope` (and any build in flight for it). */
  drop(scope: string): void {
    this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
    const prefix = `${scope}\u0000`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }

  /** Drops everything. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.answers.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
