import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../simulator';
import { LEAGUE, poeAppToken, poeGet, poeUserToken, startTestSimulator, UA } from '../test-kit';
import type { JournalEntry } from './request-journal';

let sim: Simulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(async () => {
  await sim.close();
});

describe('request journal', () => {
  it('records method, path, query, headers, account, status and virtual time of each request', async () => {
    const { access_token } = await poeUserToken(sim);
    sim.control.advance('30m');
    await poeGet(sim, `/league-account/${encodeURIComponent(LEAGUE)}?realm=pc&x=1&x=2`, access_token);
    const [entry] = sim.journal.list({ api: 'poeApi' });
    expect(entry).toMatchObject({
      method: 'GET',
      path: `/league-account/${LEAGUE}`,
      query: { realm: ['pc'], x: ['1', '2'] },
      headers: { userAgent: UA, authorization: `Bearer ${access_token}` },
      account: 'Alice#1234',
      status: 403,
      outcome: 'answered',
      at: Date.parse('2026-05-01T20:30:00Z'),
      time: '2026-05-01T20:30:00.000Z',
    });
    expect(
      sim.journal.list({ api: 'poeWeb' }).map((logged) => `${logged.method} ${logged.path} ${logged.status}`),
    ).toEqual(['GET /oauth/authorize 302', 'POST /oauth/token 200']);
  });

  it('filters by path glob, status and time, and marks faults and app tokens', async () => {
    const token = await poeAppToken(sim, 'service:psapi');
    sim.control.addFault({
      id: 'once',
      match: { path: '/public-stash-tabs' },
      action: { kind: 'status', status: 500 },
      times: 1,
    });
    await poeGet(sim, '/public-stash-tabs', token);
    sim.control.advance('1m');
    await poeGet(sim, '/public-stash-tabs', token);
    const entries = sim.journal.list({ path: '/public-*' });
    expect(entries.map((entry) => entry.status)).toEqual([500, 200]);
    expect(entries[0]?.fault).toEqual({ id: 'once', kind: 'status' });
    expect(entries[1]?.account).toBe('app:test-client');
    expect(sim.journal.list({ status: 500 })).toHaveLength(1);
    expect(sim.journal.list({ since: entries[1]?.at })).toHaveLength(1);
  });

  it('is readable and clearable over the control HTTP API, which is not itself journaled', async () => {
    await fetch(`${sim.urls.poeApi}/nowhere`, { headers: { 'user-agent': UA } });
    const listed = (await (await fetch(`${sim.urls.control}/journal?api=poeApi`)).json()) as {
      entries: JournalEntry[];
    };
    expect(listed.entries).toMatchObject([{ path: '/nowhere', status: 404 }]);
    expect((await fetch(`${sim.urls.control}/journal`, { method: 'DELETE' })).status).toBe(200);
    expect(sim.journal.list()).toEqual([]);
  });
});

describe('control HTTP API', () => {
  it('advances the clock, levels a character and injects a stash change', async () => {
    const post = (path: string, body: unknown): Promise<Response> =>
      fetch(`${sim.urls.control}${path}`, { method: 'POST', body: JSON.stringify(body) });
    expect(await (await post('/clock/advance', { by: '2h' })).json()).toEqual({ now: '2026-05-01T22:00:00.000Z' });
    expect(await (await post('/characters/BobSlayer/progress', { level: 75 })).json()).toMatchObject({
      name: 'BobSlayer',
      level: 75,
    });
    const injected = (await (
      await post('/stash-changes', {
        account: 'Bob#5678',
        stash: 'new tab',
        league: LEAGUE,
        items: [{ baseType: 'Divine Orb' }],
      })
    ).json()) as { nextChangeId: string };
    expect(injected.nextChangeId).toBe(sim.control.stashTip());
    const bad = await post('/clock/set', { to: '2020-01-01T00:00:00Z' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('never runs backwards');
    expect((await fetch(`${sim.urls.control}/nope`)).status).toBe(404);
  });
});
