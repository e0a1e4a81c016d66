import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { type AuthSnapshot, decideAccess } from './access';

const signedIn: AuthSnapshot = { initialized: true, loading: false, isAuthenticated: true, user: makeUser() };
const signedOut: AuthSnapshot = { initialized: true, loading: false, isAuthenticated: false, user: null };
const noRole = makeUser({ roles: [], role: null, permissions: [] });
const usersViewer = makeUser({
  roles: [{ id: 'r2', name: 'Clerk' }],
  role: null,
  permissions: [{ scope: 'users', actions: ['view'] }],
});

const usersView = { title: 'Users', requiresAuth: true, permission: { scope: 'users', action: 'view' } } as const;

describe('decideAccess', () => {
  it('spins while auth initializes or loads', () => {
    expect(decideAccess(usersView, { ...signedOut, initialized: false })).toBe('loading');
    expect(decideAccess(usersView, { ...signedIn, loading: true })).toBe('loading');
    expect(decideAccess(usersView, { ...signedIn, user: null })).toBe('loading');
  });

  it('sends signed-out users to sign-in', () => {
    expect(decideAccess(usersView, signedOut)).toBe('signin');
  });

  it('sends signed-in users away from auth screens', () => {
    expect(decideAccess({ title: 'Sign In', layout: 'auth' }, signedIn)).toBe('home');
    expect(decideAccess({ title: 'Sign In', layout: 'auth' }, signedOut)).toBe('allow');
  });

  it('checks the permission on the user', () => {
    expect(decideAccess(usersView, { ...signedIn, user: usersViewer })).toBe('allow');
    expect(
      decideAccess(
        { ...usersView, permission: { scope: 'users', action: 'create' } },
        { ...signedIn, user: usersViewer },
      ),
    ).toBe('denied');
    expect(decideAccess(usersView, { ...signedIn, user: noRole })).toBe('denied');
  });

  it('lets a roles-only route pass for any held role and denies users without one', () => {
    const meta = { title: 'Staff', requiresAuth: true, roles: ['admin', 'clerk'] };
    expect(decideAccess(meta, signedIn)).toBe('allow');
    expect(decideAccess(meta, { ...signedIn, user: usersViewer })).toBe('allow');
    expect(decideAccess(meta, { ...signedIn, user: noRole })).toBe('denied');
  });

  it('opens public routes to everyone', () => {
    expect(decideAccess({ title: 'About' }, { ...signedOut, initialized: false })).toBe('allow');
    expect(decideAccess(undefined, signedOut)).toBe('allow');
  });
});
