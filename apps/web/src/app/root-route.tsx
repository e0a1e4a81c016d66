import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { formatPageTitle, useCompanyName } from '../lib/settings';
import { useRouteMeta } from './use-route-meta';

/** Keeps the document title in step with the route and scrolls smoothly to the top on a new path. */
export function RootRoute() {
  const { pathname } = useLocation();
  const title = useRouteMeta()?.title;
  const companyName = useCompanyName();

  useEffect(() => {
    document.title = formatPageTitle(title, companyName);
  }, [title, companyName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path by design
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  return <Outlet />;
}
