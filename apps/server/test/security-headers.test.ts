import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { fakeWebDist } from './web-dist.js';

const { dist, remove } = fakeWebDist();
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ WEB_DIST: dist });
});
afterAll(async () => {
  await h.close();
  remove();
});

/** The policy's directives by name: "script-src 'self'" → { 'script-src': ["'self'"] }. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  const responses = [
    ['the web app', 'GET', '/'],
    ['a client route', 'GET', '/customers/edit/1'],
    ['a static file', 'GET', '/assets/app-1.js'],
    ['JSON', 'GET', '/api/health'],
    ['a 401', 'GET', '/api/customers'],
    ['a 404', 'GET', '/api/no-such-thing'],
    ['a 400', 'POST', '/api/auth/login'],
    ['the API docs', 'GET', '/api/docs/static/index.html'],
  ] as const;

  it.each(responses)('are on %s', async (_what, method, url) => {
    const res = await h.app.inject({ method, url, headers: { origin: 'https://evil.example' } });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // CORS stays closed: no other site's page may read an answer.
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a cross-origin preflight without allowing it', async () => {
    const res = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/customers',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});
