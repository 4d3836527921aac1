/**
 * A player's character refresh end to end: asked through the API, the character job reads the queued player first
 * from the simulated game, and the refresh reads done with how it went; asking again too soon is refused.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CharacterRefresh, CharacterSummary } from '@app/shared';
import { recurringJobs } from '../db/schema';
import { LEAGUE } from '../providers/simulator.fixtures';
import { addMember, insertEvent, insertTeam, insertUser } from '../test/fixtures';
import { createJobWorld, type JobWorld } from '../test/job-world';
import { runJob } from '../test/jobs';
import { DATABASE_KINDS } from '../test/test-app';
import { fetchCharacterDataJob } from './fetch-character-data.job';

describe.each(DATABASE_KINDS)('character refresh on %s', (kind) => {
  let world: JobWorld;
  beforeEach(async () => {
    world = await createJobWorld(kind, { streamStart: 'beginning', simulatedTime: true });
  });
  afterEach(async () => world.close());

  it('reads a queued player first, says done with the outcome, and refuses a second ask within the cooldown', async () => {
    const { sim, t } = world;
    const db = t.database.db;
    const now = sim.sim.clock.now();
    const event = await insertEvent(db, {
      name: LEAGUE,
      eventStartTime: new Date(now - 3_600_000),
      eventEndTime: new Date(now + 86_400_000),
    });
    const team = await insertTeam(db, event.id, 'Red');
    const players: number[] = [];
    for (const account of ['Alice#1234', 'Bob#5678']) {
      const user = await insertUser(db, { gameAccount: account });
      await addMember(db, event.id, team.id, user.id);
      await world.signIn(user.id, account);
      players.push(user.id);
    }
    const [alice = 0, bob = 0] = players;
    const outsider = await insertUser(db);
    const url = `/api/events/${event.id}/characters/refresh`;
    const ask = async (userId: number, method: 'GET' | 'POST') =>
      t.app.inject({ method, url, headers: await t.auth(userId) });

    // Not being read yet: nothing to refresh.
    expect((await ask(bob, 'POST')).statusCode).toBe(409);
    await db
      .insert(recurringJobs)
      .values({ eventId: event.id, jobType: 'FetchCharacterData', endDate: new Date(now + 86_400_000) });
    expect((await ask(outsider.id, 'POST')).statusCode).toBe(409);
    expect((await ask(bob, 'GET')).json<CharacterRefresh>()).toMatchObject({ state: 'none', next_allowed_at: null });

    const queued = await ask(bob, 'POST');
    expect(queued.statusCode).toBe(202);
    expect(queued.json<CharacterRefresh>()).toMatchObject({ state: 'queued', done_at: null });
    expect((await ask(bob, 'POST')).json<CharacterRefresh>()).toEqual(queued.json<CharacterRefresh>());

    sim.sim.journal.clear();
    await runJob(fetchCharacterDataJob(world.deps), event.id);
    // Bob asked, so Bob's character is read before Alice's, whose turn comes first otherwise.
    const readFor = sim.sim.journal
      .list({ api: 'poeApi' })
      .filter((entry) => entry.path.startsWith('/character'))
      .map((entry) => entry.account);
    expect(readFor[0]).toBe('Bob#5678');
    expect(readFor).toContain('Alice#1234');

    expect((await ask(bob, 'GET')).json<CharacterRefresh>()).toMatchObject({ state: 'done', outcome: 'saved' });
    expect((await ask(alice, 'GET')).json<CharacterRefresh>()).toMatchObject({ state: 'none' });
    const characters = (await t.app.inject({ method: 'GET', url: `/api/users/${bob}/characters` })).json<
      CharacterSummary[]
    >();
    expect(characters.map((character) => character.event_id)).toContain(event.id);

    const tooSoon = await ask(bob, 'POST');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.json<{ error: string }>().error).toContain('one refresh per 5 minutes');
  });
});
