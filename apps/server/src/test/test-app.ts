/**
 * Test support: the real app (buildApp + inject) on a fresh database of each kind — the embedded PGlite
 * always, and PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
 */
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@app/shared';
import { buildApp } from '../app';
import { dumpMigratedPglite, openDatabase, type Database } from '../db/database';
import { PGLITE_TEMPLATE_FILE } from './pglite-template';
import { createThrowawayPostgres } from './throwaway-postgres';
import { parseEnv, type Env } from '../env';
import type { Providers } from '../providers/providers';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database kinds every integration test runs against. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type TestDatabase = Database & {
  /** The connection string, for a second process's view of the same PostgreSQL database (absent for PGlite). */
  url?: string;
  drop(): Promise<void>;
};

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * The migrated empty embedded database every PGlite test database is cloned from: the one vitest's global
 * setup built for the whole run (pglite-template.global-setup.ts), or, outside vitest (benches), one built
 * by this process on first use.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = process.env[PGLITE_TEMPLATE_FILE];
    if (!file) return dumpMigratedPglite();
    return new Blob([await readFile(file)], { type: 'application/x-tar' });
  })();
  return pgliteTemplate;
}

/** A fresh, migrated database: in memory for PGlite, a new throw-away database on the PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ inMemory: true, template: await migratedPgliteTemplate() });
    // A no-op on the template's schema; it keeps a stale template (built before a new migration) correct.
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  // Read when called, so a bench can point it at BENCH_DATABASE_URL first.
  const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const created = await createThrowawayPostgres(TEST_DATABASE_URL, 'app_test');
  const database = await openDatabase({ url: created.url });
  await database.migrate();
  return {
    ...database,
    url: created.url,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * The database a bench measures: PostgreSQL when BENCH_DATABASE_URL is set (its throw-away databases are made on
 * that server), otherwise the embedded PGlite.
 */
export function benchDatabaseKind(): DatabaseKind {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return 'pglite';
  process.env.TEST_DATABASE_URL = url;
  return 'postgres';
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'app-test-')),
    WEB_DIST_DIR: 'does-not-exist',
    // Tests send many requests from one address; the limits have their own test (plugins/rate-limit.int.test.ts).
    RATE_LIMITS: 'false',
    ...overrides,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** A bearer header for a user (a plain sign-in token, as the web app holds). */
  auth(userId: number, permissions?: Permission[]): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

export type TestAppOptions = { now?: () => Date; env?: Record<string, string>; providers?: Providers };

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({
    database,
    env: testEnv(options.env),
    now: options.now,
    providers: options.providers,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    async auth(userId, permissions = []) {
      const token = await app.ctx.tokens.sign({ userId, permissions, ttlSeconds: 3600 });
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
