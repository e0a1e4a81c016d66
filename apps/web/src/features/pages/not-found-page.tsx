import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/** The catch-all screen for unknown addresses. */
export function NotFoundPage() {
  return (
    <div className="max-w-md text-center">
      <p className="font-semibold text-5xl text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-4 font-semibold text-2xl text-gray-800 dark:text-white/90">Page Not Found</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-400">We can&apos;t seem to find the page you are looking for.</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        Back to Home
      </Link>
    </div>
  );
}
