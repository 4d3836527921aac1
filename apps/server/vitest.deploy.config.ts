import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * The deploy suite (src/deploy): the compiled build behind Caddy on PostgreSQL. `npm test` runs it on its own
 * after the other tests when TEST_DATABASE_URL is set (always in CI), after `npm run build`:
 *   npm run build && TEST_DATABASE_URL=postgres://… npx vitest run --config apps/server/vitest.deploy.config.ts
 */
export default defineProject({
  // Run with --config from the repository root: paths below are this workspace's.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'deploy',
    include: ['src/deploy/**/*.deploy.test.ts'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
    // Whole processes start, drain and restart here: minutes, not seconds, on a busy 2-core machine.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
