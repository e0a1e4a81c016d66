import { useId } from 'react';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FieldShell } from '../../components/form/field-shell';
import { inputClass } from '../../components/form/field-styles';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useRoleOptions } from './api';

interface UserFieldsProps {
  /** On edit the e-mail is shown but cannot change. */
  lockedEmail?: string;
}

/** The inputs of the user form, shared by create and edit. */
export function UserFields({ lockedEmail }: UserFieldsProps) {
  const roles = useRoleOptions();
  const emailId = useId();
  const isEdit = lockedEmail !== undefined;
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {isEdit ? (
        <FieldShell id={emailId} label="Email" hint="The email address cannot be changed.">
          <input id={emailId} type="email" value={lockedEmail} disabled readOnly className={inputClass()} />
        </FieldShell>
      ) : (
        <TextField name="email" label="Email" type="email" autoComplete="off" required />
      )}
      <TextField
        type="password"
        name="password"
        label="Password"
        autoComplete="new-password"
        required={!isEdit}
        placeholder={isEdit ? 'Leave blank to keep the current password' : 'At least 8 characters'}
        hint={isEdit ? 'Leave blank to keep the current password.' : undefined}
      />
      <TextField name="firstName" label="First Name" autoComplete="off" required />
      <TextField name="lastName" label="Last Name" autoComplete="off" required />
      <TextField name="avatar" label="Avatar URL" type="url" placeholder="https://…" autoComplete="off" />
      <SelectField
        name="roleId"
        label="Role"
        required
        options={roleOptions}
        placeholder={roles.isLoading ? 'Loading roles...' : 'Select a role'}
        hint={roles.isError ? 'The roles could not be loaded.' : undefined}
      />
      <div className="sm:col-span-2">
        <CheckboxField name="isActive" label="Active" />
      </div>
    </div>
  );
}
