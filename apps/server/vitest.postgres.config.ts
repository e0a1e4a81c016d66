import { defineProject } from 'vitest/config';

/** The same integration suite against a real PostgreSQL server (TEST_DATABASE_URL). */
export default defineProject({
  test: {
    name: 'server-postgres',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/server-process.test.ts', 'src/**/*.unit.test.ts'],
    env: { TEST_DB: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
