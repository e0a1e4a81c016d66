import {
  GOODS_RECEIPT_STATUS_LABELS,
  type GoodsReceiptSummary,
  goodsQuantityText,
  JOB_WORK_STATUS_LABELS,
  type JobWorkChallanSummary,
  overLimitText,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderSummary,
} from '@lathe/shared';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { PhoneLine } from '../../components/parties/phone-line';
import { type PillTone, StatusPill } from '../../components/parties/status-pill';
import { formatDate } from '../../lib/format-date';
import { rupees } from '../../lib/format-figures';

const link = 'font-medium text-brand-600 hover:underline dark:text-brand-400';
const money = 'whitespace-nowrap text-right tabular-nums';
const nowrap = 'whitespace-nowrap';
const dateCell = (value: string | null) => (value ? formatDate(value) : null);

const PROGRESS_TONES: Record<PurchaseOrderSummary['receiptProgress'], PillTone> = {
  Not: 'grey',
  Partly: 'amber',
  Fully: 'green',
};

/** An open purchase order: its number opens it; how far its goods have come in. */
export const openPurchaseOrderColumns: Column<PurchaseOrderSummary>[] = [
  {
    key: 'poNumber',
    header: 'PO #',
    className: nowrap,
    cell: (o) => (
      <>
        <Link to={`/purchase-orders/view/${o.id}`} className={link}>
          {o.poNumber ?? 'Draft'}
        </Link>
        <PhoneLine>
          {o.deliveryDate ? `Due ${formatDate(o.deliveryDate)}` : `Ordered ${formatDate(o.poDate)}`}
        </PhoneLine>
      </>
    ),
  },
  { key: 'poDate', header: 'PO Date', secondary: true, className: nowrap, cell: (o) => dateCell(o.poDate) },
  {
    key: 'deliveryDate',
    header: 'Delivery Date',
    secondary: true,
    className: nowrap,
    cell: (o) => dateCell(o.deliveryDate),
  },
  {
    key: 'status',
    header: 'Status',
    secondary: true,
    cell: (o) => <StatusPill tone="blue">{PURCHASE_ORDER_STATUS_LABELS[o.status]}</StatusPill>,
  },
  {
    key: 'receiptProgress',
    header: 'Received',
    secondary: true,
    cell: (o) => <StatusPill tone={PROGRESS_TONES[o.receiptProgress]}>{o.receiptProgress}</StatusPill>,
  },
  {
    key: 'grandTotal',
    header: 'Value',
    className: money,
    cell: (o) => (
      <>
        {rupees(o.grandTotal)}
        <PhoneLine>{o.receiptProgress} received</PhoneLine>
      </>
    ),
  },
];

const RECEIPT_TONES: Record<GoodsReceiptSummary['status'], PillTone> = {
  draft: 'grey',
  received: 'green',
  cancelled: 'grey',
};

/** A goods receipt: its GRN, the order it was received against and the supplier's invoice. */
export const receiptColumns: Column<GoodsReceiptSummary>[] = [
  {
    key: 'grnNumber',
    header: 'GRN #',
    className: nowrap,
    cell: (r) => (
      <>
        <Link to={`/goods-receipts/view/${r.id}`} className={link}>
          {r.grnNumber ?? 'Draft'}
        </Link>
        <PhoneLine>
          {formatDate(r.receiptDate)} · {r.poNumber}
        </PhoneLine>
      </>
    ),
  },
  { key: 'receiptDate', header: 'Date', secondary: true, className: nowrap, cell: (r) => dateCell(r.receiptDate) },
  {
    key: 'poNumber',
    header: 'PO #',
    secondary: true,
    className: nowrap,
    cell: (r) => (
      <Link to={`/purchase-orders/view/${r.purchaseOrderId}`} className={link}>
        {r.poNumber}
      </Link>
    ),
  },
  { key: 'supplierInvoiceNumber', header: 'Supplier Invoice', secondary: true, className: nowrap },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => <StatusPill tone={RECEIPT_TONES[r.status]}>{GOODS_RECEIPT_STATUS_LABELS[r.status]}</StatusPill>,
  },
];

const CHALLAN_TONES: Record<JobWorkChallanSummary['status'], PillTone> = {
  draft: 'grey',
  sent: 'blue',
  partly_received: 'amber',
  received: 'green',
  closed: 'green',
  cancelled: 'grey',
};

/** A job-work challan: its number, the process, and what is still with the job worker. */
export const challanColumns: Column<JobWorkChallanSummary>[] = [
  {
    key: 'challanNumber',
    header: 'Challan #',
    className: nowrap,
    cell: (c) => (
      <>
        <Link to={`/job-work/view/${c.id}`} className={link}>
          {c.challanNumber ?? 'Draft'}
        </Link>
        <PhoneLine>
          {formatDate(c.challanDate)} · {c.process}
        </PhoneLine>
      </>
    ),
  },
  { key: 'challanDate', header: 'Date', secondary: true, className: nowrap, cell: (c) => dateCell(c.challanDate) },
  { key: 'process', header: 'Process', secondary: true },
  {
    key: 'pendingQuantity',
    header: 'Still Out',
    className: money,
    cell: (c) => (
      <>
        {goodsQuantityText(c.pendingQuantity)}
        {c.unit ? ` ${c.unit}` : ''}
        <span className="mt-1 block sm:hidden">
          <ChallanStatus challan={c} />
        </span>
      </>
    ),
  },
  { key: 'status', header: 'Status', secondary: true, cell: (c) => <ChallanStatus challan={c} /> },
];

function ChallanStatus({ challan: c }: { challan: JobWorkChallanSummary }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusPill tone={CHALLAN_TONES[c.status]}>{JOB_WORK_STATUS_LABELS[c.status]}</StatusPill>
      {c.overdue && c.overdueGoods && <StatusPill tone="red">{overLimitText(c.overdueGoods)}</StatusPill>}
    </span>
  );
}
