import type { User } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { useRecordAccess } from '../../lib/use-can';
import { usersResource, useUsers } from './api';
import { userColumns } from './columns';

export function UsersListPage() {
  const params = useListParams();
  const list = useUsers(params.query);
  const deleteUser = useEntityDelete(usersResource, 'user');
  const { canCreate, canEdit, canDelete } = useRecordAccess('users');
  const columns = useMemo(
    () => userColumns({ canEdit, onDelete: canDelete ? (user: User) => void deleteUser(user.id) : undefined }),
    [canEdit, canDelete, deleteUser],
  );

  return (
    <ResourceListPage
      title="Users"
      {...(canCreate ? { addLabel: 'Add User', addTo: '/users/add' } : {})}
      searchPlaceholder="Search users..."
      emptyText="No users found"
      columns={columns}
      params={params}
      list={list}
    />
  );
}
