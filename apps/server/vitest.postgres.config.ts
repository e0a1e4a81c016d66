import { defineProject } from 'vitest/config';
import { ONE_DATABASE_SUITES } from './test/one-database-suites.js';

/** The same integration suite against a real PostgreSQL server (TEST_DATABASE_URL). */
export default defineProject({
  test: {
    name: 'server-postgres',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'demo/**/*.test.ts'],
    // The unit tests and the schedule thread's touch no database: the embedded project runs them.
    // The access suites that ask the server's own checks run once, on the embedded database (ONE_DATABASE_SUITES).
    exclude: [
      'test/server-process.test.ts',
      'src/**/*.unit.test.ts',
      'src/modules/planning/planning-thread.test.ts',
      ...ONE_DATABASE_SUITES.embedded,
    ],
    env: { TEST_DB: 'postgres' },
    // Each file's database is a copy of one migrated at the start (test/database-template.ts),
    // and files share one module graph per worker: each builds its own app on its own database,
    // and nothing is mocked. Both would otherwise cost seconds a file.
    globalSetup: ['test/database-template.ts'],
    // A statement sent to a connection already running one fails the test that sent it.
    setupFiles: ['test/one-statement-at-a-time.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
