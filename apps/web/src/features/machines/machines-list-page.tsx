import type { Machine } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { RowActions } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { formatShortDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { machinesResource } from './api';

function machineColumns(onDelete: (machine: Machine) => void): Column<Machine>[] {
  return [
    { key: 'machineNo', header: 'Machine No', sortKey: 'machineNo', className: 'font-medium' },
    { key: 'machineName', header: 'Machine Name', sortKey: 'machineName' },
    // A blank setup number shows the table's dash.
    { key: 'setupNo', header: 'Setup No', sortKey: 'setupNo' },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (m) => formatShortDate(m.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (m) => <RowActions label={m.machineNo} editTo={`/machines/edit/${m.id}`} onDelete={() => onDelete(m)} />,
    },
  ];
}

export function MachinesListPage() {
  const params = useListParams();
  const list = useResourceList(machinesResource, params.query);
  const deleteMachine = useEntityDelete(machinesResource, 'machine');
  const columns = useMemo(() => machineColumns((m) => void deleteMachine(m.id)), [deleteMachine]);

  return (
    <ResourceListPage
      title="Machines"
      addLabel="Add Machine"
      addTo="/machines/new"
      searchPlaceholder="Search machines..."
      emptyText="No machines found"
      columns={columns}
      params={params}
      list={list}
      exportResource="machines"
    />
  );
}
