import { roleInputSchema } from '@lathe/shared';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { PageHeader } from '../../components/ui/card';
import { useRole, useUpdateRole } from './api';
import { RoleFields } from './role-fields';
import { roleToFormValues, toRoleBody } from './role-form-values';
import { roleSaveError } from './save-messages';

export function RoleEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const role = useRole(id);
  const update = useUpdateRole();

  return (
    <>
      <PageHeader title="Edit Role" />
      <LoadState query={role} notFoundText="Role not found" backTo="/roles" backLabel="Back to Roles">
        {(loaded) => (
          <EntityForm
            key={loaded.id}
            schema={roleInputSchema}
            defaultValues={roleToFormValues(loaded)}
            submitLabel="Update Role"
            cancelTo="/roles"
            onSubmit={async (values) => {
              await update.mutateAsync({ id: loaded.id, body: toRoleBody(values, loaded.version) });
              toast.success('Role updated successfully');
              navigate('/roles');
            }}
            onError={(error) => toast.error(roleSaveError(error))}
          >
            <RoleFields />
          </EntityForm>
        )}
      </LoadState>
    </>
  );
}
