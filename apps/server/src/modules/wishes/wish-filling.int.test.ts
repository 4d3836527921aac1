/**
 * Wishes tick themselves off through the real ingestion: the worker's jobs read the simulator's stash river and
 * guild stash over HTTP, the stash evaluation sees the items, and the team reads its list through the API.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeamWishes, Wish } from '@app/shared';
import { GUILD_TABS, LEAGUE } from '../../providers/simulator.fixtures';
import { addMember, insertEvent, insertTeam, insertUser } from '../../test/fixtures';
import { createJobWorld, type JobWorld } from '../../test/job-world';
import { drainJob } from '../../test/jobs';
import { DATABASE_KINDS } from '../../test/test-app';
import { determineGuildStashAccessJob } from '../../worker/determine-guild-stash-access.job';
import { evaluateStashChangesJob } from '../../worker/evaluate-stash-changes.job';
import { fetchGuildStashesJob } from '../../worker/fetch-guild-stashes.job';
import { fetchStashChangesJob } from '../../worker/fetch-stash-changes.job';

type Player = { authorization: string; team: number };

describe.each(DATABASE_KINDS)('wishes filled by the stashes on %s', (kind) => {
  let world: JobWorld;
  let eventId: number;
  let alice: Player;
  let bob: Player;

  beforeEach(async () => {
    world = await createJobWorld(kind, { streamStart: 'beginning' });
    const db = world.t.database.db;
    eventId = (
      await insertEvent(db, {
        name: LEAGUE,
        eventStartTime: new Date(Date.now() - 3_600_000),
        eventEndTime: new Date(Date.now() + 86_400_000),
      })
    ).id;
    const join = async (account: string, name: string, lead: boolean): Promise<Player> => {
      const team = (await insertTeam(db, eventId, name)).id;
      const user = await insertUser(db, { gameAccount: account, displayName: account.split('#')[0] });
      await addMember(db, eventId, team, user.id, lead);
      await world.signIn(user.id, account);
      return { ...(await world.t.auth(user.id)), team };
    };
    // Alice leads Red and is in its guild; Bob plays for Blue.
    alice = await join('Alice#1234', 'Red', true);
    bob = await join('Bob#5678', 'Blue', false);
  });
  afterEach(async () => {
    await world.close();
  });

  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Player, payload?: object) =>
    world.t.app.inject({ method, url: `/api${url}`, headers: { authorization: who.authorization }, payload });
  const wish = async (who: Player, body: { item: string; quantity: number; note?: string }) =>
    (await api('POST', `/events/${eventId}/teams/${who.team}/wishes`, who, body)).json<Wish>();
  const listOf = async (who: Player) =>
    (await api('GET', `/events/${eventId}/teams/${who.team}/wishes`, who)).json<TeamWishes>();
  const evaluate = () => drainJob(evaluateStashChangesJob(world.deps), eventId);

  it("ticks off a wish when a player's public tab shows the item in that quantity, for their own team only", async () => {
    const mirror = await wish(alice, { item: 'mirror of kalandra', quantity: 2, note: 'For the crafting bench' });
    const three = await wish(alice, { item: 'Mirror of Kalandra', quantity: 3 });
    const blues = await wish(bob, { item: 'Mirror of Kalandra', quantity: 1 });

    world.sim.sim.control.injectStashChange({
      account: 'Alice#1234',
      stash: 'Crafting',
      league: LEAGUE,
      items: [{ baseType: 'Mirror of Kalandra', stackSize: 2 }],
    });
    await drainJob(fetchStashChangesJob(world.deps), eventId);
    expect(await evaluate()).toMatchObject({ wishes_fulfilled: 1 });

    const red = await listOf(alice);
    expect(red.fulfilled).toEqual([
      {
        ...mirror,
        status: 'fulfilled',
        fulfilled: {
          by: 'stash_stream',
          user_id: mirror.asked_by_id,
          user_name: 'Alice',
          stash: 'Crafting',
          at: expect.any(String) as string,
        },
      },
    ]);
    // Two Mirrors are not the three the other wish asks for.
    expect(red.open.map((open) => open.id)).toEqual([three.id]);
    // Alice's tab is Red's: Blue's wish for the same item stays open.
    expect((await listOf(bob)).open.map((open) => open.id)).toEqual([blues.id]);
  });

  it('ticks off a wish when a fetched guild stash tab of the team shows the item', async () => {
    // The Red guild's Bank holds two Divine Orbs from the start.
    const divines = await wish(alice, { item: 'Divine  Orb', quantity: 2, note: 'Divine the chest' });
    const more = await wish(alice, { item: 'Divine Orb', quantity: 3 });
    const blues = await wish(bob, { item: 'Divine Orb', quantity: 1 });

    await drainJob(determineGuildStashAccessJob(world.deps), eventId);
    const bank = await api('PATCH', `/${eventId}/guild-stash/${GUILD_TABS.bank}`, alice);
    expect(bank.json<{ fetch_enabled: boolean }>().fetch_enabled).toBe(true);
    expect(await drainJob(fetchGuildStashesJob(world.deps), eventId)).toMatchObject({ snapshots: 1 });
    expect(await evaluate()).toMatchObject({ wishes_fulfilled: 1 });

    const red = await listOf(alice);
    expect(
      red.fulfilled.map((done) => [done.id, done.fulfilled?.by, done.fulfilled?.user_id, done.fulfilled?.stash]),
    ).toEqual([[divines.id, 'guild_stash', null, 'Bank']]);
    expect(red.open.map((open) => open.id)).toEqual([more.id]);
    expect((await listOf(bob)).open.map((open) => open.id)).toEqual([blues.id]);

    // A wish made after the tab was seen waits for its next contents: then the tab holds three, enough for both.
    await api('POST', `/events/${eventId}/teams/${alice.team}/wishes`, alice, { item: 'Divine Orb', quantity: 1 });
    expect(await evaluate()).toMatchObject({ wishes_fulfilled: 0 });
    world.sim.sim.control.changeGuildTab(GUILD_TABS.bank, { add: [{ baseType: 'Divine Orb', stackSize: 1 }] });
    world.sim.sim.control.advance('2m');
    await drainJob(fetchGuildStashesJob(world.deps), eventId);
    expect(await evaluate()).toMatchObject({ wishes_fulfilled: 2 });
    expect((await listOf(alice)).open).toEqual([]);
  });
});
