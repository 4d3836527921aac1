import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'lint', include: ['**/*.test.js'] },
});
