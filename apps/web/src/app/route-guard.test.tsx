import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/auth-store';
import type { AppRoute } from '../lib/route-meta';
import { json, stubFetch } from '../test/fake-fetch';
import { makeUser } from '../test/fixtures';
import { renderRoutes } from '../test/render';
import { buildRoutes } from './router';

function SignInProbe() {
  const state = useLocation().state as { from?: { pathname: string } } | null;
  return <p>sign-in form (from {state?.from?.pathname ?? 'nowhere'})</p>;
}

const ROUTES: AppRoute[] = [
  {
    path: '/',
    meta: { title: 'Home', requiresAuth: true, permission: { scope: 'dashboard', action: 'view' } },
    Component: () => <p>home page</p>,
  },
  {
    path: '/secret',
    meta: { title: 'Secret', requiresAuth: true, permission: { scope: 'users', action: 'delete' } },
    Component: () => <p>secret page</p>,
  },
  {
    path: '/staff',
    meta: { title: 'Staff', requiresAuth: true, roles: ['admin'] },
    Component: () => <p>staff page</p>,
  },
  { path: '/auth/signin', meta: { title: 'Sign In', layout: 'auth' }, Component: SignInProbe },
  { path: '/about', meta: { title: 'About' }, Component: () => <p>about page</p> },
  { path: '*', meta: { title: 'Page Not Found' }, Component: () => <p>not found</p> },
];

const clerk = makeUser({
  roles: [{ id: 'r2', name: 'Clerk' }],
  role: { id: 'r2', name: 'Clerk', permissions: [{ scope: 'dashboard', actions: ['view'] }] },
});

const render = (path: string) => renderRoutes(buildRoutes(ROUTES), path);
const signIn = (user = makeUser()) =>
  useAuthStore.setState({ token: 'a', refreshToken: 'r', user, isAuthenticated: true });

beforeEach(() => {
  useAuthStore.getState().logout();
  useAuthStore.setState({ initialized: true });
  // The layout's bell asks for notifications; everything else here reads the public settings.
  stubFetch((req) =>
    req.path === '/api/notifications'
      ? json({ items: [], total: 0 })
      : json({ companyName: 'Lathe Works', allowSignup: true }),
  );
});

describe('route guard', () => {
  it('shows a large spinner until auth is initialized', () => {
    useAuthStore.setState({ initialized: false });
    render('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
  });

  it('sends a signed-out user to sign-in, remembering where they were going', async () => {
    const { router } = render('/secret?tab=2');
    expect(await screen.findByText('sign-in form (from /secret)')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/signin');
  });

  it('sends a signed-in user from sign-in to home', async () => {
    signIn();
    const { router } = render('/auth/signin');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders an empty page inside the layout when the permission is missing', async () => {
    signIn(clerk);
    render('/secret');
    const main = await screen.findByRole('main');
    expect(main).toBeEmptyDOMElement();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('renders the page when the permission is held', async () => {
    signIn(clerk);
    render('/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('passes a roles-only route for a held role', async () => {
    signIn();
    render('/staff');
    expect(await screen.findByText('staff page')).toBeInTheDocument();
  });

  it('denies a roles-only route to a user without roles', async () => {
    signIn(makeUser({ roles: [], role: null }));
    render('/staff');
    expect(await screen.findByRole('main')).toBeEmptyDOMElement();
  });

  it('opens public pages and the catch-all without signing in', async () => {
    render('/about');
    expect(await screen.findByText('about page')).toBeInTheDocument();
    render('/no/such/page');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });

  it('redirects /login to sign-in', async () => {
    const { router } = render('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
  });

  it('titles the page with the company name in capitals', async () => {
    signIn();
    render('/');
    await waitFor(() => expect(document.title).toBe('Home | LATHE WORKS'));
  });

  it('falls back to Acme Precision until the settings load', () => {
    stubFetch(() => new Promise(() => {}));
    render('/about');
    expect(document.title).toBe('About | ACME PRECISION');
  });
});
