import { poeError, ProviderError, type Route, type SimRequest, type SimResponse } from '../http/router';
import type { JsonObject } from '../json';
import type { TokenRecord } from '../oauth/oauth-server';
import { RealmSchema, type Realm } from '../scenario.schema';
import { SeededRandom } from '../seeded-random';
import { parseDuration } from '../virtual-clock';
import type { League, World } from '../world';
import { InvalidChangeIdError } from './stash-river';

/**
 * api.pathofexile.com (docs/external-services.md §1.5) and poe.ninja's "current change id". Realms go in the path for
 * characters (omitted for pc) and in `?realm=` for leagues and ladders.
 */

const LADDER_MAX_LIMIT = 500;
const LADDER_DEFAULT_LIMIT = 20;
const LEAGUE_LIST_MAX_LIMIT = 50;
const PATH_REALMS = new Set<string>(['xbox', 'sony', 'poe2']);

export function poeApiRoutes(world: World): Route[] {
  const get = (pattern: string, policy: Route['policy'], handler: Route['handler']): Route => ({
    api: 'poeApi',
    method: 'GET',
    pattern,
    ...(policy === undefined ? {} : { policy }),
    handler,
  });
  const user = (request: SimRequest, scope: string): { token: TokenRecord; account: string } => {
    const token = requireToken(world, request, [scope]);
    if (token.subject.kind !== 'user')
      throw new ProviderError(poeError(403, 'Forbidden: this endpoint needs a user token'));
    return { token, account: token.subject.account };
  };

  return [
    get('/profile', 'account-request-limit', (request) => {
      const { account } = user(request, 'account:profile');
      const record = world.accounts.findPoe(account);
      if (!record) throw new ProviderError(poeError(404));
      const profile: JsonObject = { uuid: record.uuid, name: record.name, locale: record.spec.locale };
      if (record.spec.twitch) profile.twitch = { name: record.spec.twitch.login };
      return ok(profile);
    }),
    get('/character', 'character-list-request-limit', (request) =>
      listCharacters(world, request, user(request, 'account:characters').account, 'pc'),
    ),
    get(
      '/character/:first',
      (params) => (PATH_REALMS.has(params.first ?? '') ? 'character-list-request-limit' : 'character-request-limit'),
      (request, params) => {
        const { account } = user(request, 'account:characters');
        const first = params.first ?? '';
        // Realm words are realms, never character names (docs/external-services.md §5.3).
        if (PATH_REALMS.has(first)) return listCharacters(world, request, account, first as Realm);
        return getCharacter(world, request, account, 'pc', first);
      },
    ),
    get('/character/:realm/:name', 'character-request-limit', (request, params) => {
      const { account } = user(request, 'account:characters');
      const realm = RealmSchema.safeParse(params.realm);
      if (!realm.success || realm.data === 'pc') throw new ProviderError(poeError(404));
      return getCharacter(world, request, account, realm.data, params.name ?? '');
    }),
    get('/league-account/:league', 'league-account-request-limit', (request, params) => {
      const { account } = user(request, 'account:league_accounts');
      const league = findLeague(world, params.league ?? '', 'pc');
      const passives = world.characters.atlasPassives(account, league.id, request.at) ?? 0;
      const hashes = atlasHashes(world.seed, account, league.id, passives);
      return ok({
        league_account: { atlas_passives: { hashes }, atlas_passive_trees: [{ name: 'Atlas Tree 1', hashes }] },
      });
    }),
    get('/league', 'league-request-limit', (request) => {
      requireToken(world, request, ['service:leagues']);
      const realm = realmQuery(request);
      const limit = intQuery(request, 'limit', LEAGUE_LIST_MAX_LIMIT, 1, LEAGUE_LIST_MAX_LIMIT);
      const offset = intQuery(request, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
      const leagues = [...world.leagues.values()].filter((league) => league.realm === realm);
      return ok({ leagues: leagues.slice(offset, offset + limit).map(renderLeague) });
    }),
    get('/league/:league', 'league-request-limit', (request, params) => {
      requireToken(world, request, ['service:leagues']);
      return ok({ league: renderLeague(findLeague(world, params.league ?? '', realmQuery(request))) });
    }),
    get('/league/:league/ladder', 'league-request-limit', (request, params) => {
      requireToken(world, request, ['service:leagues:ladder', 'service:leagues']);
      return ladder(world, request, findLeague(world, params.league ?? '', realmQuery(request)));
    }),
    get('/guild/stash/:league', 'guild-stash-request-limit', (request, params) => {
      const { account } = user(request, 'account:guild:stashes');
      const guild = world.guilds.guildOf(account, findLeague(world, params.league ?? '', 'pc').id);
      if (!guild) throw new ProviderError(poeError(404));
      return ok({ stashes: world.guilds.list(guild) });
    }),
    get('/guild/stash/:league/:id', 'guild-stash-request-limit', (request, params) =>
      guildTab(world, request, user(request, 'account:guild:stashes').account, params),
    ),
    get('/guild/stash/:league/:id/:child', 'guild-stash-request-limit', (request, params) =>
      guildTab(world, request, user(request, 'account:guild:stashes').account, params),
    ),
    get('/public-stash-tabs', 'public-stash-tabs-request-limit', (request) => {
      requireToken(world, request, ['service:psapi']);
      try {
        const page = world.river.page(request.query.get('id'), request.at);
        return {
          status: 200,
          headers: { 'X-Next-Change-Id': page.nextChangeId },
          json: {
            next_change_id: page.nextChangeId,
            stashes: page.changes.map((change) => world.river.render(change, request.itemFormat)),
          },
        };
      } catch (error) {
        if (error instanceof InvalidChangeIdError)
          throw new ProviderError(poeError(400, `Invalid query: ${error.message}`));
        throw error;
      }
    }),
    {
      api: 'poeNinja',
      method: 'GET',
      pattern: '/poe1/api/data/stats',
      handler: (request) => ok({ next_change_id: world.river.tip(request.at) }),
    },
  ];
}

function ok(json: JsonObject): SimResponse {
  return { status: 200, json };
}

/** Bearer token with one of `scopes`: 401 (code 8) without a valid token, 403 (code 6) without the scope. */
function requireToken(world: World, request: SimRequest, scopes: string[]): TokenRecord {
  if (request.bearer === undefined) throw new ProviderError(poeError(401, 'Unauthorized'));
  const result = world.oauth.verify('poe', request.bearer, request.at);
  if (!result.ok)
    throw new ProviderError(
      poeError(401, result.reason === 'expired' ? 'Unauthorized: token expired' : 'Unauthorized'),
    );
  if (!scopes.some((scope) => result.token.scopes.includes(scope))) {
    throw new ProviderError(poeError(403, `Forbidden: requires scope ${scopes.join(' or ')}`));
  }
  return result.token;
}

function realmQuery(request: SimRequest): Realm {
  const realm = RealmSchema.safeParse(request.query.get('realm') ?? 'pc');
  if (!realm.success) throw new ProviderError(poeError(400, 'Invalid query: unknown realm'));
  return realm.data;
}

function intQuery(request: SimRequest, name: string, fallback: number, min: number, max: number): number {
  const raw = request.query.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ProviderError(poeError(400, `Invalid query: ${name} must be an integer from ${min} to ${max}`));
  }
  return value;
}

function findLeague(world: World, id: string, realm: Realm): League {
  const league = world.leagues.get(id);
  if (!league || league.realm !== realm) throw new ProviderError(poeError(404));
  return league;
}

function renderLeague(league: League): JsonObject {
  const rendered: JsonObject = {
    id: league.id,
    realm: league.realm,
    url: `https://www.pathofexile.com/ladders/league/${encodeURIComponent(league.id)}`,
    startAt: isoSeconds(league.startAt),
    endAt: league.endAt === undefined ? null : isoSeconds(league.endAt),
    category: { id: league.id },
    rules: [],
  };
  if (league.description !== undefined) rendered.description = league.description;
  return rendered;
}

function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function listCharacters(world: World, request: SimRequest, account: string, realm: Realm): SimResponse {
  const states = world.characters
    .forAccount(account, realm)
    .filter((record) => (record.entries[0]?.at ?? Infinity) <= request.at)
    .map((record) => world.characters.stateAt(record, request.at))
    .filter((state) => !state.deleted);
  const latest = Math.max(...states.map((state) => state.changedAt));
  let currentMarked = false;
  const characters = states.map((state) => {
    const current = !currentMarked && state.changedAt === latest;
    if (current) currentMarked = true;
    return world.characters.renderListEntry(state, current);
  });
  return ok({ characters });
}

function getCharacter(world: World, request: SimRequest, account: string, realm: Realm, name: string): SimResponse {
  const record = world.characters.find(realm, name);
  // Another account's character is indistinguishable from a missing one.
  if (!record || record.account.name !== account || (record.entries[0]?.at ?? Infinity) > request.at)
    throw new ProviderError(poeError(404));
  const state = world.characters.stateAt(record, request.at);
  if (state.deleted) throw new ProviderError(poeError(404));
  return ok({ character: world.characters.renderDetail(state, request.itemFormat) });
}

function ladder(world: World, request: SimRequest, league: League): SimResponse {
  const limit = intQuery(request, 'limit', LADDER_DEFAULT_LIMIT, 1, LADDER_MAX_LIMIT);
  const offset = intQuery(request, 'offset', 0, 0, 15_000);
  const sort = request.query.get('sort') ?? 'xp';
  const refresh = Math.max(1, parseDuration(world.scenario.ladder.refreshPeriod));
  // The ladder is a cached snapshot: entries are as of `cached_since`, not of this instant.
  const cachedSince = Math.floor(request.at / refresh) * refresh;
  let rows = world.characters.ladder({ id: league.id, realm: league.realm, startAt: league.startAt }, cachedSince);
  if (sort === 'depth' || sort === 'depthsolo') {
    const key = sort === 'depth' ? 'depth' : 'depthSolo';
    rows = rows.filter((row) => row[key] > 0).sort((a, b) => b[key] - a[key] || b.experience - a.experience);
  } else if (sort === 'class') {
    const wanted = request.query.get('class');
    if (!wanted) throw new ProviderError(poeError(400, 'Invalid query: sort=class needs a class'));
    rows = rows.filter((row) => {
      const character = row.entry.character;
      return (
        typeof character === 'object' && character !== null && !Array.isArray(character) && character.class === wanted
      );
    });
  } else if (sort !== 'xp') {
    throw new ProviderError(poeError(400, `Invalid query: unsupported sort "${sort}"`));
  }
  const entries = rows.slice(offset, offset + limit).map((row, index) => ({ ...row.entry, rank: offset + index + 1 }));
  return ok({
    league: renderLeague(league),
    ladder: { total: rows.length, cached_since: isoSeconds(cachedSince), entries },
  });
}

function guildTab(world: World, request: SimRequest, account: string, params: Record<string, string>): SimResponse {
  const guild = world.guilds.guildOf(account, findLeague(world, params.league ?? '', 'pc').id);
  if (!guild) throw new ProviderError(poeError(404));
  const stash = world.guilds.get(guild, params.id ?? '', params.child, request.at, request.itemFormat);
  if (!stash) throw new ProviderError(poeError(404));
  return ok({ stash });
}

function atlasHashes(seed: number, account: string, league: string, count: number): number[] {
  const random = SeededRandom.for(seed, 'atlas', account, league);
  const hashes = new Set<number>();
  while (hashes.size < count) hashes.add(random.int(1_000, 65_000));
  return [...hashes];
}
