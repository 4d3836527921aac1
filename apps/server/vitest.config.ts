import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The deploy suite runs the compiled build behind a proxy (vitest.deploy.config.ts); tests that measure the
    // event loop run alone on the machine (vitest.alone.config.ts).
    exclude: ['src/deploy/**', 'src/**/*.alone.test.ts'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
