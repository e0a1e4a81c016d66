import {
  type CompanySettings,
  INSPECTION_RESULT_LABELS,
  type Inspection,
  measureText,
  toleranceText,
} from '@lathe/shared';
import { Link } from 'react-router';
import { Particular, SellerBlock, SignatureBlock } from '../../components/document/document-parts';
import { formatDate } from '../../lib/format-date';
import { count } from '../../lib/format-figures';

const th = 'border border-gray-300 px-2 py-1 text-left font-semibold text-xs';
const td = 'border border-gray-300 px-2 py-1 align-top';
const figure = `${td} text-right tabular-nums whitespace-nowrap`;
const link = 'text-brand-600 underline dark:text-brand-400 print:text-inherit print:no-underline';

const TITLES = { pdi: 'Pre-Dispatch Inspection Report', first_piece: 'First-Piece Inspection Report' } as const;

function Readings({ inspection }: { inspection: Inspection }) {
  const one = inspection.sampleSize === 1;
  return (
    // A wide report scrolls inside its own box on a phone, not the page.
    <div className="overflow-x-auto print:overflow-visible">
      <table aria-label="Characteristics" className="w-full border-collapse text-sm">
        <thead className="bg-gray-100">
          <tr>
            <th scope="col" className={`${th} text-right`}>
              #
            </th>
            <th scope="col" className={th}>
              Characteristic
            </th>
            <th scope="col" className={`${th} text-right`}>
              Nominal
            </th>
            <th scope="col" className={`${th} text-right`}>
              Tolerance
            </th>
            <th scope="col" className={th}>
              Unit
            </th>
            <th scope="col" className={th}>
              {one ? 'Measured' : `Measured (pieces 1–${inspection.sampleSize})`}
            </th>
            {!one && (
              <>
                <th scope="col" className={`${th} text-right`}>
                  Min
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Max
                </th>
              </>
            )}
            <th scope="col" className={th}>
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {inspection.readings.map((r) => (
            <tr
              key={r.seq}
              className={r.result === 'fail' ? 'font-semibold text-red-700 print:text-inherit' : undefined}
            >
              <td className={`${td} text-right`}>{r.seq}</td>
              <td className={td}>{r.characteristic}</td>
              <td className={figure}>{measureText(r.nominal)}</td>
              <td className={figure}>
                {r.nominal === null ? (
                  ''
                ) : (
                  <>
                    {toleranceText(r.upperTolerance)}
                    <br />
                    {toleranceText(r.lowerTolerance)}
                  </>
                )}
              </td>
              <td className={td}>{r.nominal === null ? '' : r.unit}</td>
              <td className={`${td} tabular-nums`}>
                {r.nominal === null ? 'Visual' : r.measured.map(measureText).join('   ')}
              </td>
              {!one && (
                <>
                  <td className={figure}>{measureText(r.min)}</td>
                  <td className={figure}>{measureText(r.max)}</td>
                </>
              )}
              <td className={td}>{INSPECTION_RESULT_LABELS[r.result]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The work orders the pieces were made in, with the heats of their bar. */
function Trace({ inspection }: { inspection: Inspection }) {
  return (
    <section aria-label="Made in" className="border border-gray-300 p-3 text-sm">
      <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">
        Made in (work order — heat of the bar)
      </h3>
      {inspection.workOrders.length === 0 ? (
        <p>No work order recorded for these pieces</p>
      ) : (
        <ul>
          {inspection.workOrders.map((order) => (
            <li key={order.id}>
              <Link to={`/work-orders/view/${order.id}`} className={link}>
                {order.woNumber ?? 'Work order'}
              </Link>{' '}
              — {order.heatNumbers.length ? `Heat No. ${order.heatNumbers.join(', ')}` : 'no heat recorded'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The inspection report as printed, as its PDF lays it out: the company, the dispatch with its
 * order, invoice and customer (a PDI) or the work order (a first piece), the product and the lot,
 * the work orders and heats, each characteristic with every measured value, the verdict, the
 * inspector and the signature.
 */
export function InspectionDocument({ inspection, company }: { inspection: Inspection; company: CompanySettings }) {
  const pdi = inspection.kind === 'pdi';
  const failed = inspection.readings.filter((r) => r.result === 'fail').map((r) => r.characteristic);
  return (
    <article
      aria-label={TITLES[inspection.kind]}
      className="rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <SellerBlock seller={company} />
        <div className="text-sm sm:text-right">
          <h2 className="font-bold text-2xl uppercase tracking-wide">{TITLES[inspection.kind]}</h2>
          <p className="text-gray-600 text-xs">
            {pdi
              ? `Goods sent under challan ${inspection.challanNumber ?? ''}`
              : 'The first piece against the drawing, before production'}
          </p>
        </div>
      </header>

      <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
        {pdi ? (
          <>
            <Particular label="Challan No.">{inspection.challanNumber}</Particular>
            <Particular label="Dispatch date">{formatDate(inspection.dispatchDate)}</Particular>
            <Particular label="Invoice No.">
              {inspection.invoices.length
                ? inspection.invoices
                    .map((invoice) => `${invoice.invoiceNumber} dated ${formatDate(invoice.invoiceDate)}`)
                    .join(', ')
                : 'Not invoiced yet'}
            </Particular>
            <Particular label="Customer">{inspection.customerName}</Particular>
            <Particular label="Sales order">
              {inspection.salesOrderId && (
                <Link to={`/sales-orders/view/${inspection.salesOrderId}`} className={link}>
                  {inspection.orderNumber ?? 'Sales order'}
                </Link>
              )}
            </Particular>
            <Particular label="Customer PO">{inspection.customerPoNumber}</Particular>
          </>
        ) : (
          <Particular label="Work order">
            {inspection.workOrderId && (
              <Link to={`/work-orders/view/${inspection.workOrderId}`} className={link}>
                {inspection.workOrderNumber ?? 'Work order'}
              </Link>
            )}
          </Particular>
        )}
        <Particular label="Inspected on">{formatDate(inspection.inspectedOn)}</Particular>
        <Particular label="Product">{`${inspection.drawingNumber} — ${inspection.productDescription}`}</Particular>
        <Particular label="Party code">{inspection.partyCode}</Particular>
        <Particular label={pdi ? 'Quantity dispatched' : 'Work order quantity'}>
          {inspection.lotQuantity === null ? null : `${count(inspection.lotQuantity)} nos`}
        </Particular>
        <Particular label="Sample size">{`${count(inspection.sampleSize)} ${inspection.sampleSize === 1 ? 'piece' : 'pieces'}`}</Particular>
      </dl>

      <div className="py-4">
        <Trace inspection={inspection} />
      </div>

      <Readings inspection={inspection} />

      <p
        className={`mt-4 border px-3 py-2 font-bold ${
          inspection.result === 'pass'
            ? 'border-green-300 bg-green-50 text-green-900'
            : 'border-red-300 bg-red-50 text-red-900'
        }`}
      >
        {inspection.result === 'pass'
          ? 'VERDICT: PASS — every characteristic within its tolerance'
          : `VERDICT: FAIL — ${failed.join(', ')} ${failed.length === 1 ? 'is' : 'are'} out`}
      </p>

      <footer className="mt-6 flex flex-wrap justify-between gap-6 break-inside-avoid text-sm">
        <div className="grid gap-1">
          <p className="font-semibold text-gray-600 text-xs uppercase tracking-wide">Inspected by</p>
          <p>{inspection.inspectorName ?? 'Not named'}</p>
          <p>On {formatDate(inspection.inspectedOn)}</p>
          {inspection.remarks && <p className="mt-2 max-w-md whitespace-pre-line">Remarks: {inspection.remarks}</p>}
        </div>
        <SignatureBlock seller={company} />
      </footer>
    </article>
  );
}
