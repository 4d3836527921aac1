/**
 * The hot public reads from memory: validators and encodings, a change visible at once in the process that
 * made it and soon after in another one, and no answer crossing from one kind of viewer to another. Every read
 * goes over real HTTP, as browsers send it: a visitor's repeated read is answered before routing, from the
 * answer remembered the first time (answerFromMemory), which `inject` would never reach.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreDiff, Team } from '@app/shared';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { objectives, scores } from '../db/schema';
import { READ_SCOPES } from '../lib/read-cache';
import { notifyContentChanged } from '../db/signals';
import { addMember, insertEvent, insertTeam, insertUser } from '../test/fixtures';
import { createTestApp, DATABASE_KINDS, testEnv, type TestApp } from '../test/test-app';

type HttpAnswer = {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json<T>(): T;
};

describe.each(DATABASE_KINDS)('cached reads on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-05-01T20:00:00Z');
  /** A second API process on the same database (its own connection on PostgreSQL). */
  let other: { app: FastifyInstance; database: Database };
  let event: Awaited<ReturnType<typeof insertEvent>>;
  let red: { id: number };
  let blue: { id: number };
  const people = { admin: 0, redPlayer: 0, bluePlayer: 0 };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => new Date(clock) });
    const database = t.database.url ? await openDatabase({ url: t.database.url }) : t.database;
    other = { app: await buildApp({ database, env: testEnv(), logger: false }), database };
    await other.app.ready();
    for (const app of [t.app, other.app]) await app.listen({ port: 0, host: '127.0.0.1' });

    const db = t.database.db;
    event = await insertEvent(db, { isPublic: true });
    red = await insertTeam(db, event.id, 'Red');
    blue = await insertTeam(db, event.id, 'Blue');
    people.admin = (await insertUser(db, { permissions: ['admin'] })).id;
    people.redPlayer = (await insertUser(db)).id;
    people.bluePlayer = (await insertUser(db)).id;
    await addMember(db, event.id, red.id, people.redPlayer);
    await addMember(db, event.id, blue.id, people.bluePlayer);
  });
  afterAll(async () => {
    await other.app.close();
    if (other.database !== t.database) await other.database.close();
    await t.close();
  });

  /** GETs answered 200 for a route pattern, as GET /metrics reports them. */
  const requestsServed = async (route: string) => {
    const text = await t.app.ctx.metrics.registry.getSingleMetricAsString('http_requests_total');
    const line = text.split('\n').find((l) => l.includes(`route="${route}"`) && l.includes('status="200"'));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };

  const get = async (url: string, headers: Record<string, string> = {}, app = t.app) => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new Promise<HttpAnswer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: url, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const body = rawPayload.toString();
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            rawPayload,
            body,
            json: <T>() => JSON.parse(body) as T,
          });
        });
      })
        .on('error', reject)
        .end();
    });
  };

  it('answers with a validator, 304 when the client has it, and the encoding it asks for', async () => {
    // Enough teams for the answer to be worth compressing.
    for (let i = 0; i < 30; i++) await insertTeam(t.database.db, event.id, `Squad ${i}`);
    const url = `/api/events/${event.id}/teams`;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, no-cache');
    expect(plain.headers.vary).toBe('accept-encoding, authorization');
    const names = plain.json<Team[]>().map((team) => team.name);
    expect(names).toContain('Squad 29');

    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    // Those two came from memory (the plain read was remembered); the other process, asked first in each
    // encoding, routes them: both ways send the same headers and bytes.
    const withoutDate = (headers: IncomingHttpHeaders) => ({ ...headers, date: undefined });
    for (const [encoding, fromMemory] of [
      ['gzip, deflate', gzip],
      ['gzip, br', br],
    ] as const) {
      const routed = await get(url, { 'accept-encoding': encoding }, other.app);
      expect(withoutDate(fromMemory.headers)).toEqual(withoutDate(routed.headers));
      expect(fromMemory.rawPayload.equals(routed.rawPayload)).toBe(true);
    }

    // Asked again, it is answered from memory before routing: the same answer, every header of it included.
    const served = () => requestsServed(`/api/events/:event_id/teams`);
    const before = await served();
    const again = await get(url);
    expect(withoutDate(again.headers)).toEqual(withoutDate(plain.headers));
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.body).toBe(plain.body);
    // …and still counted in the request metrics.
    expect(await served()).toBe(before + 1);

    const revalidated = await get(url, { 'if-none-match': String(plain.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // The other process builds the same answer, so a client may revalidate against either.
    expect((await get(url, { 'if-none-match': String(plain.headers.etag) }, other.app)).statusCode).toBe(304);
    // A signed-in viewer's answer is theirs alone.
    expect((await get(url, await t.auth(people.redPlayer))).headers['cache-control']).toBe('private, no-cache');
    // The ladder is polled once a minute: browsers may keep it for half of that.
    expect((await get(`/api/events/${event.id}/ladder`)).headers['cache-control']).toBe('public, max-age=30');
  });

  it('shows a change at once in the process that made it, and within a second in another', async () => {
    const url = `/api/events/${event.id}/teams`;
    const before = await get(url, {}, other.app);
    expect(before.json<Team[]>().find((team) => team.id === red.id)?.name).toBe('Red');
    const renamed = await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.auth(people.admin),
      payload: { id: red.id, name: 'Crimson' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(url)).json<Team[]>().find((team) => team.id === red.id)?.name).toBe('Crimson');

    // The other process hears of it by NOTIFY; its next answers change without any request of its own.
    await expect
      .poll(async () => (await get(url, {}, other.app)).json<Team[]>().find((team) => team.id === red.id)?.name, {
        timeout: 5_000,
        interval: 20,
      })
      .toBe('Crimson');
    expect((await get(url, { 'if-none-match': String(before.headers.etag) }, other.app)).statusCode).toBe(200);
  });

  it('drops what the worker announces, such as a new ladder, in every process', async () => {
    const url = `/api/events/${event.id}/objectives`;
    const first = (await get(url, {}, other.app)).json<{ children: { name: string }[] }>();
    const [root] = await t.database.db.select().from(objectives).where(eq(objectives.eventId, event.id));
    await t.database.db.insert(objectives).values({
      eventId: event.id,
      parentId: root!.id,
      name: 'Written behind the API',
      objectiveType: 'ITEM',
      aggregation: 'EARLIEST',
      numberField: 'STACK_SIZE',
    });
    // Not announced yet: the answer in memory stands.
    expect((await get(url, {}, other.app)).json()).toEqual(first);
    await notifyContentChanged(t.database.db, READ_SCOPES.event(event.id));
    await expect
      .poll(
        async () =>
          (await get(url, {}, other.app)).json<{ children: { name: string }[] }>().children.map((c) => c.name),
        { timeout: 5_000, interval: 20 },
      )
      .toContain('Written behind the API');
  });

  it('never hands one team’s hidden progress, or an unreleased objective, to anyone else', async () => {
    const db = t.database.db;
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    const [secret] = await db
      .insert(objectives)
      .values({
        eventId: event.id,
        parentId: root!.id,
        name: 'Secret stash',
        objectiveType: 'ITEM',
        aggregation: 'SUM_LATEST',
        numberField: 'STACK_SIZE',
        requiredNumber: 5,
        hideProgress: true,
      })
      .returning();
    await db.insert(scores).values({
      eventId: event.id,
      objectiveId: secret!.id,
      teamId: red.id,
      points: 0,
      rank: 0,
      number: 3,
      finished: false,
      timestamp: new Date(clock),
      userId: people.redPlayer,
      updatedAt: new Date(clock),
    });
    await notifyContentChanged(db, 'all');
    t.app.ctx.reads.clear();

    const url = `/api/events/${event.id}/scores/latest`;
    const sees = async (headers: Record<string, string>) =>
      (await get(url, headers)).json<ScoreDiff[]>().some((diff) => diff.objective_id === secret!.id);
    // Each kind of viewer asks twice, the visitor first, so every answer comes from memory once.
    for (let round = 0; round < 2; round++) {
      expect(await sees({})).toBe(false);
      expect(await sees(await t.auth(people.redPlayer))).toBe(true);
      expect(await sees(await t.auth(people.bluePlayer))).toBe(false);
    }

    await db.insert(objectives).values({
      eventId: event.id,
      parentId: root!.id,
      name: 'Tomorrow’s daily',
      objectiveType: 'ITEM',
      aggregation: 'EARLIEST',
      numberField: 'STACK_SIZE',
      validFrom: new Date(clock + 60_000),
    });
    t.app.ctx.reads.clear();
    const tree = `/api/events/${event.id}/objectives`;
    const named = async (headers: Record<string, string> = {}) =>
      (await get(tree, headers)).json<{ children: { name: string }[] }>().children.map((c) => c.name);
    expect(await named()).not.toContain('Tomorrow’s daily');
    expect(await named(await t.auth(people.admin))).toContain('Tomorrow’s daily');
    expect(await named()).not.toContain('Tomorrow’s daily');
    // Released: visitors see it from then on, without any change being announced.
    clock += 60_000;
    expect(await named()).toContain('Tomorrow’s daily');
  });

  it('keeps a private event private to visitors, whoever read it before', async () => {
    const db = t.database.db;
    const hidden = await insertEvent(db, { isPublic: false });
    const team = await insertTeam(db, hidden.id, 'Hidden');
    await addMember(db, hidden.id, team.id, people.redPlayer);
    const url = `/api/events/${hidden.id}/teams`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, await t.auth(people.redPlayer))).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`/api/events/${hidden.id}`)).statusCode).toBe(404);
  });
});
