/**
 * A private event exists only for permission holders and its participants — on every route that shows
 * something of it, not only the event routes: characters and their history, and the streams list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { characters, characterStats } from '../../db/schema';
import { addMember, insertEvent, insertTeam, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe.each(DATABASE_KINDS)('private events on %s', (kind) => {
  let clock = Date.parse('2026-05-01T20:00:00Z');
  const t = useTestApp(kind, { now: () => new Date(clock) });
  const ids = { player: 0, stranger: 0, judge: 0, publicCharacter: 'c0ffee01', privateCharacter: 'c0ffee02' };

  beforeAll(async () => {
    const db = t.database.db;
    const open = await insertEvent(db, { isPublic: true });
    const hidden = await insertEvent(db, { isPublic: false, isCurrent: true });
    const player = await insertUser(db);
    ids.player = player.id;
    ids.stranger = (await insertUser(db)).id;
    ids.judge = (await insertUser(db, { permissions: ['submission_judge'] })).id;
    await addMember(db, hidden.id, (await insertTeam(db, hidden.id)).id, player.id);
    for (const [id, eventId, name] of [
      [ids.publicCharacter, open.id, 'OpenChar'],
      [ids.privateCharacter, hidden.id, 'SecretChar'],
    ] as const) {
      await db.insert(characters).values({ id, eventId, userId: player.id, name, level: 90, characterClass: 'Witch' });
      await db.insert(characterStats).values({ characterId: id, timestamp: new Date(clock), level: 90, experience: 1 });
    }
  });

  const get = async (url: string, userId?: number) => {
    const headers = userId === undefined ? {} : await t.auth(userId);
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const names = (body: unknown) => (body as { name: string }[]).map((character) => character.name);

  it("lists a player's characters of private events only to those who may see the event", async () => {
    const url = `/api/users/${ids.player}/characters`;
    expect(names((await get(url)).body)).toEqual(['OpenChar']);
    expect(names((await get(url, ids.stranger)).body)).toEqual(['OpenChar']);
    expect(names((await get(url, ids.player)).body)).toEqual(['SecretChar', 'OpenChar']);
    expect(names((await get(url, ids.judge)).body)).toEqual(['SecretChar', 'OpenChar']);
  });

  it("hides the stats history of a private event's character from strangers", async () => {
    for (const path of ['', '/pobs']) {
      const url = `/api/users/${ids.player}/characters/${ids.privateCharacter}${path}`;
      expect((await get(url)).status, url).toBe(404);
      expect((await get(url, ids.stranger)).status, url).toBe(404);
      expect((await get(url, ids.player)).status, url).toBe(200);
      expect((await get(`/api/users/${ids.player}/characters/${ids.publicCharacter}${path}`)).status).toBe(200);
    }
    expect((await get(`/api/users/${ids.player}/characters/${ids.privateCharacter}`, ids.player)).body).toHaveLength(1);
  });

  it('lists no streams of a private current event to strangers', async () => {
    expect((await get('/api/streams')).status).toBe(404);
    expect((await get('/api/streams', ids.stranger)).status).toBe(404);
    expect(await get('/api/streams', ids.player)).toEqual({ status: 200, body: [] });
  });

  it('tells a caller whose token expired to sign in again instead of "not found"', async () => {
    const headers = await t.auth(ids.player);
    clock += 2 * 3600_000;
    try {
      for (const url of [
        '/api/events/current',
        '/api/streams',
        `/api/users/${ids.player}/characters/${ids.privateCharacter}`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(401);
        expect(response.json(), url).toMatchObject({ code: 'token_expired' });
      }
      // Public things stay readable with a stale token: it is ignored there.
      const open = await t.app.inject({ method: 'GET', url: `/api/users/${ids.player}/characters`, headers });
      expect(names(open.json())).toEqual(['OpenChar']);
    } finally {
      clock -= 2 * 3600_000;
    }
  });
});
