import { unitAllowsDecimals } from '../compliance/gst-units.js';
import { thousandths } from '../documents/progress.js';
import { formatRupees } from '../money/indian-format.js';
import { toPaise } from '../money/money.js';
import { purchaseQuantityText } from '../schemas/purchase-order.js';

/*
 * The three-way match of a supplier's bill (issue 32): each line's billed quantity against what
 * was received and not yet billed, its rate and GST rate against the purchase order's, and the
 * invoice's printed total against what its lines add up to. A bill that matches is booked; one
 * that does not is held, numbered, until someone approves it with a reason.
 */

/** The tolerances, said once: the form's hints, the view's legend and the docs read them. */
export const MATCH_TOLERANCE = {
  /** Over-billing allowed on a weighed or measured unit, percent of what is there to bill. */
  measuredQuantityPercent: 1,
  /** A rate may differ from the order's by this percent of it, or by one paisa, whichever is more. */
  ratePercent: 0.5,
  ratePaise: 1,
  /** The invoice's printed total may differ from its lines' (taxable value + GST) by this, for rounding. */
  totalPaise: 100,
} as const;

export type MatchField = 'quantity' | 'rate' | 'gstRate' | 'total';

export const MATCH_FIELD_LABELS: Record<MatchField, string> = {
  quantity: 'Quantity',
  rate: 'Rate',
  gstRate: 'GST rate',
  total: 'Invoice total',
};

/**
 * One disagreement. For a line (`line`, its number): `ordered` is the order line's figure,
 * `received` what was there to bill (quantity only) and `billed` the bill's. For the invoice total
 * (`line` null): `received` is what the lines add up to, `billed` the total printed on the invoice.
 */
export interface Mismatch {
  line: number | null;
  field: MatchField;
  ordered: number | null;
  received: number | null;
  billed: number;
}

export interface MatchLine {
  lineNumber: number;
  unit: string;
  /** As billed. */
  quantity: number;
  rate: number;
  gstRate: number;
  /** The purchase order line's quantity, rate and GST rate. */
  ordered: { quantity: number; rate: number; gstRate: number };
  /**
   * What there is to bill: the receipt line's accepted quantity less what other bills billed of
   * it; for a service billed without a receipt, the order line's quantity less what was billed.
   */
  available: number;
}

export interface MatchInput {
  lines: readonly MatchLine[];
  /** The total printed on the supplier's invoice, rupees. */
  invoiceTotal: number;
  /** The lines' taxable value and GST before any rounding, rupees. */
  linesTotal: number;
}

/**
 * Whether the unit is weighed or measured (a weighbridge, a tape: 1 % over what was received is
 * allowed), not counted (NOS, PCS, SET …: exactly): the units that take decimals.
 */
export const isMeasuredUnit = (unit: string) => unitAllowsDecimals(unit);

/** The most that may be billed of `available` in `unit` without a mismatch. */
export function billableQuantity(available: number, unit: string): number {
  const base = Math.max(0, thousandths(available));
  if (!isMeasuredUnit(unit)) return base / 1000;
  return Math.floor((base * (100 + MATCH_TOLERANCE.measuredQuantityPercent)) / 100) / 1000;
}

/** Whether a billed rate is within the tolerance of the ordered one (paise, both ways). */
export function rateWithin(ordered: number, billed: number): boolean {
  const o = toPaise(ordered);
  const difference = Math.abs(toPaise(billed) - o);
  // 0.5 % of the order's rate, in paise × 1000 to stay in integers; at least one paisa.
  const allowedTimes1000 = Math.max(MATCH_TOLERANCE.ratePaise * 1000, o * MATCH_TOLERANCE.ratePercent * 10);
  return difference * 1000 <= allowedTimes1000;
}

/** Every mismatch of the bill, line by line in their order (quantity, rate, GST rate), then the total. */
export function threeWayMatch(input: MatchInput): Mismatch[] {
  const found: Mismatch[] = [];
  for (const line of input.lines) {
    if (thousandths(line.quantity) > thousandths(billableQuantity(line.available, line.unit))) {
      found.push({
        line: line.lineNumber,
        field: 'quantity',
        ordered: line.ordered.quantity,
        received: Math.max(0, thousandths(line.available)) / 1000,
        billed: line.quantity,
      });
    }
    if (!rateWithin(line.ordered.rate, line.rate)) {
      found.push({
        line: line.lineNumber,
        field: 'rate',
        ordered: line.ordered.rate,
        received: null,
        billed: line.rate,
      });
    }
    if (Math.round(line.gstRate * 100) !== Math.round(line.ordered.gstRate * 100)) {
      found.push({
        line: line.lineNumber,
        field: 'gstRate',
        ordered: line.ordered.gstRate,
        received: null,
        billed: line.gstRate,
      });
    }
  }
  if (Math.abs(toPaise(input.invoiceTotal) - toPaise(input.linesTotal)) > MATCH_TOLERANCE.totalPaise) {
    found.push({ line: null, field: 'total', ordered: null, received: input.linesTotal, billed: input.invoiceTotal });
  }
  return found;
}

/** The mismatches of one line by field, for marking its cells. */
export const mismatchedFields = (mismatches: readonly Mismatch[], lineNumber: number): Set<MatchField> =>
  new Set(mismatches.filter((m) => m.line === lineNumber).map((m) => m.field));

const rupees = (amount: number) => formatRupees(toPaise(amount));

/**
 * A mismatch in words, as the view and the print say it: "Line 1 quantity: ordered 2,000 KGS,
 * received 1,000 KGS, billed 1,020 KGS"; "Invoice total: the lines come to ₹84,960.40, the
 * invoice says ₹85,000.00". `unit` is the line's.
 */
export function describeMismatch(mismatch: Mismatch, unit = ''): string {
  const q = (quantity: number | null) => `${purchaseQuantityText(quantity ?? 0)}${unit ? ` ${unit}` : ''}`;
  switch (mismatch.field) {
    case 'quantity':
      return `Line ${mismatch.line} quantity: ordered ${q(mismatch.ordered)}, received and not yet billed ${q(mismatch.received)}, billed ${q(mismatch.billed)}`;
    case 'rate':
      return `Line ${mismatch.line} rate: ordered ${rupees(mismatch.ordered ?? 0)}, billed ${rupees(mismatch.billed)}`;
    case 'gstRate':
      return `Line ${mismatch.line} GST rate: ordered ${mismatch.ordered}%, billed ${mismatch.billed}%`;
    case 'total':
      return `Invoice total: the lines come to ${rupees(mismatch.received ?? 0)}, the invoice says ${rupees(mismatch.billed)}`;
  }
}
