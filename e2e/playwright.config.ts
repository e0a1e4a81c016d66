import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { ADMIN, lane } from './support/env';

/**
 * The journeys of lane 1; lane 2 runs every other file, so a new journey joins lane 2. A journey
 * spends most of its time waiting on the browser and the server, not on a core: two lanes side by
 * side take about half as long as one. Keep the lanes about even (the list reporter prints each
 * journey's time; a lane's total is the sum of its files').
 */
const LANE_ONE = [
  'master-data.spec.ts',
  'sales-clerk.spec.ts',
  'products.spec.ts',
  'planner.spec.ts',
  'auth.spec.ts',
  'audit.spec.ts',
  'bundle-budget.spec.ts',
];

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
        DATA_DIR: mkdtempSync(join(tmpdir(), 'lathe-e2e-')),
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
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'lane 1', testMatch: LANE_ONE, workers: 1, use: { baseURL: `http://127.0.0.1:${lane(0).port}` } },
    { name: 'lane 2', testIgnore: LANE_ONE, workers: 1, use: { baseURL: `http://127.0.0.1:${lane(1).port}` } },
  ],
  webServer: [...servers(0), ...servers(1)],
});
