import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeHandler = (req: FakeRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const errorBody = (statusCode: number, message: string, errors?: Record<string, string>) =>
  json({ statusCode, error: 'Error', message, ...(errors ? { errors } : {}) }, statusCode);

/** Replaces fetch with a handler; returns the mock so tests can inspect the calls. */
export function stubFetch(handler: FakeHandler) {
  const calls: FakeRequest[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const req: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(req);
    return handler(req);
  });
  vi.stubGlobal('fetch', mock);
  return { mock, calls };
}
