import type { AppRoute } from '../../lib/route-meta';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';

export const authRoutes: AppRoute[] = [
  { path: '/auth/signin', meta: { title: 'Sign In', layout: 'auth' }, Component: SignInPage },
  { path: '/auth/signup', meta: { title: 'Sign Up', layout: 'auth' }, Component: SignUpPage },
];
