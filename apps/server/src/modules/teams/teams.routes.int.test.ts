import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@app/shared';
import { teamMembers, teams } from '../../db/schema';
import { addMember, insertEvent, insertTeam, insertUser, membershipsOf } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe.each(DATABASE_KINDS)('teams API on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: { authorization: string };
  let manager: { authorization: string };
  let player: { authorization: string };

  beforeAll(async () => {
    admin = await t.auth((await insertUser(t.database.db, { permissions: ['admin'] })).id);
    manager = await t.auth((await insertUser(t.database.db, { permissions: ['manager'] })).id);
    player = await t.auth((await insertUser(t.database.db)).id);
  });

  const inject = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers?: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as never });

  describe('PUT /api/events/:event_id/teams', () => {
    it("keeps allowed classes to the event's game version, in the game's spelling", async () => {
      const event = await insertEvent(t.database.db, { gameVersion: 'poe1' });
      const created = await inject('PUT', `/api/events/${event.id}/teams`, admin, {
        name: 'Casters',
        allowed_classes: [' juggernaut', 'Witch', 'WITCH', 'Scion'],
      });
      expect(created.statusCode).toBe(201);
      expect(created.json<Team>().allowed_classes).toEqual(['Juggernaut', 'Witch', 'Scion']);

      // Smith of Kitava is poe2's; "Necromancr" is a typo that would make every character off-class.
      const refused = await inject('PUT', `/api/events/${event.id}/teams`, admin, {
        id: created.json<Team>().id,
        name: 'Casters',
        allowed_classes: ['Necromancer', 'Smith of Kitava', 'Necromancr'],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'Not a class or ascendancy of poe1: Smith of Kitava, Necromancr',
        details: { allowed_classes: ['Smith of Kitava', 'Necromancr'] },
      });
      expect((await inject('GET', `/api/events/${event.id}/teams/${created.json<Team>().id}`)).json<Team>()).toEqual(
        created.json<Team>(),
      );
    });

    it('lets admins create and rename teams of an event', async () => {
      const event = await insertEvent(t.database.db);
      const created = await inject('PUT', `/api/events/${event.id}/teams`, admin, {
        name: 'Blue',
        color: '#0000ff',
        abbreviation: 'BLU',
        allowed_classes: ['Necromancer'],
      });
      expect(created.statusCode).toBe(201);
      const team = created.json<Team>();
      expect(team).toMatchObject({
        event_id: event.id,
        name: 'Blue',
        color: '#0000ff',
        abbreviation: 'BLU',
        allowed_classes: ['Necromancer'],
      });
      const renamed = await inject('PUT', `/api/events/${event.id}/teams`, admin, { id: team.id, name: 'Azure' });
      expect(renamed.statusCode).toBe(200);
      expect((await inject('GET', `/api/events/${event.id}/teams`)).json<Team[]>().map((x) => x.name)).toEqual([
        'Azure',
      ]);
    });

    it('keeps what an update leaves out, and gives a new team the defaults', async () => {
      const event = await insertEvent(t.database.db);
      const fields = {
        name: 'Blue',
        color: '#0000ff',
        abbreviation: 'BLU',
        allowed_classes: ['Necromancer', 'Occultist'],
      };
      const team = (await inject('PUT', `/api/events/${event.id}/teams`, admin, fields)).json<Team>();
      const renamed = await inject('PUT', `/api/events/${event.id}/teams`, admin, { id: team.id, name: 'Azure' });
      expect(renamed.json<Team>()).toEqual({ ...team, name: 'Azure' });
      const cleared = await inject('PUT', `/api/events/${event.id}/teams`, admin, {
        id: team.id,
        name: 'Azure',
        abbreviation: '',
        allowed_classes: [],
      });
      expect(cleared.json<Team>()).toEqual({ ...team, name: 'Azure', abbreviation: '', allowed_classes: [] });

      const bare = (await inject('PUT', `/api/events/${event.id}/teams`, admin, { name: 'Plain' })).json<Team>();
      expect(bare).toMatchObject({ name: 'Plain', abbreviation: '', color: '#64748b', allowed_classes: [] });
    });

    it('refuses players, bad colours, duplicate names, teams of other events and locked events', async () => {
      const event = await insertEvent(t.database.db);
      const other = await insertEvent(t.database.db);
      const foreign = await insertTeam(t.database.db, other.id);
      await insertTeam(t.database.db, event.id, 'Red');
      expect((await inject('PUT', `/api/events/${event.id}/teams`, player, { name: 'X' })).statusCode).toBe(403);
      const badColour = await inject('PUT', `/api/events/${event.id}/teams`, admin, { name: 'X', color: 'red' });
      expect(badColour.statusCode).toBe(400);
      expect(badColour.json<{ error: string }>().error).toContain('body.color');
      expect((await inject('PUT', `/api/events/${event.id}/teams`, admin, { name: 'red' })).statusCode).toBe(409);
      expect(
        (await inject('PUT', `/api/events/${event.id}/teams`, admin, { id: foreign.id, name: 'Stolen' })).statusCode,
      ).toBe(404);
      const [unchanged] = await t.database.db.select().from(teams).where(eq(teams.id, foreign.id));
      expect(unchanged?.name).toBe(foreign.name);

      const locked = await insertEvent(t.database.db, { isLocked: true });
      const refused = await inject('PUT', `/api/events/${locked.id}/teams`, admin, { name: 'Late' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'event_locked' });
    });
  });

  describe('GET and DELETE /api/events/:event_id/teams/:team_id', () => {
    it('finds a team only under its own event', async () => {
      const event = await insertEvent(t.database.db);
      const other = await insertEvent(t.database.db);
      const team = await insertTeam(t.database.db, event.id);
      expect((await inject('GET', `/api/events/${event.id}/teams/${team.id}`)).json<Team>().id).toBe(team.id);
      expect((await inject('GET', `/api/events/${other.id}/teams/${team.id}`)).statusCode).toBe(404);
      expect((await inject('GET', `/api/events/${event.id}/teams/abc`)).statusCode).toBe(400);
    });

    it('deletes a team of the event with its memberships, never one of another event', async () => {
      const event = await insertEvent(t.database.db);
      const other = await insertEvent(t.database.db);
      const team = await insertTeam(t.database.db, event.id);
      const member = await insertUser(t.database.db);
      await addMember(t.database.db, event.id, team.id, member.id);
      expect((await inject('DELETE', `/api/events/${other.id}/teams/${team.id}`, admin)).statusCode).toBe(404);
      expect((await inject('DELETE', `/api/events/${event.id}/teams/${team.id}`, manager)).statusCode).toBe(403);

      // A team with members asks for confirmation first and stays as it is.
      const unconfirmed = await inject('DELETE', `/api/events/${event.id}/teams/${team.id}`, admin);
      expect(unconfirmed.statusCode).toBe(409);
      expect(unconfirmed.json()).toMatchObject({
        error: `${team.name} has 1 member; confirm to delete it and leave them without a team`,
        details: { members: 1 },
      });
      expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, member.id))).toHaveLength(1);

      const confirmed = await inject('DELETE', `/api/events/${event.id}/teams/${team.id}?confirm=true`, admin);
      expect(confirmed.statusCode).toBe(204);
      expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.userId, member.id))).toEqual([]);
      expect((await inject('GET', `/api/events/${event.id}/teams/${team.id}`)).statusCode).toBe(404);
    });

    it('deletes an empty team without asking', async () => {
      const event = await insertEvent(t.database.db);
      const team = await insertTeam(t.database.db, event.id);
      expect((await inject('DELETE', `/api/events/${event.id}/teams/${team.id}`, admin)).statusCode).toBe(204);
      expect(await t.database.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    });
  });

  describe('PUT /api/events/:event_id/teams/users', () => {
    it('moves users between teams, sets leads and takes users out with team 0', async () => {
      const event = await insertEvent(t.database.db);
      const [red, blue] = [await insertTeam(t.database.db, event.id), await insertTeam(t.database.db, event.id)];
      const [a, b] = [await insertUser(t.database.db), await insertUser(t.database.db)];
      await addMember(t.database.db, event.id, red.id, a.id);
      const response = await inject('PUT', `/api/events/${event.id}/teams/users`, manager, [
        { team_id: blue.id, user_id: a.id, is_team_lead: true },
        { team_id: red.id, user_id: b.id },
      ]);
      expect(response.statusCode).toBe(204);
      const rows = await t.database.db.select().from(teamMembers).where(eq(teamMembers.eventId, event.id));
      expect(rows.map((r) => [r.userId, r.teamId, r.isTeamLead]).sort()).toEqual(
        [
          [a.id, blue.id, true],
          [b.id, red.id, false],
        ].sort(),
      );
      expect(
        (await inject('PUT', `/api/events/${event.id}/teams/users`, admin, [{ team_id: 0, user_id: a.id }])).statusCode,
      ).toBe(204);
      expect(await membershipsOf(t.database.db, event.id, a.id)).toEqual([]);
    });

    it('changes nothing when one row names a team of another event, an unknown user or a user twice', async () => {
      const event = await insertEvent(t.database.db);
      const other = await insertEvent(t.database.db);
      const team = await insertTeam(t.database.db, event.id);
      const foreign = await insertTeam(t.database.db, other.id);
      const user = await insertUser(t.database.db);
      await addMember(t.database.db, event.id, team.id, user.id);
      const attempts = [
        [{ team_id: foreign.id, user_id: user.id }],
        [{ team_id: team.id, user_id: 2_000_000_000 }],
        [
          { team_id: team.id, user_id: user.id },
          { team_id: 0, user_id: user.id },
        ],
        { team_id: team.id, user_id: user.id },
      ];
      for (const payload of attempts) {
        expect((await inject('PUT', `/api/events/${event.id}/teams/users`, admin, payload)).statusCode).toBe(400);
      }
      const rows = await t.database.db.select().from(teamMembers).where(eq(teamMembers.eventId, event.id));
      expect(rows.map((r) => r.teamId)).toEqual([team.id]);
      expect((await inject('PUT', `/api/events/${event.id}/teams/users`, player, [])).statusCode).toBe(403);
    });
  });
});
