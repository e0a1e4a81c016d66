import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real server processes on one PostgreSQL database: the PostgreSQL project's alone.
    exclude: ['test/two-processes.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
