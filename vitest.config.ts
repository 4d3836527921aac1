import { defineConfig } from 'vitest/config';

/** Each project keeps its own vitest.config.ts; the root adds what must hold for all of them. */
const projects = ['packages/shared', 'packages/scoring', 'apps/simulator', 'apps/server', 'apps/web', 'lint'];

export default defineConfig({
  test: {
    // Vitest does not pass a root `test` option down to projects named by folder, so each project is
    // extended here: a forgotten `.only` would quietly skip the rest of the suite; refuse it on every
    // machine, not only when CI is set.
    projects: projects.map((root) => ({
      extends: root === 'lint' ? 'lint/vitest.config.js' : `${root}/vitest.config.ts`,
      root,
      test: {
        allowOnly: false,
        // The server's integration tests open their embedded databases from one migrated template built
        // once per run (initdb and migrations took over a minute per file on a busy machine).
        // Timeouts are safety nets: on a shared 2-core machine under load opening a database and building
        // the app in beforeAll took over 60 s with nothing wrong.
        ...(root === 'apps/server'
          ? { globalSetup: ['src/test/pglite-template.global-setup.ts'], hookTimeout: 180_000, testTimeout: 90_000 }
          : // Whole-app renders with several clicks, and building the demo scenario twice, took over 5 s
            // (vitest's default) on a loaded machine.
            { testTimeout: 30_000 }),
      },
    })),
    allowOnly: false,
    // Integration test files each open an embedded database (~1 GB); two files at a time suit our 2-core machines.
    maxWorkers: 2,
  },
});
