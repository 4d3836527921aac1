/**
 * Opens the one database: embedded PGlite in a data directory by default, PostgreSQL when a URL is given.
 * Both run the same migrations and the same Drizzle queries; LISTEN/NOTIFY works on both.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../env';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export type NotificationHandler = (payload: string) => void;

export type Lease = { lost: Promise<void>; release(): Promise<void> };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations and says how many it applied (idempotent; runs at every start). On PostgreSQL
   * processes starting at once take turns (an advisory lock). Refuses a schema newer than this server knows.
   */
  migrate(): Promise<{ applied: number }>;
  /** Where the schema stands against the migrations this server knows (readiness, and the start check). */
  schemaState(): Promise<SchemaState>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Runs a trivial query; used by the health check. */
  ping(): Promise<void>;
  /**
   * Tries to take a PostgreSQL advisory lock for as long as this process keeps a dedicated connection open:
   * null when another process holds it. `lost` resolves if the connection (and so the lock) goes away.
   */
  acquireLease(key: number): Promise<Lease | null>;
  /** The PostgreSQL pool's connections (for metrics); null for PGlite, one in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
};

const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
/** Advisory lock key held while migrating (the worker lease uses another). */
const MIGRATION_LOCK_KEY = 7_270_426_002;

/** `current`: every known migration applied; `behind`: some pending; `ahead`: applied by a newer server. */
export type SchemaState = { applied: number; known: number; state: 'current' | 'behind' | 'ahead' };

export class SchemaTooNewError extends Error {
  constructor() {
    super(
      'The database has migrations this server does not know: it was upgraded by a newer version. ' +
        'Run that version (or restore a backup taken before the upgrade); an older server could corrupt its data.',
    );
  }
}

/**
 * The version stamp (`when`) of each migration this server ships, from Drizzle's journal: read once, since
 * readiness asks every second.
 */
let knownMigrationStamps: number[] | undefined;
function knownMigrations(): number[] {
  knownMigrationStamps ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] }
  ).entries.map((entry) => entry.when);
  return knownMigrationStamps;
}

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`, which Drizzle's shared type hides. */
async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Drizzle's migrator records each applied migration with its stamp in drizzle.__drizzle_migrations. */
async function readSchemaState(db: Db): Promise<SchemaState> {
  const known = knownMigrations();
  const [table] = await selectRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { applied: 0, known: known.length, state: 'behind' };
  const [row] = await selectRows<{ applied: number; latest: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const applied = Number(row?.applied ?? 0);
  const latest = Number(row?.latest ?? 0);
  const newestKnown = Math.max(...known);
  const state = latest > newestKnown ? 'ahead' : latest === newestKnown ? 'current' : 'behind';
  return { applied, known: known.length, state };
}

/** Runs `apply` unless the schema is newer than this server; counts the migrations it applied. */
async function migrateChecked(db: Db, apply: () => Promise<void>): Promise<{ applied: number }> {
  const before = await readSchemaState(db);
  if (before.state === 'ahead') throw new SchemaTooNewError();
  if (before.state === 'current') return { applied: 0 };
  await apply();
  return { applied: (await readSchemaState(db)).applied - before.applied };
}

/** `inMemory` starts from `template` (a data directory dump, see dumpMigratedPglite) instead of an empty cluster. */
export type DatabaseOptions = { url: string } | { dataDir: string } | { inMemory: true; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url);
  if ('dataDir' in options) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    await createPgliteCluster(dir);
    return openPglite(await PGlite.create(dir, PGLITE_SETTINGS));
  }
  return openPglite(
    await PGlite.create({ ...PGLITE_SETTINGS, ...(options.template ? { loadDataDir: options.template } : {}) }),
  );
}

/**
 * PostgreSQL's memory inside PGlite: its WebAssembly memory grows to the largest it ever held and never shrinks,
 * and it lives in the site's process. Shared buffers of 128 MB (PostgreSQL's default) grew it from 128 to 189 MB
 * at start and filled during the stash stream; the data directory's files stay in the operating system's page
 * cache anyway, so a smaller pool costs a copy per page read, not a disk read.
 */
const PGLITE_SETTINGS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB'],
};

/**
 * Creates the embedded database's cluster (initdb) in a data directory that has none, in a short-lived child
 * process. PGlite runs initdb with two more instances of PostgreSQL's WebAssembly beside the database's and a
 * copy of one's memory: 790–830 MB at its peak, and a server that had done it in its own process still held
 * 378 MB of WebAssembly memory and ~690 MB of RSS minutes later.
 */
async function createPgliteCluster(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ['-e', script, dir]);
}

/**
 * An empty, migrated embedded database as a tar of its data directory. Creating a PGlite cluster (initdb) is
 * the slow part of opening one — seconds, and tens of seconds on a busy machine — so tests build this once
 * and open every test database from it.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await openPglite(client).migrate();
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function openPglite(client: PGlite): Database {
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb,
    kind: 'pglite',
    // One process owns an embedded database: nobody to take turns with.
    migrate: () => migrateChecked(pgliteDb, () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR })),
    schemaState: () => readSchemaState(pgliteDb),
    async listen(channel, handler) {
      return client.listen(channel, handler);
    },
    async ping() {
      await client.query('select 1');
    },
    async acquireLease() {
      // One process owns an embedded database, so it always holds the lease.
      return { lost: new Promise<void>(() => undefined), release: async () => undefined };
    },
    poolStats: () => null,
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that errors (e.g. the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const postgresDb = drizzleNodePostgres(pool, { schema });
  const db = postgresDb as unknown as Db;
  const listeners = new Map<string, Set<NotificationHandler>>();
  let listenClient: pg.Client | null = null;
  let closed = false;

  async function ensureListenClient(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (message) => {
      for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => {
      // The connection broke: open a fresh one and subscribe every channel again.
      listenClient = null;
      void client.end().catch(() => undefined);
      void resubscribe();
    });
    listenClient = client;
    return client;
  }

  // One query at a time on the listening connection (pg queues them, but warns that it will stop): channels
  // are (un)subscribed from many places, e.g. every part of a process shutting down at once.
  let listenQueue: Promise<unknown> = Promise.resolve();
  function onListenClient(statement: string): Promise<void> {
    const run = listenQueue.then(async () => {
      await (await ensureListenClient()).query(statement);
    });
    listenQueue = run.catch(() => undefined);
    return run;
  }

  async function resubscribe(): Promise<void> {
    if (closed) return;
    try {
      for (const channel of listeners.keys()) await onListenClient(`LISTEN ${quoteIdentifier(channel)}`);
    } catch {
      setTimeout(() => void resubscribe(), 1000).unref();
    }
  }

  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Held on a connection of its own for the whole run: a second process waits, then finds nothing to do.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await migrateChecked(db, () => migrateNodePostgres(postgresDb, { migrationsFolder: MIGRATIONS_DIR }));
      } finally {
        await lock.end().catch(() => undefined);
      }
    },
    schemaState: () => readSchemaState(db),
    async listen(channel, handler) {
      let handlers = listeners.get(channel);
      if (!handlers) {
        handlers = new Set();
        listeners.set(channel, handlers);
        await onListenClient(`LISTEN ${quoteIdentifier(channel)}`);
      }
      const channelHandlers = handlers;
      channelHandlers.add(handler);
      return async () => {
        channelHandlers.delete(handler);
        if (channelHandlers.size === 0 && listeners.get(channel) === channelHandlers) {
          listeners.delete(channel);
          if (listenClient) await onListenClient(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async ping() {
      await pool.query('select 1');
    },
    async acquireLease(key) {
      const client = new pg.Client({ connectionString: url });
      let markLost: () => void = () => undefined;
      const lost = new Promise<void>((resolve) => (markLost = resolve));
      client.on('error', () => markLost());
      client.on('end', () => markLost());
      await client.connect();
      const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
      if (!result.rows[0]?.locked) {
        await client.end().catch(() => undefined);
        return null;
      }
      return {
        lost,
        async release() {
          await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
          await client.end().catch(() => undefined);
        },
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      closed = true;
      const client = listenClient;
      listenClient = null;
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
