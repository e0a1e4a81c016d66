import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { SignInPage } from './sign-in-page';
import { SIGNUP_CLOSED_MESSAGE, SignUpPage } from './sign-up-page';

const ROUTES = [
  { path: '/auth/signin', element: <SignInPage /> },
  { path: '/auth/signup', element: <SignUpPage /> },
  { path: '*', element: <p>landed</p> },
];

const session = { accessToken: 'a', refreshToken: 'r', user: makeUser() };

function serve(allowSignup: boolean, handle: (req: FakeRequest) => Response | Promise<Response>) {
  return stubFetch((req) =>
    req.path === '/api/settings' ? json({ companyName: 'Acme Precision', allowSignup }) : handle(req),
  );
}

async function fillSignIn(email = 'jane@example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => useAuthStore.getState().logout());

describe('sign in', () => {
  it('signs in and stores the session', async () => {
    const { calls } = serve(true, () => json(session));
    const { router } = renderRoutes(ROUTES, '/auth/signin');
    await fillSignIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'jane@example.com',
      password: 'secret-pass',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: 'a', refreshToken: 'r' });
  });

  it('shows the server message on failure', async () => {
    serve(true, () => errorBody(401, 'Invalid email or password'));
    renderRoutes(ROUTES, '/auth/signin');
    await fillSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows Login failed without a server message', async () => {
    serve(true, () => Promise.reject(new TypeError('offline')));
    renderRoutes(ROUTES, '/auth/signin');
    await fillSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('validates before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = serve(true, () => json(session));
    renderRoutes(ROUTES, '/auth/signin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('offers sign-up only when it is allowed', async () => {
    serve(true, () => json(session));
    renderRoutes(ROUTES, '/auth/signin');
    expect(await screen.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/signup');
  });

  it('hides the sign-up link when sign-up is off', async () => {
    const { calls } = serve(false, () => json(session));
    renderRoutes(ROUTES, '/auth/signin');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/settings')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('sign up', () => {
  it('registers and signs in', async () => {
    const user = userEvent.setup();
    const { calls } = serve(true, () => json(session, 201));
    const { router } = renderRoutes(ROUTES, '/auth/signup');
    await user.type(screen.getByLabelText(/^Name/), 'Jane Doe');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      password: 'secret-pass',
    });
  });

  it('shows the server message, else Registration failed', async () => {
    const user = userEvent.setup();
    let answer = () => errorBody(409, 'Email is already registered');
    serve(true, () => answer());
    renderRoutes(ROUTES, '/auth/signup');
    await user.type(screen.getByLabelText(/^Name/), 'Jane Doe');
    await user.type(screen.getByLabelText(/^Email/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');
    answer = () => new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'));
  });

  it('refuses a trivial password with the message the server gives, before calling it', async () => {
    const user = userEvent.setup();
    const { calls } = serve(true, () => json(session, 201));
    renderRoutes(ROUTES, '/auth/signup');
    await user.type(screen.getByLabelText(/^Name/), 'Jane Doe');
    await user.type(screen.getByLabelText(/^Email/), 'jane.doe.works@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Jane.Doe.Works');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Password cannot be your email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'zzzzzzzzzz');
    expect(await screen.findByText('Password cannot be one character repeated')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('explains and disables the form when sign-up is off', async () => {
    serve(false, () => json(session));
    renderRoutes(ROUTES, '/auth/signup');
    expect(await screen.findByText(SIGNUP_CLOSED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
  });
});
