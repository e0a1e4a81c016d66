import {
  type CompanySettings,
  goodsQuantityText,
  JOB_WORK_CHALLAN_COPIES,
  JOB_WORK_CHALLAN_DECLARATION,
  type JobWorkChallan,
  stateCodeOf,
} from '@lathe/shared';
import { Particular, SellerBlock, SignatureBlock, stateWithCode } from '../../components/document/document-parts';
import { formatDate } from '../../lib/format-date';
import { amountText, percentText } from '../../lib/format-figures';

const th = 'border border-gray-300 px-2 py-1 text-left font-semibold text-xs';
const td = 'border border-gray-300 px-2 py-1 align-top';
const figure = `${td} text-right tabular-nums whitespace-nowrap`;

/** Draft and cancelled challans say so on screen and on paper. */
function StateBanner({ challan }: { challan: JobWorkChallan }) {
  if (challan.status === 'draft') {
    return (
      <p
        role="note"
        className="mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold tracking-wide"
      >
        DRAFT — not a delivery challan until sent
      </p>
    );
  }
  if (challan.status === 'cancelled') {
    return (
      <p role="note" className="mb-4 border-2 border-red-700 px-3 py-2 text-center font-bold text-red-700">
        CANCELLED{challan.statusReason ? ` — ${challan.statusReason}` : ''}
      </p>
    );
  }
  return null;
}

/** The job worker as the challan names them: name, address, GSTIN (or Unregistered) and state with its code. */
function JobWorkerBlock({ challan }: { challan: JobWorkChallan }) {
  return (
    <section aria-label="Consignee (job worker)" className="border border-gray-300 p-3 text-sm">
      <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Consignee (job worker)</h3>
      <p className="font-semibold">{challan.jobWorkerName}</p>
      {challan.jobWorkerAddress && <p className="whitespace-pre-line">{challan.jobWorkerAddress}</p>}
      <dl className="mt-1 grid gap-0.5">
        <Particular label="GSTIN">{challan.jobWorkerGstin ?? 'Unregistered'}</Particular>
        <Particular label="State">
          {stateWithCode(challan.jobWorkerState, stateCodeOf(challan.jobWorkerState) ?? null)}
        </Particular>
      </dl>
    </section>
  );
}

function LinesTable({ challan }: { challan: JobWorkChallan }) {
  return (
    <table aria-label="Goods sent" className="w-full border-collapse text-sm">
      <thead className="bg-gray-100">
        <tr>
          <th scope="col" className={`${th} text-right`}>
            #
          </th>
          <th scope="col" className={th}>
            Description of goods
          </th>
          <th scope="col" className={th}>
            HSN
          </th>
          <th scope="col" className={`${th} text-right`}>
            Quantity
          </th>
          <th scope="col" className={th}>
            Unit
          </th>
          <th scope="col" className={`${th} text-right`}>
            GST rate
          </th>
          <th scope="col" className={`${th} text-right`}>
            Taxable value (₹)
          </th>
        </tr>
      </thead>
      <tbody>
        {challan.lines.map((line) => (
          <tr key={line.id}>
            <td className={`${td} text-right`}>{line.lineNumber}</td>
            <td className={td}>
              {line.description}
              {line.heatNumber && <span className="block text-gray-600 text-xs">Heat No. {line.heatNumber}</span>}
            </td>
            <td className={td}>{line.hsnCode}</td>
            <td className={figure}>{goodsQuantityText(line.quantity)}</td>
            <td className={td}>{line.unit}</td>
            <td className={figure}>{percentText(line.gstRate)}</td>
            <td className={figure}>{amountText(line.value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <td className={td} colSpan={6}>
            Total taxable value
          </td>
          <td className={figure}>{amountText(challan.totalValue)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** One copy of the challan, marked with whom it is for. */
function ChallanCopy({ challan, company, copy }: { challan: JobWorkChallan; company: CompanySettings; copy: string }) {
  return (
    <article
      aria-label="Job work challan"
      className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:overflow-visible print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      {challan.status === 'draft' && (
        <div
          aria-hidden="true"
          className="-translate-x-1/2 -translate-y-1/2 -rotate-30 pointer-events-none absolute top-1/2 left-1/2 select-none font-black text-8xl text-gray-900/[0.06] tracking-widest print:fixed"
        >
          DRAFT
        </div>
      )}
      <StateBanner challan={challan} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <SellerBlock seller={company} />
        <div className="text-sm sm:text-right">
          <h2 className="font-bold text-2xl uppercase tracking-wide">Delivery Challan for Job Work</h2>
          <p className="text-gray-600 text-xs">{copy}</p>
        </div>
      </header>

      <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
        <Particular label="Challan No.">{challan.challanNumber ?? 'Draft'}</Particular>
        <Particular label="Challan date">{formatDate(challan.challanDate)}</Particular>
        <Particular label="Purpose">{`${challan.process} (job work)`}</Particular>
        <Particular label="Expected back by">{formatDate(challan.expectedReturnDate)}</Particular>
        <Particular label="Vehicle No.">{challan.vehicleNumber}</Particular>
      </dl>

      <div className="grid gap-3 py-4 sm:grid-cols-2">
        <JobWorkerBlock challan={challan} />
        {challan.remarks && (
          <section aria-label="Remarks" className="text-sm">
            <h3 className="mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide">Remarks</h3>
            <p className="whitespace-pre-line">{challan.remarks}</p>
          </section>
        )}
      </div>

      <LinesTable challan={challan} />
      <p className="mt-3 text-gray-700 text-xs">{JOB_WORK_CHALLAN_DECLARATION}</p>

      <footer className="mt-6 flex flex-wrap justify-between gap-6 break-inside-avoid text-sm">
        <div className="flex flex-col justify-between gap-12">
          <p>Received the goods above for job work</p>
          <p className="border-gray-400 border-t pt-1">Job worker&apos;s signature and seal</p>
        </div>
        <SignatureBlock seller={company} />
      </footer>
    </article>
  );
}

/**
 * The job-work delivery challan as printed (CGST rule 55): the consigner's and the job worker's
 * GSTIN, the challan's number and date, the purpose, each line's HSN, quantity and taxable value.
 * A sent challan prints in three copies (rule 55(2)), as its PDF does: the screen shows the
 * original, and the print repeats it for the transporter and the consigner, each from a new page
 * (print-only, hidden from assistive technology). A draft or a cancelled challan prints once.
 */
export function JobWorkDocument({ challan, company }: { challan: JobWorkChallan; company: CompanySettings }) {
  const [original, ...others] = JOB_WORK_CHALLAN_COPIES;
  const once = challan.status === 'draft' || challan.status === 'cancelled';
  return (
    <>
      <ChallanCopy challan={challan} company={company} copy={original} />
      {!once && (
        <div aria-hidden="true" data-testid="challan-print-copies" className="hidden print:block">
          {others.map((copy) => (
            <div key={copy} className="break-before-page">
              <ChallanCopy challan={challan} company={company} copy={copy} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
