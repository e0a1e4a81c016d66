import { deliveryAddressLine, SALES_ORDER_FLOW, type SalesOrder } from '@lathe/shared';
import { Link } from 'react-router';
import { TraceLink } from '../../components/trace-link';
import { Card } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { tbodyClass, tdClass } from '../../components/ui/table-cells';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { count, rupees } from '../../lib/format-figures';
import { useOffered } from '../../lib/use-can';
import { DispatchEWayBillLink } from './dispatch-e-way-bill';
import { DispatchPdiLinks, useDispatchPdis } from './dispatch-pdi';
import { Muted } from './order-badges';
import { SectionTitle } from './section-title';

function Empty({ children }: { children: string }) {
  return <p className="px-4 pb-5 text-gray-600 text-sm sm:px-5 dark:text-gray-400">{children}</p>;
}

/** "#1 × 40, #2 × 10": which lines went out, and how many of each. */
export const dispatchedLinesText = (lines: SalesOrder['dispatches'][number]['lines']) =>
  [...lines]
    .sort((a, b) => a.lineNumber - b.lineNumber)
    .map((line) => `#${line.lineNumber} × ${count(line.quantity)}`)
    .join(', ');

/** "2 boxes: BX0000121, BX0000122": the boxes scanned into a dispatch. */
export const dispatchedBoxesText = (boxes: NonNullable<SalesOrder['dispatches'][number]['boxes']>) =>
  `${count(boxes.length)} ${boxes.length === 1 ? 'box' : 'boxes'}: ${boxes.map((box) => box.code).join(', ')}`;

/** Downloads the dispatch's delivery challan: original, duplicate and triplicate, one PDF. */
function ChallanButton({ orderId, dispatch }: { orderId: string; dispatch: SalesOrder['dispatches'][number] }) {
  const name = dispatch.challanNumber ?? 'delivery challan';
  return (
    <DownloadButton
      path={`sales-orders/${orderId}/dispatches/${dispatch.id}/pdf`}
      fallbackName={`${name.replaceAll('/', '-').replaceAll(' ', '-')}.pdf`}
      label="Challan"
      ariaLabel={`Download challan ${name}`}
      title="Delivery challan: original, duplicate and triplicate"
      variant="ghost"
      className="px-2 py-1"
    />
  );
}

/** The products a dispatch sends, each once, in the order's line order. */
function productsSent(order: SalesOrder, dispatch: SalesOrder['dispatches'][number]): string[] {
  const sent = new Set(dispatch.lines.map((line) => line.orderLineId));
  return [...new Set(order.lines.filter((line) => sent.has(line.id)).map((line) => line.productId))];
}

/**
 * Every dispatch recorded against the order, numbered as its delivery challan; each can be invoiced on its own (its quantities and
 * vehicle proposed) by a user who may invoice the order.
 */
/** Where a dispatch's goods went, as it copied them: the delivery address with its town, PIN and state. */
const shipToText = (d: SalesOrder['dispatches'][number]) =>
  d.shipToAddress
    ? deliveryAddressLine({ address: d.shipToAddress, place: d.shipToPlace, pin: d.shipToPin, state: d.shipToState })
    : '—';

export function DispatchHistory({ order }: { order: SalesOrder }) {
  const canInvoice = useOffered(SALES_ORDER_FLOW, order)('invoice');
  const pdis = useDispatchPdis(order.id);
  return (
    <Card>
      <SectionTitle id="dispatches-title">Dispatches</SectionTitle>
      {order.dispatches.length === 0 ? (
        <Empty>No dispatches yet</Empty>
      ) : (
        <HorizontalScroll label="Dispatches">
          <table aria-labelledby="dispatches-title" className="min-w-full">
            <TableHead
              columns={[
                'Challan',
                'Date',
                'Vehicle / Transporter',
                'Ship to',
                'Lines',
                'Notes',
                pdis.canView && 'PDI',
                canInvoice && { label: 'Invoice', srOnly: true },
              ]}
            />
            <tbody className={tbodyClass}>
              {order.dispatches.map((d) => (
                <tr key={d.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>
                    <span className="mr-2 font-medium">{d.challanNumber ?? '—'}</span>
                    <ChallanButton orderId={order.id} dispatch={d} />
                    <DispatchEWayBillLink dispatch={d} />
                    <TraceLink kind="dispatch" id={d.id} label={`Trace ${d.challanNumber ?? 'the dispatch'}`} />
                  </td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(d.dispatchDate)}</td>
                  <td className={tdClass}>{d.vehicleReference ?? '—'}</td>
                  <td className={tdClass}>{shipToText(d)}</td>
                  <td className={`${tdClass} tabular-nums`}>
                    <span className="whitespace-nowrap">{dispatchedLinesText(d.lines)}</span>
                    {d.boxes && d.boxes.length > 0 && (
                      <span className="block max-w-xs text-gray-600 text-xs dark:text-gray-400">
                        {dispatchedBoxesText(d.boxes)}
                      </span>
                    )}
                  </td>
                  <td className={tdClass}>{d.notes ?? '—'}</td>
                  {pdis.canView && (
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <DispatchPdiLinks
                        dispatch={d}
                        products={productsSent(order, d)}
                        reports={pdis.byDispatch.get(d.id) ?? []}
                      />
                    </td>
                  )}
                  {canInvoice && (
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <Link
                        to={`/invoices/new?salesOrderId=${order.id}&dispatchId=${d.id}`}
                        className="text-brand-600 hover:underline dark:text-brand-400"
                      >
                        Invoice this dispatch
                      </Link>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
    </Card>
  );
}

/** 'partially_paid' → 'Partially paid'. */
const statusText = (status: string) => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The invoices made from the order, each opening on the invoice screens. */
export function OrderInvoices({ order }: { order: SalesOrder }) {
  return (
    <Card>
      <SectionTitle id="order-invoices-title">Invoices</SectionTitle>
      {order.invoices.length === 0 ? (
        <Empty>No invoices yet</Empty>
      ) : (
        <HorizontalScroll label="Invoices of this order">
          <table aria-labelledby="order-invoices-title" className="min-w-full">
            <TableHead columns={['Invoice #', 'Status', 'Date', { label: 'Total', align: 'right' }]} />
            <tbody className={tbodyClass}>
              {order.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td className={`${tdClass} whitespace-nowrap font-medium`}>
                    <Link
                      to={`/invoices/view/${invoice.id}`}
                      className="text-brand-600 hover:underline dark:text-brand-400"
                    >
                      {invoice.invoiceNumber ?? <Muted>Draft</Muted>}
                    </Link>
                  </td>
                  <td className={tdClass}>{statusText(invoice.status)}</td>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(invoice.invoiceDate)}</td>
                  <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
                    {rupees(invoice.grandTotal)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
    </Card>
  );
}
