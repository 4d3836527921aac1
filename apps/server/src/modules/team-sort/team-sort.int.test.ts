import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TeamSortSuggestion } from '@app/shared';
import { signups } from '../../db/schema';
import { addMember, insertEvent, insertSignup, insertSignupGroup, insertTeam, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe.each(DATABASE_KINDS)('team sort suggestion on %s', (kind) => {
  const t = useTestApp(kind);

  it('proposes teams for the sign-ups without saving anything, the same for the same seed', async () => {
    const db = t.database.db;
    // Room for six; the seventh is waitlisted and is not placed.
    const event = await insertEvent(db, { maxSize: 6, waitlistSize: 5 });
    const [red, blue] = [await insertTeam(db, event.id, 'Red'), await insertTeam(db, event.id, 'Blue')];
    const user = (gameAccount: string) => insertUser(db, { gameAccount });
    const [ann, ben, cat, dan, eve, fay, gus] = [
      await user('Ann#1'),
      await user('Ben#2'),
      await user('Cat#3'),
      await user('Dan#4'),
      await user('Eve#5'),
      await user('Fay#6'),
      await user('Gus#7'),
    ];
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    await insertSignup(db, event.id, ann.id, at(1));
    await addMember(db, event.id, red.id, ann.id);
    // Ben and Cat named each other: they land together.
    await insertSignup(db, event.id, ben.id, at(2), 'Cat#3');
    await insertSignup(db, event.id, cat.id, at(3), 'Ben#2');
    await insertSignup(db, event.id, dan.id, at(4));
    await insertSignup(db, event.id, eve.id, at(5));
    await insertSignup(db, event.id, fay.id, at(6));
    await insertSignup(db, event.id, gus.id, at(7));

    const admin = await t.auth((await insertUser(db, { permissions: ['admin'] })).id);
    const manager = await t.auth((await insertUser(db, { permissions: ['manager'] })).id);
    const ask = (headers: { authorization: string }, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/events/${event.id}/team-sort/suggestion`, headers, payload });

    const response = await ask(admin, { seed: 42 });
    expect(response.statusCode).toBe(200);
    const suggestion = response.json<TeamSortSuggestion>();
    expect(suggestion.seed).toBe(42);
    const teamOf = new Map(suggestion.moves.map((move) => [move.user_id, move.team_id]));
    expect([...teamOf.keys()].sort((a, b) => a - b)).toEqual([ben.id, cat.id, dan.id, eve.id, fay.id]);
    expect(teamOf.get(ben.id)).toBe(teamOf.get(cat.id));
    expect(suggestion.compromises).toEqual([]);
    const figures = (rows: TeamSortSuggestion['before']) =>
      rows.map((row) => [row.team_id, row.members, row.total_hours]);
    expect(figures(suggestion.before)).toEqual([
      [red.id, 1, 6],
      [blue.id, 0, 0],
      [null, 5, 30],
    ]);
    expect(figures(suggestion.after)).toEqual([
      [red.id, 3, 18],
      [blue.id, 3, 18],
      [null, 0, 0],
    ]);
    expect(suggestion.after.map((row) => row.playtime)).toEqual([
      [0, 3, 0, 0, 0],
      [0, 3, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);

    expect((await ask(manager, { seed: 42 })).json()).toEqual(suggestion);
    const fresh = (await ask(admin, {})).json<TeamSortSuggestion>();
    expect(fresh.moves).toHaveLength(5);
    // Nothing was saved: the sign-ups are as they were.
    const signups = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}/signups`, headers: admin });
    expect(signups.json<{ team_id: number | null }[]>().map((signup) => signup.team_id)).toEqual([
      red.id,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps a sign-up group and partners on one team, and says which group it could not keep together and why', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, { maxSize: 12, maxGroupSize: 5 });
    const [north, south] = [await insertTeam(db, event.id, 'North'), await insertTeam(db, event.id, 'South')];
    await insertTeam(db, event.id, 'West');
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 0, minute));
    const ids = new Map<string, number>();
    const names = ['Aldo', 'Bree', 'Cato', 'Dita', 'Elro', 'Fenn', 'Gale', 'Hale', 'Isko'];
    for (const [index, name] of names.entries()) {
      const user = await insertUser(db, { gameAccount: `${name}#${700 + index}`, displayName: name });
      const partner = { Hale: 'Isko#708', Isko: 'Hale#707' }[name] ?? null;
      await insertSignup(db, event.id, user.id, at(index), partner);
      ids.set(name, user.id);
    }
    const idsOf = (...who: string[]) => who.map((name) => ids.get(name) ?? 0);
    /** The players named form one sign-up group, and nobody else is in one. */
    const group = async (...who: string[]) => {
      await db.update(signups).set({ groupId: null }).where(eq(signups.eventId, event.id));
      await insertSignupGroup(db, event.id, idsOf(...who));
    };
    const admin = await t.auth((await insertUser(db, { permissions: ['admin'] })).id);
    const suggest = async (seed: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/team-sort/suggestion`,
        headers: admin,
        payload: { seed },
      });
      const suggestion = response.json<TeamSortSuggestion>();
      const teams = new Map(suggestion.moves.map((move) => [move.user_id, move.team_id]));
      return { ...suggestion, teamsOf: (...who: string[]) => idsOf(...who).map((userId) => teams.get(userId)) };
    };

    // Nine players in three teams: three a team. Aldo, Bree and Cato signed up together; Hale and Isko named each other.
    await group('Aldo', 'Bree', 'Cato');
    for (const seed of [1, 2, 3]) {
      const suggestion = await suggest(seed);
      expect(new Set(suggestion.teamsOf('Aldo', 'Bree', 'Cato')).size, `seed ${seed}`).toBe(1);
      expect(new Set(suggestion.teamsOf('Hale', 'Isko')).size, `seed ${seed}`).toBe(1);
      expect([suggestion.team_size, suggestion.split_groups]).toEqual([3, []]);
    }

    // Dita and Elro join them: a group of five cannot be on one team of three; it is split over two teams.
    await group('Aldo', 'Bree', 'Cato', 'Dita', 'Elro');
    const tooLarge = await suggest(4);
    const teams = [...new Set(tooLarge.teamsOf('Aldo', 'Bree', 'Cato', 'Dita', 'Elro'))] as number[];
    expect(teams).toHaveLength(2);
    expect(tooLarge.split_groups).toEqual([
      {
        user_ids: idsOf('Aldo', 'Bree', 'Cato', 'Dita', 'Elro'),
        reason: 'too_large',
        team_ids: teams.sort((a, b) => a - b),
      },
    ]);

    // Placed apart by hand: Fenn on North and Gale on South signed up together; the sort cannot move them.
    await group('Fenn', 'Gale');
    const [fenn = 0, gale = 0] = idsOf('Fenn', 'Gale');
    await addMember(db, event.id, north.id, fenn);
    await addMember(db, event.id, south.id, gale);
    expect((await suggest(5)).split_groups).toEqual([
      { user_ids: [fenn, gale], reason: 'placed_apart', team_ids: [north.id, south.id] },
    ]);
  });

  it('is for admins and managers only', async () => {
    const event = await insertEvent(t.database.db);
    const player = await t.auth((await insertUser(t.database.db)).id);
    const url = `/api/events/${event.id}/team-sort/suggestion`;
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: player, payload: {} })).statusCode).toBe(403);
  });
});
