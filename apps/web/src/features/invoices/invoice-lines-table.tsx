import type { Invoice } from '@lathe/shared';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { type HeadColumn, TableHead } from '../../components/ui/table-head';
import { count, rupees } from '../../lib/format-figures';
import { amountText, percentText } from './money-format';

const th = 'border border-gray-300 px-2 py-1.5 text-left font-semibold';
const td = 'border border-gray-300 px-2 py-1.5 align-top';
const num = `${td} text-right tabular-nums whitespace-nowrap`;

/** The printed invoice's bordered header cells. */
const Head = ({ columns }: { columns: HeadColumn[] }) => (
  <TableHead className="bg-gray-100 print:bg-transparent" cellClass={th} columns={columns} />
);
const right = (label: string): HeadColumn => ({ label, align: 'right' });

/** CGST and SGST columns on an intra-state invoice, IGST on an inter-state one. */
const taxHeads = (intra: boolean) => (intra ? ['CGST', 'SGST'] : ['IGST']).map((tax) => right(`${tax} (₹)`));

function TaxCells({ intra, figures }: { intra: boolean; figures: { cgst: number; sgst: number; igst: number } }) {
  const cell = (amount: number, key: string) => (
    <td key={key} className={num}>
      {amountText(amount)}
    </td>
  );
  return <>{intra ? [cell(figures.cgst, 'cgst'), cell(figures.sgst, 'sgst')] : cell(figures.igst, 'igst')}</>;
}

/**
 * The goods, as a GST tax invoice lists them: description with the drawing number, HSN, quantity,
 * unit, rate, taxable value, the rate and CGST and SGST (or IGST), and the line total. Rows do not
 * break across printed pages.
 */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const intra = invoice.taxType === 'intra';
  return (
    <HorizontalScroll label="Invoice lines" className="print:overflow-visible">
      <table className="w-full min-w-[720px] border-collapse text-xs print:min-w-0">
        <caption className="sr-only">Invoice lines</caption>
        <Head
          columns={[
            { label: '#' },
            { label: 'Description' },
            { label: 'HSN' },
            right('Qty'),
            { label: 'Unit' },
            right('Rate (₹)'),
            right('Taxable value (₹)'),
            right('GST %'),
            ...taxHeads(intra),
            right('Total (₹)'),
          ]}
        />
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id} className="break-inside-avoid">
              <td className={td}>{line.lineNumber}</td>
              <td className={td}>
                {line.description}
                {line.drawingNumber && <span className="block text-gray-600">Drg. No. {line.drawingNumber}</span>}
              </td>
              <td className={td}>{line.hsnCode ?? '—'}</td>
              <td className={num}>{count(line.quantity)}</td>
              <td className={td}>{line.unit}</td>
              <td className={num}>{amountText(line.rate)}</td>
              <td className={num}>{amountText(line.taxable)}</td>
              <td className={num}>{percentText(line.gstRate)}</td>
              <TaxCells intra={intra} figures={line} />
              <td className={num}>{amountText(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex justify-between gap-6 border-gray-400 border-t pt-1.5 font-bold text-base'
          : 'flex justify-between gap-6'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** Taxable value, CGST and SGST or IGST, round-off and the grand total. */
export function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  return (
    <section aria-label="Invoice totals">
      <dl className="grid gap-1 text-sm">
        <TotalRow label="Taxable value" value={rupees(invoice.taxableTotal)} />
        {invoice.taxType === 'intra' ? (
          <>
            <TotalRow label="CGST" value={rupees(invoice.cgstTotal)} />
            <TotalRow label="SGST" value={rupees(invoice.sgstTotal)} />
          </>
        ) : (
          <TotalRow label="IGST" value={rupees(invoice.igstTotal)} />
        )}
        <TotalRow label="Round off" value={rupees(invoice.roundOff)} />
        <TotalRow label="Grand Total" value={rupees(invoice.grandTotal)} strong />
      </dl>
    </section>
  );
}

/**
 * The HSN-wise summary the GST rules ask for: taxable value and tax per HSN code and rate. Its
 * totals are the invoice's own, since the rows group the very same line figures.
 */
export function HsnSummaryTable({ invoice }: { invoice: Invoice }) {
  const intra = invoice.taxType === 'intra';
  return (
    <HorizontalScroll label="HSN-wise tax summary" className="print:overflow-visible">
      <table className="w-full min-w-[560px] border-collapse text-xs print:min-w-0">
        <caption className="mb-1 text-left font-semibold text-sm">HSN-wise tax summary</caption>
        <Head
          columns={[
            { label: 'HSN' },
            right('Taxable value (₹)'),
            right('Rate'),
            ...taxHeads(intra),
            right('Total tax (₹)'),
          ]}
        />
        <tbody>
          {invoice.hsnSummary.map((row) => (
            <tr key={`${row.hsnCode}-${row.gstRate}`} className="break-inside-avoid">
              <td className={td}>{row.hsnCode ?? '—'}</td>
              <td className={num}>{amountText(row.taxable)}</td>
              <td className={num}>{percentText(row.gstRate)}</td>
              <TaxCells intra={intra} figures={row} />
              <td className={num}>{amountText(row.tax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr className="break-inside-avoid">
            <th scope="row" className={th}>
              Total
            </th>
            <td className={num}>{amountText(invoice.taxableTotal)}</td>
            <td className={num} />
            <TaxCells
              intra={intra}
              figures={{ cgst: invoice.cgstTotal, sgst: invoice.sgstTotal, igst: invoice.igstTotal }}
            />
            <td className={num}>{amountText(invoice.taxTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </HorizontalScroll>
  );
}
