import { describe, expect, it } from 'vitest';
import { startupMessage } from './startup-message.js';

const base = { url: 'http://localhost:3000', where: 'embedded PostgreSQL in /srv/lathe', processes: 1 };

describe('the start-up message', () => {
  it('on the first start names the admin, the generated password and how to turn sign-up off', () => {
    const lines = startupMessage({
      ...base,
      adminEmail: 'admin@example.com',
      generatedPassword: 'pw-123',
      allowSignup: true,
    });
    expect(lines).toEqual([
      '\nLathe is running on http://localhost:3000 with embedded PostgreSQL in /srv/lathe, 1 server process',
      'Sign in at http://localhost:3000/auth/signin as admin@example.com',
      'Generated admin password (shown once, change it after signing in): pw-123',
      'Sign-up is on: anyone who can reach http://localhost:3000 can create an account at ' +
        'http://localhost:3000/auth/signup (it gets no role until an admin gives one). ' +
        'To turn sign-up off, start with ALLOW_SIGNUP=false.',
    ]);
  });

  it('says nothing of sign-up when it is off, nor of the admin on later starts', () => {
    expect(startupMessage({ ...base, allowSignup: false })).toEqual([
      '\nLathe is running on http://localhost:3000 with embedded PostgreSQL in /srv/lathe, 1 server process',
    ]);
  });

  it('says how many processes serve', () => {
    expect(startupMessage({ ...base, where: 'PostgreSQL (DATABASE_URL)', processes: 2, allowSignup: false })).toEqual([
      '\nLathe is running on http://localhost:3000 with PostgreSQL (DATABASE_URL), 2 server processes (WEB_CONCURRENCY)',
    ]);
  });

  it('reminds of open sign-up on every start', () => {
    const lines = startupMessage({ ...base, allowSignup: true });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('ALLOW_SIGNUP=false');
  });
});
