import {
  type CustomerDispatch,
  type InvoiceDisplayStatus,
  type InvoiceSummary,
  NOTE_KIND_LABELS,
  type NoteSummary,
  type SalesOrderSummary,
} from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { NoteStatusBadge } from '../../components/notes/note-status';
import { PhoneLine } from '../../components/parties/phone-line';
import { type PillTone, StatusPill } from '../../components/parties/status-pill';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';

const link = 'font-medium text-brand-600 hover:underline dark:text-brand-400';
const money = 'whitespace-nowrap text-right tabular-nums';
const nowrap = 'whitespace-nowrap';
const dateCell = (value: string | null) => (value ? formatDate(value) : null);

const PROGRESS_TONES: Record<SalesOrderSummary['dispatchStatus'], PillTone> = {
  Not: 'grey',
  Partly: 'amber',
  Fully: 'green',
};

/** An open order: its number opens it; late in red beside how far it is dispatched. */
export const openOrderColumns: Column<SalesOrderSummary>[] = [
  {
    key: 'orderNumber',
    header: 'Order #',
    className: nowrap,
    cell: (o) => (
      <>
        <Link to={`/sales-orders/view/${o.id}`} className={link}>
          {o.orderNumber ?? 'Draft'}
        </Link>
        <PhoneLine>
          {o.deliveryDate ? `Due ${formatDate(o.deliveryDate)}` : 'No delivery date'}
          {o.late && ' · Late'}
        </PhoneLine>
      </>
    ),
  },
  { key: 'orderDate', header: 'Order Date', secondary: true, className: nowrap, cell: (o) => dateCell(o.orderDate) },
  { key: 'customerPoNumber', header: 'Customer PO', secondary: true },
  {
    key: 'deliveryDate',
    header: 'Delivery Date',
    secondary: true,
    className: nowrap,
    cell: (o) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        {dateCell(o.deliveryDate) ?? '-'}
        {o.late && <StatusPill tone="red">Late</StatusPill>}
      </span>
    ),
  },
  {
    key: 'dispatchStatus',
    header: 'Dispatched',
    secondary: true,
    cell: (o) => <StatusPill tone={PROGRESS_TONES[o.dispatchStatus]}>{o.dispatchStatus}</StatusPill>,
  },
  {
    key: 'totalAmount',
    header: 'Value',
    className: money,
    cell: (o) => (
      <>
        {rupees(o.totalAmount)}
        <PhoneLine>{o.dispatchStatus} dispatched</PhoneLine>
      </>
    ),
  },
];

/** A dispatch: its challan, the order it went against, when and how many pieces. */
export const dispatchColumns: Column<CustomerDispatch>[] = [
  {
    key: 'challanNumber',
    header: 'Challan #',
    className: `${nowrap} font-medium`,
    cell: (d) => (
      <>
        {d.challanNumber}
        <PhoneLine>
          {formatDate(d.dispatchDate)} · {d.orderNumber}
        </PhoneLine>
      </>
    ),
  },
  { key: 'dispatchDate', header: 'Date', secondary: true, className: nowrap, cell: (d) => dateCell(d.dispatchDate) },
  {
    key: 'orderNumber',
    header: 'Order #',
    secondary: true,
    className: nowrap,
    cell: (d) => (
      <Link to={`/sales-orders/view/${d.orderId}`} className={link}>
        {d.orderNumber ?? 'Order'}
      </Link>
    ),
  },
  { key: 'vehicleReference', header: 'Vehicle', secondary: true },
  { key: 'eWayBillNumber', header: 'E-way Bill', secondary: true, className: nowrap },
  { key: 'pieces', header: 'Pieces', className: money, cell: (d) => count(d.pieces) },
];

const INVOICE_STATUS: Record<InvoiceDisplayStatus, { label: string; tone: PillTone }> = {
  draft: { label: 'Draft', tone: 'grey' },
  issued: { label: 'Issued', tone: 'blue' },
  partially_paid: { label: 'Partly paid', tone: 'amber' },
  paid: { label: 'Paid', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
  overdue: { label: 'Overdue', tone: 'red' },
};

function InvoiceStatus({ invoice }: { invoice: InvoiceSummary }) {
  const { label, tone } = INVOICE_STATUS[invoice.displayStatus];
  return <StatusPill tone={tone}>{label}</StatusPill>;
}

/** An invoice with what is still due on it. */
export const invoiceColumns: Column<InvoiceSummary>[] = [
  {
    key: 'invoiceNumber',
    header: 'Invoice #',
    className: nowrap,
    cell: (i) => (
      <>
        <Link to={`/invoices/view/${i.id}`} className={link}>
          {i.invoiceNumber ?? 'Draft'}
        </Link>
        <PhoneLine>Due {formatDate(i.dueDate)}</PhoneLine>
      </>
    ),
  },
  { key: 'invoiceDate', header: 'Date', secondary: true, className: nowrap, cell: (i) => dateCell(i.invoiceDate) },
  { key: 'dueDate', header: 'Due Date', secondary: true, className: nowrap, cell: (i) => dateCell(i.dueDate) },
  { key: 'grandTotal', header: 'Total', secondary: true, className: money, cell: (i) => rupees(i.grandTotal) },
  {
    key: 'balanceDue',
    header: 'Balance Due',
    className: money,
    cell: (i) => (
      <>
        {i.status === 'draft' || i.status === 'cancelled' ? '-' : rupees(i.balanceDue)}
        <span className="mt-1 block sm:hidden">
          <InvoiceStatus invoice={i} />
        </span>
      </>
    ),
  },
  { key: 'displayStatus', header: 'Status', secondary: true, cell: (i) => <InvoiceStatus invoice={i} /> },
];

/** A credit or debit note and the invoice it adjusts. */
export const noteColumns: Column<NoteSummary>[] = [
  {
    key: 'noteNumber',
    header: 'Note #',
    className: nowrap,
    cell: (n) => (
      <>
        <Link to={`/notes/view/${n.id}`} className={link}>
          {n.noteNumber ?? 'Draft'}
        </Link>
        <PhoneLine>
          {NOTE_KIND_LABELS[n.kind]} · {formatDate(n.noteDate)}
        </PhoneLine>
      </>
    ),
  },
  { key: 'kind', header: 'Kind', secondary: true, className: nowrap, cell: (n) => NOTE_KIND_LABELS[n.kind] },
  { key: 'noteDate', header: 'Date', secondary: true, className: nowrap, cell: (n) => dateCell(n.noteDate) },
  {
    key: 'invoiceNumber',
    header: 'Invoice #',
    secondary: true,
    className: nowrap,
    cell: (n) => (
      <Link to={`/invoices/view/${n.invoiceId}`} className={link}>
        {n.invoiceNumber}
      </Link>
    ),
  },
  {
    key: 'grandTotal',
    header: 'Total',
    className: money,
    cell: (n) => (
      <>
        {rupees(n.grandTotal)}
        <span className="mt-1 block sm:hidden">
          <NoteStatusBadge status={n.status} />
        </span>
      </>
    ),
  },
  { key: 'status', header: 'Status', secondary: true, cell: (n) => <NoteStatusBadge status={n.status} /> },
];
