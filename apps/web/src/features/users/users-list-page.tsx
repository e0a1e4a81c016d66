import type { User } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { useListParams } from '../../components/data-table/use-list-params';
import { useDeleteUser, useUsers } from './api';
import { userColumns } from './columns';

export function UsersListPage() {
  const params = useListParams();
  const list = useUsers(params.query);
  const { mutateAsync: remove } = useDeleteUser();
  const deleteUser = useDeleteAction({
    remove,
    confirmMessage: 'Are you sure you want to delete this user?',
    successMessage: 'User deleted successfully',
    failureMessage: 'Failed to delete user',
  });
  const columns = useMemo(() => userColumns((user: User) => void deleteUser(user.id)), [deleteUser]);

  return (
    <ResourceListPage
      title="Users"
      addLabel="Add User"
      addTo="/users/add"
      searchPlaceholder="Search users..."
      emptyText="No users found"
      columns={columns}
      params={params}
      list={list}
    />
  );
}
