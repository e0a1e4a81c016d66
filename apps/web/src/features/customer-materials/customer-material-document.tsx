import { type CustomerMaterial, goodsQuantityText } from '@lathe/shared';
import { Particular } from '../../components/document/document-parts';
import { formatDate } from '../../lib/format-date';

const th = 'border border-gray-300 px-2 py-1 text-left font-semibold text-xs';
const td = 'border border-gray-300 px-2 py-1 align-top';
const figure = `${td} text-right tabular-nums whitespace-nowrap`;

/** The receipt as printed: whose material, against which of their challans, and each lot of bars. */
export function CustomerMaterialDocument({ receipt }: { receipt: CustomerMaterial }) {
  return (
    <article
      aria-label="Customer material receipt"
      className="rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      {receipt.status !== 'received' && (
        <p role="note" className="mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold">
          {receipt.status === 'draft'
            ? 'DRAFT — not yet received into stock'
            : `CANCELLED${receipt.cancelReason ? ` — ${receipt.cancelReason}` : ''}`}
        </p>
      )}
      <header className="border-gray-300 border-b pb-3">
        <h2 className="font-bold text-2xl uppercase tracking-wide">Receipt of Customer&apos;s Material</h2>
        <p className="text-gray-600 text-xs">Held for the customer, not our stock</p>
      </header>
      <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
        <Particular label="Receipt No.">{receipt.receiptNumber ?? 'Draft'}</Particular>
        <Particular label="Receipt date">{formatDate(receipt.receiptDate)}</Particular>
        <Particular label="Customer">{receipt.customerName}</Particular>
        <Particular label="Their challan">
          {`${receipt.customerChallanNumber}${receipt.customerChallanDate ? ` dated ${formatDate(receipt.customerChallanDate)}` : ''}`}
        </Particular>
      </dl>
      <table aria-label="Bars received" className="mt-4 w-full border-collapse text-sm">
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className={`${th} text-right`}>
              #
            </th>
            <th scope="col" className={th}>
              Grade
            </th>
            <th scope="col" className={th}>
              Rod size
            </th>
            <th scope="col" className={th}>
              Heat No.
            </th>
            <th scope="col" className={`${th} text-right`}>
              Weight (kg)
            </th>
            <th scope="col" className={`${th} text-right`}>
              Bars
            </th>
            <th scope="col" className={th}>
              Remarks
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.id}>
              <td className={`${td} text-right`}>{line.lineNumber}</td>
              <td className={td}>{line.grade}</td>
              <td className={td}>{line.rodSize}</td>
              <td className={td}>{line.heatNumber}</td>
              <td className={figure}>{goodsQuantityText(line.quantity)}</td>
              <td className={figure}>{line.bars ?? ''}</td>
              <td className={td}>{line.remarks}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <td className={td} colSpan={4}>
              Total
            </td>
            <td className={figure}>{goodsQuantityText(receipt.totalKg)}</td>
            <td className={figure}>{receipt.totalBars}</td>
            <td className={td} />
          </tr>
        </tfoot>
      </table>
      {receipt.remarks && <p className="mt-3 whitespace-pre-line text-sm">Remarks: {receipt.remarks}</p>}
    </article>
  );
}
