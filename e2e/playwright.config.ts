import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { ADMIN, lane } from './support/env';
import { sharedMemoryArgs } from './support/shared-memory';

/**
 * The journeys of lanes 1 and 2; lane 3 runs every other file, so a new journey joins lane 3. A
 * journey spends much of its time waiting on the browser and the server: three lanes side by side
 * on two cores take about a third as long as one. Keep the lanes about even (the list reporter
 * prints each journey's time; a lane's total is the sum of its files').
 */
const LANES = [
  ['master-data.spec.ts', 'sales-clerk.spec.ts', 'products.spec.ts'],
  ['every-role-menu.spec.ts', 'buying-and-job-work.spec.ts', 'admin-journey.spec.ts', 'audit.spec.ts'],
];
const NAMED = LANES.flat();

/**
 * A lane's own real server, built web app, fresh embedded database and mail server: nothing is
 * mocked, and what one lane's journeys write (orders, dashboard figures, mails) never meets the other's.
 */
function servers(n: number): Extract<PlaywrightTestConfig['webServer'], unknown[]> {
  const { port, smtpPort, mailDir } = lane(n);
  return [
    {
      // A real SMTP server that keeps what the app e-mails, for the journeys to read.
      command: 'node support/mail-catcher.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: mailDir },
    },
    {
      command: 'node dist/server.js',
      cwd: '../apps/server',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // The lane's folder run-e2e.mjs made (with the migrated database, where there was one to copy).
        DATA_DIR: process.env.E2E_DATA_DIRS?.split(delimiter)[n] ?? mkdtempSync(join(tmpdir(), 'lathe-e2e-')),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        COMPANY_NAME: 'Acme Precision',
        LOG_LEVEL: 'warn',
        // The journeys sign in many times from one address.
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        // They also seed their lists through the API as the admin, faster than a person writes
        // (the limit itself is tested in apps/server/test/limits.test.ts).
        WRITE_RATE_LIMIT: '100000',
        // The journeys' workers all sign in as the one admin, reading at once.
        READ_RATE_LIMIT: '100000',
        READS_IN_FLIGHT: '100000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ];
}

/** The real servers, built web app and fresh embedded databases: nothing is mocked. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One worker a lane: a lane's journeys run one after another, on its own server.
  workers: 3,
  retries: 0,
  /*
   * A journey has no time of its own: each step has its wait (an expectation 10 s, a click or a
   * fill 15 s, a page load 30 s, an accessibility scan 30 s in support/session.ts), so a journey
   * that runs long on a loaded machine still passes, and a step that never happens fails by
   * itself, named. This ceiling only ends a journey that never would.
   */
  timeout: 15 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // Recording a trace costs a third of the journeys' CPU (4.6 min → 3.1 min, 519 → 331 CPU-s on
    // two cores, BENCHMARKS.md); CI keeps none (its log is what anyone reads of it), a developer's
    // run keeps the failures'.
    trace: process.env.CI && process.env.CI !== 'false' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The journeys' browser asks for less motion, as a person may (apps/web/src/index.css): no
    // spinner or toast is drawn frame by frame while a journey waits on it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...sharedMemoryArgs()],
    },
  },
  projects: [
    ...LANES.map((files, n) => ({
      name: `lane ${n + 1}`,
      testMatch: files,
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${lane(n).port}` },
    })),
    { name: 'lane 3', testIgnore: NAMED, workers: 1, use: { baseURL: `http://127.0.0.1:${lane(2).port}` } },
  ],
  webServer: [0, 1, 2].flatMap(servers),
});
