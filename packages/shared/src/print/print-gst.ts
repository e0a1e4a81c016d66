import type { TaxType } from '../documents/tax-type.js';
import { fromPaise, toPaise } from '../money/money.js';
import { printAmount, printPercent, printRupees } from './print-format.js';
import type { PrintCell, PrintColumn, PrintField, PrintRow, PrintTable, PrintTotals } from './print-model.js';

/*
 * The GST parts of a printed document (a tax invoice, a credit or debit note, a purchase order):
 * its lines with their tax, the totals with the round-off and the amount in words, and the
 * HSN-wise summary; CGST and SGST within the state, IGST across.
 */

/** A line's figures as the API answers them, in rupees. */
export interface GstPrintLine {
  lineNumber: number;
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

export interface GstPrintTotals {
  taxType: TaxType;
  taxableTotal: number;
  cgstTotal: number;
  sgstTotal: number;
  igstTotal: number;
  roundOff: number;
  grandTotal: number;
  amountInWords: string;
}

export interface HsnPrintRow {
  hsnCode: string | null;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
}

const column = (
  key: string,
  header: string,
  width: number,
  kind: PrintColumn['kind'] = 'money',
  align: PrintColumn['align'] = kind === 'text' ? 'left' : 'right',
): PrintColumn => ({ key, header, width, kind, align });

/** "Tax: CGST + SGST (intra-state)" or "Tax: IGST (inter-state)": how the document is taxed. */
export const taxField = (taxType: TaxType): PrintField => ({
  label: 'Tax',
  value: taxType === 'intra' ? 'CGST + SGST (intra-state)' : 'IGST (inter-state)',
});

const taxes = (taxType: TaxType) => (taxType === 'intra' ? (['cgst', 'sgst'] as const) : (['igst'] as const));
const TAX_HEADER = { cgst: 'CGST (₹)', sgst: 'SGST (₹)', igst: 'IGST (₹)' } as const;

/** How a document describes its lines and writes their quantities. */
export interface GstLinesFormat<L> {
  /** The table's name on screen ("Purchase order lines"). */
  label: string;
  describe: (line: L) => PrintCell;
  quantity: (quantity: number) => string;
  /** The quantity column's width: wider where quantities carry decimals. */
  quantityWidth: number;
}

/** The lines: description, HSN, quantity, unit, rate, taxable value, the rate and the tax, and the line total. */
export function gstLinesTable<L extends GstPrintLine & { id: string }>(
  taxType: TaxType,
  lines: readonly L[],
  format: GstLinesFormat<L>,
): PrintTable {
  return {
    kind: 'table',
    label: format.label,
    title: null,
    columns: [
      column('lineNumber', '#', 18, 'count'),
      { ...column('description', 'Description', 0, 'text'), flex: true },
      column('hsn', 'HSN', 44, 'text'),
      column('quantity', 'Qty', format.quantityWidth, 'quantity'),
      column('unit', 'Unit', 26, 'text'),
      column('rate', 'Rate (₹)', 52),
      column('taxable', 'Taxable value (₹)', 62),
      column('gstRate', 'GST %', 34, 'percent'),
      ...taxes(taxType).map((tax) => column(tax, TAX_HEADER[tax], taxType === 'intra' ? 50 : 60)),
      column('total', 'Total (₹)', 64),
    ],
    rows: lines.map((line) => ({
      key: line.id,
      label: `Line ${line.lineNumber}`,
      cells: [
        { text: String(line.lineNumber) },
        format.describe(line),
        { text: line.hsnCode ?? '—' },
        { text: format.quantity(line.quantity) },
        { text: line.unit },
        { text: printAmount(line.rate) },
        { text: printAmount(line.taxable) },
        { text: printPercent(line.gstRate) },
        ...taxes(taxType).map((tax) => ({ text: printAmount(line[tax]) })),
        { text: printAmount(line.total) },
      ],
    })),
    foot: [],
  };
}

/** Taxable value, CGST and SGST or IGST, the round-off and the grand total, with the amount in words. */
export function gstTotals(document: GstPrintTotals, label: string): PrintTotals {
  const tax = { cgst: document.cgstTotal, sgst: document.sgstTotal, igst: document.igstTotal };
  return {
    kind: 'totals',
    label,
    rows: [
      { label: 'Taxable value', value: printRupees(document.taxableTotal) },
      ...taxes(document.taxType).map((key) => ({ label: key.toUpperCase(), value: printRupees(tax[key]) })),
      { label: 'Round off', value: printRupees(document.roundOff) },
      { label: 'Grand Total', value: printRupees(document.grandTotal), strong: true },
    ],
    words: { label: 'Amount in words', value: document.amountInWords },
  };
}

/**
 * The HSN-wise summary the GST rules ask for: taxable value and tax per HSN code and rate. Its
 * total row is the document's own totals, since the rows group the very same line figures.
 */
export function hsnSummaryTable(
  document: Omit<GstPrintTotals, 'roundOff' | 'grandTotal' | 'amountInWords'> & {
    hsnSummary: readonly HsnPrintRow[];
    /** The document's own total tax, when it states one; else CGST + SGST + IGST. */
    taxTotal?: number;
  },
): PrintTable {
  const { taxType } = document;
  const taxTotal =
    document.taxTotal ??
    fromPaise(toPaise(document.cgstTotal) + toPaise(document.sgstTotal) + toPaise(document.igstTotal));
  const wide = taxType === 'intra' ? 80 : 110;
  const total: PrintRow = {
    key: 'total',
    strong: true,
    cells: [
      { text: 'Total' },
      { text: printAmount(document.taxableTotal) },
      { text: '' },
      ...taxes(taxType).map((tax) => ({
        text: printAmount({ cgst: document.cgstTotal, sgst: document.sgstTotal, igst: document.igstTotal }[tax]),
      })),
      { text: printAmount(taxTotal) },
    ],
  };
  return {
    kind: 'table',
    label: 'HSN-wise tax summary',
    title: 'HSN-wise tax summary',
    columns: [
      { ...column('hsn', 'HSN', 0, 'text'), flex: true },
      column('taxable', 'Taxable value (₹)', 90),
      column('gstRate', 'Rate', 46, 'percent'),
      ...taxes(taxType).map((tax) => column(tax, TAX_HEADER[tax], wide)),
      column('tax', 'Total tax (₹)', 90),
    ],
    rows: document.hsnSummary.map((row) => ({
      key: `${row.hsnCode}-${row.gstRate}`,
      cells: [
        { text: row.hsnCode ?? '—' },
        { text: printAmount(row.taxable) },
        { text: printPercent(row.gstRate) },
        ...taxes(taxType).map((tax) => ({ text: printAmount(row[tax]) })),
        { text: printAmount(row.tax) },
      ],
    })),
    foot: [total],
  };
}
