import type { Customer } from '@lathe/shared';
import { RotateCcw } from 'lucide-react';
import { type RowAccess, RowActions } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { CustomerLink } from '../../components/parties/party-link';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate } from '../../lib/format-date';

/** Restore brings back a deleted customer, for whoever may delete (as the API guards it). */
interface CustomerActions extends RowAccess<Customer> {
  onRestore?: ((customer: Customer) => void) | undefined;
}

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

function DeletedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 font-medium text-red-700 text-xs dark:bg-red-500/15 dark:text-red-300">
      Deleted
    </span>
  );
}

/**
 * The customer list's columns; a deleted row offers Restore instead of edit and delete. A user
 * who may neither edit nor delete has no Actions column.
 */
export function customerColumns({ canEdit, onDelete, onRestore }: CustomerActions): Column<Customer>[] {
  const actions: Column<Customer> = {
    key: 'actions',
    header: 'Actions',
    cell: (c) =>
      c.isDeleted ? (
        onRestore && (
          <Button variant="secondary" className="px-3 py-1.5" title={`Restore ${c.name}`} onClick={() => onRestore(c)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Restore
          </Button>
        )
      ) : (
        <RowActions
          label={c.name}
          editTo={canEdit ? `/customers/${c.id}/edit` : undefined}
          onDelete={onDelete && (() => onDelete(c))}
        />
      ),
  };
  return [
    { key: 'partyCode', header: 'Party Code', sortKey: 'partyCode', className: 'font-medium whitespace-nowrap' },
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      // The name opens the customer's page; a deleted customer has none to open.
      cell: (c) => (c.isDeleted ? c.name : <CustomerLink id={c.id}>{c.name}</CustomerLink>),
    },
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
    ...(canEdit || onDelete ? [actions] : []),
  ];
}
