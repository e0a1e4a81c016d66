import type { Machine } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { formatShortDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { useRecordAccess } from '../../lib/use-can';
import { machinesResource } from './api';

function machineColumns({ canEdit, onDelete }: RowAccess<Machine>): Column<Machine>[] {
  return [
    { key: 'machineNo', header: 'Machine No', sortKey: 'machineNo', className: 'font-medium' },
    { key: 'machineName', header: 'Machine Name', sortKey: 'machineName' },
    // A blank setup number shows the table's dash.
    { key: 'setupNo', header: 'Setup No', sortKey: 'setupNo' },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (m) => formatShortDate(m.createdAt) },
    ...actionsColumn<Machine>({
      label: (m) => m.machineNo,
      editTo: canEdit ? (m) => `/machines/edit/${m.id}` : undefined,
      onDelete,
    }),
  ];
}

export function MachinesListPage() {
  const params = useListParams();
  const list = useResourceList(machinesResource, params.query);
  const deleteMachine = useEntityDelete(machinesResource, 'machine');
  const { canCreate, canEdit, canDelete } = useRecordAccess('machines');
  const columns = useMemo(
    () => machineColumns({ canEdit, onDelete: canDelete ? (m) => void deleteMachine(m.id) : undefined }),
    [canEdit, canDelete, deleteMachine],
  );

  return (
    <ResourceListPage
      title="Machines"
      {...(canCreate ? { addLabel: 'Add Machine', addTo: '/machines/new' } : {})}
      searchPlaceholder="Search machines..."
      emptyText="No machines found"
      columns={columns}
      params={params}
      list={list}
      exportResource="machines"
    />
  );
}
