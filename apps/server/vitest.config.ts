import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'demo/**/*.test.ts'],
    // Real server processes on one PostgreSQL database: the PostgreSQL project's alone.
    exclude: ['test/two-processes.test.ts'],
    // Each file's database is a copy of one migrated at the start (test/database-template.ts),
    // and files share one module graph per worker: each builds its own app on its own database,
    // and nothing is mocked. Both would otherwise cost seconds a file.
    globalSetup: ['test/database-template.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
