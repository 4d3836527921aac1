import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * Tests that measure time on the event loop (`*.alone.test.ts`: the event-loop gate): beside other test files
 * on a 2-core machine, the process would wait for a core and the waits would count as the loop being held.
 * `npm test` runs them on their own after the other tests, on the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL:
 *   npx vitest run --config apps/server/vitest.alone.config.ts
 */
export default defineProject({
  // Run with --config from the repository root: paths below are this workspace's.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'alone',
    include: ['src/**/*.alone.test.ts'],
    globalSetup: ['src/test/pglite-template.global-setup.ts'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
