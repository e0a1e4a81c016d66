import type { Department } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { useRecordAccess } from '../../lib/use-can';
import { departmentsResource } from './api';

function departmentColumns({ canEdit, onDelete }: RowAccess<Department>): Column<Department>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium' },
    { key: 'isActive', header: 'Status', sortKey: 'isActive', cell: (d) => <StatusBadge active={d.isActive} /> },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (d) => formatDate(d.createdAt) },
    ...actionsColumn<Department>({
      label: (d) => d.name,
      editTo: canEdit ? (d) => `/departments/edit/${d.id}` : undefined,
      onDelete,
    }),
  ];
}

export function DepartmentsListPage() {
  const params = useListParams();
  const list = useResourceList(departmentsResource, params.query);
  const deleteDepartment = useEntityDelete(departmentsResource, 'department');
  const { canCreate, canEdit, canDelete } = useRecordAccess('departments');
  const columns = useMemo(
    () => departmentColumns({ canEdit, onDelete: canDelete ? (d) => void deleteDepartment(d.id) : undefined }),
    [canEdit, canDelete, deleteDepartment],
  );

  return (
    <ResourceListPage
      title="Departments"
      {...(canCreate ? { addLabel: 'Add Department', addTo: '/departments/new' } : {})}
      searchPlaceholder="Search departments..."
      emptyText="No departments found"
      columns={columns}
      params={params}
      list={list}
    />
  );
}
