import { type PurchaseOrder, purchaseQuantityText } from '@lathe/shared';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { useCan } from '../../lib/use-can';

const cell = 'px-4 py-2.5 align-top';
const figure = `${cell} text-right tabular-nums whitespace-nowrap`;

/**
 * What has come in against the order, never printed: each line's ordered, received and left to
 * receive, and the goods receipt notes made against it (each opens for whoever may view them).
 */
export function PurchaseOrderReceipts({ order }: { order: PurchaseOrder }) {
  const canViewReceipts = useCan('goods-receipts', 'view');
  if (order.status === 'draft') return null;
  return (
    <Card className="mt-6 print:hidden">
      <section aria-labelledby="po-received-title">
        <h2 id="po-received-title" className="px-4 pt-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
          Received
        </h2>
        <HorizontalScroll label="Received per line">
          <table className="mt-3 w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Received per line</caption>
            <TableHead columns={['#', 'Description', right('Ordered'), right('Received'), right('Left to receive')]} />
            <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
              {order.lines.map((line) => (
                <tr key={line.id} aria-label={`Line ${line.lineNumber}`}>
                  <td className={cell}>{line.lineNumber}</td>
                  <td className={cell}>{line.description}</td>
                  <td className={figure}>
                    {purchaseQuantityText(line.quantity)} {line.unit}
                  </td>
                  <td className={figure}>
                    {purchaseQuantityText(line.receivedQuantity)} {line.unit}
                  </td>
                  <td className={figure}>
                    {purchaseQuantityText(line.leftToReceive)} {line.unit}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      </section>
      <section
        aria-labelledby="po-grn-title"
        className="border-gray-100 border-t px-4 py-4 sm:px-5 dark:border-gray-800"
      >
        <h2 id="po-grn-title" className="font-medium text-gray-800 text-sm dark:text-white/90">
          Goods receipts
        </h2>
        {order.goodsReceipts.length === 0 ? (
          <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">No goods received against this order yet.</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm">
            {order.goodsReceipts.map((receipt) => {
              const name = receipt.grnNumber ?? 'Draft receipt';
              return (
                <li key={receipt.id} className="flex flex-wrap gap-x-3">
                  {canViewReceipts ? (
                    <Link
                      to={`/goods-receipts/view/${receipt.id}`}
                      className="font-medium text-brand-600 hover:underline dark:text-brand-400"
                    >
                      {name}
                    </Link>
                  ) : (
                    <span className="font-medium">{name}</span>
                  )}
                  <span className="text-gray-600 dark:text-gray-400">{formatDate(receipt.receiptDate)}</span>
                  <span className="text-gray-600 capitalize dark:text-gray-400">{receipt.status}</span>
                  {receipt.supplierInvoiceNumber && (
                    <span className="text-gray-600 dark:text-gray-400">Invoice {receipt.supplierInvoiceNumber}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}

function right(label: string) {
  return { label, align: 'right' as const };
}
