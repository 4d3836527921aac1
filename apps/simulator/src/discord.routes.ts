import { ProviderError, type Route, type SimRequest, type SimResponse } from './http/router';
import type { JsonObject } from './json';
import { hashHex } from './seeded-random';
import type { World } from './world';

/**
 * discord.com `/api[/v{n}]/users/@me` (docs/external-services.md §3.2) and webhook execution,
 * `POST /api[/v{n}]/webhooks/:id/:token` (§3.6): each accepted post is recorded for tests and the demo.
 */

/** Discord's own limits on one webhook message. */
const MAX_CONTENT_CHARS = 2000;
const MAX_EMBEDS = 10;

function invalidBody(errors: JsonObject): ProviderError {
  return new ProviderError({ status: 400, json: { message: 'Invalid Form Body', code: 50035, errors } });
}

/**
 * Discord's checks on an execute-webhook body that matter to us: some content or an embed, content within
 * 2000 characters, at most 10 embeds, each an object.
 */
function parseWebhookBody(body: string): { content: string | null; embeds: JsonObject[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ProviderError({ status: 400, json: { message: 'The request body contains invalid JSON.', code: 50109 } });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidBody({});
  const { content, embeds } = parsed as { content?: unknown; embeds?: unknown };
  if (content !== undefined && content !== null && typeof content !== 'string')
    throw invalidBody({ content: { _errors: [{ code: 'MODEL_TYPE_CONVERT', message: 'Not a string.' }] } });
  if (typeof content === 'string' && content.length > MAX_CONTENT_CHARS)
    throw invalidBody({
      content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' }] },
    });
  if (embeds !== undefined && !Array.isArray(embeds))
    throw invalidBody({ embeds: { _errors: [{ code: 'MODEL_TYPE_CONVERT', message: 'Not a list.' }] } });
  const list = (embeds ?? []) as unknown[];
  if (list.length > MAX_EMBEDS)
    throw invalidBody({
      embeds: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 10 or fewer in length.' }] },
    });
  if (list.some((embed) => typeof embed !== 'object' || embed === null || Array.isArray(embed)))
    throw invalidBody({ embeds: { _errors: [{ code: 'MODEL_TYPE_CONVERT', message: 'Not an object.' }] } });
  const text = typeof content === 'string' ? content : null;
  if ((text === null || text.length === 0) && list.length === 0)
    throw new ProviderError({ status: 400, json: { message: 'Cannot send an empty message', code: 50006 } });
  return { content: text, embeds: list as JsonObject[] };
}

/** A webhook id is a snowflake; its token is URL-safe text (anything else is an unknown webhook). */
function webhookPost(world: World, request: SimRequest, params: Record<string, string>): SimResponse {
  const id = params.id ?? '';
  if (!/^\d{1,20}$/.test(id) || !/^[\w-]{1,100}$/.test(params.token ?? ''))
    throw new ProviderError({ status: 404, json: { message: 'Unknown Webhook', code: 10015 } });
  const message = parseWebhookBody(request.body);
  world.discordWebhooks.record({ at: request.at, webhookId: id, ...message });
  return { status: 204 };
}

function unauthorized(): ProviderError {
  return new ProviderError({ status: 401, json: { message: '401: Unauthorized', code: 0 } });
}

function currentUser(world: World, request: SimRequest): JsonObject {
  // Only user (`Bearer`) tokens identify a person; `Bot` tokens are not simulated.
  if (request.bearer === undefined) throw unauthorized();
  const result = world.oauth.verify('discord', request.bearer, request.at);
  if (!result.ok || result.token.subject.kind !== 'user' || !result.token.scopes.includes('identify'))
    throw unauthorized();
  const record = world.accounts.findDiscord(result.token.subject.account);
  const discord = record?.spec.discord;
  if (!discord) throw unauthorized();
  const user: JsonObject = {
    id: discord.id,
    username: discord.username,
    discriminator: '0',
    global_name: discord.globalName ?? discord.username,
    avatar: hashHex(world.seed, 'discord-avatar', discord.id).slice(0, 32),
    mfa_enabled: false,
    locale: 'en-US',
    flags: 0,
    premium_type: 0,
    public_flags: 0,
  };
  if (result.token.scopes.includes('email'))
    Object.assign(user, { email: `${discord.username}@users.sim.invalid`, verified: true });
  return user;
}

export function discordRoutes(world: World): Route[] {
  const handler: Route['handler'] = (request) => ({ status: 200, json: currentUser(world, request) });
  return [
    { api: 'discord', method: 'GET', pattern: '/api/users/@me', handler },
    {
      api: 'discord',
      method: 'GET',
      pattern: '/api/:version/users/@me',
      handler: (request, params) => {
        if (!/^v\d+$/.test(params.version ?? ''))
          throw new ProviderError({ status: 404, json: { message: '404: Not Found', code: 0 } });
        return handler(request, params);
      },
    },
    {
      api: 'discord',
      method: 'POST',
      pattern: '/api/webhooks/:id/:token',
      handler: (request, params) => webhookPost(world, request, params),
    },
    {
      api: 'discord',
      method: 'POST',
      pattern: '/api/:version/webhooks/:id/:token',
      handler: (request, params) => {
        if (!/^v\d+$/.test(params.version ?? ''))
          throw new ProviderError({ status: 404, json: { message: '404: Not Found', code: 0 } });
        return webhookPost(world, request, params);
      },
    },
  ];
}
