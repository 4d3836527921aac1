import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../json';
import type { Simulator } from '../simulator';
import { helixGet, poeAppToken, poeGet, poeUserToken, startTestSimulator, twitchAppToken } from '../test-kit';
import type { Malformation } from './fault-rules';

let sim: Simulator;
let service: string;
let user: string;
beforeEach(async () => {
  sim = await startTestSimulator({ rateLimits: { poe: { mode: 'headers' } } });
  sim.control.advance('1h');
  service = await poeAppToken(sim, 'service:psapi');
  user = (await poeUserToken(sim)).access_token;
});
afterEach(async () => {
  await sim.close();
});

const river = (): Promise<Response> => poeGet(sim, '/public-stash-tabs', service);
const character = (): Promise<Response> => poeGet(sim, '/character/AliceNecro', user);

function malformed(malformation: Malformation, path: string, status?: number): void {
  sim.control.addFault({
    match: { api: 'poeApi', path },
    action: { kind: 'malformed', malformation, ...(status === undefined ? {} : { status }) },
  });
}

type Body = Record<string, Json>;

describe('status, latency and connection faults', () => {
  it('answers an injected 503 with the provider’s own error body', async () => {
    sim.control.addFault({ match: { api: 'poeApi' }, action: { kind: 'status', status: 503 } });
    sim.control.addFault({ match: { api: 'twitchApi' }, action: { kind: 'status', status: 500, message: 'boom' } });
    const poe = await river();
    expect(poe.status).toBe(503);
    expect(await poe.json()).toEqual({ error: { code: 7, message: 'Service Unavailable' } });
    const twitch = await helixGet(sim, '/helix/streams', await twitchAppToken(sim));
    expect(await twitch.json()).toEqual({ error: 'Internal Server Error', status: 500, message: 'boom' });
  });

  it('delays a response by the configured latency and then answers normally', async () => {
    sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'latency', ms: 30 } });
    const started = performance.now();
    const response = await river();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(response.status).toBe(200);
    expect(sim.journal.list({ path: '/public-stash-tabs' })[0]?.fault?.kind).toBe('latency');
  });

  it('leaves a request hanging until the client gives up', async () => {
    sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'hang' } });
    await expect(poeGet(sim, '/public-stash-tabs', service, { signal: AbortSignal.timeout(20) })).rejects.toThrow();
    expect(sim.journal.list({ path: '/public-stash-tabs' })[0]).toMatchObject({ outcome: 'hung', status: null });
  });

  it('drops the connection before answering', async () => {
    sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'drop' } });
    await expect(river()).rejects.toThrow();
    expect(sim.journal.list({ path: '/public-stash-tabs' })[0]?.outcome).toBe('dropped');
  });

  it('drops the connection half-way through the body', async () => {
    sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'drop', when: 'mid-body' } });
    const response = await river();
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});

describe('malformed bodies', () => {
  it('truncated-json and invalid-json do not parse', async () => {
    malformed('truncated-json', '/public-stash-tabs');
    malformed('invalid-json', '/character/*');
    const truncated = await (await river()).text();
    expect(truncated.startsWith('{"next_change_id"')).toBe(true);
    expect(() => JSON.parse(truncated) as unknown).toThrow();
    const invalid = await (await character()).text();
    expect(() => JSON.parse(invalid) as unknown).toThrow();
  });

  it('empty-body keeps the status and sends nothing', async () => {
    malformed('empty-body', '/public-stash-tabs');
    const response = await river();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('html answers with a Cloudflare page, error 1015 for a 429', async () => {
    malformed('html', '/public-stash-tabs', 429);
    const response = await river();
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<span class="cf-error-code">1015</span>');
  });

  it('wrong-type flips the type of the field consumers rely on', async () => {
    malformed('wrong-type', '/public-stash-tabs');
    malformed('wrong-type', '/character/*');
    expect(typeof ((await (await river()).json()) as Body).next_change_id).toBe('number');
    const detail = (await (await character()).json()) as { character: Body };
    expect(detail.character.level).toBe('1');
  });

  it('missing-field drops the primary field', async () => {
    malformed('missing-field', '/public-stash-tabs');
    malformed('missing-field', '/character/*');
    const page = (await (await river()).json()) as Body;
    expect(page).not.toHaveProperty('next_change_id');
    expect(page).toHaveProperty('stashes');
    expect(await (await character()).json()).toEqual({});
  });

  it('null-array nulls the items of the first stash', async () => {
    malformed('null-array', '/public-stash-tabs');
    const page = (await (await river()).json()) as { stashes: Body[] };
    expect(page.stashes[0]?.items).toBeNull();
    expect(page.stashes[1]?.items).not.toBeNull();
  });

  it('unknown-fields adds fields a tolerant consumer ignores', async () => {
    malformed('unknown-fields', '/public-stash-tabs');
    const page = (await (await river()).json()) as { sim_unknown_field: Json; stashes: Body[] };
    expect(page.sim_unknown_field).toBeDefined();
    expect(page.stashes[0]?.simUnknownFlag).toBe(true);
  });

  it('duplicate-stash repeats a tab in one page, the stale snapshot first', async () => {
    malformed('duplicate-stash', '/public-stash-tabs');
    const page = (await (await river()).json()) as { stashes: { id: string; items: unknown[] }[] };
    const [stale, current] = page.stashes;
    expect(stale?.id).toBe(current?.id);
    expect(stale?.items.length).toBe((current?.items.length ?? 0) - 1);
  });

  it('stale-cursor hands back the id that was asked for', async () => {
    const first = (await (await river()).json()) as { next_change_id: string };
    sim.control.injectStashChange({ account: 'Bob#5678', stash: 'dump', add: [{ baseType: 'Bound Fossil' }] });
    malformed('stale-cursor', '/public-stash-tabs');
    const response = await poeGet(sim, `/public-stash-tabs?id=${first.next_change_id}`, service);
    const page = (await response.json()) as { next_change_id: string; stashes: unknown[] };
    expect(page.stashes).toHaveLength(1);
    expect(page.next_change_id).toBe(first.next_change_id);
    expect(response.headers.get('x-next-change-id')).toBe(first.next_change_id);
  });

  it('missing-ratelimit-headers strips the X-Rate-Limit headers', async () => {
    expect((await river()).headers.get('x-rate-limit-policy')).toBe('public-stash-tabs-request-limit');
    malformed('missing-ratelimit-headers', '/public-stash-tabs');
    const response = await river();
    expect(response.headers.get('x-rate-limit-policy')).toBeNull();
    expect(response.headers.get('x-rate-limit-client-state')).toBeNull();
  });

  it('new-mod-format and old-mod-format render the other mod shape', async () => {
    malformed('new-mod-format', '/public-stash-tabs');
    const page = (await (await river()).json()) as { stashes: { items: { explicitMods?: Json[] }[] }[] };
    const belt = page.stashes[0]?.items.find((item) => item.explicitMods);
    expect(belt?.explicitMods?.[0]).toEqual({ description: expect.any(String) as string });
    sim.control.clearFaults();
    sim.control.setItemFormat('3.29');
    malformed('old-mod-format', '/public-stash-tabs');
    const old = (await (await river()).json()) as typeof page;
    expect(typeof old.stashes[0]?.items.find((item) => item.explicitMods)?.explicitMods?.[0]).toBe('string');
  });
});

describe('fault rule selection', () => {
  it('honours afterNth and times', async () => {
    sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'status', status: 500 },
      afterNth: 1,
      times: 2,
    });
    const statuses: number[] = [];
    for (let call = 0; call < 4; call++) statuses.push((await river()).status);
    expect(statuses).toEqual([200, 500, 500, 200]);
  });

  it('matches on the token’s account', async () => {
    const bob = (await poeUserToken(sim, 'Bob#5678')).access_token;
    sim.control.addFault({ match: { account: 'Bob#5678' }, action: { kind: 'status', status: 502 } });
    expect((await poeGet(sim, '/profile', user)).status).toBe(200);
    expect((await poeGet(sim, '/profile', bob)).status).toBe(502);
  });

  it('draws probabilistic faults from the seed, so runs repeat', async () => {
    const other = await startTestSimulator({ rateLimits: { poe: { mode: 'off' } } });
    try {
      const pattern = async (target: Simulator): Promise<number[]> => {
        target.control.addFault({
          match: { path: '/profile' },
          action: { kind: 'status', status: 500 },
          probability: 0.5,
        });
        const statuses: number[] = [];
        for (let call = 0; call < 16; call++) statuses.push((await poeGet(target, '/profile', undefined)).status);
        return statuses;
      };
      const first = await pattern(sim);
      expect(await pattern(other)).toEqual(first);
      expect(new Set(first)).toEqual(new Set([401, 500]));
    } finally {
      await other.close();
    }
  });

  it('lists, removes and clears rules through the control HTTP API', async () => {
    const created = await fetch(`${sim.urls.control}/faults`, {
      method: 'POST',
      body: JSON.stringify({ id: 'flaky', match: { api: 'poeApi' }, action: { kind: 'status', status: 500 } }),
    });
    expect(await created.json()).toEqual({ id: 'flaky' });
    expect((await river()).status).toBe(500);
    const listed = (await (await fetch(`${sim.urls.control}/faults`)).json()) as {
      faults: { id: string; fired: number }[];
    };
    expect(listed.faults).toMatchObject([{ id: 'flaky', fired: 1 }]);
    expect((await fetch(`${sim.urls.control}/faults/flaky`, { method: 'DELETE' })).status).toBe(200);
    expect((await river()).status).toBe(200);
    const invalid = await fetch(`${sim.urls.control}/faults`, {
      method: 'POST',
      body: JSON.stringify({ action: { kind: 'explode' } }),
    });
    expect(invalid.status).toBe(400);
  });
});

describe('rate-limit faults on Twitch', () => {
  it('advertise the configured limit, not a fixed one', async () => {
    sim.control.setRateLimits({ provider: 'twitch', config: { mode: 'headers', pointsPerMinute: 120 } });
    sim.control.addFault({ match: { api: 'twitchApi' }, action: { kind: 'rate-limit', retryAfter: 3 } });
    const response = await helixGet(sim, '/helix/streams', await twitchAppToken(sim));
    expect(response.status).toBe(429);
    expect(response.headers.get('ratelimit-limit')).toBe('120');
    expect(response.headers.get('ratelimit-remaining')).toBe('0');
    expect(response.headers.get('retry-after')).toBe('3');
  });
});
