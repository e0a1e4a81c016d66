import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN, E2E_MAIL_DIR, E2E_PORT, E2E_SMTP_PORT } from './support/env';

const port = E2E_PORT;
const dataDir = mkdtempSync(join(tmpdir(), 'lathe-e2e-'));

/** The real server, built web app and a fresh embedded database: nothing is mocked. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  webServer: [
    {
      // A real SMTP server that keeps what the app e-mails, for the journeys to read.
      command: 'node support/mail-catcher.mjs',
      port: E2E_SMTP_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_MAIL_DIR },
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
        DATA_DIR: dataDir,
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
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      },
    },
  ],
});
