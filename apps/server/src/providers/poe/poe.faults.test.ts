import type { FaultRuleInput, ItemFormat, Malformation } from '@app/simulator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PoeItem } from '../../modules/matching/poe-item.schema';
import { LEAGUE, poeSignIn, startProviders, upstreamFailure, type TestProviders } from '../simulator.fixtures';

/**
 * Every fault kind of docs/external-services.md §5.9 against the PoE client: each ends in a typed UpstreamError or a
 * retry that succeeds, never a crash, and never a page whose cursor could be advanced by mistake.
 */

let env: TestProviders;
let token: string;
let start: string;

async function setUp(itemFormat: ItemFormat = '3.28'): Promise<void> {
  env = await startProviders({ itemFormat });
  env.sim.control.advance('7h');
  token = (await poeSignIn(env)).accessToken;
  // The page after the current tip holds exactly the change injected next.
  start = await env.poe.getNinjaChangeId();
  env.sim.control.injectStashChange({
    account: 'Alice#1234',
    stash: 'loot',
    add: [
      { baseType: 'Vaal Regalia', rarity: 'Rare', name: 'Doom Shell', explicitMods: ['+90 to maximum Energy Shield'] },
    ],
  });
  env.sim.journal.clear();
}

afterEach(async () => {
  await env.close();
});

function fault(path: string, action: FaultRuleInput['action'], extra: Partial<FaultRuleInput> = {}): void {
  env.sim.control.addFault({ match: { api: 'poeApi', path }, action, ...extra });
}

function malformed(path: string, malformation: Malformation, status?: number): void {
  fault(path, { kind: 'malformed', malformation, ...(status === undefined ? {} : { status }) }, { times: 1 });
}

const river = (changeId: string | undefined = undefined) => env.poe.getPublicStashPage(changeId);
const character = () => env.poe.findCharacter(token, 'AliceNecro');

function requests(path: string): number {
  return env.sim.journal.list({ api: 'poeApi', path }).length;
}

describe('transport faults', () => {
  beforeEach(async () => {
    await setUp();
  });

  it('rate-limit: waits Retry-After, then gets the page', async () => {
    fault('/public-stash-tabs', { kind: 'rate-limit', retryAfter: 9 }, { times: 1 });
    await expect(river()).resolves.toMatchObject({ stashes: expect.any(Array) as unknown });
    const [limited, retried] = env.sim.journal.list({ path: '/public-stash-tabs' });
    expect(limited?.status).toBe(429);
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(9_000);
  });

  it('status 5xx: retried with back-off', async () => {
    fault('/character/*', { kind: 'status', status: 500 }, { times: 2 });
    await expect(character()).resolves.toMatchObject({ name: 'AliceNecro' });
    expect(requests('/character/AliceNecro')).toBe(3);
  });

  it('status 4xx: a typed error at once (404 on a character reads as gone)', async () => {
    fault('/profile', { kind: 'status', status: 401 }, { times: 1 });
    await expect(upstreamFailure(env.poe.getProfile(token))).resolves.toMatchObject({
      kind: 'unauthorized',
      retryable: false,
    });
    fault('/character/*', { kind: 'status', status: 404 }, { times: 1 });
    await expect(character()).resolves.toBeNull();
    fault('/league-account/*', { kind: 'status', status: 403 }, { times: 1 });
    await expect(upstreamFailure(env.poe.getLeagueAccount(token, LEAGUE))).resolves.toMatchObject({
      kind: 'forbidden',
    });
    expect(requests('/profile') + requests('/character/*') + requests('/league-account/*')).toBe(3);
  });

  it('latency: a slow answer is still an answer', async () => {
    fault('/character/*', { kind: 'latency', ms: 20 }, { times: 1 });
    await expect(character()).resolves.toMatchObject({ name: 'AliceNecro' });
  });

  it('hang: times out and tries again', async () => {
    await river(); // the app token, fetched with the default timeout
    env.sim.journal.clear();
    fault('/public-stash-tabs', { kind: 'hang' }, { times: 1 });
    await expect(env.poe.getPublicStashPage(undefined, { timeoutMs: 100 })).resolves.toMatchObject({
      stashes: expect.any(Array) as unknown,
    });
    expect(env.sim.journal.list({ path: '/public-stash-tabs' }).map((entry) => entry.outcome)).toEqual([
      'hung',
      'answered',
    ]);
  });

  it('hang every time: a network error, not a crash', async () => {
    await river();
    fault('/public-stash-tabs', { kind: 'hang' });
    await expect(upstreamFailure(env.poe.getPublicStashPage(undefined, { timeoutMs: 50 }))).resolves.toMatchObject({
      kind: 'network',
      retryable: true,
      upstreamStatus: null,
    });
  });

  it.each(['before-response', 'mid-body'] as const)('drop %s: tries again', async (when) => {
    fault('/character/*', { kind: 'drop', when }, { times: 1 });
    await expect(character()).resolves.toMatchObject({ name: 'AliceNecro' });
    expect(requests('/character/AliceNecro')).toBe(2);
  });
});

describe('malformed bodies', () => {
  beforeEach(async () => {
    await setUp();
  });

  it.each([
    ['truncated-json', '/public-stash-tabs'],
    ['invalid-json', '/character/*'],
    ['empty-body', '/public-stash-tabs'],
    ['wrong-type', '/public-stash-tabs'],
    ['wrong-type', '/character/*'],
    ['missing-field', '/public-stash-tabs'],
    ['missing-field', '/character/*'],
    ['missing-field', '/profile'],
    ['null-array', '/public-stash-tabs'],
    ['null-array', '/league/*/ladder'],
  ] as const)('%s on %s: a malformed error, not retried, and the next call works', async (malformation, path) => {
    malformed(path, malformation);
    const call = (): Promise<unknown> =>
      path === '/public-stash-tabs'
        ? river(start)
        : path === '/profile'
          ? env.poe.getProfile(token)
          : path === '/character/*'
            ? character()
            : env.poe.getLadderPage(LEAGUE, { limit: 50 });
    await expect(upstreamFailure(call())).resolves.toMatchObject({
      kind: 'malformed',
      provider: 'poe',
      retryable: true,
    });
    expect(requests(path)).toBe(1);
    await expect(call()).resolves.toBeTruthy();
  });

  it('html: a Cloudflare 503 page is a server error and is retried', async () => {
    malformed('/public-stash-tabs', 'html', 503);
    await expect(river(start)).resolves.toMatchObject({ stashes: expect.any(Array) as unknown });
    expect(requests('/public-stash-tabs')).toBe(2);
  });

  it('html: a Cloudflare 1015 page is a rate limit on everything PoE', async () => {
    malformed('/public-stash-tabs', 'html', 429);
    const error = await upstreamFailure(env.poe.getPublicStashPage(start, { maxWaitMs: 10_000 }));
    expect(error).toMatchObject({
      kind: 'rate_limited',
      upstreamStatus: 429,
      detail: expect.stringContaining('1015') as unknown,
    });
    await expect(upstreamFailure(env.poe.listCharacters(token, 'pc', { maxWaitMs: 10_000 }))).resolves.toMatchObject({
      kind: 'rate_limited',
      upstreamStatus: null,
    });
    expect(requests('*')).toBe(1);
  });

  it('unknown-fields: ignored (a character keeps them only in what goes to Path of Building)', async () => {
    const clean = await river(start);
    const { raw: cleanRaw, ...cleanCharacter } = (await character())!;
    malformed('/public-stash-tabs', 'unknown-fields');
    malformed('/character/*', 'unknown-fields');
    await expect(river(start)).resolves.toEqual(clean);
    const { raw, ...withUnknown } = (await character())!;
    expect(withUnknown).toEqual(cleanCharacter);
    expect(raw).toEqual({ ...cleanRaw, simUnknownFlag: true });
  });

  it('duplicate-stash: the later snapshot of a tab wins', async () => {
    malformed('/public-stash-tabs', 'duplicate-stash');
    const page = await river(start);
    const ids = page.stashes.map((stash) => stash.id);
    expect(new Set(ids).size).toBe(ids.length);
    const clean = await river(start);
    expect(page.stashes).toEqual(clean.stashes);
  });

  it('stale-cursor: a page that repeats its own id is not the tip, so nothing is skipped', async () => {
    malformed('/public-stash-tabs', 'stale-cursor');
    const stale = await river(start);
    expect(stale).toMatchObject({ changeId: start, nextChangeId: start, tip: false });
    expect(stale.stashes.length).toBeGreaterThan(0);
    const again = await river(stale.nextChangeId);
    expect(again.nextChangeId).not.toBe(start);
    expect(again.stashes).toEqual(stale.stashes);
  });

  it('missing-ratelimit-headers: the call succeeds and later calls are still paced', async () => {
    malformed('/public-stash-tabs', 'missing-ratelimit-headers');
    await expect(river(start)).resolves.toMatchObject({ stashes: expect.any(Array) as unknown });
    await expect(river(start)).resolves.toMatchObject({ stashes: expect.any(Array) as unknown });
    expect(env.sim.journal.list({ path: '/public-stash-tabs' }).some((entry) => entry.rateLimited)).toBe(false);
  });
});

describe.each([
  ['3.28', 'new-mod-format'],
  ['3.29', 'old-mod-format'],
] as const)('a %s scenario answering in the %s', (itemFormat, malformation) => {
  beforeEach(async () => {
    await setUp(itemFormat);
  });

  it('still yields items the matcher reads the same', async () => {
    const mods = (items: unknown[]): string[] =>
      items.flatMap(
        (item) => PoeItem.parse(item)?.explicitMods.map((mod) => `${mod.text}${mod.crafted ? ' (crafted)' : ''}`) ?? [],
      );
    const cleanPage = await river(start);
    const cleanCharacter = await character();
    malformed('/public-stash-tabs', malformation);
    malformed('/character/*', malformation);
    const page = await river(start);
    const detail = await character();
    expect(mods(page.stashes.flatMap((stash) => stash.items))).toEqual(
      mods(cleanPage.stashes.flatMap((stash) => stash.items)),
    );
    expect(mods(detail?.equipment ?? [])).toEqual(mods(cleanCharacter?.equipment ?? []));
    expect(mods(detail?.equipment ?? [])).toContain('+15% to all Elemental Resistances (crafted)');
    expect(JSON.stringify(page.stashes)).not.toEqual(JSON.stringify(cleanPage.stashes));
  });
});
