import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The admin the e2e server is started with (see playwright.config.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);

/** The journeys' mail server (support/mail-catcher.mjs) and the folder it keeps each mail in. */
export const E2E_SMTP_PORT = E2E_PORT + 1;
export const E2E_MAIL_DIR = join(tmpdir(), `lathe-e2e-mail-${E2E_PORT}`);
