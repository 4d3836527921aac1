/** Twitch `Ratelimit-*` (docs/external-services.md §2.4): one Helix bucket per token (or app), reset at an epoch second. */
import { BucketGovernor } from './bucket-governor';
import { DEFAULT_RETRY_AFTER_MS, numberHeader, parseRetryAfter, type Ticket } from './governor';
import type { HttpRequest, RawResponse } from './types';

export class TwitchGovernor extends BucketGovernor {
  protected bucketKey(request: HttpRequest<unknown>, identity: string): string {
    return `${request.provider}|${identity}|helix`;
  }

  protected observe(_ticket: Ticket, key: string, raw: RawResponse, now: number): number | null {
    const reset = numberHeader(raw.headers, 'ratelimit-reset');
    const resetAt = reset === undefined ? undefined : reset * 1000;
    this.readBucket(key, raw.headers, 'ratelimit-', resetAt);
    if (raw.status !== 429) return null;
    const waitMs =
      parseRetryAfter(raw.headers, now) ??
      (resetAt !== undefined && resetAt > now ? resetAt - now : DEFAULT_RETRY_AFTER_MS);
    return this.holdFor(key, waitMs, now);
  }
}
