import type { AppRoute } from '../../lib/route-meta';

export const authRoutes: AppRoute[] = [
  {
    path: '/auth/signin',
    meta: { title: 'Sign In', layout: 'auth' },
    load: () => import('./sign-in-page').then((m) => m.SignInPage),
  },
  {
    path: '/auth/signup',
    meta: { title: 'Sign Up', layout: 'auth' },
    load: () => import('./sign-up-page').then((m) => m.SignUpPage),
  },
];
