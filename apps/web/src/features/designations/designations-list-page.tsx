import type { Designation } from '@lathe/shared';
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
import { designationsResource } from './api';

function designationColumns({ canEdit, onDelete }: RowAccess<Designation>): Column<Designation>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium' },
    { key: 'departmentName', header: 'Department', sortKey: 'departmentName' },
    {
      key: 'description',
      header: 'Description',
      // A long description is cut to one line; the tooltip holds all of it.
      cell: (d) =>
        d.description && (
          <span className="block max-w-xs truncate" title={d.description}>
            {d.description}
          </span>
        ),
    },
    { key: 'isActive', header: 'Status', sortKey: 'isActive', cell: (d) => <StatusBadge active={d.isActive} /> },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (d) => formatDate(d.createdAt) },
    ...actionsColumn<Designation>({
      label: (d) => d.name,
      editTo: canEdit ? (d) => `/designations/edit/${d.id}` : undefined,
      onDelete,
    }),
  ];
}

export function DesignationsListPage() {
  const params = useListParams();
  const list = useResourceList(designationsResource, params.query);
  const deleteDesignation = useEntityDelete(designationsResource, 'designation');
  const { canCreate, canEdit, canDelete } = useRecordAccess('designations');
  const columns = useMemo(
    () => designationColumns({ canEdit, onDelete: canDelete ? (d) => void deleteDesignation(d.id) : undefined }),
    [canEdit, canDelete, deleteDesignation],
  );

  return (
    <ResourceListPage
      title="Designations"
      {...(canCreate ? { addLabel: 'Add Designation', addTo: '/designations/new' } : {})}
      searchPlaceholder="Search designations..."
      emptyText="No designations found"
      exportResource="designations"
      columns={columns}
      params={params}
      list={list}
    />
  );
}
