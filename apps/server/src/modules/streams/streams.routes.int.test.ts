/**
 * GET /api/streams (issue 4 part 4): the current event's players live on Twitch, matched by Twitch user id,
 * one upstream call per cache period however many visitors ask, and a clear 503 when Twitch is down.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Stream } from '@app/shared';
import { linkedAccounts } from '../../db/schema';
import { startProviders, type TestProviders } from '../../providers/simulator.fixtures';
import { addMember, insertEvent, insertTeam, insertUser } from '../../test/fixtures';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app';
import { STREAMS_CACHE_MS } from './streams.service';

describe.each(DATABASE_KINDS)('GET /api/streams on %s', (kind) => {
  let sim: TestProviders;
  let t: TestApp;
  let clock: number;
  const ids = { alice: 0, bob: 0 };

  beforeEach(async () => {
    sim = await startProviders();
    clock = Date.parse('2026-05-01T20:00:00Z');
    t = await createTestApp(kind, {
      now: () => new Date(clock),
      providers: sim.providers,
    });
    const db = t.database.db;
    const event = await insertEvent(db, { isCurrent: true });
    const team = await insertTeam(db, event.id, 'Red');
    // Alice plays and streams; Bob streams but is not in the event; Carol plays without Twitch.
    for (const [name, twitchId, member] of [
      ['alice', '101', true],
      ['bob', '102', false],
    ] as const) {
      const user = await insertUser(db);
      ids[name] = user.id;
      // The login on file is stale on purpose: streams are matched by Twitch user id.
      await db
        .insert(linkedAccounts)
        .values({ userId: user.id, provider: 'twitch', accountId: twitchId, accountName: `old_${name}` });
      if (member) await addMember(db, event.id, team.id, user.id);
    }
    await addMember(db, event.id, team.id, (await insertUser(db)).id);
  });
  afterEach(async () => {
    await t.close();
    await sim.close();
  });

  const streams = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/streams' });
    return { status: response.statusCode, body: response.json<Stream[] | { error: string }>() };
  };
  const helixCalls = () => sim.sim.journal.list({ api: 'twitchApi', path: '/helix/streams' }).length;

  it('lists the players who are live with our user id, and asks Twitch once per period', async () => {
    expect(await streams()).toEqual({ status: 200, body: [] });

    // Alice goes live an hour into the scenario, Bob two hours in.
    sim.sim.control.advance('150m');
    clock += STREAMS_CACHE_MS + 1;
    const { body } = await streams();
    expect(body).toMatchObject([
      { user_id: '101', user_login: 'alicelive', title: 'racing', backend_user_id: ids.alice },
    ]);

    const before = helixCalls();
    await Promise.all(Array.from({ length: 20 }, () => streams()));
    expect(helixCalls()).toBe(before);
  });

  it('keeps the last list while Twitch is down, and says so when it has none', async () => {
    sim.sim.control.advance('90m');
    sim.sim.control.addFault({
      match: { api: 'twitchApi', path: '/helix/streams' },
      action: { kind: 'status', status: 503 },
      times: 100,
    });
    const down = await streams();
    expect(down.status).toBe(503);
    expect((down.body as { error: string }).error).toMatch(/Twitch/);

    sim.sim.control.clearFaults();
    clock += STREAMS_CACHE_MS + 1;
    expect((await streams()).body).toHaveLength(1);
    sim.sim.control.addFault({
      match: { api: 'twitchApi', path: '/helix/streams' },
      action: { kind: 'malformed', malformation: 'truncated-json' },
      times: 100,
    });
    clock += STREAMS_CACHE_MS + 1;
    expect(await streams()).toMatchObject({ status: 200, body: [{ backend_user_id: ids.alice }] });
  });
});
