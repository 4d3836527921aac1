import { ProviderError, type Route, type SimRequest } from './http/router';
import type { JsonObject } from './json';
import { hashHex } from './seeded-random';
import type { World } from './world';

/** discord.com `/api[/v{n}]/users/@me` (docs/external-services.md §3.2). */

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
  ];
}
