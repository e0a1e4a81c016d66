import { userCreateSchema } from '@lathe/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { PageHeader } from '../../components/ui/card';
import { useCreateUser } from './api';
import { userSaveError } from './save-messages';
import { UserFields } from './user-fields';
import { emptyUserValues, toCreateBody } from './user-form-values';

export function UserCreatePage() {
  const navigate = useNavigate();
  const create = useCreateUser();
  return (
    <>
      <PageHeader title="Add User" />
      <EntityForm
        schema={userCreateSchema}
        defaultValues={emptyUserValues}
        submitLabel="Create User"
        cancelTo="/users"
        onSubmit={async (values) => {
          await create.mutateAsync(toCreateBody(values));
          toast.success('User created successfully');
          navigate('/users');
        }}
        onError={(error) => toast.error(userSaveError(error))}
      >
        <UserFields />
      </EntityForm>
    </>
  );
}
