import { daysOverdue, INVOICE_FLOW, type InvoiceSummary, startsFrom, todayIn } from '@lathe/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { RowActions } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { EWayBillPendingBadge } from '../../components/e-way-bill/e-way-bill-panel';
import { CustomerLink } from '../../components/parties/party-link';
import { formatDate } from '../../lib/format-date';
import { days, rupees } from '../../lib/format-figures';
import { InvoiceStatusBadge } from './invoice-status';

interface InvoiceRowAccess {
  canEdit: boolean;
  canDelete: boolean;
  onDelete: (invoice: InvoiceSummary) => void;
}

const viewLink =
  'inline-flex size-8 items-center justify-center rounded-lg text-gray-600 transition-colors hover:bg-brand-50 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-brand-400';

/** What a row is called in tooltips: its number, or the customer's draft. */
export const invoiceName = (invoice: Pick<InvoiceSummary, 'invoiceNumber' | 'customerName'>) =>
  invoice.invoiceNumber ?? `draft for ${invoice.customerName}`;

/** View for every invoice; edit and delete only while it is a draft (issued invoices are never changed). */
function InvoiceRowActions({ invoice, canEdit, canDelete, onDelete }: { invoice: InvoiceSummary } & InvoiceRowAccess) {
  const editable = canEdit && startsFrom(INVOICE_FLOW, 'edit', invoice.status);
  const deletable = canDelete && startsFrom(INVOICE_FLOW, 'delete', invoice.status);
  return (
    <div className="flex items-center gap-1">
      <Link
        to={`/invoices/view/${invoice.id}`}
        aria-label="View"
        title={`View ${invoiceName(invoice)}`}
        className={viewLink}
      >
        <Eye aria-hidden="true" className="size-4" />
      </Link>
      {(editable || deletable) && (
        <RowActions
          label={invoiceName(invoice)}
          {...(editable ? { editTo: `/invoices/edit/${invoice.id}` } : {})}
          {...(deletable ? { onDelete: () => onDelete(invoice) } : {})}
        />
      )}
    </div>
  );
}

const money = 'whitespace-nowrap text-right tabular-nums';

/** The invoice list's columns: sortable where INVOICE_SORTABLE allows. */
export function invoiceColumns(access: InvoiceRowAccess): Column<InvoiceSummary>[] {
  return [
    {
      key: 'invoiceNumber',
      header: 'Invoice #',
      sortKey: 'invoiceNumber',
      className: 'font-medium whitespace-nowrap',
      // The number opens the invoice, as the order number opens the order.
      cell: (i) =>
        i.invoiceNumber ? (
          <>
            <Link to={`/invoices/view/${i.id}`} className="text-brand-600 hover:underline dark:text-brand-400">
              {i.invoiceNumber}
            </Link>
            {/* Under the number, where a phone shows it too. */}
            {i.eWayBillPending && (
              <span className="mt-1 block">
                <EWayBillPendingBadge />
              </span>
            )}
          </>
        ) : (
          <span className="text-gray-500 italic dark:text-gray-400">Draft</span>
        ),
    },
    {
      key: 'invoiceDate',
      secondary: true,
      header: 'Date',
      sortKey: 'invoiceDate',
      className: 'whitespace-nowrap',
      cell: (i) => formatDate(i.invoiceDate),
    },
    {
      key: 'customerName',
      header: 'Customer',
      sortKey: 'customerName',
      cell: (i) => (
        <>
          <span className="font-medium">{i.customerPartyCode}</span>{' '}
          <CustomerLink id={i.customerId} plainClassName="text-gray-600 dark:text-gray-400">
            {i.customerName}
          </CustomerLink>
          {/* A phone shows the balance here, beside whom it is owed by, not in a column off the screen. */}
          <span className="mt-0.5 block font-medium tabular-nums sm:hidden">{rupees(i.balanceDue)} due</span>
        </>
      ),
    },
    {
      key: 'dueDate',
      secondary: true,
      header: 'Due date',
      sortKey: 'dueDate',
      className: 'whitespace-nowrap',
      cell: (i) => (
        <>
          {formatDate(i.dueDate)}
          {i.overdue && (
            <span className="block text-red-700 text-xs dark:text-red-400">
              {days(daysOverdue(i.dueDate, todayIn()))} overdue
            </span>
          )}
        </>
      ),
    },
    {
      key: 'grandTotal',
      secondary: true,
      header: 'Total',
      sortKey: 'grandTotal',
      className: money,
      cell: (i) => rupees(i.grandTotal),
    },
    { key: 'balanceDue', secondary: true, header: 'Balance due', className: money, cell: (i) => rupees(i.balanceDue) },
    {
      key: 'status',
      secondary: true,
      header: 'Status',
      sortKey: 'status',
      cell: (i) => <InvoiceStatusBadge status={i.displayStatus} />,
    },
    { key: 'actions', header: 'Actions', cell: (i) => <InvoiceRowActions invoice={i} {...access} /> },
  ];
}
