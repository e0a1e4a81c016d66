import { roleInputSchema } from '@lathe/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { PageHeader } from '../../components/ui/card';
import { useCreateRole } from './api';
import { RoleFields } from './role-fields';
import { emptyRoleValues, toRoleBody } from './role-form-values';
import { roleSaveError } from './save-messages';

export function RoleCreatePage() {
  const navigate = useNavigate();
  const create = useCreateRole();
  return (
    <>
      <PageHeader title="Add Role" />
      <EntityForm
        schema={roleInputSchema}
        defaultValues={emptyRoleValues}
        submitLabel="Create Role"
        cancelTo="/roles"
        onSubmit={async (values) => {
          await create.mutateAsync(toRoleBody(values));
          toast.success('Role created successfully');
          navigate('/roles');
        }}
        onError={(error) => toast.error(roleSaveError(error))}
      >
        <RoleFields />
      </EntityForm>
    </>
  );
}
