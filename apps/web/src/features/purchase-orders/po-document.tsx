import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrder,
  type PurchaseOrderLine,
  purchaseQuantityText,
  type Seller,
} from '@lathe/shared';
import { Particular, SellerBlock, SignatureBlock, stateWithCode } from '../../components/document/document-parts';
import { GstTotals, HsnSummaryTable } from '../../components/document/gst-tables';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { useCompanySettings } from '../../lib/company-settings';
import { formatDate } from '../../lib/format-date';
import { amountText, percentText } from '../../lib/format-figures';

const th = 'border border-gray-300 px-2 py-1.5 text-left font-semibold';
const td = 'border border-gray-300 px-2 py-1.5 align-top';
const num = `${td} text-right tabular-nums whitespace-nowrap`;
const right = (label: string) => ({ label, align: 'right' as const });

/** Draft, short-closed and cancelled orders say so on screen and on paper. */
function StateBanner({ order }: { order: PurchaseOrder }) {
  if (order.status === 'draft') {
    return (
      <p
        role="note"
        className="mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold tracking-wide"
      >
        DRAFT — not an order until confirmed
      </p>
    );
  }
  if (order.status === 'cancelled' || order.status === 'short_closed') {
    const label = PURCHASE_ORDER_STATUS_LABELS[order.status].toUpperCase();
    return (
      <p role="note" className="mb-4 border-2 border-red-700 px-3 py-2 text-center font-bold text-red-700">
        {label}
        {order.statusReason ? ` — ${order.statusReason}` : ''}
      </p>
    );
  }
  return null;
}

/** The company as the order's buyer, with the letterhead's logo (which every signed-in user may read). */
function useBuyer(order: PurchaseOrder): Seller {
  const company = useCompanySettings();
  return {
    ...order.buyer,
    logo: company.data?.logo ?? null,
    bankName: null,
    bankAccountName: null,
    bankAccountNumber: null,
    bankIfsc: null,
    bankBranch: null,
    invoiceTerms: null,
  };
}

/** What identifies a line beyond its description: the bars the supplier counts and its own delivery date. */
function LineDetails({ line }: { line: PurchaseOrderLine }) {
  const details = [
    line.bars ? `${line.bars} bars` : null,
    line.deliveryDate ? `Deliver by ${formatDate(line.deliveryDate)}` : null,
  ].filter(Boolean);
  if (details.length === 0) return null;
  return <span className="block text-gray-600">{details.join(' · ')}</span>;
}

/** The lines as ordered: quantity to the gram, rate, taxable value and the tax as the supplier will charge it. */
function LinesTable({ order }: { order: PurchaseOrder }) {
  const intra = order.taxType === 'intra';
  return (
    <HorizontalScroll label="Purchase order lines" className="print:overflow-visible">
      <table className="w-full min-w-[720px] border-collapse text-xs print:min-w-0">
        <caption className="sr-only">Purchase order lines</caption>
        <TableHead
          className="bg-gray-100 print:bg-transparent"
          cellClass={th}
          columns={[
            '#',
            'Description',
            'HSN',
            right('Qty'),
            'Unit',
            right('Rate (₹)'),
            right('Taxable value (₹)'),
            right('GST %'),
            ...(intra ? [right('CGST (₹)'), right('SGST (₹)')] : [right('IGST (₹)')]),
            right('Total (₹)'),
          ]}
        />
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="break-inside-avoid">
              <td className={td}>{line.lineNumber}</td>
              <td className={td}>
                {line.description}
                <LineDetails line={line} />
              </td>
              <td className={td}>{line.hsnCode ?? '—'}</td>
              <td className={num}>{purchaseQuantityText(line.quantity)}</td>
              <td className={td}>{line.unit}</td>
              <td className={num}>{amountText(line.rate)}</td>
              <td className={num}>{amountText(line.taxable)}</td>
              <td className={num}>{percentText(line.gstRate)}</td>
              {intra ? (
                <>
                  <td className={num}>{amountText(line.cgst)}</td>
                  <td className={num}>{amountText(line.sgst)}</td>
                </>
              ) : (
                <td className={num}>{amountText(line.igst)}</td>
              )}
              <td className={num}>{amountText(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/**
 * The purchase order as the supplier receives it: the company's letterhead as the buyer, the
 * order's number and dates, the supplier and where to deliver, the lines with their input GST,
 * the totals with the round-off, the amount in words, the HSN-wise summary, the terms and the
 * signature. A sheet of paper in either theme; a draft carries a watermark.
 */
export function PurchaseOrderDocument({ order }: { order: PurchaseOrder }) {
  const buyer = useBuyer(order);
  return (
    <article
      aria-label="Purchase order"
      className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:overflow-visible print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      {order.status === 'draft' && (
        <div
          aria-hidden="true"
          className="-translate-x-1/2 -translate-y-1/2 -rotate-30 pointer-events-none absolute top-1/2 left-1/2 select-none font-black text-8xl text-gray-900/[0.06] tracking-widest print:fixed"
        >
          DRAFT
        </div>
      )}
      <StateBanner order={order} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <SellerBlock seller={buyer} />
        <div className="text-sm sm:text-right">
          <h2 className="font-bold text-2xl uppercase tracking-wide">Purchase Order</h2>
        </div>
      </header>

      <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
        <Particular label="PO No.">{order.poNumber ?? 'Draft'}</Particular>
        <Particular label="PO date">{formatDate(order.poDate)}</Particular>
        <Particular label="Delivery by">{order.deliveryDate ? formatDate(order.deliveryDate) : null}</Particular>
        <Particular label="Payment terms">{order.paymentTerms}</Particular>
        <Particular label="Tax">
          {order.taxType === 'intra' ? 'CGST + SGST (intra-state)' : 'IGST (inter-state)'}
        </Particular>
      </dl>

      <div className="grid gap-3 py-4 sm:grid-cols-2">
        <section aria-label="Supplier" className="border border-gray-300 p-3 text-sm">
          <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Supplier</h3>
          <p className="font-semibold">{order.supplierName}</p>
          {order.supplierAddress && <p className="whitespace-pre-line">{order.supplierAddress}</p>}
          <dl className="mt-1 grid gap-0.5">
            <Particular label="GSTIN">{order.supplierGstin ?? 'Unregistered'}</Particular>
            <Particular label="State">{order.supplierState}</Particular>
            <Particular label="Supplier code">{order.supplierCode}</Particular>
          </dl>
        </section>
        <section aria-label="Deliver to" className="border border-gray-300 p-3 text-sm">
          <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Deliver to</h3>
          <p className="font-semibold">{order.buyer.name ?? 'Company name not set'}</p>
          {order.buyer.address && <p className="whitespace-pre-line">{order.buyer.address}</p>}
          <dl className="mt-1 grid gap-0.5">
            <Particular label="State">{stateWithCode(order.buyer.state, order.buyer.stateCode)}</Particular>
          </dl>
        </section>
      </div>

      <LinesTable order={order} />

      <div className="mt-4 grid gap-4 break-inside-avoid sm:grid-cols-[1fr_minmax(16rem,22rem)]">
        <div className="text-sm">
          <p className="text-gray-600">Amount in words</p>
          <p className="font-semibold">{order.amountInWords}</p>
        </div>
        <GstTotals document={order} label="Purchase order totals" />
      </div>

      <div className="mt-6 break-inside-avoid">
        <HsnSummaryTable document={order} />
      </div>

      <footer className="mt-6 flex flex-wrap justify-between gap-6 break-inside-avoid">
        <section aria-label="Terms" className="max-w-prose text-sm">
          <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Terms</h3>
          {order.remarks && <p className="whitespace-pre-line">{order.remarks}</p>}
          <p>
            Quote {order.poNumber ? `PO No. ${order.poNumber}` : 'our PO number'} on your invoice and delivery challan.
          </p>
          {order.lines.some((line) => line.kind === 'bar_stock') && (
            <p>Send the mill test certificate of each heat with the bar stock; bars are accepted by heat number.</p>
          )}
        </section>
        <SignatureBlock seller={buyer} />
      </footer>
    </article>
  );
}
