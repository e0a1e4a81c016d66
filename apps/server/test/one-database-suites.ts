/**
 * The access suites that run on one database, where CI runs both (TEST_DATABASE_URL): each asks
 * the server's own checks — a route's permission, a record's scope, a field's validation, the
 * fields a body may set — which answer before any SQL is sent or the same whichever PostgreSQL
 * sends it, and each sends thousands of requests (the hostile scan alone 11,000, a quarter of the
 * stage's time on both databases). So each runs once, and the two databases share them; every
 * module's own tests, the drills' and the backup's still run on both. Without TEST_DATABASE_URL
 * the embedded project runs them all.
 */
export const ONE_DATABASE_SUITES = {
  /** Run by the PostgreSQL project only. */
  postgres: ['test/hostile-scan.test.ts'],
  /** Run by the embedded project only. */
  embedded: ['test/record-scope.test.ts', 'test/route-matrix.test.ts', 'test/mass-assignment.test.ts'],
};
