import { type PasswordChangeFormInput, passwordChangeFormSchema } from '@lathe/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { TextField } from '../../components/form/text-field';
import { errorMessage } from '../../lib/api-error';
import { useChangePassword } from './api';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other sessions have been signed out.';

const emptyValues: PasswordChangeFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password: the current password, the new one and the new one again. The server's refusals
 * (a wrong current password, a common one) land under their fields; once changed, the form starts
 * empty again and this session stays signed in.
 */
export function PasswordForm() {
  const change = useChangePassword();
  // A new key after each change: the form starts again from empty fields.
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="mb-3 font-semibold text-gray-800 text-lg dark:text-white/90">
        Change Password
      </h2>
      <EntityForm
        key={round}
        schema={passwordChangeFormSchema}
        defaultValues={emptyValues}
        submitLabel="Change Password"
        cancelTo="/"
        onSubmit={async ({ currentPassword, newPassword }) => {
          await change.mutateAsync({ currentPassword, newPassword });
          toast.success(PASSWORD_CHANGED_MESSAGE);
          setRound((n) => n + 1);
        }}
        onError={(error) => toast.error(errorMessage(error, 'Failed to change password'))}
      >
        <TextField
          type="password"
          name="currentPassword"
          label="Current Password"
          autoComplete="current-password"
          required
        />
        <TextField
          type="password"
          name="newPassword"
          label="New Password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          required
        />
        <TextField
          type="password"
          name="confirmPassword"
          label="Confirm New Password"
          autoComplete="new-password"
          required
        />
      </EntityForm>
    </section>
  );
}
