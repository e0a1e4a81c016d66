import { halfPercentOfPaise, lineAmountPaise, percentOfPaise, roundToRupee, sumPaise, toPaise } from './money.js';

export interface GstLineInput {
  quantity: number;
  /** Rupees per unit, at most 2 decimals. */
  rate: number;
  /** Percent, at most 2 decimals (18, 2.5, 0.25). */
  gstRate: number;
  hsnCode: string | null;
}

export interface GstInput {
  /** Place of supply is the supplier's own state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  /** A zero-rated supply without payment of IGST (export or SEZ under LUT): the rate printed, no tax. */
  zeroRated?: boolean | undefined;
  lines: readonly GstLineInput[];
}

/** Tax figures of one line, in paise. */
export interface GstLine {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  /** taxable + tax */
  total: number;
}

/** One row of an invoice's HSN/SAC summary, in paise. */
export interface HsnSummaryRow {
  hsnCode: string | null;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
}

export interface GstResult {
  /** Per input line, in the same order. */
  lines: GstLine[];
  taxableTotal: number;
  cgstTotal: number;
  sgstTotal: number;
  igstTotal: number;
  taxTotal: number;
  totalBeforeRounding: number;
  /** grandTotal − totalBeforeRounding, between −49 and +50 paise. */
  roundOff: number;
  /** Whole rupees (in paise). */
  grandTotal: number;
  /** Grouped by HSN code and GST rate, sorted by code (lines without one last), then rate. */
  hsnSummary: HsnSummaryRow[];
}

/**
 * The tax of one line. Intra-state, CGST and SGST are each half the rate applied to the taxable
 * value and rounded on their own, so the two printed figures are always equal; their sum may then
 * differ by a paisa from the rate applied whole (18 % of ₹100.05: CGST ₹9.00 + SGST ₹9.00 = ₹18.00,
 * where IGST would be ₹18.01).
 */
function lineTax(line: GstLineInput, intraState: boolean, zeroRated = false): GstLine {
  const taxable = lineAmountPaise(line.quantity, toPaise(line.rate));
  const half = intraState && !zeroRated ? halfPercentOfPaise(taxable, line.gstRate) : 0;
  const igst = intraState || zeroRated ? 0 : percentOfPaise(taxable, line.gstRate);
  const tax = sumPaise([half, half, igst]);
  return { taxable, cgst: half, sgst: half, igst, tax, total: sumPaise([taxable, tax]) };
}

function compareHsnRows(a: HsnSummaryRow, b: HsnSummaryRow): number {
  if (a.hsnCode !== b.hsnCode) {
    if (a.hsnCode === null) return 1;
    if (b.hsnCode === null) return -1;
    return a.hsnCode < b.hsnCode ? -1 : 1;
  }
  return a.gstRate - b.gstRate;
}

/** A line's figures in paise, with what its HSN summary row is keyed by. */
export type HsnLineFigures = Pick<HsnSummaryRow, 'hsnCode' | 'gstRate' | 'taxable' | 'cgst' | 'sgst' | 'igst'>;

const pick = ({ hsnCode, gstRate }: GstLineInput) => ({ hsnCode, gstRate });

/**
 * The HSN-wise tax summary: the lines grouped by HSN code and GST rate (codes in order, lines
 * without one last), each figure the exact sum of the lines' own, so it always agrees with the
 * totals. computeGst uses it on fresh figures, the server on an invoice's stored ones.
 */
export function hsnSummary(lines: readonly HsnLineFigures[]): HsnSummaryRow[] {
  const groups = new Map<string, HsnSummaryRow>();
  for (const line of lines) {
    const key = JSON.stringify([line.hsnCode, line.gstRate]);
    const row = groups.get(key) ?? {
      hsnCode: line.hsnCode,
      gstRate: line.gstRate,
      taxable: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      tax: 0,
    };
    row.taxable = sumPaise([row.taxable, line.taxable]);
    row.cgst = sumPaise([row.cgst, line.cgst]);
    row.sgst = sumPaise([row.sgst, line.sgst]);
    row.igst = sumPaise([row.igst, line.igst]);
    row.tax = sumPaise([row.tax, line.cgst, line.sgst, line.igst]);
    groups.set(key, row);
  }
  return [...groups.values()].sort(compareHsnRows);
}

/**
 * The GST of an invoice or order. Tax is computed per line and the lines' figures summed
 * (not tax on the summed taxable value per rate), so every line's printed tax adds up to the
 * totals; the HSN summary sums the same line figures, so it always agrees with the totals too.
 * The grand total is rounded to the whole rupee with the round-off shown separately.
 */
export function computeGst(input: GstInput): GstResult {
  const lines = input.lines.map((line) => lineTax(line, input.intraState, input.zeroRated));

  const taxableTotal = sumPaise(lines.map((line) => line.taxable));
  const taxTotal = sumPaise(lines.map((line) => line.tax));
  const totalBeforeRounding = sumPaise([taxableTotal, taxTotal]);
  const { rounded, roundOff } = roundToRupee(totalBeforeRounding);
  return {
    lines,
    taxableTotal,
    cgstTotal: sumPaise(lines.map((line) => line.cgst)),
    sgstTotal: sumPaise(lines.map((line) => line.sgst)),
    igstTotal: sumPaise(lines.map((line) => line.igst)),
    taxTotal,
    totalBeforeRounding,
    roundOff,
    grandTotal: rounded,
    hsnSummary: hsnSummary(lines.map((figures, i) => ({ ...figures, ...pick(input.lines[i] as GstLineInput) }))),
  };
}
