import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { useAuthStore } from './auth-store';

const user = makeUser();

beforeEach(() => useAuthStore.getState().logout());

describe('auth store', () => {
  it('loginStart sets loading and clears the error; loginFailure stores it', () => {
    useAuthStore.setState({ error: 'old' });
    useAuthStore.getState().loginStart();
    expect(useAuthStore.getState()).toMatchObject({ loading: true, error: null });
    useAuthStore.getState().loginFailure('Login failed');
    expect(useAuthStore.getState()).toMatchObject({ loading: false, error: 'Login failed', isAuthenticated: false });
  });

  it('loginSuccess stores user and tokens and persists them', () => {
    useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user });
    expect(useAuthStore.getState()).toMatchObject({ user, token: 'a', refreshToken: 'r', isAuthenticated: true });
    expect(localStorage.getItem('token')).toBe('a');
    expect(localStorage.getItem('refreshToken')).toBe('r');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}').state).toEqual({
      token: 'a',
      refreshToken: 'r',
      user,
    });
  });

  it('logout clears everything and removes the stored tokens', () => {
    useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user });
    useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      token: null,
      refreshToken: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('setCredentials authenticates only with an access token', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    useAuthStore.getState().setCredentials({ refreshToken: 'r', user });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(error).toHaveBeenCalled();
    useAuthStore.getState().setCredentials({ accessToken: 'a', refreshToken: 'r', user });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'a' });
    error.mockRestore();
  });

  it('tokenReceived updates the tokens and marks authenticated', () => {
    useAuthStore.getState().tokenReceived({ accessToken: 'a2', refreshToken: 'r2', user });
    expect(useAuthStore.getState()).toMatchObject({ token: 'a2', refreshToken: 'r2', isAuthenticated: true, user });
  });

  it('a stored session is authenticated again after a reload', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { token: 'a', refreshToken: 'r', user }, version: 0 }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'a', refreshToken: 'r', isAuthenticated: true });
  });

  it('a stored refresh token alone is not a session', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { token: null, refreshToken: 'r', user: null }, version: 0 }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ refreshToken: 'r', isAuthenticated: false });
  });
});
