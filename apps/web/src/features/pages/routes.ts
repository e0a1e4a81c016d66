import type { AppRoute } from '../../lib/route-meta';

export const pagesRoutes: AppRoute[] = [
  { path: '/about', meta: { title: 'About' }, load: () => import('./about-page').then((m) => m.AboutPage) },
  { path: '*', meta: { title: 'Page Not Found' }, load: () => import('./not-found-page').then((m) => m.NotFoundPage) },
];
