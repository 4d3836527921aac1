import { describe, expect, it } from 'vitest';
import { SchemaTooNewError } from '../../db/database';
import { warmHotReads } from '../../plugins/read-cache';
import { insertEvent } from '../../test/fixtures';
import { createTestApp, DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { connect } from '../../test/ws-client';

describe.each(DATABASE_KINDS)('liveness and readiness on %s', (kind) => {
  const t = useTestApp(kind);

  const ready = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    return {
      status: response.statusCode,
      body: response.json<Record<string, unknown>>(),
      cacheControl: response.headers['cache-control'],
    };
  };

  it('is live without asking the database, and ready only once the hot reads are warm', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const body = health.json<Record<string, unknown>>();
    expect(body).toEqual({ status: 'ok', database_kind: kind, version: body.version, demo: false });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);

    expect(await ready()).toEqual({
      status: 503,
      body: { ready: false, database: 'ok', schema: 'current', warm: false, draining: false },
      cacheControl: 'no-store',
    });
    await warmHotReads(t.app);
    expect(await ready()).toMatchObject({ status: 200, body: { ready: true, warm: true } });
  });

  it('answers 503 from the moment the process starts draining for a shutdown', async () => {
    await warmHotReads(t.app);
    t.app.ctx.lifecycle.draining = true;
    try {
      expect(await ready()).toMatchObject({ status: 503, body: { ready: false, draining: true } });
      // Liveness is another question: a draining process is still alive.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.ctx.lifecycle.draining = false;
    }
  });

  it('a database migrated by a newer version: not ready, and migrating refuses to touch it', async () => {
    await warmHotReads(t.app);
    const newer = Date.now() + 365 * 86_400_000;
    await t.database.db.execute(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${newer})`,
    );
    try {
      expect(await ready()).toMatchObject({ status: 503, body: { ready: false, schema: 'ahead' } });
      await expect(t.database.migrate()).rejects.toBeInstanceOf(SchemaTooNewError);
    } finally {
      await t.database.db.execute(`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    }
    expect(await t.database.migrate()).toEqual({ applied: 0 });
    expect(await ready()).toMatchObject({ status: 200, body: { schema: 'current' } });
  });
});

describe.each(DATABASE_KINDS)('shutting down on %s', (kind) => {
  it('closes live score sockets with 1001 "going away", and the server then closes without waiting on them', async () => {
    const t = await createTestApp(kind);
    try {
      const event = await insertEvent(t.database.db);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const viewer = await connect(`ws://127.0.0.1:${port}/api/events/${event.id}/scores/ws`);
      const closed = new Promise<{ code: number; reason: string }>((resolve) =>
        viewer.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      await t.app.close();
      expect(await closed).toEqual({ code: 1001, reason: 'server shutting down' });
    } finally {
      await t.database.drop();
    }
  });
});
