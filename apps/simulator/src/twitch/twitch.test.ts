import { afterEach, describe, expect, it } from 'vitest';
import type { AccountSpec, ScenarioInput } from '../scenario.schema';
import type { Simulator } from '../simulator';
import { helixGet, startTestSimulator, testScenario, twitchAppToken } from '../test-kit';

type Streams = {
  data: {
    user_id: string;
    user_login: string;
    viewer_count: number;
    type: string;
    title: string;
    started_at: string;
    thumbnail_url: string;
  }[];
  pagination: { cursor?: string };
};

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** 150 streamers, all live from the start, with distinct audiences. */
function crowd(): Partial<ScenarioInput> {
  const accounts: AccountSpec[] = Array.from({ length: 150 }, (_, index) => ({
    name: `Streamer${index}#${String(1000 + index)}`,
    locale: 'en_US',
    twitch: {
      id: String(5000 + index),
      login: `streamer_${index}`,
      streams: [
        {
          from: 0,
          title: `stream ${index}`,
          viewers: 1000 + index * 10,
          language: 'en',
          tags: ['English'],
          gameName: 'Path of Exile',
        },
      ],
    },
    characters: [],
    stashes: [],
  }));
  return { accounts, guilds: [], rateLimits: { twitch: { mode: 'off' } } };
}

async function streams(target: Simulator, token: string, query: URLSearchParams): Promise<Streams> {
  return (await (await helixGet(target, `/helix/streams?${query.toString()}`, token)).json()) as Streams;
}

describe('GET /helix/streams', () => {
  it('lists only live users among the ids asked for, most watched first', async () => {
    sim = await startTestSimulator();
    const token = await twitchAppToken(sim);
    const query = new URLSearchParams([
      ['user_id', '101'],
      ['user_id', '999'],
    ]);
    expect((await streams(sim, token, query)).data).toEqual([]);
    sim.control.advance('90m');
    const live = await streams(sim, token, query);
    expect(live.data).toMatchObject([
      { user_id: '101', user_login: 'alicelive', type: 'live', title: 'racing', started_at: '2026-05-01T21:00:00Z' },
    ]);
    expect(live.data[0]?.thumbnail_url).toBe(
      'https://static-cdn.jtvnw.net/previews-ttv/live_user_alicelive-{width}x{height}.jpg',
    );
    expect(live.pagination).toEqual({});
    sim.control.advance('4h');
    expect((await streams(sim, token, query)).data).toEqual([]);
  });

  it('follows the control API going live and offline', async () => {
    sim = await startTestSimulator();
    const token = await twitchAppToken(sim);
    sim.control.setStream('alicelive', { live: true, title: 'surprise stream', viewers: 3 });
    const live = await streams(sim, token, new URLSearchParams({ user_login: 'AliceLive' }));
    expect(live.data).toMatchObject([{ title: 'surprise stream', user_id: '101' }]);
    sim.control.setStream('101', { live: false });
    expect((await streams(sim, token, new URLSearchParams({ user_id: '101' }))).data).toEqual([]);
  });

  it('pages with first and after cursors over more than 100 live streams', async () => {
    sim = await startTestSimulator(crowd());
    const token = await twitchAppToken(sim);
    const ids = Array.from({ length: 100 }, (_, index): [string, string] => ['user_id', String(5000 + index)]);
    const first = await streams(sim, token, new URLSearchParams([...ids, ['first', '60']]));
    expect(first.data).toHaveLength(60);
    expect(first.pagination.cursor).toEqual(expect.any(String));
    const second = await streams(
      sim,
      token,
      new URLSearchParams([...ids, ['first', '60'], ['after', first.pagination.cursor ?? '']]),
    );
    expect(second.data).toHaveLength(40);
    expect(second.pagination).toEqual({});
    const seen = new Set([...first.data, ...second.data].map((stream) => stream.user_id));
    expect(seen.size).toBe(100);
    const viewers = [...first.data, ...second.data].map((stream) => stream.viewer_count);
    expect([...viewers].sort((a, b) => b - a)).toEqual(viewers);
  });

  it('refuses more than 100 user_id values and a bad first', async () => {
    sim = await startTestSimulator(crowd());
    const token = await twitchAppToken(sim);
    const ids = Array.from({ length: 101 }, (_, index): [string, string] => ['user_id', String(5000 + index)]);
    const response = await helixGet(sim, `/helix/streams?${new URLSearchParams(ids).toString()}`, token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { status: number }).status).toBe(400);
    expect((await helixGet(sim, '/helix/streams?first=101', token)).status).toBe(400);
  });

  it('needs a token and the Client-Id it was issued to', async () => {
    sim = await startTestSimulator(testScenario());
    const token = await twitchAppToken(sim);
    const mismatch = await helixGet(sim, '/helix/streams', token, 'someone-else');
    expect(mismatch.status).toBe(401);
    expect(await mismatch.json()).toEqual({
      error: 'Unauthorized',
      status: 401,
      message: 'Client ID and OAuth token do not match',
    });
    expect(
      (await fetch(`${sim.urls.twitchApi}/helix/streams`, { headers: { 'client-id': 'twitch-client' } })).status,
    ).toBe(401);
  });
});

describe('GET /helix/users', () => {
  it('looks users up by id and login, and needs one of them with an app token', async () => {
    sim = await startTestSimulator();
    const token = await twitchAppToken(sim);
    const body = (await (await helixGet(sim, '/helix/users?id=101&login=alicelive', token)).json()) as {
      data: { id: string; display_name: string; email?: string }[];
    };
    expect(body.data).toEqual([expect.objectContaining({ id: '101', login: 'alicelive', display_name: 'AliceLive' })]);
    expect(body.data[0]).not.toHaveProperty('email');
    expect((await helixGet(sim, '/helix/users', token)).status).toBe(400);
  });
});
