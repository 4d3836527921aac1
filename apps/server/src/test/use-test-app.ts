/**
 * Test support for describe blocks: something started before the block's tests and closed after them (or
 * around each test), read through a handle so that a test uses it as the thing itself. The handle is empty
 * while vitest collects the tests; it fills once the block starts. Kept apart from test-app.ts, which the
 * benches import outside vitest.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../db/database';
import { createTestApp, createTestDatabase, type DatabaseKind, type TestApp, type TestAppOptions } from './test-app';

/** Whether the block's tests share one (started once for the block) or each test gets its own. */
export type Lifetime = 'block' | 'test';

/** Starts something for the surrounding describe block and closes it after; returns a getter for it. */
export function useStarted<T>(
  what: string,
  start: () => Promise<T>,
  close: (started: T) => Promise<void>,
  lifetime: Lifetime = 'block',
): () => T {
  let started: T | undefined;
  const [before, after] = lifetime === 'block' ? [beforeAll, afterAll] : [beforeEach, afterEach];
  before(async () => {
    started = await start();
  });
  after(async () => {
    const done = started;
    started = undefined;
    if (done !== undefined) await close(done);
  });
  return () => {
    if (started === undefined) throw new Error(`${what} is only there inside a test`);
    return started;
  };
}

/** The real app on a fresh database of this kind, for the tests of the surrounding describe block. */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Omit<TestApp, 'close'> {
  const current = useStarted(
    'The test app',
    () => createTestApp(kind, options),
    (t) => t.close(),
  );
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    auth: (userId, permissions) => current().auth(userId, permissions),
  };
}

/** A fresh, migrated database of this kind for the surrounding describe block, or for each of its tests. */
export function useTestDatabase(kind: DatabaseKind, lifetime: Lifetime = 'block'): { readonly db: Db } {
  const current = useStarted(
    'The test database',
    () => createTestDatabase(kind),
    (database) => database.drop(),
    lifetime,
  );
  return {
    get db() {
      return current().db;
    },
  };
}
