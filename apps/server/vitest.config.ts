import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file boots its own databases; PGlite start-up is the slow part, not the tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
