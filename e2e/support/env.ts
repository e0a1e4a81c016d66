/** The admin the e2e server is started with (see playwright.config.ts). */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
