import type { AccountSession } from '@lathe/shared';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { confirmAction } from '../../components/ui/confirm-action';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { Spinner } from '../../components/ui/spinner';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format-date';
import { useEndOtherSessions, useEndSession, useSessions } from './api';

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  const signOut = async () => {
    try {
      await end.mutateAsync(session.id);
      toast.success(`Signed out ${session.device}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out the session'));
    }
  };
  return (
    <tr>
      <td className={tdClass}>
        <span className="font-medium text-gray-800 dark:text-white/90">{session.device}</span>
        {session.current && (
          <span className="ml-2 inline-flex rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-700 text-xs dark:bg-green-500/15 dark:text-green-400">
            This device
          </span>
        )}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>{session.ip ?? '-'}</td>
      <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(session.createdAt)}</td>
      <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(session.lastUsedAt)}</td>
      <td className={`${tdClass} whitespace-nowrap text-right`}>
        {!session.current && (
          <Button
            variant="secondary"
            disabled={end.isPending}
            onClick={() => void signOut()}
            aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.createdAt)}`}
          >
            Sign out
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Where the user is signed in: each session in force, this device marked, the others to sign out. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const signOutOthers = async () => {
    const question = `Sign out the ${others === 1 ? 'other session' : `${others} other sessions`}? Whoever uses ${others === 1 ? 'it' : 'them'} must sign in again; this device stays signed in.`;
    if (!(await confirmAction({ message: question, confirmLabel: 'Sign out' }))) return;
    try {
      const { ended } = await endOthers.mutateAsync();
      toast.success(ended === 1 ? 'Signed out 1 other session' : `Signed out ${ended} other sessions`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to sign out the other sessions'));
    }
  };
  return (
    <Card>
      <section aria-labelledby="sessions-title" className="grid gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="sessions-title" className="font-semibold text-gray-800 text-lg dark:text-white/90">
              Sessions
            </h2>
            <p className="text-gray-600 text-sm dark:text-gray-400">Where your account is signed in.</p>
          </div>
          <Button
            variant="secondary"
            disabled={others === 0 || endOthers.isPending}
            onClick={() => void signOutOthers()}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out all other sessions
          </Button>
        </div>
        {sessions.isLoading && <Spinner />}
        {sessions.isError && <Alert>{errorMessage(sessions.error, 'The sessions could not be loaded')}</Alert>}
        {sessions.data && (
          <HorizontalScroll label="Sessions">
            <table className="min-w-full">
              <caption className="sr-only">Sessions</caption>
              <TableHead
                columns={['Device', 'IP Address', 'Signed In', 'Last Active', { label: 'Actions', srOnly: true }]}
              />
              <tbody className={tbodyClass}>
                {sessions.data.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </tbody>
            </table>
          </HorizontalScroll>
        )}
      </section>
    </Card>
  );
}
