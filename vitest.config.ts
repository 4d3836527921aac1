import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/scoring', 'apps/simulator', 'apps/server', 'apps/web', 'lint'],
    // Integration test files each open an embedded database (~1 GB); two files at a time suit our 2-core machines.
    maxWorkers: 2,
  },
});
