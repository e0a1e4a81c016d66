import { roleNames } from '@lathe/shared';
import { format } from 'date-fns';
import { Card } from '../../components/ui/card';
import { useAuthStore } from '../../lib/auth-store';

/** The greeting a user sees whose scopes show no figures. */
export function WelcomeCard() {
  const user = useAuthStore((s) => s.user);
  const roles = roleNames(user);
  return (
    <Card className="p-6">
      <h2 className="font-semibold text-gray-800 text-xl dark:text-white/90">
        Welcome back{user?.firstName ? `, ${user.firstName}` : ''}!
      </h2>
      <p className="mt-2 text-gray-600 dark:text-gray-400">
        Today is {format(new Date(), 'EEEE, d MMMM yyyy')}. Choose a section from the menu to get started.
      </p>
      {roles.length > 0 && (
        <p className="mt-4 text-gray-700 text-sm dark:text-gray-300">
          Signed in as <span className="font-medium">{user?.email}</span> with the role{' '}
          <span className="font-medium">{roles.join(', ')}</span>.
        </p>
      )}
    </Card>
  );
}
