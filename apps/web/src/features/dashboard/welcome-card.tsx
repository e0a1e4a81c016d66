import { roleNames } from '@lathe/shared';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { useOpenNavLinks } from '../../components/layout/nav-links';
import { Card } from '../../components/ui/card';
import { useAuthStore } from '../../lib/auth-store';

/** The greeting a user sees whose scopes show no figures, with the screens of their work one click away. */
export function WelcomeCard() {
  const user = useAuthStore((s) => s.user);
  const roles = roleNames(user);
  const screens = useOpenNavLinks().filter((link) => link.path !== '/');
  return (
    <Card className="p-6">
      <h2 className="font-semibold text-gray-800 text-xl dark:text-white/90">
        Welcome back{user?.firstName ? `, ${user.firstName}` : ''}!
      </h2>
      <p className="mt-2 text-gray-600 dark:text-gray-400">
        Today is {format(new Date(), 'EEEE, d MMMM yyyy')}. Choose a section from the menu to get started.
      </p>
      {screens.length > 0 && (
        <nav aria-label="Your screens" className="mt-4">
          <h3 className="font-medium text-gray-800 text-sm dark:text-white/90">Your screens</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {screens.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="inline-block rounded-lg border border-gray-200 px-3 py-1.5 font-medium text-brand-700 text-sm hover:bg-brand-50 dark:border-gray-800 dark:text-brand-300 dark:hover:bg-white/5"
                >
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {roles.length > 0 && (
        <p className="mt-4 text-gray-700 text-sm dark:text-gray-300">
          Signed in as <span className="font-medium">{user?.email}</span> with the role{' '}
          <span className="font-medium">{roles.join(', ')}</span>.
        </p>
      )}
    </Card>
  );
}
