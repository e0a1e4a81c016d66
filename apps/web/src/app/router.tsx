import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SIGN_IN_PATH } from '../lib/api-client';
import { type AppRoute, layoutOf, type RouteLayout } from '../lib/route-meta';
import { APP_ROUTES } from './app-routes';
import { RootRoute } from './root-route';
import { RouteErrorPage } from './route-error-page';
import { GuardedLayout } from './route-guard';

const LAYOUTS: RouteLayout[] = ['main', 'auth', 'plain'];

/** Nothing, for the moment the first screen's chunk is on its way (its layout comes with it). */
const FirstLoad = () => null;

/**
 * Groups the screens under their guarded layout; route meta travels as the route's handle. A screen
 * given as `load` is a lazy route: its chunk is fetched when it is first visited, before the
 * navigation to it completes, so the previous screen stays up meanwhile instead of a spinner.
 */
export function buildRoutes(routes: AppRoute[] = APP_ROUTES): RouteObject[] {
  return [
    {
      Component: RootRoute,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FirstLoad,
      children: [
        ...LAYOUTS.map((layout) => ({
          element: <GuardedLayout layout={layout} />,
          children: routes
            .filter((route) => layoutOf(route.meta) === layout)
            .map(({ path, meta, Component, load }) =>
              load
                ? { path, handle: meta, lazy: async () => ({ Component: await load() }) }
                : { path, handle: meta, Component },
            ),
        })),
        // Only the target of logout navigation (spec §2).
        { path: '/login', element: <Navigate to={SIGN_IN_PATH} replace /> },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
