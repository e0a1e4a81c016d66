import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { decideAccess } from '../../app/access';
import { navItemsFor } from '../../app/nav';
import { buildRoutes } from '../../app/router';
import { flattenNav } from '../../components/layout/nav-types';
import { useAuthStore } from '../../lib/auth-store';
import { type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { auditRoutes } from './routes';

const clerk = makeUser({
  roles: [{ id: 'r2', name: 'Clerk' }],
  role: { id: 'r2', name: 'Clerk', permissions: [{ scope: 'dashboard', actions: ['view'] }] },
});
const shoutingAdmin = makeUser({ roles: [{ id: 'r1', name: 'ADMIN' }], role: null });

const names = (user: Parameters<typeof navItemsFor>[0]) => flattenNav(navItemsFor(user)).map((link) => link.name);

const signIn = (user: ReturnType<typeof makeUser>) =>
  useAuthStore.setState({ token: 'a', refreshToken: 'r', user, isAuthenticated: true, initialized: true });

const HOME = {
  path: '/',
  meta: { title: 'Home', requiresAuth: true },
  Component: () => <p>home page</p>,
};

let calls: FakeRequest[] = [];

beforeEach(() => {
  useAuthStore.getState().logout();
  ({ calls } = stubFetch((req) =>
    req.path === '/api/notifications'
      ? json({ items: [], total: 0 })
      : req.path === '/api/audit'
        ? json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0, totalCapped: false })
        : json({ companyName: 'Lathe Works', allowSignup: true }),
  ));
});

describe('the Audit log in the menu', () => {
  it('is offered to admins only (the role named Admin, in any case)', () => {
    expect(names(makeUser())).toContain('Audit log');
    expect(names(shoutingAdmin)).toContain('Audit log');
    expect(names(clerk)).not.toContain('Audit log');
    expect(names(null)).not.toContain('Audit log');
    // Everything else stays as it was.
    expect(names(clerk)).toEqual(names(makeUser()).filter((name) => name !== 'Audit log'));
  });

  it('shows in the sidebar of an admin, not of a clerk, who is kept off the screen', async () => {
    const routes = buildRoutes([HOME, ...auditRoutes]);
    signIn(makeUser());
    const admin = renderRoutes(routes, '/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(sidebar).toContainElement(screen.getByRole('link', { name: 'Audit log' }));
    admin.unmount();

    signIn(clerk);
    renderRoutes(routes, '/');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(decideAccess(auditRoutes[0]?.meta, useAuthStore.getState())).toBe('denied');
  }, 20_000);

  it('keeps a clerk who types the address off the screen, asking the log nothing', async () => {
    signIn(clerk);
    renderRoutes(buildRoutes([HOME, ...auditRoutes]), '/audit');
    expect(await screen.findByRole('link', { name: 'Skip to content' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/audit')).toHaveLength(0);
  }, 20_000);
});
