import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../test/fake-fetch';
import { makeUser } from '../test/fixtures';
import { endServerSession, initializeAuth } from './auth-session';
import { useAuthStore } from './auth-store';

beforeEach(() => {
  useAuthStore.getState().logout();
  useAuthStore.setState({ initialized: false });
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('initializeAuth', () => {
  it('refreshes when only a refresh token is stored', async () => {
    useAuthStore.setState({ refreshToken: 'r1' });
    const { calls } = stubFetch(() => json({ user: makeUser(), token: { accessToken: 'a2', refreshToken: 'r2' } }));
    await initializeAuth();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/refresh']);
    expect(useAuthStore.getState()).toMatchObject({
      initialized: true,
      isAuthenticated: true,
      token: 'a2',
      refreshToken: 'r2',
    });
  });

  it('signs out when that refresh fails, and still finishes initializing', async () => {
    useAuthStore.setState({ refreshToken: 'r1' });
    stubFetch(() => errorBody(401, 'Session revoked'));
    await initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({ initialized: true, isAuthenticated: false, refreshToken: null });
  });

  it('reloads the user of a stored session', async () => {
    useAuthStore.setState({ token: 'a1', refreshToken: 'r1', user: makeUser(), isAuthenticated: true });
    stubFetch(() => json(makeUser({ firstName: 'Janet' })));
    await initializeAuth();
    expect(useAuthStore.getState().user?.firstName).toBe('Janet');
    expect(useAuthStore.getState().initialized).toBe(true);
  });

  it('keeps the session when the server cannot be reached', async () => {
    useAuthStore.setState({ token: 'a1', refreshToken: 'r1', user: makeUser(), isAuthenticated: true });
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await initializeAuth();
    expect(useAuthStore.getState()).toMatchObject({ initialized: true, isAuthenticated: true });
  });

  it('does nothing but initialize without any session', async () => {
    const { calls } = stubFetch(() => json({}));
    await initializeAuth();
    expect(calls).toHaveLength(0);
    expect(useAuthStore.getState().initialized).toBe(true);
  });
});

describe('endServerSession', () => {
  it('calls logout with the token and clears the session even when the call fails', async () => {
    useAuthStore.setState({ token: 'a1', refreshToken: 'r1', user: makeUser(), isAuthenticated: true });
    const { calls } = stubFetch(() => Promise.reject(new TypeError('offline')));
    await endServerSession();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout' });
    expect(calls[0]?.headers.Authorization).toBe('Bearer a1');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('skips the call without a token', async () => {
    const { calls } = stubFetch(() => new Response(null, { status: 204 }));
    await endServerSession();
    expect(calls).toHaveLength(0);
  });
});
