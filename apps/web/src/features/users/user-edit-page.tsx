import { userUpdateSchema } from '@lathe/shared';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { EntityForm } from '../../components/form/entity-form';
import { LoadState } from '../../components/form/load-state';
import { RecordHistory } from '../../components/history/record-history';
import { PageHeader } from '../../components/ui/card';
import { useUpdateUser, useUser } from './api';
import { userSaveError } from './save-messages';
import { UserFields } from './user-fields';
import { toUpdateBody, userToFormValues } from './user-form-values';

export function UserEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const update = useUpdateUser();

  return (
    <>
      <PageHeader title="Edit User" />
      <LoadState query={user} notFoundText="User not found" backTo="/users" backLabel="Back to Users">
        {(loaded) => (
          <EntityForm
            key={loaded.id}
            schema={userUpdateSchema}
            defaultValues={userToFormValues(loaded)}
            submitLabel="Update User"
            cancelTo="/users"
            onSubmit={async (values) => {
              await update.mutateAsync({ id: loaded.id, body: toUpdateBody(values, loaded.version) });
              toast.success('User updated successfully');
              navigate('/users');
            }}
            onError={(error) => toast.error(userSaveError(error))}
          >
            <UserFields lockedEmail={loaded.email} />
          </EntityForm>
        )}
      </LoadState>
      <RecordHistory entity="users" id={id} />
    </>
  );
}
