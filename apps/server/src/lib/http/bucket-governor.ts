/**
 * Request buckets as Twitch and Discord report them (limit, remaining, reset): a bucket spent down to what is
 * already in flight holds further requests until its reset. Each scheme says how it names its buckets and
 * reads its own headers.
 */
import { intHeader, RETRY_AFTER_PADDING_MS, type Blocks, type Governor, type Ticket } from './governor';
import type { HttpRequest, RawResponse } from './types';

type Bucket = { limit: number; remaining: number; resetAt: number; inFlight: number };

export abstract class BucketGovernor implements Governor {
  readonly #buckets = new Map<string, Bucket>();
  /** The bucket each cleared request counts in, until its response. */
  readonly #bucketOf = new WeakMap<Ticket, string>();

  constructor(protected readonly blocks: Blocks) {}

  /** The bucket a request counts in, for this caller identity. */
  protected abstract bucketKey(request: HttpRequest<unknown>, identity: string): string;
  /** Reads the response's headers into the buckets; for a 429 returns how long to wait. */
  protected abstract observe(ticket: Ticket, bucketKey: string, raw: RawResponse, now: number): number | null;

  until(request: HttpRequest<unknown>, identity: string, now: number): number {
    const key = this.bucketKey(request, identity);
    let until = this.blocks.until(key);
    const bucket = this.#buckets.get(key);
    if (bucket && bucket.remaining - bucket.inFlight <= 0 && bucket.resetAt > now)
      until = Math.max(until, bucket.resetAt);
    return until;
  }

  take(request: HttpRequest<unknown>, ticket: Ticket, now: number): void {
    const key = this.bucketKey(request, ticket.identity);
    this.#bucketOf.set(ticket, key);
    const bucket = this.#buckets.get(key);
    if (bucket) {
      if (bucket.resetAt <= now) bucket.remaining = bucket.limit;
      bucket.inFlight += 1;
    }
  }

  release(ticket: Ticket, raw: RawResponse | undefined, now: () => number): number | null {
    const key = this.#bucketOf.get(ticket);
    const bucket = key === undefined ? undefined : this.#buckets.get(key);
    if (bucket) bucket.inFlight = Math.max(0, bucket.inFlight - 1);
    return raw ? this.observe(ticket, key ?? '', raw, now()) : null;
  }

  /**
   * Records what a response says of a bucket: the `<prefix>limit` and `<prefix>remaining` headers, valid until
   * `resetAt` (each scheme reports its reset its own way). A response without all three leaves the bucket alone.
   */
  protected readBucket(key: string, headers: Headers, prefix: string, resetAt: number | undefined): void {
    const limit = intHeader(headers, `${prefix}limit`);
    const remaining = intHeader(headers, `${prefix}remaining`);
    if (limit !== undefined && remaining !== undefined && resetAt !== undefined)
      this.#updateBucket(key, limit, remaining, resetAt);
  }

  /** After a 429: nothing more goes on `key` (a bucket or the whole provider) for `waitMs`; returns that wait. */
  protected holdFor(key: string, waitMs: number, now: number): number {
    this.blocks.block(key, now + waitMs + RETRY_AFTER_PADDING_MS);
    return waitMs;
  }

  #updateBucket(key: string, limit: number, remaining: number, resetAt: number): void {
    const bucket = this.#buckets.get(key) ?? { limit, remaining, resetAt, inFlight: 0 };
    // The header counts this response's request; the others still in flight are not in it yet.
    Object.assign(bucket, { limit, remaining, resetAt });
    this.#buckets.set(key, bucket);
  }
}
