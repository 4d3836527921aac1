import { z } from 'zod';
import { numberHeader } from '../../lib/http/governor';
import type { HttpClient } from '../../lib/http/http-client';
import type { CallOptions } from '../../lib/http/types';

/** Discord's API base (docs/external-services.md §3.6): discord.com, or the simulator's in demo mode and tests. */
export type DiscordWebhooksConfig = { url: string };

/** A Discord embed as we send it (docs/external-services.md §3.6); Discord ignores what it does not know. */
export type DiscordEmbed = {
  title?: string;
  description?: string;
  color?: number;
  fields?: { name: string; value: string; inline?: boolean }[];
  timestamp?: string;
};

export type DiscordWebhookMessage = {
  content?: string;
  embeds?: DiscordEmbed[];
  /** `{ parse: [] }`: text from players never pings anyone (@everyone, roles, users). */
  allowed_mentions?: { parse: string[] };
};

/** Discord's own limits on one webhook message. */
export const DISCORD_MAX_EMBEDS = 10;
export const DISCORD_MAX_CONTENT_CHARS = 2000;

/** A webhook's address in parts: the id (public) and the token (the secret that lets anyone post). */
export type DiscordWebhookAddress = { id: string; token: string };

/** `/api/webhooks/{id}/{token}` or `/api/v{n}/webhooks/{id}/{token}`: ids are snowflakes, tokens URL-safe text. */
const WEBHOOK_PATH = /^\/api(?:\/v\d{1,2})?\/webhooks\/(\d{15,21})\/([A-Za-z0-9_-]{20,100})\/?$/;

/**
 * Posts to Discord webhooks, through the shared HttpClient (its Discord rate-limit governor honours the
 * `X-RateLimit-*` headers and 429s of every post).
 */
export class DiscordWebhookClient {
  readonly #base: URL;
  readonly #http: HttpClient;

  constructor(config: DiscordWebhooksConfig, deps: { http: HttpClient }) {
    this.#base = new URL(config.url.replace(/\/+$/, '') + '/');
    this.#http = deps.http;
  }

  /**
   * The webhook a URL names, when it is a webhook of the configured Discord (same origin, under its path, no
   * credentials, query or fragment); null for anything else. Requests only ever go to `urlOf(address)`, a URL we
   * build ourselves, so no stored text can point a request at another host.
   */
  parse(input: string): DiscordWebhookAddress | null {
    let url: URL;
    try {
      url = new URL(input.trim());
    } catch {
      return null;
    }
    if (url.origin !== this.#base.origin || url.username !== '' || url.password !== '') return null;
    if (url.search !== '' || url.hash !== '') return null;
    const basePath = this.#base.pathname.replace(/\/$/, '');
    if (!url.pathname.startsWith(`${basePath}/`)) return null;
    const match = WEBHOOK_PATH.exec(url.pathname.slice(basePath.length));
    return match ? { id: match[1]!, token: match[2]! } : null;
  }

  /** The shape of an accepted URL, for error messages. */
  get pattern(): string {
    return `${this.#base.toString()}api/webhooks/{id}/{token}`;
  }

  urlOf(address: DiscordWebhookAddress): string {
    return new URL(`api/webhooks/${address.id}/${address.token}`, this.#base).toString();
  }

  /** What may be shown of a webhook: where it is, without its token. */
  masked(address: DiscordWebhookAddress): string {
    return new URL(`api/webhooks/${address.id}/…`, this.#base).toString().replace('%E2%80%A6', '…');
  }

  /**
   * Executes the webhook once (no retry of a failure other than a 429 within `maxWaitMs`: a repeated post
   * could show twice). Fails with an UpstreamError; a 429 is kind `rate_limited` with its `retryAfterMs`.
   * Answers what Discord said of the webhook's rate limit: when its bucket is spent, the wait until it refills.
   */
  async execute(
    address: DiscordWebhookAddress,
    message: DiscordWebhookMessage,
    options?: CallOptions,
  ): Promise<{ spentForMs: number | null }> {
    const response = await this.#http.request({
      provider: 'discord',
      endpoint: 'POST /api/webhooks/{id}/{token}',
      method: 'POST',
      url: this.urlOf(address),
      json: message,
      idempotent: false,
      responseType: 'text',
      schema: z.string(),
      rateLimits: 'discord',
      ...options,
    });
    const remaining = numberHeader(response.headers, 'x-ratelimit-remaining');
    const resetAfter = numberHeader(response.headers, 'x-ratelimit-reset-after');
    return { spentForMs: remaining === 0 && resetAfter !== undefined ? Math.ceil(resetAfter * 1000) : null };
  }
}
