import type { Gstr3bReportFigure } from '@lathe/shared';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { reportTdClass as tdClass } from '../../components/ui/table-cells';
import { formatDate } from '../../lib/format-date';
import { amountText } from '../../lib/format-figures';

/*
 * A GSTR-3B figure as a row of its table, opening the documents behind it: each invoice, note or
 * supplier bill with what it adds (a credit note, less), linked to its page.
 */

type Source = Gstr3bReportFigure['documents'][number];

const PAGES: Record<Source['kind'], { path: string; label: string }> = {
  invoice: { path: '/invoices/view', label: 'Invoice' },
  'credit-note': { path: '/notes/view', label: 'Credit note' },
  'debit-note': { path: '/notes/view', label: 'Debit note' },
  'supplier-bill': { path: '/supplier-bills/view', label: 'Supplier bill' },
};

export const numClass = `${tdClass} whitespace-nowrap text-right tabular-nums`;

/**
 * The documents behind a figure, as a small table under its row; without the taxable value where
 * the figure is tax alone (table 4's credit).
 */
function Documents({ documents, label, taxable }: { documents: Source[]; label: string; taxable: boolean }) {
  return (
    <table className="min-w-full text-xs">
      <caption className="sr-only">Documents behind {label}</caption>
      <thead>
        <tr className="text-gray-600 dark:text-gray-400">
          <th className="px-2 py-1 text-left font-medium">Document</th>
          <th className="px-2 py-1 text-left font-medium">Date</th>
          <th className="px-2 py-1 text-left font-medium">Party</th>
          {taxable && <th className="px-2 py-1 text-right font-medium">Taxable value</th>}
          <th className="px-2 py-1 text-right font-medium">IGST</th>
          <th className="px-2 py-1 text-right font-medium">CGST</th>
          <th className="px-2 py-1 text-right font-medium">SGST</th>
        </tr>
      </thead>
      <tbody>
        {documents.map((d) => (
          <tr key={`${d.kind}-${d.id}`}>
            <td className="px-2 py-1">
              <span className="text-gray-500 dark:text-gray-400">{PAGES[d.kind].label} </span>
              <Link
                to={`${PAGES[d.kind].path}/${d.id}`}
                className="font-medium text-brand-600 hover:underline dark:text-brand-400"
              >
                {d.number}
              </Link>
            </td>
            <td className="whitespace-nowrap px-2 py-1">{formatDate(d.date)}</td>
            <td className="px-2 py-1">{d.party}</td>
            {taxable && <td className="px-2 py-1 text-right tabular-nums">{amountText(d.txval)}</td>}
            <td className="px-2 py-1 text-right tabular-nums">{amountText(d.iamt)}</td>
            <td className="px-2 py-1 text-right tabular-nums">{amountText(d.camt)}</td>
            <td className="px-2 py-1 text-right tabular-nums">{amountText(d.samt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface FigureRowProps {
  /** The form's words for the row: "(a) Outward taxable supplies …". */
  label: string;
  /** The figures' cells, as the table's columns want them. */
  cells: ReactNode[];
  /** The documents behind the row's figures. */
  documents: Source[];
  indent?: boolean;
  /** The figure is tax alone (table 4): its documents are listed without their taxable value. */
  taxOnly?: boolean;
}

/** One row of the form, with a "n documents" button that opens the documents behind it underneath. */
export function FigureRow({ label, cells, documents, indent, taxOnly }: FigureRowProps) {
  const [open, setOpen] = useState(false);
  const count = documents.length;
  return (
    <>
      <tr>
        <th scope="row" className={`${tdClass} text-left font-normal ${indent ? 'pl-6' : ''}`}>
          <span className="block">{label}</span>
          {count > 0 && (
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
              className="mt-1 inline-flex items-center gap-1 text-brand-600 text-xs hover:underline print:hidden dark:text-brand-400"
            >
              {open ? (
                <ChevronDown aria-hidden="true" className="size-3" />
              ) : (
                <ChevronRight aria-hidden="true" className="size-3" />
              )}
              {count === 1 ? '1 document' : `${count} documents`}
              <span className="sr-only"> behind {label}</span>
            </button>
          )}
        </th>
        {cells.map((cell, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row, fixed in number and order
          <td key={i} className={numClass}>
            {cell}
          </td>
        ))}
      </tr>
      {open && (
        <tr>
          <td colSpan={cells.length + 1} className="bg-gray-50 px-4 py-2 dark:bg-white/[0.03]">
            <Documents documents={documents} label={label} taxable={!taxOnly} />
          </td>
        </tr>
      )}
    </>
  );
}

/** A heading row inside a table: "A. ITC Available (whether in full or part)". */
export function HeadingRow({ label, span }: { label: string; span: number }) {
  return (
    <tr className="bg-gray-50 dark:bg-white/[0.03]">
      <th colSpan={span} scope="rowgroup" className={`${tdClass} text-left font-semibold`}>
        {label}
      </th>
    </tr>
  );
}

/** The figures of a row of tax: IGST, CGST, SGST, cess (with the taxable value first when asked). */
export const taxCells = (figure: Gstr3bReportFigure, withTaxable = true) => [
  ...(withTaxable ? [amountText(figure.txval)] : []),
  amountText(figure.iamt),
  amountText(figure.camt),
  amountText(figure.samt),
  amountText(figure.csamt),
];
