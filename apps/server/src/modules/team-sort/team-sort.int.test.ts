import { describe, expect, it } from 'vitest';
import type { TeamSortSuggestion } from '@app/shared';
import { addMember, insertEvent, insertSignup, insertTeam, insertUser } from '../../test/fixtures';
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

  it('is for admins and managers only', async () => {
    const event = await insertEvent(t.database.db);
    const player = await t.auth((await insertUser(t.database.db)).id);
    const url = `/api/events/${event.id}/team-sort/suggestion`;
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, headers: player, payload: {} })).statusCode).toBe(403);
  });
});
