import { defineProject } from 'vitest/config';
import { ONE_DATABASE_SUITES } from './test/one-database-suites.js';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'demo/**/*.test.ts'],
    exclude: [
      // Real server processes on one PostgreSQL database: the PostgreSQL project's alone.
      'test/two-processes.test.ts',
      // A PostgreSQL server out of reach: the driver's, whichever project runs it, so where the
      // PostgreSQL project runs (TEST_DATABASE_URL) it runs the file once, with its cut connection.
      ...(process.env.TEST_DATABASE_URL ? ['test/database-outage.test.ts'] : []),
      // The hostile scan asks the server's own checks (every field of every route) and runs once:
      // on PostgreSQL where that project runs, here otherwise (ONE_DATABASE_SUITES).
      ...(process.env.TEST_DATABASE_URL ? ONE_DATABASE_SUITES.postgres : []),
    ],
    // Each file's database is a copy of one migrated at the start (test/database-template.ts),
    // and files share one module graph per worker: each builds its own app on its own database,
    // and nothing is mocked. Both would otherwise cost seconds a file.
    globalSetup: ['test/database-template.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
