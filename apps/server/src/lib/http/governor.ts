/**
 * What every rate-limit governor shares: the ticket a cleared request carries, the blocks a 429 sets, and
 * the header readers. One governor per provider scheme (poe, twitch, discord, none) decides the rest.
 */
import { createHash } from 'node:crypto';
import type { HttpRequest, RateLimitScheme, RawResponse, UpstreamProvider } from './types';

/** Twitch, Discord and unknown hosts: a second covers clock rounding of their epoch-second headers. */
export const RETRY_AFTER_PADDING_MS = 1_000;
/** A 429 that tells nothing about when to come back: the tracker we replace waited that long (docs/external-services.md §4 item 1). */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

/** One request cleared to go; governors keep their own per-ticket state keyed by it. */
export type Ticket = {
  provider: UpstreamProvider;
  scheme: RateLimitScheme;
  /** `provider endpoint`. */
  endpointKey: string;
  identity: string;
  sentAt: number;
};

export interface Governor {
  /** When a request like this one must wait for another's answer first (PoE's probe of an unknown policy). */
  turn?(request: HttpRequest<unknown>, endpointKey: string): Promise<void> | undefined;
  /** Earliest time (epoch ms; 0: none) this governor lets the request go, the provider-wide block aside. */
  until(request: HttpRequest<unknown>, identity: string, now: number): number;
  /** Counts a request being sent now. */
  take(request: HttpRequest<unknown>, ticket: Ticket, now: number): void;
  /**
   * Takes in what a response says about the limits (`raw` undefined: the request failed without one); for
   * a 429 returns how long the provider asked us to wait.
   */
  release(ticket: Ticket, raw: RawResponse | undefined, now: () => number): number | null;
}

/** Nothing is sent on a key (a provider, a Twitch/Discord bucket) before the time stored for it. */
export class Blocks {
  readonly #until = new Map<string, number>();

  until(key: string): number {
    return this.#until.get(key) ?? 0;
  }

  block(key: string, until: number): void {
    this.#until.set(key, Math.max(this.#until.get(key) ?? 0, until));
  }

  /** A 429 that does not say what it limits: the whole provider waits. */
  blockProvider(ticket: Ticket, raw: RawResponse, now: number, padding: number): number {
    const waitMs = parseRetryAfter(raw.headers, now) ?? DEFAULT_RETRY_AFTER_MS;
    this.block(ticket.provider, now + waitMs + padding);
    return waitMs;
  }
}

/** Whose counters a request uses: a fingerprint of its bearer token (never the token itself), else anonymous. */
export function identityOf(request: HttpRequest<unknown>): string {
  const authorization = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization');
  if (!authorization) return 'anonymous';
  return createHash('sha256').update(authorization[1]).digest('base64url').slice(0, 16);
}

/** `Retry-After` as seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds from now. */
export function parseRetryAfter(headers: Headers, now: number): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function intHeader(headers: Headers, name: string): number | undefined {
  const value = numberHeader(headers, name);
  return value === undefined ? undefined : Math.floor(value);
}

export function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** Hosts without a rate-limit scheme of their own: only a 429 holds the provider, for its Retry-After. */
export class PlainGovernor implements Governor {
  constructor(private readonly blocks: Blocks) {}

  until(): number {
    return 0;
  }

  take(): void {}

  release(ticket: Ticket, raw: RawResponse | undefined, now: () => number): number | null {
    return raw?.status === 429 ? this.blocks.blockProvider(ticket, raw, now(), RETRY_AFTER_PADDING_MS) : null;
  }
}
