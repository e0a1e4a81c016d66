import type { Customer } from '@lathe/shared';
import { RotateCcw } from 'lucide-react';
import { RowActions } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate } from '../../lib/format-date';

interface CustomerActions {
  onDelete: (customer: Customer) => void;
  onRestore: (customer: Customer) => void;
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

function DeletedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 font-medium text-red-700 text-xs dark:bg-red-500/15 dark:text-red-300">
      Deleted
    </span>
  );
}

/** The customer list's columns; a deleted row offers Restore instead of edit and delete. */
export function customerColumns({ onDelete, onRestore }: CustomerActions): Column<Customer>[] {
  return [
    { key: 'partyCode', header: 'Party Code', sortKey: 'partyCode', className: 'font-medium whitespace-nowrap' },
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'contactPerson', secondary: true, header: 'Contact Person', sortKey: 'contactPerson' },
    { key: 'phone', header: 'Phone', className: 'whitespace-nowrap' },
    { key: 'gstin', secondary: true, header: 'GSTIN', className: 'font-mono' },
    { key: 'state', secondary: true, header: 'State', sortKey: 'state' },
    {
      key: 'paymentTermsDays',
      secondary: true,
      header: 'Payment Terms',
      sortKey: 'paymentTermsDays',
      className: 'whitespace-nowrap',
      cell: (c) => daysText(c.paymentTermsDays),
    },
    {
      key: 'isActive',
      secondary: true,
      header: 'Status',
      sortKey: 'isActive',
      cell: (c) => (c.isDeleted ? <DeletedBadge /> : <StatusBadge active={c.isActive} />),
    },
    {
      key: 'createdAt',
      secondary: true,
      header: 'Created At',
      sortKey: 'createdAt',
      cell: (c) => formatDate(c.createdAt),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (c) =>
        c.isDeleted ? (
          <Button variant="secondary" className="px-3 py-1.5" title={`Restore ${c.name}`} onClick={() => onRestore(c)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Restore
          </Button>
        ) : (
          <RowActions label={c.name} editTo={`/customers/${c.id}/edit`} onDelete={() => onDelete(c)} />
        ),
    },
  ];
}
