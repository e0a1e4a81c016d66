import { z } from 'zod';
import { QUANTITY_DECIMALS, unitQuantityRefusal } from '../compliance/gst-units.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { scaleDecimal, toPaise } from '../money/money.js';
import { isCalendarDate, optionalDateField, optionalTextField, requiredDateField, versionField } from './common.js';
import { decimalPlaces, INVALID_NUMBER, readNumber } from './product-numbers.js';

/** Largest quantity on one line: a typo like 10000000 stays out. */
export const MAX_LINE_QUANTITY = 10_000_000;
/** Largest rate or payment in rupees: fits NUMERIC(12,2) and keeps every total within NUMERIC(14,2). */
export const MAX_AMOUNT = 100_000_000;

/**
 * A required number of an order or invoice. The form sends text and the API numbers; both
 * are read the same way. `rule` names what else is wrong, if anything.
 */
export const requiredNumber = (required: string, rule: (value: number) => string | undefined) =>
  z.union([z.number(), z.string(), z.null()], { error: required }).transform((value, ctx) => {
    const number = readNumber(value);
    const message = number === null ? required : Number.isNaN(number) ? INVALID_NUMBER : rule(number);
    if (message === undefined) return number as number;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** Pieces on a line: a whole number of at least 1. */
export const lineQuantityField = (required = 'Quantity is required') =>
  requiredNumber(required, (value) => {
    if (!Number.isInteger(value)) return 'Must be a whole number';
    if (value < 1) return 'Must be at least 1';
    return value >= MAX_LINE_QUANTITY ? 'Must be less than 10,000,000' : undefined;
  });

/**
 * A tax document's line quantity in its unit (an invoice's, a note's): above 0, at most 3 decimals.
 * Whether its unit allows the decimals is the line's rule (checkUnitQuantity), as the field
 * alone does not know the unit.
 */
export const unitQuantityField = (required = 'Quantity is required') =>
  requiredNumber(required, (value) => {
    if (value <= 0) return 'Must be more than 0';
    if (decimalPlaces(value) > QUANTITY_DECIMALS) return `Maximum ${QUANTITY_DECIMALS} decimal places`;
    return value >= MAX_LINE_QUANTITY ? 'Must be less than 10,000,000' : undefined;
  });

/**
 * A line's check of its quantity against its unit, on `quantity`: "Quantity must be a whole number
 * for NOS". Given with `WHEN_QUANTITY_READ`, it runs once the quantity and the unit are read,
 * whatever else is wrong with the line, so the form shows it beside the other messages.
 */
export function checkUnitQuantity(line: { quantity: number; unit: string }, ctx: z.RefinementCtx) {
  const message = unitQuantityRefusal(line.quantity, line.unit);
  if (message) ctx.addIssue({ code: 'custom', path: ['quantity'], message });
}

export const WHEN_QUANTITY_READ = {
  when: (payload: z.core.ParsePayload) => {
    const line = payload.value as { quantity?: unknown; unit?: unknown } | undefined;
    return typeof line?.quantity === 'number' && typeof line.unit === 'string';
  },
};

/** Rupees and paise: 0 or more (or above 0), at most 2 decimals. */
export const amountField = (required: string, { positive = false } = {}) =>
  requiredNumber(required, (value) => {
    if (positive ? value <= 0 : value < 0) return positive ? 'Must be more than 0' : 'Must be 0 or more';
    if (decimalPlaces(value) > 2) return 'Maximum 2 decimal places';
    return value >= MAX_AMOUNT ? 'Must be less than 10,00,00,000' : undefined;
  });

/** The refusal when a line asks for more than remains, in the browser and on the server: "Only 1,000 left to dispatch". */
export const onlyLeftMessage = (left: number, what: 'dispatch' | 'invoice') =>
  left <= 0 ? `Nothing left to ${what}` : `Only ${formatIndianNumber(left, 0)} left to ${what}`;

/** The dates a document may carry: typos like 0001-01-01 or 20266-04-01 stay out of the yearly series. */
export const DOCUMENT_DATE_MIN = '2000-01-01';
export const DOCUMENT_DATE_MAX = '2099-12-31';
export const DOCUMENT_DATE_MESSAGE = 'Enter a date between 01/01/2000 and 31/12/2099';

/** Inside the window; a text that is no date at all is the calendar rule's to report. */
const inDocumentWindow = (value: string | null | undefined) =>
  !value || !isCalendarDate(value) || (value >= DOCUMENT_DATE_MIN && value <= DOCUMENT_DATE_MAX);

/** A document's required date (order, invoice, dispatch, payment), within the window. */
export const documentDateField = (required: string) =>
  requiredDateField(required).refine(inDocumentWindow, DOCUMENT_DATE_MESSAGE);

/** A document's optional date (PO date, delivery date, due date), within the window. */
/** A day in a query (`?from=2026-04-01`): a real calendar day within the documents' years. */
export const queryDayField = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date` })
    .refine(isCalendarDate, `${label} must be a date`)
    .refine((day) => day >= DOCUMENT_DATE_MIN && day <= DOCUMENT_DATE_MAX, DOCUMENT_DATE_MESSAGE);

export const optionalDocumentDateField = () => optionalDateField().refine(inDocumentWindow, DOCUMENT_DATE_MESSAGE);

/**
 * The one bound on money in a document: every amount is stored in NUMERIC(14,2), which holds
 * less than 10^12 rupees, and is counted in paise as a safe integer on the way. A line's
 * amount with its GST, and the document's total, must each stay below it.
 */
export const MONEY_LIMIT_PAISE = 10n ** 14n;
export const LINE_AMOUNT_TOO_LARGE = 'The line amount is too large';
export const documentTotalTooLarge = (document: 'order' | 'invoice' | 'note') => `The ${document} total is too large`;

/** A line's worth in paise with its GST, in BigInt (quantity × rate can pass a safe integer); null when unreadable. */
function linePaiseWithTax(line: { quantity?: unknown; rate?: unknown; gstRate?: unknown }): bigint | null {
  const { quantity, rate } = line;
  if (typeof quantity !== 'number' || typeof rate !== 'number') return null;
  if (!Number.isFinite(quantity) || !Number.isFinite(rate)) return null;
  const gstRate = typeof line.gstRate === 'number' && Number.isFinite(line.gstRate) ? line.gstRate : 0;
  // A quantity has at most 3 decimals: counted in thousandths, so 12.5 kg × ₹86.40 stays exact.
  const amount = (BigInt(scaleDecimal(quantity, QUANTITY_DECIMALS)) * BigInt(toPaise(rate))) / 1000n;
  // GST rates have at most 2 decimals: scale by 100 to stay in integers.
  return (amount * (10_000n + BigInt(Math.round(gstRate * 100)))) / 10_000n;
}

/**
 * Adds the money bound's refusals to a document's lines: `lines.{i}.rate` for a line too large,
 * `lines` for a total too large. Both documents' input schemas call it, so the browser and the
 * server refuse alike, before any figure is computed.
 */
export const checkMoneyLimit =
  (document: 'order' | 'invoice' | 'note') =>
  (lines: readonly { quantity?: unknown; rate?: unknown; gstRate?: unknown }[], ctx: z.RefinementCtx) => {
    let total = 0n;
    lines.forEach((line, index) => {
      const worth = linePaiseWithTax(line);
      if (worth === null) return;
      // A line too large is refused on itself; the total then speaks only of lines that fit.
      if (worth >= MONEY_LIMIT_PAISE) {
        ctx.addIssue({ code: 'custom', path: [index, 'rate'], message: LINE_AMOUNT_TOO_LARGE });
      } else total += worth;
    });
    if (total >= MONEY_LIMIT_PAISE) ctx.addIssue({ code: 'custom', message: documentTotalTooLarge(document) });
  };

/** A document's lines: at least one (one message whether the list is missing or empty), at most `max`. */
export const documentLinesField = <Line extends z.ZodType>(line: Line, max: number) =>
  z.array(line, { error: 'Add at least one line' }).min(1, 'Add at least one line').max(max, `At most ${max} lines`);

/** A document step's body: the version read and, for a step that asks why (cancel, short-close), the reason. */
export const documentActionSchema = z.object({ version: versionField, reason: optionalTextField(500) });
