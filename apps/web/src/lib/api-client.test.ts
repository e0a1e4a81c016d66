import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../test/fake-fetch';
import { makeUser } from '../test/fixtures';
import { api, apiRequest, download } from './api-client';
import { ApiError } from './api-error';
import { useAuthStore } from './auth-store';

const assign = vi.fn();

function signIn(token = 'access-1', refreshToken = 'refresh-1') {
  useAuthStore.setState({ token, refreshToken, user: makeUser(), isAuthenticated: true });
}

const refreshed = (n: number) =>
  json({ user: makeUser(), token: { accessToken: `access-${n}`, refreshToken: `refresh-${n}` } });

beforeEach(() => {
  useAuthStore.getState().logout();
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('apiRequest', () => {
  it('sends JSON with credentials and the bearer token', async () => {
    signIn();
    const { mock, calls } = stubFetch(() => json({ ok: true }));
    await expect(api.post('users', { a: 1 })).resolves.toEqual({ ok: true });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/users', body: { a: 1 } });
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(mock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('drops empty query values', async () => {
    const { calls } = stubFetch(() => json([]));
    await api.get('users', { page: 2, search: '', sortBy: 'email', x: undefined });
    expect(calls[0]?.query.toString()).toBe('page=2&sortBy=email');
  });

  it('refreshes on a 401 and retries the original request once', async () => {
    signIn();
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/auth/refresh') return refreshed(2);
      return req.headers.Authorization === 'Bearer access-2' ? json({ data: 'ok' }) : errorBody(401, 'Unauthorized');
    });
    await expect(api.get('users')).resolves.toEqual({ data: 'ok' });
    expect(calls.map((c) => c.path)).toEqual(['/api/users', '/api/auth/refresh', '/api/users']);
    const refresh = calls[1];
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers.Authorization).toBe('Bearer refresh-1');
    expect(refresh?.body).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({
      token: 'access-2',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
    });
    expect(localStorage.getItem('token')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = stubFetch(async (req) => {
      if (req.path === '/api/auth/refresh') {
        await gate;
        return refreshed(2);
      }
      return req.headers.Authorization === 'Bearer access-2'
        ? json({ path: req.path })
        : errorBody(401, 'Unauthorized');
    });
    const both = Promise.all([api.get('users'), api.get('roles')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1));
    release();
    await expect(both).resolves.toEqual([{ path: '/api/users' }, { path: '/api/roles' }]);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out and navigates to sign-in when the refresh fails', async () => {
    signIn();
    localStorage.setItem('token', 'access-1');
    stubFetch((req) =>
      req.path === '/api/auth/refresh' ? errorBody(401, 'Invalid token') : errorBody(401, 'Unauthorized'),
    );
    await expect(api.get('users')).rejects.toMatchObject({ status: 401 });
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/signin');
  });

  it('treats a refresh answer without tokens as a failure', async () => {
    signIn();
    stubFetch((req) =>
      req.path === '/api/auth/refresh' ? json({ user: makeUser() }) : errorBody(401, 'Unauthorized'),
    );
    await expect(api.get('users')).rejects.toBeInstanceOf(ApiError);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(assign).toHaveBeenCalledWith('/auth/signin');
  });

  it('signs out without a refresh call when there is no refresh token', async () => {
    useAuthStore.setState({ token: 'access-1', refreshToken: null, user: makeUser(), isAuthenticated: true });
    const { calls } = stubFetch(() => errorBody(401, 'Unauthorized'));
    await expect(api.get('users')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(assign).toHaveBeenCalledWith('/auth/signin');
  });

  it.each(['auth/login', 'auth/register', 'auth/refresh'])('never refreshes for %s', async (path) => {
    signIn();
    const { calls } = stubFetch(() => errorBody(401, 'Invalid email or password'));
    await expect(api.post(path, {})).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('maps an error body onto ApiError', async () => {
    stubFetch(() =>
      errorBody(400, 'Validation failed', { email: 'Email is invalid', firstName: 'First name is required' }),
    );
    const error = await apiRequest('users', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation failed',
      serverMessage: 'Validation failed',
      errors: { email: 'Email is invalid', firstName: 'First name is required' },
    });
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('users')).rejects.toMatchObject({ status: 'FETCH_ERROR', serverMessage: undefined });
  });

  it('reports an unreadable answer as PARSING_ERROR', async () => {
    stubFetch(() => new Response('<html>oops</html>', { status: 200 }));
    await expect(api.get('users')).rejects.toMatchObject({ status: 'PARSING_ERROR' });
  });

  it('keeps the HTTP status when an error answer is not JSON', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    await expect(api.get('users')).rejects.toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('returns undefined for 204', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(api.delete('users/1')).resolves.toBeUndefined();
  });
});

describe('download', () => {
  const csv = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv', ...headers } });

  it('returns the body as a Blob with the file name from Content-Disposition', async () => {
    signIn();
    const { calls } = stubFetch(() =>
      csv('id,name\r\n1,Press\r\n', { 'Content-Disposition': 'attachment; filename="departments-2026-11-22.csv"' }),
    );
    const file = await download('departments/export', { search: 'pr', sortBy: 'name', page: undefined });
    expect(file.filename).toBe('departments-2026-11-22.csv');
    await expect(file.blob.text()).resolves.toBe('id,name\r\n1,Press\r\n');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/departments/export' });
    expect(calls[0]?.query.toString()).toBe('search=pr&sortBy=name');
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(calls[0]?.headers.Accept).toContain('text/csv');
  });

  it('has no file name when the server sends none', async () => {
    stubFetch(() => csv('a'));
    await expect(download('things/export')).resolves.toMatchObject({ filename: null });
  });

  it('refreshes on a 401 and retries, like every other call', async () => {
    signIn();
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/auth/refresh') return refreshed(2);
      return req.headers.Authorization === 'Bearer access-2' ? csv('ok') : errorBody(401, 'Unauthorized');
    });
    const file = await download('things/export');
    await expect(file.blob.text()).resolves.toBe('ok');
    expect(calls.map((c) => c.path)).toEqual(['/api/things/export', '/api/auth/refresh', '/api/things/export']);
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    stubFetch(() => errorBody(403, 'You do not have permission'));
    await expect(download('things/export')).rejects.toMatchObject({
      status: 403,
      serverMessage: 'You do not have permission',
    });
  });
});
