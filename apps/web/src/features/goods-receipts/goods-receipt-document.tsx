import { type GoodsReceipt, type GoodsReceiptLine, purchaseQuantityText } from '@lathe/shared';
import { Link } from 'react-router';
import { Particular } from '../../components/document/document-parts';
import { DownloadButton } from '../../components/ui/download-button';
import { useCompanySettings } from '../../lib/company-settings';
import { formatDate } from '../../lib/format-date';
import { useCan } from '../../lib/use-can';

const cell = 'border border-gray-300 px-2 py-1.5 align-top';
const figure = `${cell} text-right tabular-nums whitespace-nowrap`;
const headCell = 'border border-gray-300 bg-gray-50 px-2 py-1.5 text-left font-semibold text-xs';
const link = 'text-brand-600 underline print:text-inherit print:no-underline';

/** The purchase order received against: a link to it for whoever may open it, its number on paper. */
function OrderNumber({ receipt }: { receipt: GoodsReceipt }) {
  const mayOpen = useCan('purchase-orders', 'view');
  if (!mayOpen) return <>{receipt.poNumber}</>;
  return (
    <Link to={`/purchase-orders/view/${receipt.purchaseOrderId}`} className={link}>
      {receipt.poNumber}
    </Link>
  );
}

/** Draft and cancelled receipts say so on screen and on paper. */
function StateBanner({ receipt }: { receipt: GoodsReceipt }) {
  if (receipt.status === 'draft') {
    return (
      <p
        role="note"
        className="mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold tracking-wide"
      >
        DRAFT — the goods are not in stock until received
      </p>
    );
  }
  if (receipt.status === 'cancelled') {
    return (
      <p role="note" className="mb-4 border-2 border-red-700 px-3 py-2 text-center font-bold text-red-700">
        CANCELLED{receipt.cancelReason ? ` — ${receipt.cancelReason}` : ''}
      </p>
    );
  }
  return null;
}

/** "EN8 Ø25 — Bright bar EN8 Ø25": a bar's grade and size before what the order called it. */
const describe = (line: GoodsReceiptLine) =>
  line.kind === 'bar_stock' && line.grade && line.rodSize && !line.description.includes(line.grade)
    ? `${line.grade} ${line.rodSize} — ${line.description}`
    : line.description;

/** The line's certificate: its name downloads it on screen; paper says whether it is on file. */
function Certificate({ line }: { line: GoodsReceiptLine }) {
  const { certificate } = line;
  if (!certificate) return <span>No</span>;
  return (
    <>
      <span className="hidden print:inline">Yes</span>
      <DownloadButton
        path={`material-certificates/${certificate.id}`}
        fallbackName={certificate.fileName}
        label={certificate.fileName}
        ariaLabel={`Download the mill test certificate ${certificate.fileName}`}
        failure="Failed to download the certificate"
        variant="ghost"
        className="h-7 max-w-48 truncate px-1 text-xs print:hidden"
      />
    </>
  );
}

/**
 * The goods receipt note as printed for the stores' file: the company that received, the GRN's
 * number and date, the purchase order and the supplier's invoice it came with, each line's
 * ordered, received, accepted and rejected quantities with the heat number and its mill test
 * certificate, why anything was rejected, and the signatures of stores and quality.
 */
export function GoodsReceiptDocument({ receipt }: { receipt: GoodsReceipt }) {
  const company = useCompanySettings().data;
  const rejected = receipt.lines.filter((line) => line.rejectionReason);
  return (
    <article
      aria-label="Goods receipt note"
      className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:overflow-visible print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      <StateBanner receipt={receipt} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <div className="text-sm">
          <p className="font-bold text-lg">{company?.name ?? 'Company'}</p>
          {company?.address && <p className="whitespace-pre-line">{company.address}</p>}
        </div>
        <h2 className="font-bold text-2xl uppercase tracking-wide">Goods Receipt Note</h2>
      </header>

      <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
        <Particular label="GRN No.">{receipt.grnNumber ?? 'Draft'}</Particular>
        <Particular label="Receipt date">{formatDate(receipt.receiptDate)}</Particular>
        <Particular label="PO No.">
          <OrderNumber receipt={receipt} />
        </Particular>
        <Particular label="Supplier">{receipt.supplierName}</Particular>
        <Particular label="Supplier invoice">
          {receipt.supplierInvoiceNumber &&
            `${receipt.supplierInvoiceNumber}${receipt.supplierInvoiceDate ? ` dated ${formatDate(receipt.supplierInvoiceDate)}` : ''}`}
        </Particular>
        <Particular label="Vehicle No.">{receipt.vehicleNumber}</Particular>
      </dl>

      <div className="mt-4 overflow-x-auto print:overflow-visible">
        <table aria-label="Goods received" className="w-full min-w-[48rem] border-collapse text-sm">
          <thead>
            <tr>
              {[
                '#',
                'Description',
                'Unit',
                'Ordered',
                'Received',
                'Accepted',
                'Rejected',
                'Bars',
                'Heat No.',
                'MTC',
              ].map((label) => (
                <th key={label} scope="col" className={headCell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.id} aria-label={`Line ${line.lineNumber}`}>
                <td className={figure}>{line.lineNumber}</td>
                <td className={cell}>{describe(line)}</td>
                <td className={cell}>{line.unit}</td>
                <td className={figure}>{purchaseQuantityText(line.orderedQuantity)}</td>
                <td className={figure}>{purchaseQuantityText(line.receivedQuantity)}</td>
                <td className={figure}>{purchaseQuantityText(line.acceptedQuantity)}</td>
                <td className={figure}>{purchaseQuantityText(line.rejectedQuantity)}</td>
                <td className={figure}>{line.bars ?? ''}</td>
                <td className={cell}>{line.heatNumber ?? ''}</td>
                <td className={cell}>
                  <Certificate line={line} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {rejected.length > 0 && (
        <section aria-label="Rejections" className="mt-4 text-sm">
          <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Rejections</h3>
          <ul className="grid gap-0.5">
            {rejected.map((line) => (
              <li key={line.id}>
                Line {line.lineNumber}: {purchaseQuantityText(line.rejectedQuantity)} {line.unit} rejected —{' '}
                {line.rejectionReason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {receipt.remarks && (
        <section aria-label="Remarks" className="mt-4 text-sm">
          <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Remarks</h3>
          <p className="whitespace-pre-line">{receipt.remarks}</p>
        </section>
      )}

      <footer className="mt-10 grid break-inside-avoid grid-cols-3 gap-4 text-sm">
        {['Received by (Stores)', 'Inspected by (Quality)', `For ${company?.name ?? 'the company'}`].map((label) => (
          <p key={label} className="border-gray-400 border-t pt-1">
            {label}
          </p>
        ))}
      </footer>
    </article>
  );
}
