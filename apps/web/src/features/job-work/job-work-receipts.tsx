import {
  goodsQuantityText,
  JOB_WORK_GOODS_LABELS,
  JOB_WORK_RECEIPT_KIND_LABELS,
  type JobWorkChallan,
  type JobWorkChallanLine,
  type JobWorkReceipt,
} from '@lathe/shared';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { formatDate } from '../../lib/format-date';
import { useJobWorkReceipts } from './api';

const cell = 'px-4 py-2.5 align-top';
const figure = `${cell} text-right tabular-nums whitespace-nowrap`;
const right = (label: string) => ({ label, align: 'right' as const });

/**
 * Section 143's limit for a line while goods are out: back by when, none for tools, past it (in
 * red), or the invoice that stands for the deemed supply.
 */
function TimeLimit({ line }: { line: JobWorkChallanLine }) {
  const invoice = line.deemedSupplyInvoiceId;
  if (invoice && line.deemedSupplyInvoiceStatus !== 'cancelled') {
    const issued = line.deemedSupplyInvoiceStatus !== 'draft';
    return (
      <Link
        to={issued ? `/invoices/view/${invoice}` : `/invoices/edit/${invoice}`}
        className="text-brand-600 hover:underline"
      >
        {issued ? `Invoiced ${line.deemedSupplyInvoiceNumber ?? ''}` : 'Invoice drafted'}
      </Link>
    );
  }
  if (line.pendingQuantity <= 0) return <>—</>;
  if (line.goodsType === 'tools') return <>No limit</>;
  if (!line.lastDay) return <>—</>;
  if (line.overdue) {
    return <span className="font-medium text-red-700 dark:text-red-400">Past since {formatDate(line.overdueOn)}</span>;
  }
  return <>Back by {formatDate(line.lastDay)}</>;
}

/** How the goods came back: from the job worker, from another one (named), or supplied under an invoice. */
function receiptSource(receipt: JobWorkReceipt): string {
  if (receipt.kind === 'supplied_from_premises') {
    return `${JOB_WORK_RECEIPT_KIND_LABELS[receipt.kind]}, invoice ${receipt.invoiceNumber ?? ''}${receipt.invoiceDate ? ` dated ${formatDate(receipt.invoiceDate)}` : ''}`;
  }
  if (receipt.kind === 'other_job_worker') return `Back from ${receipt.fromSupplierName ?? 'another job worker'}`;
  return JOB_WORK_RECEIPT_KIND_LABELS[receipt.kind];
}

/** Each line's goods, time limit, sent, good, rejected, scrap and still out: what the job worker holds now. */
function PendingPerLine({ challan }: { challan: JobWorkChallan }) {
  return (
    <section aria-labelledby="job-work-pending-title">
      <h2 id="job-work-pending-title" className="px-4 pt-4 font-medium text-gray-800 sm:px-5 dark:text-white/90">
        With the job worker
      </h2>
      <HorizontalScroll label="Pending per line">
        <table className="mt-3 w-full min-w-[56rem] text-sm">
          <caption className="sr-only">Pending per line</caption>
          <TableHead
            columns={[
              '#',
              'Description',
              'Goods',
              'Time limit',
              right('Sent'),
              right('Good'),
              right('Rejected'),
              right('Scrap (kg)'),
              right('Pending'),
            ]}
          />
          <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
            {challan.lines.map((line) => (
              <tr key={line.id} aria-label={`Line ${line.lineNumber}`}>
                <td className={cell}>{line.lineNumber}</td>
                <td className={cell}>{line.description}</td>
                <td className={cell}>{JOB_WORK_GOODS_LABELS[line.goodsType]}</td>
                <td className={cell}>
                  <TimeLimit line={line} />
                </td>
                <td className={figure}>
                  {goodsQuantityText(line.quantity)} {line.unit}
                </td>
                <td className={figure}>{goodsQuantityText(line.goodQuantity)}</td>
                <td className={figure}>{goodsQuantityText(line.rejectedQuantity)}</td>
                <td className={figure}>{goodsQuantityText(line.scrapKg)}</td>
                <td className={`${figure} font-medium`}>
                  {goodsQuantityText(line.pendingQuantity)} {line.unit}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
    </section>
  );
}

/** What came back, receipt by receipt, oldest first. */
function ReceiptHistory({ challan }: { challan: JobWorkChallan }) {
  const receipts = useJobWorkReceipts(challan);
  return (
    <section
      aria-labelledby="job-work-receipts-title"
      className="border-gray-100 border-t px-4 py-4 sm:px-5 dark:border-gray-800"
    >
      <h2 id="job-work-receipts-title" className="font-medium text-gray-800 text-sm dark:text-white/90">
        Goods back
      </h2>
      {receipts.isLoading ? (
        <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">Loading…</p>
      ) : !receipts.data?.length ? (
        <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">Nothing has come back against this challan yet.</p>
      ) : (
        <ul className="mt-2 grid gap-3 text-sm">
          {receipts.data.map((receipt) => (
            <li key={receipt.id}>
              <p className="flex flex-wrap gap-x-3">
                <span className="font-medium">{formatDate(receipt.receiptDate)}</span>
                <span>{receiptSource(receipt)}</span>
                {receipt.jobWorkerChallanNumber && (
                  <span className="text-gray-600 dark:text-gray-400">
                    Their challan {receipt.jobWorkerChallanNumber}
                    {receipt.jobWorkerChallanDate ? ` dated ${formatDate(receipt.jobWorkerChallanDate)}` : ''}
                  </span>
                )}
              </p>
              <ul className="mt-1 grid gap-0.5 text-gray-700 dark:text-gray-300">
                {receipt.lines.map((line) => (
                  <li key={line.id}>
                    #{line.lineNumber} {line.description}: {goodsQuantityText(line.goodQuantity)}{' '}
                    {receipt.kind === 'supplied_from_premises' ? 'supplied' : 'good'}
                    {line.rejectedQuantity > 0 &&
                      `, ${goodsQuantityText(line.rejectedQuantity)} rejected (${line.rejectionReason ?? ''})`}
                    {line.scrapKg > 0 && `, ${goodsQuantityText(line.scrapKg)} kg scrap`}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What is with the job worker and what has come back, never printed; nothing for a draft. */
export function JobWorkReceipts({ challan }: { challan: JobWorkChallan }) {
  if (challan.status === 'draft') return null;
  return (
    <Card className="mt-6 print:hidden">
      <PendingPerLine challan={challan} />
      <ReceiptHistory challan={challan} />
    </Card>
  );
}
