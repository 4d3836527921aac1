import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@app/shared';
import { buildApp, redactUrl } from './app';
import { guards } from '@app/shared';
import { insertEvent, insertTeam, insertTeamCast, insertUser } from './test/fixtures';
import { createTestDatabase, DATABASE_KINDS, TEST_JWT_SECRET, testEnv } from './test/test-app';
import { useTestApp } from './test/use-test-app';

/** The endpoints of the walking skeleton; each must be documented with its guard. */
const ENDPOINTS = [
  'get /api/health',
  'get /api/ready',
  'get /api/events',
  'put /api/events',
  'get /api/events/{event_id}',
  'delete /api/events/{event_id}',
  'post /api/events/{event_id}/duplicate',
  'get /api/events/{event_id}/status',
  'get /api/events/{event_id}/teams',
  'put /api/events/{event_id}/teams',
  'put /api/events/{event_id}/teams/users',
  'get /api/events/{event_id}/teams/{team_id}',
  'delete /api/events/{event_id}/teams/{team_id}',
  'get /api/users',
  'get /api/users/self',
  'patch /api/users/self',
  'get /api/users/{user_id}',
  'patch /api/users/{user_id}',
  'get /api/events/{event_id}/users',
  'get /api/events/{event_id}/signups',
  'get /api/events/{event_id}/signups/self',
  'put /api/events/{event_id}/signups/self',
  'delete /api/events/{event_id}/signups/self',
  'put /api/events/{event_id}/signups/self/actual-playtime',
];

describe.each(DATABASE_KINDS)('the HTTP app on %s', (kind) => {
  const t = useTestApp(kind);

  it('publishes an OpenAPI 3.1 document with every endpoint, its guard and its schemas, and a docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { description?: string; security?: unknown[]; responses: Record<string, unknown> }>
      >;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method} ${url}`, op })),
    );
    for (const endpoint of ENDPOINTS) {
      const found = operations.find((o) => o.key === endpoint);
      expect(found, endpoint).toBeDefined();
      expect(found?.op.description, endpoint).toContain('**Access:**');
      expect(
        Object.keys(found?.op.responses ?? {}).some((status) => status.startsWith('2')),
        endpoint,
      ).toBe(true);
    }
    const putEvents = operations.find((o) => o.key === 'put /api/events')?.op;
    expect(putEvents?.security).toEqual([{ bearerAuth: [] }]);
    expect(putEvents?.description).toContain('admin');
    expect(operations.find((o) => o.key === 'get /api/events')?.op.security).toBeUndefined();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  describe('bad requests', () => {
    let admin: { authorization: string };
    beforeAll(async () => {
      admin = await t.auth((await insertUser(t.database.db, { permissions: ['admin'] })).id);
    });

    it('answers malformed JSON, empty bodies, wrong media types and oversized bodies with clear 4xx errors', async () => {
      const send = (payload: string, contentType = 'application/json') =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/users/self',
          headers: { ...admin, 'content-type': contentType },
          payload,
        });
      const malformed = await send('{"display_name": ');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 'invalid_json' });
      expect((await send('')).json()).toMatchObject({ code: 'invalid_json' });
      const wrongType = await send('display_name=x', 'application/x-www-form-urlencoded');
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json()).toMatchObject({ code: 'unsupported_media_type' });
      const huge = await send(JSON.stringify({ display_name: 'x'.repeat(2 * 1024 * 1024) }));
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({
        code: 'payload_too_large',
        error: 'The request body is larger than the 1 MiB this endpoint takes',
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: admin })).json<User>().display_name,
      ).not.toMatch(/^x+$/);
    });

    it('answers unknown API routes with a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });
  });

  describe('sign-in tokens', () => {
    const url = '/api/users/self';

    it('refuses expired, forged, unsigned and malformed tokens with 401', async () => {
      const user = await insertUser(t.database.db);
      const key = new TextEncoder().encode(TEST_JWT_SECRET);
      const past = Math.floor(Date.now() / 1000) - 3600;
      const expired = await new SignJWT({ user_id: user.id, permissions: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(past - 60)
        .setExpirationTime(past)
        .sign(key);
      const otherKey = await new SignJWT({ user_id: user.id, permissions: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-to-sign'));
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ user_id: user.id, exp: past + 7200 })).toString('base64url')}.`;
      const cases: [string, string][] = [
        [`Bearer ${expired}`, 'token_expired'],
        [`Bearer ${otherKey}`, 'invalid_token'],
        [`Bearer ${unsigned}`, 'invalid_token'],
        ['Bearer not-a-jwt', 'invalid_token'],
        ['Basic dXNlcjpwYXNz', 'invalid_token'],
      ];
      for (const [authorization, code] of cases) {
        const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json(), authorization).toMatchObject({ code });
      }
      // Public routes still answer: an invalid token only means "not signed in" there.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/events', headers: { authorization: `Bearer ${expired}` } }))
          .statusCode,
      ).toBe(200);
    });

    it('applies the permissions of a local administration token once, and a later revocation wins', async () => {
      const user = await insertUser(t.database.db);
      const grantToken = await t.app.ctx.tokens.sign({
        userId: user.id,
        permissions: ['admin'],
        ttlSeconds: 3600,
        grant: true,
      });
      const headers = { authorization: `Bearer ${grantToken}` };
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);
      const otherAdmin = await insertUser(t.database.db, { permissions: ['admin'] });
      const revoke = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: await t.auth(otherAdmin.id),
        payload: [],
      });
      expect(revoke.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(403);
    });
  });
});

describe('guards', () => {
  const t = useTestApp('pglite');

  it('lets team leads and members through only where the endpoint says so, before reading the body', async () => {
    const db = t.database.db;
    const event = await insertEvent(db);
    const team = await insertTeam(db, event.id);
    const { lead, member, outsider, admin } = await insertTeamCast(db, event.id, team.id);
    const status = async (method: 'GET' | 'PUT', url: string, userId?: number) =>
      (await t.app.inject({ method, url, headers: userId ? await t.auth(userId) : {} })).statusCode;

    // A lead's note needs a lead (teamLead()); past the guard, the missing body is what is refused.
    const note = `/api/events/${event.id}/suggestions/1`;
    expect(await status('PUT', note, lead.id)).toBe(400);
    expect(await status('PUT', note, member.id)).toBe(403);
    expect(await status('PUT', note, admin.id)).toBe(403);
    expect(await status('PUT', note)).toBe(401);
    // The guilds need a member or an admin (teamMember('admin')).
    const guilds = `/api/${event.id}/guilds`;
    expect(await status('GET', guilds, member.id)).toBe(200);
    expect(await status('GET', guilds, admin.id)).toBe(200);
    expect(await status('GET', guilds, outsider.id)).toBe(403);
  });

  it('refuses to register an API route without a guard', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ database, env: testEnv(), logger: false });
    const registerUnguarded = async () => {
      await app.register(async (api) => api.get('/unguarded', async () => ({})), { prefix: '/api' });
      await app.ready();
    };
    await expect(registerUnguarded()).rejects.toThrow(/declares no guard/);
    await database.drop();
  });

  it('refuses an API route that is not a declared endpoint, even with a guard', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ database, env: testEnv(), logger: false });
    const registerUndeclared = async () => {
      await app.register(
        async (api) => api.get('/undeclared', { config: { guard: guards.public } }, async () => ({})),
        {
          prefix: '/api',
        },
      );
      await app.ready();
    };
    await expect(registerUndeclared()).rejects.toThrow(/not a declared endpoint/);
    await database.drop();
  });
});

describe('serving the web app', () => {
  it('serves built files, caches hashed assets and falls back to index.html for client routes', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>site</title>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ database, env: testEnv({ WEB_DIST_DIR: dist }), logger: false });
    try {
      const page = await app.inject({ method: 'GET', url: '/scores/ladder?rules=true' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>site</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json()).toMatchObject({ code: 'not_found' });
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('redactUrl', () => {
  it('hides token query values from logged URLs', () => {
    expect(redactUrl('/api/events/1/scores/ws?token=abc.def.ghi&x=1')).toBe(
      '/api/events/1/scores/ws?token=[redacted]&x=1',
    );
    expect(redactUrl('/api/x?a=1&TOKEN=secret')).toBe('/api/x?a=1&TOKEN=[redacted]');
    expect(redactUrl('/api/x?tokens=keep')).toBe('/api/x?tokens=keep');
  });
});
