/**
 * Exactly one active worker per database (issue 5): the lease is a PostgreSQL advisory lock held on its own
 * connection, so a holder that dies frees it for a standby. The embedded database belongs to one process.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../test/test-app';

const KEY = 4_242_001;

const settles = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('the worker lease', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0).reverse()) await database.close();
  });

  async function fresh(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
    const database = await createTestDatabase(kind);
    opened.push({ close: () => database.drop() });
    return database;
  }

  it('is always held by the one process of an embedded database', async () => {
    const database = await fresh('pglite');
    const lease = await database.acquireLease(KEY);
    expect(lease).not.toBeNull();
    expect(await settles(lease!.lost, 50)).toBe(false);
  });

  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'on PostgreSQL is held by one process at a time, and a standby gets it when the holder dies or lets go',
    async () => {
      const primary = await fresh('postgres');
      const standby: Database = await openDatabase({ url: primary.url! });
      opened.push(standby);

      const held = await primary.acquireLease(KEY);
      expect(held).not.toBeNull();
      expect(await standby.acquireLease(KEY)).toBeNull();

      // The holder's connection dies (a crashed worker): PostgreSQL frees the lock and the holder learns it.
      await primary.db.execute(
        `select pg_terminate_backend(l.pid) from pg_locks l join pg_database d on d.oid = l.database
          where l.locktype = 'advisory' and l.granted and d.datname = current_database()`,
      );
      expect(await settles(held!.lost, 5_000)).toBe(true);
      const takenOver = await standby.acquireLease(KEY);
      expect(takenOver).not.toBeNull();
      expect(await primary.acquireLease(KEY)).toBeNull();

      // A clean stop hands it over at once.
      await takenOver!.release();
      const back = await primary.acquireLease(KEY);
      expect(back).not.toBeNull();
      await back!.release();
    },
  );
});
