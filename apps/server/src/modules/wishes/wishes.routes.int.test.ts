import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WISH_LIMITS, type TeamWishes, type Wish } from '@app/shared';
import { auditEntries, itemWishes } from '../../db/schema';
import { addMember, insertEvent, insertTeam, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe.each(DATABASE_KINDS)('item wishes API on %s', (kind) => {
  const t = useTestApp(kind);
  let eventId: number;
  let otherEventId: number;
  let otherEventTeam: number;
  let ravens: number;
  let moths: number;
  const people: Record<'asker' | 'mate' | 'lead' | 'rival' | 'stranger' | 'admin', Headers & { id: number }> =
    {} as never;

  beforeAll(async () => {
    const db = t.database.db;
    eventId = (await insertEvent(db, { name: 'Wish League (PL2)' })).id;
    ravens = (await insertTeam(db, eventId, 'Ravens')).id;
    moths = (await insertTeam(db, eventId, 'Moths')).id;
    otherEventId = (await insertEvent(db)).id;
    otherEventTeam = (await insertTeam(db, otherEventId, 'Elsewhere')).id;
    const make = async (name: string, team: number | null, lead = false, admin = false) => {
      const user = await insertUser(db, { displayName: name, permissions: admin ? ['admin'] : [] });
      if (team !== null) await addMember(db, eventId, team, user.id, lead);
      return { id: user.id, ...(await t.auth(user.id)) };
    };
    people.asker = await make('Quenby', ravens);
    people.mate = await make('Orrin', ravens);
    people.lead = await make('Talwyn', ravens, true);
    people.rival = await make('Moth Lead', moths, true);
    people.stranger = await make('Passer-by', null);
    people.admin = await make('Warden', null, false, true);
  });

  const call = (method: Method, path: string, who?: Headers, payload?: unknown, team = ravens, event = eventId) =>
    t.app.inject({
      method,
      url: `/api/events/${event}/teams/${team}/wishes${path}`,
      headers: who ? { authorization: who.authorization } : {},
      payload: payload as never,
    });
  const listOf = async (who: Headers, team = ravens) =>
    (await call('GET', '', who, undefined, team)).json<TeamWishes>();
  const auditOf = (kind: 'wish.update' | 'wish.delete', wishId: number) =>
    t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.kind, kind), eq(auditEntries.targetId, wishId)));

  it("shows a player's wish to the whole team, and never to another team", async () => {
    const added = await call('POST', '', people.asker, {
      item: '  Mirror of   Kalandra ',
      quantity: 2,
      note: 'For the six-link chest',
    });
    expect(added.statusCode).toBe(201);
    const wish = added.json<Wish>();
    expect(wish).toMatchObject({
      team_id: ravens,
      item: 'Mirror of   Kalandra',
      quantity: 2,
      note: 'For the six-link chest',
      priority: false,
      status: 'open',
      asked_by_id: people.asker.id,
      asked_by_name: 'Quenby',
      fulfilled: null,
    });
    expect((await listOf(people.mate)).open.map((w) => w.item)).toEqual(['Mirror of   Kalandra']);
    expect((await listOf(people.admin)).open).toHaveLength(1);

    // Another team's lead, a player in no team and a visitor are refused before anything is read.
    for (const [who, status] of [
      [people.rival, 403],
      [people.stranger, 403],
      [undefined, 401],
    ] as const) {
      expect((await call('GET', '', who)).statusCode).toBe(status);
      expect((await call('POST', '', who, { item: 'Stolen' })).statusCode).toBe(status);
      expect((await call('PUT', `/${wish.id}/status`, who, { status: 'fulfilled' })).statusCode).toBe(status);
      expect((await call('PATCH', `/${wish.id}`, who, { quantity: 9 })).statusCode).toBe(status);
      expect((await call('DELETE', `/${wish.id}`, who)).statusCode).toBe(status);
    }
    // Through their own team's address, the other team's wish does not exist.
    expect((await call('PUT', `/${wish.id}/status`, people.rival, { status: 'fulfilled' }, moths)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/${wish.id}`, people.rival, undefined, moths)).statusCode).toBe(404);
    expect(await listOf(people.rival, moths)).toEqual({ open: [], fulfilled: [] });
    // An admin names teams of the event only.
    expect((await call('GET', '', people.admin, undefined, otherEventTeam)).statusCode).toBe(404);
    expect((await call('GET', '', people.admin, undefined, otherEventTeam, otherEventId)).statusCode).toBe(200);
    expect((await listOf(people.asker)).open[0]).toEqual(wish);
  });

  it('lets any teammate mark a wish fulfilled and open it again', async () => {
    const wish = (await call('POST', '', people.asker, { item: 'Orb of Fusing', quantity: 40 })).json<Wish>();
    const done = await call('PUT', `/${wish.id}/status`, people.mate, { status: 'fulfilled' });
    expect(done.json<Wish>()).toMatchObject({
      status: 'fulfilled',
      fulfilled: { by: 'player', user_id: people.mate.id, user_name: 'Orrin', stash: null },
    });
    const list = await listOf(people.asker);
    expect(list.open.map((w) => w.id)).not.toContain(wish.id);
    expect(list.fulfilled.map((w) => w.id)).toEqual([wish.id]);

    const reopened = await call('PUT', `/${wish.id}/status`, people.mate, { status: 'open' });
    expect(reopened.json<Wish>()).toMatchObject({ status: 'open', fulfilled: null });
    expect((await listOf(people.lead)).fulfilled).toEqual([]);
  });

  it('lets the player who asked edit and delete, and a lead curate any wish with an audit entry', async () => {
    const wish = (await call('POST', '', people.asker, { item: 'Divine Orb', note: 'Reroll the belt' })).json<Wish>();
    // A teammate who did not ask may mark it fulfilled, but not change or delete it.
    expect((await call('PATCH', `/${wish.id}`, people.mate, { quantity: 3 })).statusCode).toBe(403);
    expect((await call('DELETE', `/${wish.id}`, people.mate)).statusCode).toBe(403);
    // The player who asked edits it (their own wish: no audit entry), but only a lead marks priorities.
    const edited = await call('PATCH', `/${wish.id}`, people.asker, { quantity: 3, note: '' });
    expect(edited.json<Wish>()).toMatchObject({ item: 'Divine Orb', quantity: 3, note: null });
    expect((await call('PATCH', `/${wish.id}`, people.asker, { priority: true })).statusCode).toBe(403);
    expect(await auditOf('wish.update', wish.id)).toEqual([]);

    const marked = await call('PATCH', `/${wish.id}`, people.lead, { priority: true, item: 'Divine Orb ' });
    expect(marked.json<Wish>()).toMatchObject({ priority: true, item: 'Divine Orb', quantity: 3 });
    expect((await listOf(people.mate)).open[0]?.id).toBe(wish.id);
    const [entry] = await auditOf('wish.update', wish.id);
    expect(entry).toMatchObject({
      actorUserId: people.lead.id,
      eventId,
      before: { priority: false, item: 'Divine Orb' },
      after: { priority: true },
    });
    const log = await t.app.inject({ method: 'GET', url: '/api/audit-log?kind=wish.update', headers: people.admin });
    expect(log.json<{ entries: { target_name: string }[] }>().entries[0]?.target_name).toBe('Divine Orb for Ravens');

    expect((await call('DELETE', `/${wish.id}`, people.lead)).statusCode).toBe(204);
    expect((await auditOf('wish.delete', wish.id)).map((row) => row.before)).toMatchObject([{ item: 'Divine Orb' }]);
    expect((await call('DELETE', `/${wish.id}`, people.lead)).statusCode).toBe(404);

    const own = (await call('POST', '', people.mate, { item: 'Chaos Orb' })).json<Wish>();
    expect((await call('DELETE', `/${own.id}`, people.mate)).statusCode).toBe(204);
    expect(await auditOf('wish.delete', own.id)).toEqual([]);
  });

  it.each([
    ['no item', { quantity: 1 }],
    ['an item of spaces', { item: '   ' }],
    ['an item too long', { item: 'x'.repeat(WISH_LIMITS.item + 1) }],
    ['a quantity of 0', { item: 'Chaos Orb', quantity: 0 }],
    ['a quantity past the limit', { item: 'Chaos Orb', quantity: WISH_LIMITS.quantity + 1 }],
    ['half a unit', { item: 'Chaos Orb', quantity: 1.5 }],
    ['a note too long', { item: 'Chaos Orb', note: 'n'.repeat(WISH_LIMITS.note + 1) }],
    ['a line break in the item', { item: 'Chaos\nOrb' }],
  ])('refuses a wish with %s', async (_case, body) => {
    const response = await call('POST', '', people.asker, body);
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([400, 'validation_failed']);
  });

  it('refuses bad addresses and states: members are refused before validation, admins get 400', async () => {
    expect((await call('PUT', '/1/status', people.asker, { status: 'lost' })).statusCode).toBe(400);
    expect((await call('GET', '', people.asker, undefined, 'ravens' as never)).statusCode).toBe(403);
    expect((await call('GET', '', people.admin, undefined, 'ravens' as never)).statusCode).toBe(400);
    expect((await call('PATCH', '/0', people.admin, {})).statusCode).toBe(400);
    const huge = await call('POST', '', people.asker, { item: 'Chaos Orb', note: 'x'.repeat(8_000) });
    expect(huge.statusCode).toBe(413);
  });

  it(`holds at most ${WISH_LIMITS.openPerTeam} open wishes per team, reopened ones included`, async () => {
    const db = t.database.db;
    await db.delete(itemWishes).where(eq(itemWishes.teamId, moths));
    await db.insert(itemWishes).values(
      Array.from({ length: WISH_LIMITS.openPerTeam }, (_, index) => ({
        eventId,
        teamId: moths,
        askedBy: people.rival.id,
        item: `Scarab ${index}`,
        itemKey: `scarab ${index}`,
        quantity: 1,
      })),
    );
    const full = await call('POST', '', people.rival, { item: 'One more' }, moths);
    expect([full.statusCode, full.json<{ code: string }>().code]).toEqual([409, 'conflict']);
    const [first] = (await listOf(people.rival, moths)).open;
    await call('PUT', `/${first!.id}/status`, people.rival, { status: 'fulfilled' }, moths);
    expect((await call('POST', '', people.rival, { item: 'One more' }, moths)).statusCode).toBe(201);
    expect((await call('PUT', `/${first!.id}/status`, people.rival, { status: 'open' }, moths)).statusCode).toBe(409);
  });
});
