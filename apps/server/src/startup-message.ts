export interface StartupFacts {
  /** Where a browser reaches the app: http://localhost:3000. */
  url: string;
  /** Which database: "embedded PostgreSQL in ./data", "PostgreSQL (DATABASE_URL)". */
  where: string;
  /** Server processes answering (WEB_CONCURRENCY). */
  processes: number;
  /** Set on the first start, when the admin was just created. */
  adminEmail?: string | undefined;
  /** Set when that admin's password was generated (ADMIN_PASSWORD unset). */
  generatedPassword?: string | undefined;
  allowSignup: boolean;
}

/** What the server prints once it listens: where it is, the first admin, and whether anyone may sign up. */
export function startupMessage({
  url,
  where,
  processes,
  adminEmail,
  generatedPassword,
  allowSignup,
}: StartupFacts): string[] {
  const served = processes === 1 ? '1 server process' : `${processes} server processes (WEB_CONCURRENCY)`;
  const lines = [`\nLathe is running on ${url} with ${where}, ${served}`];
  if (adminEmail) {
    lines.push(`Sign in at ${url}/auth/signin as ${adminEmail}`);
    if (generatedPassword) {
      lines.push(`Generated admin password (shown once, change it after signing in): ${generatedPassword}`);
    }
  }
  if (allowSignup) {
    lines.push(
      `Sign-up is on: anyone who can reach ${url} can create an account at ${url}/auth/signup ` +
        '(it gets no role until an admin gives one). To turn sign-up off, start with ALLOW_SIGNUP=false.',
    );
  }
  return lines;
}
