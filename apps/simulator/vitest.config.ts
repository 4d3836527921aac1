import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'simulator',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
  },
});
