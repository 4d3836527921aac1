/**
 * Discord `X-RateLimit-*` (docs/external-services.md §3.5): buckets named by the hash the response reports, so routes
 * sharing a bucket share counts; the JSON 429 body's `retry_after`; global limits hold the whole provider.
 */
import { BucketGovernor } from './bucket-governor';
import { DEFAULT_RETRY_AFTER_MS, numberHeader, parseRetryAfter, type Ticket } from './governor';
import { isRecord, parseJson } from './json';
import type { HttpRequest, RawResponse } from './types';

export class DiscordGovernor extends BucketGovernor {
  /** `provider endpoint` → the bucket hash it reported. */
  readonly #bucketHashOf = new Map<string, string>();

  protected bucketKey(request: HttpRequest<unknown>, identity: string): string {
    const route = this.#bucketHashOf.get(`${request.provider} ${request.endpoint}`) ?? request.endpoint;
    return `${request.provider}|${identity}|${route}`;
  }

  protected observe(ticket: Ticket, bucketKey: string, raw: RawResponse, now: number): number | null {
    const bucketHash = raw.headers.get('x-ratelimit-bucket');
    if (bucketHash) this.#bucketHashOf.set(ticket.endpointKey, bucketHash);
    const key = bucketHash ? `${ticket.provider}|${ticket.identity}|${bucketHash}` : bucketKey;
    const resetAfter = numberHeader(raw.headers, 'x-ratelimit-reset-after');
    this.readBucket(key, raw.headers, 'x-ratelimit-', resetAfter === undefined ? undefined : now + resetAfter * 1000);
    if (raw.status !== 429) return null;
    const body = parseJson(raw.text);
    const bodyRetry = isRecord(body) && typeof body.retry_after === 'number' ? body.retry_after * 1000 : undefined;
    const waitMs = bodyRetry ?? parseRetryAfter(raw.headers, now) ?? DEFAULT_RETRY_AFTER_MS;
    const global =
      (isRecord(body) && body.global === true) ||
      raw.headers.get('x-ratelimit-global') !== null ||
      raw.headers.get('x-ratelimit-scope') === 'global';
    return this.holdFor(global ? ticket.provider : key, waitMs, now);
  }
}
