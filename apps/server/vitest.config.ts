import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
