/**
 * Decides when a request may go, by the governor of its provider's scheme, after any provider-wide block a
 * 429 set. State is in memory, per process; processes sharing a limit learn of each other's hits with every
 * response (PoE `-State` counts, Twitch and Discord remaining counts), not before.
 */
import { DiscordGovernor } from './discord-governor';
import { Blocks, identityOf, PlainGovernor, type Governor, type Ticket } from './governor';
import { PoeGovernor } from './poe-governor';
import { TwitchGovernor } from './twitch-governor';
import { UpstreamError } from './upstream-error';
import type { Clock, HttpRequest, RateLimitScheme, RawResponse } from './types';

export class RateLimiter {
  readonly #blocks = new Blocks();
  readonly #governors: Record<RateLimitScheme, Governor> = {
    poe: new PoeGovernor(this.#blocks),
    twitch: new TwitchGovernor(this.#blocks),
    discord: new DiscordGovernor(this.#blocks),
    none: new PlainGovernor(this.#blocks),
  };

  constructor(private readonly clock: Clock) {}

  /** Waits until the request may be sent and counts it; throws `rate_limited` rather than wait past `deadline`. */
  async acquire(request: HttpRequest<unknown>, deadline: number): Promise<Ticket> {
    const governor = this.#governors[request.rateLimits];
    const identity = identityOf(request);
    const endpointKey = `${request.provider} ${request.endpoint}`;
    for (;;) {
      const now = this.clock.now();
      const turn = governor.turn?.(request, endpointKey);
      if (turn) {
        await turn;
        continue;
      }
      const wait = this.#waitAt(request, identity, now);
      if (wait <= 0) {
        const ticket: Ticket = {
          provider: request.provider,
          scheme: request.rateLimits,
          endpointKey,
          identity,
          sentAt: now,
        };
        governor.take(request, ticket, now);
        return ticket;
      }
      if (now + wait > deadline) {
        throw new UpstreamError({
          provider: request.provider,
          endpoint: request.endpoint,
          kind: 'rate_limited',
          upstreamStatus: null,
          detail: `not sent: the rate limit allows the next request in ${Math.ceil(wait / 1000)} s, later than this call may wait`,
          retryAfterMs: wait,
        });
      }
      await this.clock.sleep(wait, request.signal);
      if (request.signal?.aborted) throw request.signal.reason;
    }
  }

  /** How long the next request like this one would have to wait now. */
  waitFor(request: HttpRequest<unknown>): number {
    return Math.max(0, this.#waitAt(request, identityOf(request), this.clock.now()));
  }

  /**
   * Takes in what a response says about the limits (nothing when the request failed without one); for a
   * 429 returns how long the provider asked us to wait.
   */
  release(ticket: Ticket, raw: RawResponse | undefined): number | null {
    return this.#governors[ticket.scheme].release(ticket, raw, () => this.clock.now());
  }

  #waitAt(request: HttpRequest<unknown>, identity: string, now: number): number {
    const governor = this.#governors[request.rateLimits];
    return Math.max(this.#blocks.until(request.provider), governor.until(request, identity, now)) - now;
  }
}
