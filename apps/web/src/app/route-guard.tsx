import { Navigate, Outlet, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { PageSpinner } from '../components/ui/spinner';
import { SIGN_IN_PATH } from '../lib/api-client';
import { useAuthStore } from '../lib/auth-store';
import { originOf, type RouteLayout } from '../lib/route-meta';
import { decideAccess } from './access';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';
import { useRouteMeta } from './use-route-meta';

/** Applies the route guard, then renders the layout with the page, a spinner, or nothing. */
export function GuardedLayout({ layout }: { layout: RouteLayout }) {
  const meta = useRouteMeta();
  const location = useLocation();
  const auth = useAuthStore(
    useShallow((s) => ({
      initialized: s.initialized,
      loading: s.loading,
      isAuthenticated: s.isAuthenticated,
      user: s.user,
    })),
  );
  const decision = decideAccess(meta, auth);

  if (decision === 'signin') return <Navigate to={SIGN_IN_PATH} replace state={{ from: location }} />;
  if (decision === 'home') return <Navigate to={originOf(location.state)} replace />;

  const content = decision === 'allow' ? <Outlet /> : decision === 'loading' ? <PageSpinner /> : null;
  if (layout === 'main') {
    // Before start-up finishes there is no user for the header: a bare spinner instead of empty chrome.
    if (!auth.initialized) return <AuthLayout>{content}</AuthLayout>;
    return <MainLayout>{content}</MainLayout>;
  }
  return <AuthLayout>{content}</AuthLayout>;
}
