import type { Supplier } from '@lathe/shared';
import { Upload } from 'lucide-react';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { SupplierLink } from '../../components/parties/party-link';
import { ButtonLink } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { useRecordAccess } from '../../lib/use-can';
import { suppliersResource } from './api';

function supplierColumns({ canEdit, onDelete }: RowAccess<Supplier>): Column<Supplier>[] {
  return [
    { key: 'supplierCode', header: 'Code', sortKey: 'supplierCode', className: 'font-medium' },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (s) => <SupplierLink id={s.id}>{s.name}</SupplierLink>,
    },
    { key: 'contactPerson', header: 'Contact Person', sortKey: 'contactPerson' },
    { key: 'phone', header: 'Phone', className: 'whitespace-nowrap' },
    { key: 'gstin', header: 'GSTIN', className: 'font-mono' },
    { key: 'state', header: 'State', sortKey: 'state' },
    {
      key: 'materials',
      header: 'Materials',
      // Long lists are cut to one line; the whole text is in the tooltip.
      cell: (s) =>
        s.materials && (
          <span className="block max-w-56 truncate" title={s.materials}>
            {s.materials}
          </span>
        ),
    },
    { key: 'isActive', header: 'Status', sortKey: 'isActive', cell: (s) => <StatusBadge active={s.isActive} /> },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (s) => formatDate(s.createdAt) },
    ...actionsColumn<Supplier>({
      label: (s) => s.name,
      editTo: canEdit ? (s) => `/supplier/edit/${s.id}` : undefined,
      onDelete,
    }),
  ];
}

export function SuppliersListPage() {
  const params = useListParams();
  const list = useResourceList(suppliersResource, params.query);
  const deleteSupplier = useEntityDelete(suppliersResource, 'supplier');
  const { canCreate, canEdit, canDelete } = useRecordAccess('suppliers');
  const columns = useMemo(
    () => supplierColumns({ canEdit, onDelete: canDelete ? (s) => void deleteSupplier(s.id) : undefined }),
    [canEdit, canDelete, deleteSupplier],
  );

  return (
    <ResourceListPage
      title="Suppliers"
      {...(canCreate ? { addLabel: 'Add Supplier', addTo: '/supplier/new' } : {})}
      searchPlaceholder="Search suppliers..."
      emptyText="No suppliers found"
      columns={columns}
      params={params}
      list={list}
      exportResource="suppliers"
      headerActions={
        canCreate && (
          <ButtonLink to="/suppliers/import" variant="secondary">
            <Upload aria-hidden="true" className="size-4" />
            Import CSV
          </ButtonLink>
        )
      }
    />
  );
}
