import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PoeItem } from '../../modules/matching/poe-item.schema';
import { UpstreamError } from '../../lib/http/upstream-error';
import {
  CONTACT,
  GUILD_TABS,
  LEAGUE,
  POE2_LEAGUE,
  REDIRECT_URI,
  SERVER_VERSION,
  poeSignIn,
  startProviders,
  type TestProviders,
} from '../simulator.fixtures';
import { realmOf } from './poe.client';

/** Contract tests: every PoE client call against the simulator, in both item mod formats (docs/external-services.md §1.6). */

let env: TestProviders;
afterEach(async () => {
  await env.close();
});

function itemsOf(raw: unknown[]): PoeItem[] {
  return raw.map((item) => {
    const parsed = PoeItem.parse(item);
    if (!parsed) throw new Error(`not an item: ${JSON.stringify(item)}`);
    return parsed;
  });
}

describe('PoE OAuth', () => {
  beforeEach(async () => {
    env = await startProviders();
  });

  it('builds an authorize URL with PKCE S256, state and the sign-in scopes', () => {
    const url = new URL(
      env.poe.authorizeUrl({ redirectUri: REDIRECT_URI, state: 's1', codeChallenge: 'c'.repeat(43) }),
    );
    expect(url.origin + url.pathname).toBe(`${env.sim.urls.poeWeb}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'demo-poe-client',
      response_type: 'code',
      scope: 'account:profile account:characters account:league_accounts account:guild:stashes',
      state: 's1',
      redirect_uri: REDIRECT_URI,
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
  });

  it('exchanges a code for a token set naming the account', async () => {
    const tokens = await poeSignIn(env);
    expect(tokens).toMatchObject({
      accountName: 'Alice#1234',
      scopes: expect.arrayContaining(['account:profile']) as unknown,
    });
    expect(tokens.accountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.refreshToken).toEqual(expect.any(String));
    // Confidential clients: 28-day access tokens (docs/external-services.md §1.2).
    expect(tokens.expiresAt?.getTime()).toBe(env.sim.clock.now() + 28 * 86_400_000);
  });

  it('sends the User-Agent PoE requires on token and API calls', async () => {
    const tokens = await poeSignIn(env);
    await env.poe.getProfile(tokens.accessToken);
    const agents = env.sim.journal
      .list()
      .filter((entry) => entry.api === 'poeApi' || entry.method === 'POST')
      .map((entry) => entry.headers.userAgent);
    expect(new Set(agents)).toEqual(new Set([`OAuth demo-poe-client/${SERVER_VERSION} (contact: ${CONTACT})`]));
  });

  it('refreshes a token set; the spent refresh token is then refused as unauthorized', async () => {
    const first = await poeSignIn(env);
    const second = await env.poe.refresh(first.refreshToken ?? '');
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.accountName).toBe('Alice#1234');
    await expect(env.poe.getProfile(second.accessToken)).resolves.toMatchObject({ accountName: 'Alice#1234' });
    await expect(env.poe.refresh(first.refreshToken ?? '')).rejects.toMatchObject({
      kind: 'unauthorized',
      upstreamStatus: 400,
      retryable: false,
    });
  });

  it('refuses a wrong code verifier without retrying the POST', async () => {
    env.sim.control.queueConsent({ provider: 'poe', account: 'Alice#1234' });
    const url = env.poe.authorizeUrl({ redirectUri: REDIRECT_URI, state: 's', codeChallenge: 'a'.repeat(43) });
    const { followAuthorize } = await import('../simulator.fixtures');
    const code = (await followAuthorize(url)).searchParams.get('code') ?? '';
    const error = await env.poe
      .exchangeCode({ code, redirectUri: REDIRECT_URI, codeVerifier: 'b'.repeat(43) })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 503, code: 'upstream_unavailable' });
    expect(env.sim.journal.list({ method: 'POST', path: '/oauth/token' })).toHaveLength(1);
  });
});

describe.each(['3.28', '3.29'] as const)('PoE API with items in the %s format', (itemFormat) => {
  let token: string;
  beforeEach(async () => {
    env = await startProviders({ itemFormat, ladder: { extraCharacters: 1_150 } });
    env.sim.control.advance('7h');
    token = (await poeSignIn(env)).accessToken;
  });

  it('reads the profile', async () => {
    await expect(env.poe.getProfile(token)).resolves.toEqual({
      accountId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      accountName: 'Alice#1234',
      locale: 'en_US',
      twitchName: 'alicelive',
    });
  });

  it('lists characters per realm', async () => {
    const pc = await env.poe.listCharacters(token);
    expect(pc).toEqual([
      expect.objectContaining({ name: 'AliceNecro', class: 'Necromancer', level: 90, league: LEAGUE, realm: 'pc' }),
    ]);
    const poe2 = await env.poe.listCharacters(token, realmOf('poe2'));
    expect(poe2).toEqual([expect.objectContaining({ name: 'AliceTwo', league: POE2_LEAGUE, realm: 'poe2' })]);
    expect(env.sim.journal.list({ api: 'poeApi', path: '/character*' }).map((entry) => entry.path)).toEqual([
      '/character',
      '/character/poe2',
    ]);
  });

  it('reads a character with raw equipment the item parser understands', async () => {
    const character = await env.poe.findCharacter(token, 'AliceNecro');
    expect(character).toMatchObject({
      name: 'AliceNecro',
      level: 90,
      class: 'Necromancer',
      passives: { pantheonMajor: 'Solaris', pantheonMinor: 'Shakari' },
    });
    expect(character?.passives.hashes.length).toBeGreaterThan(0);
    const [belt, armour] = itemsOf(character?.equipment ?? []);
    expect(belt?.name).toBe('Headhunter');
    expect(belt?.explicitMods.map((mod) => mod.text)).toEqual(['+55 to Strength', '+50 to Dexterity']);
    expect(armour?.explicitMods).toContainEqual(
      expect.objectContaining({ text: '+15% to all Elemental Resistances', crafted: true }),
    );
    const firstMods = (character?.equipment[0] as { explicitMods: unknown[] }).explicitMods;
    expect(typeof firstMods[0]).toBe(itemFormat === '3.28' ? 'string' : 'object');
  });

  it('reads a PoE2 character under /character/poe2', async () => {
    await expect(env.poe.findCharacter(token, 'AliceTwo', 'poe2')).resolves.toMatchObject({ level: 12, realm: 'poe2' });
    expect(env.sim.journal.list({ path: '/character/poe2/AliceTwo' })).toHaveLength(1);
  });

  it('answers null for a character that is gone or someone else’s', async () => {
    await expect(env.poe.findCharacter(token, 'NoSuchHero')).resolves.toBeNull();
    await expect(env.poe.findCharacter(token, 'BobSlayer')).resolves.toBeNull();
  });

  it('counts atlas passives from the largest atlas tree', async () => {
    await expect(env.poe.getLeagueAccount(token, LEAGUE)).resolves.toMatchObject({ atlasNodeCount: 12 });
    expect(env.sim.journal.list({ path: `/league-account/${LEAGUE}` })).toHaveLength(1);
  });

  it('pages through the whole ladder, 500 at a time, entries without an account included', async () => {
    const ladder = await env.poe.listLadder(LEAGUE);
    expect(ladder.total).toBe(1_152);
    expect(ladder.entries).toHaveLength(1_152);
    expect(ladder.entries.map((entry) => entry.rank)).toEqual(Array.from({ length: 1_152 }, (_, index) => index + 1));
    expect(ladder.entries.find((entry) => entry.characterName === 'AliceNecro')).toMatchObject({
      accountName: 'Alice#1234',
      twitchName: 'alicelive',
      level: 90,
    });
    expect(ladder.entries.some((entry) => entry.accountName === null)).toBe(true);
    const pages = env.sim.journal.list({ path: `/league/${LEAGUE}/ladder` });
    expect(pages.map((entry) => entry.query)).toEqual(
      [0, 500, 1000].map((offset) => ({ realm: ['pc'], sort: ['xp'], limit: ['500'], offset: [String(offset)] })),
    );
  });

  it('says that a league the game does not have does not exist, rather than that the game is not answering', async () => {
    const error = await env.poe.listLadder('Harvest Run (copy)').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'not_found', upstreamStatus: 404, retryable: false, status: 409 });
    expect((error as UpstreamError).toBody()).toEqual({
      error: 'League "Harvest Run (copy)" does not exist on Path of Exile: the event\'s name must be the league\'s id',
      code: 'conflict',
    });
    // A league of another realm is just as unknown to the realm asked for.
    await expect(env.poe.listLadder(LEAGUE, 'poe2')).rejects.toMatchObject({ status: 409 });
  });

  it('reads the public stash river to its tip with raw items, and starts from poe.ninja’s id', async () => {
    const seen: string[] = [];
    let changeId: string | undefined;
    for (let page = 0; page < 20; page += 1) {
      const result = await env.poe.getPublicStashPage(changeId);
      expect(result.headerNextChangeId).toBe(result.nextChangeId);
      seen.push(...result.stashes.map((stash) => stash.stash ?? ''));
      if (result.tip) break;
      changeId = result.nextChangeId;
    }
    expect(seen).toContain('loot');
    const tip = await env.poe.getNinjaChangeId();
    expect(tip).toBe(changeId);
    await expect(env.poe.getPublicStashPage(tip)).resolves.toMatchObject({ tip: true, stashes: [], nextChangeId: tip });

    env.sim.control.injectStashChange({
      account: 'Alice#1234',
      stash: 'loot',
      add: [{ baseType: 'Divine Orb', stackSize: 3 }],
    });
    const next = await env.poe.getPublicStashPage(tip);
    const loot = next.stashes.find((stash) => stash.stash === 'loot');
    expect(loot).toMatchObject({ public: true, accountName: 'Alice#1234', league: LEAGUE });
    const items = itemsOf(loot?.items ?? []);
    expect(items.map((item) => item.baseType)).toEqual(
      expect.arrayContaining(['Chaos Orb', 'Leather Belt', 'Divine Orb']),
    );
    expect(items.find((item) => item.name === 'Headhunter')?.explicitMods[0]?.text).toBe('+55 to Strength');
  });

  it('lists guild stash tabs and reads a tab and a folder’s child tab', async () => {
    const tabs = await env.poe.listGuildStashes(token, LEAGUE);
    expect(tabs).toEqual([
      expect.objectContaining({ id: GUILD_TABS.bank, name: 'Bank', folder: false, colour: 'ff0000', children: [] }),
      expect.objectContaining({
        id: GUILD_TABS.folder,
        folder: true,
        children: [
          expect.objectContaining({ id: GUILD_TABS.uniques, parentId: GUILD_TABS.folder, type: 'UniqueStash' }),
        ],
      }),
    ]);
    const bank = await env.poe.findGuildStashTab(token, LEAGUE, { id: GUILD_TABS.bank });
    expect(itemsOf(bank?.items ?? []).map((item) => [item.baseType, item.stackSize])).toEqual([['Divine Orb', 2]]);
    const uniques = await env.poe.findGuildStashTab(token, LEAGUE, {
      id: GUILD_TABS.folder,
      childId: GUILD_TABS.uniques,
    });
    expect(itemsOf(uniques?.items ?? []).map((item) => item.name)).toEqual(['Goldrim']);
    expect(
      env.sim.journal.list({ path: `/guild/stash/${LEAGUE}/${GUILD_TABS.folder}/${GUILD_TABS.uniques}` }),
    ).toHaveLength(1);
    await expect(env.poe.findGuildStashTab(token, LEAGUE, { id: 'ffffffffff' })).resolves.toBeNull();
  });
});

describe('PoE application token', () => {
  beforeEach(async () => {
    env = await startProviders();
  });

  it('is fetched once with the service scopes, stored, and reused', async () => {
    await env.poe.getPublicStashPage(undefined);
    await env.poe.getLadderPage(LEAGUE, { limit: 10 });
    const grants = env.sim.journal.list({ method: 'POST', path: '/oauth/token' });
    expect(grants).toHaveLength(1);
    await expect(env.appTokens.get('poe')).resolves.toEqual({
      accessToken: expect.any(String) as unknown,
      expiresAt: null,
    });
  });

  it('is replaced once when the provider stops accepting it', async () => {
    await env.poe.getPublicStashPage(undefined);
    const stored = await env.appTokens.get('poe');
    env.sim.control.revokeTokens({ token: stored?.accessToken ?? '' });
    await expect(env.poe.getLadderPage(LEAGUE, { limit: 10 })).resolves.toMatchObject({
      entries: expect.any(Array) as unknown,
    });
    expect(env.sim.journal.list({ method: 'POST', path: '/oauth/token' })).toHaveLength(2);
    expect((await env.appTokens.get('poe'))?.accessToken).not.toBe(stored?.accessToken);
  });

  it('reports a user token that was revoked as unauthorized', async () => {
    const tokens = await poeSignIn(env);
    env.sim.control.revokeTokens({ provider: 'poe', account: 'Alice#1234' });
    await expect(env.poe.listCharacters(tokens.accessToken)).rejects.toMatchObject({
      kind: 'unauthorized',
      upstreamStatus: 401,
      provider: 'poe',
      endpoint: 'GET /character[/realm]',
    });
  });

  it('reports a missing scope as forbidden', async () => {
    const tokens = await poeSignIn(env, 'Alice#1234', ['account:profile']);
    await expect(env.poe.listCharacters(tokens.accessToken)).rejects.toMatchObject({
      kind: 'forbidden',
      upstreamStatus: 403,
    });
  });
});
