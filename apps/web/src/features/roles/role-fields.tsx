import { TextField } from '../../components/form/text-field';
import { PermissionMatrix } from './permission-matrix';

/** The inputs of the role form, shared by create and edit. */
export function RoleFields() {
  return (
    <>
      <div className="sm:max-w-md">
        <TextField name="name" label="Role Name" autoComplete="off" required />
      </div>
      <PermissionMatrix />
    </>
  );
}
