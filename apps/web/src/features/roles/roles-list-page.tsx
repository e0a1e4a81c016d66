import type { Role } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { useRecordAccess } from '../../lib/use-can';
import { rolesResource, useRoles } from './api';
import { roleColumns } from './columns';

export function RolesListPage() {
  const params = useListParams();
  const list = useRoles(params.query);
  const deleteRole = useEntityDelete(rolesResource, 'role');
  const { canCreate, canEdit, canDelete } = useRecordAccess('roles');
  const columns = useMemo(
    () => roleColumns({ canEdit, onDelete: canDelete ? (role: Role) => void deleteRole(role.id) : undefined }),
    [canEdit, canDelete, deleteRole],
  );

  return (
    <ResourceListPage
      title="Roles"
      {...(canCreate ? { addLabel: 'Add Role', addTo: '/roles/add' } : {})}
      searchPlaceholder="Search roles..."
      emptyText="No roles found"
      columns={columns}
      params={params}
      list={list}
    />
  );
}
