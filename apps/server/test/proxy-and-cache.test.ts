import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { auditLog } from '../src/db/schema/index.js';
import { loadSecrets } from '../src/lib/secrets.js';
import { createHarness, type Harness } from './harness.js';

/*
 * Smaller controls of the hardening: no API answer is cached, X-Forwarded-For is believed only
 * from the proxy TRUST_PROXY names, and the data folder is the server user's alone.
 */

const harnesses: Harness[] = [];
afterAll(() => Promise.all(harnesses.map((h) => h.close())));
const harness = async (env: Record<string, string> = {}) => {
  const h = await createHarness(env);
  harnesses.push(h);
  return h;
};

/** The address the audit log wrote for a failed sign-in sent from `remoteAddress` claiming `forwarded`. */
async function loggedAddress(h: Harness, remoteAddress: string, forwarded: string) {
  const email = `nobody-${Math.random().toString(36).slice(2)}@example.com`;
  await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwarded },
    payload: { email, password: 'wrong-password-1' },
  });
  const [row] = await h.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.actorEmail, email))
    .orderBy(desc(auditLog.at));
  return row?.ip;
}

describe('Cache-Control on the API', () => {
  it('is no-store on every kind of /api answer', async () => {
    const h = await harness();
    const token = await h.adminToken();
    const answers = [
      await h.call('GET', '/api/health'),
      await h.call('GET', '/api/auth/me', { token }),
      await h.call('GET', '/api/customers'),
      await h.call('GET', '/api/no-such-thing'),
      await h.call('POST', '/api/auth/login', { body: {} }),
      await h.call('GET', '/api/customers/export', { token }),
    ];
    for (const res of answers) expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored unless TRUST_PROXY names the proxy', async () => {
    const open = await harness();
    expect(await loggedAddress(open, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    const proxied = await harness({ TRUST_PROXY: '10.0.0.5' });
    expect(await loggedAddress(proxied, '10.0.0.5', '198.51.100.1')).toBe('198.51.100.1');
    // Someone else claiming to forward is not believed.
    expect(await loggedAddress(proxied, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('refuses a TRUST_PROXY that trusts everyone', () => {
    for (const value of ['true', '*', '0.0.0.0/0']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: name the proxy/);
    }
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});

describe('the data folder', () => {
  it('is created readable by the server user alone', () => {
    const parent = mkdtempSync(join(tmpdir(), 'lathe-data-'));
    try {
      const dataDir = join(parent, 'data');
      loadSecrets(loadConfig({ DATA_DIR: dataDir }));
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
