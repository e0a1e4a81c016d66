import { PageHeader } from '../../components/ui/card';
import { useAuthStore } from '../../lib/auth-store';
import { PasswordForm } from './password-form';
import { SessionsCard } from './sessions-card';

/** My Account: the signed-in user's own password and sessions. */
export function AccountPage() {
  const email = useAuthStore((s) => s.user?.email);
  return (
    <>
      <PageHeader title="My Account" description={email} />
      <div className="grid gap-6">
        <PasswordForm />
        <SessionsCard />
      </div>
    </>
  );
}
