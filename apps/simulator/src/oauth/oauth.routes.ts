import { ProviderError, type Route, type SimRequest, type SimResponse } from '../http/router';
import type { ApiName } from '../faults/fault-rules';
import type { JsonObject } from '../json';
import type { OAuthProvider } from '../accounts';
import type { World } from '../world';
import type { OAuthReply } from './oauth-server';
import { consentPage } from './consent-page';

/**
 * The authorization endpoints of each provider, on that provider's web/identity host:
 * PoE www.pathofexile.com `/oauth/*`, Twitch id.twitch.tv `/oauth2/*`, Discord discord.com
 * `/oauth2/authorize` and `/api/oauth2/token`. With `consentChooser` (demo mode), an authorize request that
 * does not say who consents shows a page to choose who signs in, or to refuse.
 */
export function oauthRoutes(world: World, options: { consentChooser?: boolean } = {}): Route[] {
  const authorize = (api: ApiName, provider: OAuthProvider, pattern: string): Route => ({
    api,
    method: 'GET',
    pattern,
    handler: (request) => {
      const result = world.oauth.authorize(provider, request.query, request.at, { askWho: options.consentChooser });
      return result.choose ? consentPage(provider, result.choose, request.query) : reply(result);
    },
  });
  /** What a client POSTs as a form (a token request, a revocation); PoE limits how often a client may. */
  const clientPost = (
    api: ApiName,
    provider: OAuthProvider,
    pattern: string,
    answer: (body: URLSearchParams, request: SimRequest) => OAuthReply,
  ): Route => ({
    api,
    method: 'POST',
    pattern,
    ...(provider === 'poe' ? { policy: 'token-request-limit' } : {}),
    handler: (request) => reply(answer(form(api, request), request)),
  });
  /** The Twitch token a request bears, checked; undefined when it bears none. */
  const twitchBearer = (request: SimRequest) =>
    request.bearer === undefined ? undefined : world.oauth.verify('twitch', request.bearer, request.at);
  const token = (api: ApiName, provider: OAuthProvider, pattern: string) =>
    clientPost(api, provider, pattern, (body, request) =>
      world.oauth.token(provider, body, request.headers.authorization, request.at),
    );
  const revoke = (api: ApiName, provider: OAuthProvider, pattern: string) =>
    clientPost(api, provider, pattern, (body, request) =>
      world.oauth.revokeByClient(provider, body, request.headers.authorization),
    );

  return [
    authorize('poeWeb', 'poe', '/oauth/authorize'),
    token('poeWeb', 'poe', '/oauth/token'),
    revoke('poeWeb', 'poe', '/oauth/token/revoke'),

    authorize('twitchId', 'twitch', '/oauth2/authorize'),
    token('twitchId', 'twitch', '/oauth2/token'),
    revoke('twitchId', 'twitch', '/oauth2/revoke'),
    {
      api: 'twitchId',
      method: 'GET',
      pattern: '/oauth2/validate',
      handler: (request): SimResponse => {
        const result = twitchBearer(request);
        if (!result?.ok) return { status: 401, json: { status: 401, message: 'invalid access token' } };
        const { token: access } = result;
        const user = access.subject.kind === 'user' ? world.streams.find(access.subject.account) : undefined;
        const expiresIn = access.expiresAt === null ? 0 : Math.floor((access.expiresAt - request.at) / 1000);
        return {
          status: 200,
          json: {
            client_id: access.clientId,
            ...(access.subject.kind === 'user' ? { login: user?.login ?? '', user_id: access.subject.account } : {}),
            scopes: access.scopes,
            expires_in: expiresIn,
          },
        };
      },
    },
    {
      api: 'twitchId',
      method: 'GET',
      pattern: '/oauth2/userinfo',
      handler: (request): SimResponse => {
        const result = twitchBearer(request);
        // OIDC userinfo needs a user token that was granted `openid` (docs/external-services.md §2.3).
        if (!result?.ok || result.token.subject.kind !== 'user' || !result.token.scopes.includes('openid')) {
          return {
            status: 401,
            json: { error: 'Unauthorized', status: 401, message: 'missing or invalid OIDC access token' },
          };
        }
        const { token: access } = result;
        const subject = access.subject.kind === 'user' ? access.subject.account : '';
        const user = world.streams.find(subject);
        return {
          status: 200,
          json: {
            aud: access.clientId,
            exp: Math.floor((access.expiresAt ?? request.at) / 1000),
            iat: Math.floor(access.issuedAt / 1000),
            iss: 'https://id.twitch.tv/oauth2',
            sub: subject,
            preferred_username: user?.displayName ?? subject,
          },
        };
      },
    },

    authorize('discord', 'discord', '/oauth2/authorize'),
    authorize('discord', 'discord', '/api/oauth2/authorize'),
    token('discord', 'discord', '/api/oauth2/token'),
    token('discord', 'discord', '/api/:version/oauth2/token'),
    revoke('discord', 'discord', '/api/oauth2/token/revoke'),
  ];
}

/** Token endpoints take `application/x-www-form-urlencoded` bodies only. */
function form(api: ApiName, request: SimRequest): URLSearchParams {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    const message = 'The token endpoint expects an application/x-www-form-urlencoded body';
    const json: JsonObject =
      api === 'twitchId' ? { status: 400, message } : { error: 'invalid_request', error_description: message };
    throw new ProviderError({ status: 400, json });
  }
  return new URLSearchParams(request.body);
}

function reply(result: OAuthReply): SimResponse {
  if (result.location !== undefined) return { status: result.status, location: result.location };
  // Token responses must not be cached (RFC 6749 §5.1).
  return {
    status: result.status,
    headers: { 'Cache-Control': 'no-store', Pragma: 'no-cache', ...result.headers },
    ...(result.json ? { json: result.json } : {}),
  };
}
