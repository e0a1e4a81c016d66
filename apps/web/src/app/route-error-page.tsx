import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button';
import { AuthLayout } from './layouts/auth-layout';

/** Shown when a screen fails to render, instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <AuthLayout>
      <div className="max-w-md text-center">
        <h1 className="font-semibold text-2xl text-gray-800 dark:text-white/90">Something went wrong</h1>
        <p className="mt-3 text-gray-600 dark:text-gray-400">
          This screen could not be shown{detail ? ` (${detail})` : ''}. Try reloading the page.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={() => window.location.reload()}>
            Reload
          </button>
          <Link to="/" className={buttonClass('primary')}>
            Back to Home
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
