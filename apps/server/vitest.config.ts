import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The deploy suite runs the compiled build behind a proxy: a project of its own (vitest.deploy.config.ts).
    exclude: ['src/deploy/**'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
