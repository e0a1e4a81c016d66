import type { Role } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useDeleteAction } from '../../components/data-table/use-delete-action';
import { useListParams } from '../../components/data-table/use-list-params';
import { useDeleteRole, useRoles } from './api';
import { roleColumns } from './columns';

export function RolesListPage() {
  const params = useListParams();
  const list = useRoles(params.query);
  const { mutateAsync: remove } = useDeleteRole();
  const deleteRole = useDeleteAction({
    remove,
    confirmMessage: 'Are you sure you want to delete this role?',
    successMessage: 'Role deleted successfully',
    failureMessage: 'Failed to delete role',
  });
  const columns = useMemo(() => roleColumns((role: Role) => void deleteRole(role.id)), [deleteRole]);

  return (
    <ResourceListPage
      title="Roles"
      addLabel="Add Role"
      addTo="/roles/add"
      searchPlaceholder="Search roles..."
      emptyText="No roles found"
      columns={columns}
      params={params}
      list={list}
    />
  );
}
