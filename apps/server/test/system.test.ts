import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ COMPANY_NAME: 'Shree Turned Parts' });
});
afterAll(() => h.close());

describe('system routes', () => {
  it('health is ok once the database answers; settings are public', async () => {
    expect((await h.call('GET', '/api/health')).json()).toEqual({ status: 'ok' });
    expect((await h.call('GET', '/api/settings')).json()).toEqual({
      companyName: 'Shree Turned Parts',
      allowSignup: true,
    });
  });

  it('unknown API paths are JSON 404s, and every answer carries a request id', async () => {
    const res = await h.call('GET', '/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    const traced = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('serves an OpenAPI document naming every API route', async () => {
    const doc = (await h.call('GET', '/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of h.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'))) {
      const path = route.url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[`/api${path}`]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('answers malformed JSON and wrong content with 4xx, never 500', async () => {
    const token = await h.adminToken();
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The request body is not valid JSON');
    const none = await h.call('POST', '/api/roles', { token });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request body must be a JSON object',
    });
    const list = await h.call('POST', '/api/roles', { token, body: [1, 2] });
    expect(list.json().message).toBe('The request body must be a JSON object');
    const text = await h.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.body).not.toMatch(/at .*\.ts/);
  });
});
