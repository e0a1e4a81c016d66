import type { SalesOrder } from '@lathe/shared';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { formatDate } from '../../lib/format-date';
import { Muted } from './order-badges';
import { pieces, rupees } from './order-format';
import { SectionTitle, TableScroll, tdClass, thClass } from './order-table';

function Empty({ children }: { children: string }) {
  return <p className="px-4 pb-5 text-gray-600 text-sm sm:px-5 dark:text-gray-400">{children}</p>;
}

/** "#1 × 40, #2 × 10": which lines went out, and how many of each. */
export const dispatchedLinesText = (lines: SalesOrder['dispatches'][number]['lines']) =>
  [...lines]
    .sort((a, b) => a.lineNumber - b.lineNumber)
    .map((line) => `#${line.lineNumber} × ${pieces(line.quantity)}`)
    .join(', ');

/** Every dispatch recorded against the order. */
export function DispatchHistory({ order }: { order: SalesOrder }) {
  return (
    <Card>
      <SectionTitle id="dispatches-title">Dispatches</SectionTitle>
      {order.dispatches.length === 0 ? (
        <Empty>No dispatches yet</Empty>
      ) : (
        <TableScroll label="Dispatches">
          <table aria-labelledby="dispatches-title" className="min-w-full">
            <thead className="border-gray-200 border-y bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
              <tr>
                <th scope="col" className={thClass}>
                  Date
                </th>
                <th scope="col" className={thClass}>
                  Vehicle / Transporter
                </th>
                <th scope="col" className={thClass}>
                  Lines
                </th>
                <th scope="col" className={thClass}>
                  Notes
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {order.dispatches.map((d) => (
                <tr key={d.id}>
                  <td className={`${tdClass} whitespace-nowrap`}>{formatDate(d.dispatchDate)}</td>
                  <td className={tdClass}>{d.vehicleReference ?? '—'}</td>
                  <td className={`${tdClass} whitespace-nowrap tabular-nums`}>{dispatchedLinesText(d.lines)}</td>
                  <td className={tdClass}>{d.notes ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
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
        <TableScroll label="Invoices of this order">
          <table aria-labelledby="order-invoices-title" className="min-w-full">
            <thead className="border-gray-200 border-y bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
              <tr>
                <th scope="col" className={thClass}>
                  Invoice #
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
                <th scope="col" className={thClass}>
                  Date
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
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
        </TableScroll>
      )}
    </Card>
  );
}
