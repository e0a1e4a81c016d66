import type { AppRoute } from '../../lib/route-meta';

/** The signed-in user's own account: open to everyone signed in, whatever their role holds. */
export const accountRoutes: AppRoute[] = [
  {
    path: '/account',
    meta: { title: 'My Account', requiresAuth: true },
    load: () => import('./account-page').then((m) => m.AccountPage),
  },
];
