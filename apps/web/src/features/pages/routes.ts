import type { AppRoute } from '../../lib/route-meta';
import { AboutPage } from './about-page';
import { NotFoundPage } from './not-found-page';

export const pagesRoutes: AppRoute[] = [
  { path: '/about', meta: { title: 'About' }, Component: AboutPage },
  { path: '*', meta: { title: 'Page Not Found' }, Component: NotFoundPage },
];
