import type { User } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { usersResource, useUsers } from './api';
import { userColumns } from './columns';

export function UsersListPage() {
  const params = useListParams();
  const list = useUsers(params.query);
  const deleteUser = useEntityDelete(usersResource, 'user');
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
