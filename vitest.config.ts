import { defineConfig } from 'vitest/config';

/** One `vitest run` covers every workspace; the PostgreSQL project joins when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // A worker per core: the integration files spend much of their time waiting on a database.
    maxWorkers: '100%',
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
