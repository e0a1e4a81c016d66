import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The admin the e2e servers are started with (see playwright.config.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);

/** The folder the mail server beside the app server on `port` keeps each mail in. */
export const mailDirOf = (port: number) => join(tmpdir(), `lathe-e2e-mail-${port}`);

/**
 * The journeys run in two lanes side by side (playwright.config.ts), each against a server,
 * database and mail server of its own: lane n's app server listens on E2E_PORT + 2n, its mail
 * server (support/mail-catcher.mjs) on the port after.
 */
export function lane(n: number) {
  const port = E2E_PORT + 2 * n;
  return { port, smtpPort: port + 1, mailDir: mailDirOf(port) };
}
