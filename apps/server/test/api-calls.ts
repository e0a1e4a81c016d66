import { expect } from 'vitest';
import type { Harness } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

/**
 * A test file's calls to the API as the admin (or the token given): `call` answers as it is, `ok`
 * must answer its status (201 for a POST, else 200) and gives the body, `refused` must answer the
 * status given and gives the message and field errors. `harness` is read at each call, so a file
 * may open it in beforeAll.
 */
export function apiCalls(harness: () => Harness) {
  async function call(method: Method, url: string, body?: object, token?: string) {
    const h = harness();
    return h.call(method, url, { token: token ?? (await h.adminToken()), body });
  }

  async function ok(method: Method, url: string, body?: object, status = method === 'POST' ? 201 : 200) {
    const res = await call(method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.statusCode === 204 ? null : (res.json() as Json);
  }

  async function refused(method: Method, url: string, body: object | undefined, status: number) {
    const res = await call(method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json() as { message: string; errors?: Record<string, string> };
  }

  return { call, ok, refused };
}
