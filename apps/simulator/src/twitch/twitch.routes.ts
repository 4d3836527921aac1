import { ProviderError, type Route, type SimRequest } from '../http/router';
import type { JsonObject } from '../json';
import type { TokenRecord } from '../oauth/oauth-server';
import type { World } from '../world';

/** api.twitch.tv Helix (docs/external-services.md §2.2–2.4): `/helix/streams` and `/helix/users`. */

const MAX_IDS = 100;
const MAX_FIRST = 100;
const DEFAULT_FIRST = 20;

function helixError(status: number, message: string): ProviderError {
  const error = status === 401 ? 'Unauthorized' : status === 400 ? 'Bad Request' : 'Error';
  return new ProviderError({ status, json: { error, status, message } });
}

/** Helix wants both a valid bearer token and the `Client-Id` it was issued to. */
function requireToken(world: World, request: SimRequest): TokenRecord {
  if (request.bearer === undefined) throw helixError(401, 'OAuth token is missing');
  const result = world.oauth.verify('twitch', request.bearer, request.at);
  if (!result.ok) throw helixError(401, 'Invalid OAuth token');
  const clientId = request.headers['client-id'];
  if (typeof clientId !== 'string' || clientId === '') throw helixError(401, 'Client-Id header required');
  if (clientId !== result.token.clientId) throw helixError(401, 'Client ID and OAuth token do not match');
  return result.token;
}

/** Cursors are opaque to clients; ours encode an offset into the current result list. */
function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ b: null, a: { Offset: offset } })).toString('base64url');
}

function decodeCursor(cursor: string): number {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const offset = (parsed as { a?: { Offset?: unknown } }).a?.Offset;
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // Falls through to the error below.
  }
  throw helixError(400, 'Invalid value for parameter "after"');
}

function firstParam(request: SimRequest): number {
  const raw = request.query.get('first');
  if (raw === null) return DEFAULT_FIRST;
  const first = Number(raw);
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST)
    throw helixError(400, 'The parameter "first" must be between 1 and 100');
  return first;
}

export function twitchRoutes(world: World): Route[] {
  return [
    {
      api: 'twitchApi',
      method: 'GET',
      pattern: '/helix/streams',
      handler: (request) => {
        requireToken(world, request);
        const ids = request.query.getAll('user_id');
        const logins = request.query.getAll('user_login').map((login) => login.toLowerCase());
        if (ids.length > MAX_IDS || logins.length > MAX_IDS)
          throw helixError(400, 'The parameter "user_id" or "user_login" may be given at most 100 times');
        const first = firstParam(request);
        const after = request.query.get('after');
        const offset = after === null ? 0 : decodeCursor(after);
        const type = request.query.get('type') ?? 'all';
        const gameIds = request.query.getAll('game_id');
        const languages = request.query.getAll('language');
        const rendered = world.streams
          .live(request.at)
          .filter(
            (stream) =>
              (ids.length + logins.length === 0 ||
                ids.includes(stream.streamer.userId) ||
                logins.includes(stream.streamer.login)) &&
              (type === 'all' || type === 'live') &&
              (languages.length === 0 || languages.includes(stream.session.language)) &&
              (gameIds.length === 0 || gameIds.includes(world.streams.gameId(stream))),
          )
          .map((stream) => world.streams.renderStream(stream));
        const page = rendered.slice(offset, offset + first);
        const pagination: JsonObject = offset + first < rendered.length ? { cursor: encodeCursor(offset + first) } : {};
        return { status: 200, json: { data: page, pagination } };
      },
    },
    {
      api: 'twitchApi',
      method: 'GET',
      pattern: '/helix/users',
      handler: (request) => {
        const token = requireToken(world, request);
        const ids = request.query.getAll('id');
        const logins = request.query.getAll('login').map((login) => login.toLowerCase());
        if (ids.length + logins.length > MAX_IDS) throw helixError(400, 'At most 100 id and login parameters combined');
        let wanted: string[];
        if (ids.length + logins.length > 0) wanted = [...ids, ...logins];
        else if (token.subject.kind === 'user') wanted = [token.subject.account];
        else throw helixError(400, 'Must provide an id or login parameter when using an app access token');
        const seen = new Set<string>();
        const data: JsonObject[] = [];
        for (const key of wanted) {
          const streamer = world.streams.find(key);
          if (!streamer || seen.has(streamer.userId)) continue;
          seen.add(streamer.userId);
          const self = token.subject.kind === 'user' && token.subject.account === streamer.userId;
          data.push(
            world.streams.renderUser(streamer, self && token.scopes.includes('user:read:email'), world.startAt),
          );
        }
        return { status: 200, json: { data } };
      },
    },
  ];
}
