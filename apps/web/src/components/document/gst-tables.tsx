import { fromPaise, type TaxType, toPaise } from '@lathe/shared';
import { amountText, count, percentText, rupees } from '../../lib/format-figures';
import { HorizontalScroll } from '../ui/horizontal-scroll';
import { type HeadColumn, TableHead } from '../ui/table-head';

/*
 * The tables of a printed GST document (a tax invoice, a credit or debit note): its lines with
 * their tax, its totals and the HSN-wise summary, ruled black on white as they print.
 */

const th = 'border border-gray-300 px-2 py-1.5 text-left font-semibold';
const td = 'border border-gray-300 px-2 py-1.5 align-top';
const num = `${td} text-right tabular-nums whitespace-nowrap`;

/** The printed document's bordered header cells. */
const Head = ({ columns }: { columns: HeadColumn[] }) => (
  <TableHead className="bg-gray-100 print:bg-transparent" cellClass={th} columns={columns} />
);
const right = (label: string): HeadColumn => ({ label, align: 'right' });

/** CGST and SGST columns on an intra-state document, IGST on an inter-state one. */
const taxHeads = (intra: boolean) => (intra ? ['CGST', 'SGST'] : ['IGST']).map((tax) => right(`${tax} (₹)`));

function TaxCells({ intra, figures }: { intra: boolean; figures: { cgst: number; sgst: number; igst: number } }) {
  const cell = (amount: number, key: string) => (
    <td key={key} className={num}>
      {amountText(amount)}
    </td>
  );
  return <>{intra ? [cell(figures.cgst, 'cgst'), cell(figures.sgst, 'sgst')] : cell(figures.igst, 'igst')}</>;
}

/** A printed line: what it is, how many at what rate, and its tax as stored. */
export interface GstDocumentLine {
  id: string;
  lineNumber: number;
  description: string;
  drawingNumber?: string | null;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  rate: number;
  taxable: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** The figures of a whole document, in rupees as the API answers them. */
export interface GstDocumentTotals {
  taxType: TaxType;
  taxableTotal: number;
  cgstTotal: number;
  sgstTotal: number;
  igstTotal: number;
  roundOff: number;
  grandTotal: number;
}

/**
 * The goods, as a GST document lists them: description with the drawing number, HSN, quantity,
 * unit, rate, taxable value, the rate and CGST and SGST (or IGST), and the line total. Rows do not
 * break across printed pages. `label` names the table ("Invoice lines").
 */
export function GstLinesTable({
  document,
  label,
}: {
  document: { taxType: TaxType; lines: readonly GstDocumentLine[] };
  label: string;
}) {
  const intra = document.taxType === 'intra';
  return (
    <HorizontalScroll label={label} className="print:overflow-visible">
      <table className="w-full min-w-[720px] border-collapse text-xs print:min-w-0">
        <caption className="sr-only">{label}</caption>
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
          {document.lines.map((line) => (
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

/** Taxable value, CGST and SGST or IGST, round-off and the grand total; `label` names the region ("Invoice totals"). */
export function GstTotals({ document, label }: { document: GstDocumentTotals; label: string }) {
  return (
    <section aria-label={label}>
      <dl className="grid gap-1 text-sm">
        <TotalRow label="Taxable value" value={rupees(document.taxableTotal)} />
        {document.taxType === 'intra' ? (
          <>
            <TotalRow label="CGST" value={rupees(document.cgstTotal)} />
            <TotalRow label="SGST" value={rupees(document.sgstTotal)} />
          </>
        ) : (
          <TotalRow label="IGST" value={rupees(document.igstTotal)} />
        )}
        <TotalRow label="Round off" value={rupees(document.roundOff)} />
        <TotalRow label="Grand Total" value={rupees(document.grandTotal)} strong />
      </dl>
    </section>
  );
}

interface HsnSummaryDocument extends Omit<GstDocumentTotals, 'roundOff' | 'grandTotal'> {
  hsnSummary: readonly {
    hsnCode: string | null;
    gstRate: number;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    tax: number;
  }[];
  /** The document's own total tax, when it states one; else CGST + SGST + IGST. */
  taxTotal?: number;
}

/**
 * The HSN-wise summary the GST rules ask for: taxable value and tax per HSN code and rate. Its
 * totals are the document's own, since the rows group the very same line figures.
 */
export function HsnSummaryTable({ document }: { document: HsnSummaryDocument }) {
  const intra = document.taxType === 'intra';
  const taxTotal =
    document.taxTotal ??
    fromPaise(toPaise(document.cgstTotal) + toPaise(document.sgstTotal) + toPaise(document.igstTotal));
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
          {document.hsnSummary.map((row) => (
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
            <td className={num}>{amountText(document.taxableTotal)}</td>
            <td className={num} />
            <TaxCells
              intra={intra}
              figures={{ cgst: document.cgstTotal, sgst: document.sgstTotal, igst: document.igstTotal }}
            />
            <td className={num}>{amountText(taxTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </HorizontalScroll>
  );
}
