import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ConfirmHost } from '../components/ui/confirm-dialog';
import type { AppRoute } from '../lib/route-meta';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } } });

/** Renders routes in a memory router with a fresh query cache, and the app's confirm dialog. */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = testQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ConfirmHost />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** A feature's route table with its screens loaded, so a test renders them at once. */
export const loadedRoutes = (routes: AppRoute[]): Promise<RouteObject[]> =>
  Promise.all(
    routes.map(async (route) => ({ path: route.path, Component: route.load ? await route.load() : route.Component })),
  );

/** Renders one element at `path` (default '/'), with a probe route for where navigation lands. */
export function renderAt(element: ReactNode, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    url,
  );
}
