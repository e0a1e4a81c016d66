import { z } from 'zod';

/** Upper bound of every measured figure: it keeps a typo like 1000000 out and fits every NUMERIC column. */
export const PRODUCT_NUMBER_LIMIT = 1_000_000;
const LIMIT_MESSAGE = 'Must be less than 1,000,000';
export const INVALID_NUMBER = 'Enter a valid number';

/** Plain decimal text: digits with at most one point, an optional sign. */
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Digits after the point, also for a number JavaScript writes with an exponent (1e-7). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** What a number field holds: a number, or null when it was left empty; NaN when it is not a number. */
export function readNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  const text = value.trim();
  if (text === '') return null;
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}

/**
 * A number field of the product form (spec §5): empty becomes null and is allowed; text that
 * is not a number gives 'Enter a valid number'; `rule` names what else is wrong, if anything.
 * The browser sends text, the API numbers; both are read the same way. Absent stays absent,
 * so a PATCH leaves the stored value alone.
 */
const numberField = (rule: (value: number) => string | undefined) =>
  z
    .union([z.number(), z.string(), z.null()], { error: INVALID_NUMBER })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const number = readNumber(value);
      if (number === null) return null;
      const message = Number.isNaN(number)
        ? INVALID_NUMBER
        : (rule(number) ?? (number >= PRODUCT_NUMBER_LIMIT ? LIMIT_MESSAGE : undefined));
      if (message === undefined) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

interface DecimalRule {
  /** The message for zero or less. */
  positive: string;
  places: number;
  placesMessage: string;
}

/** A measured figure: above zero, with at most `places` decimals. */
export const decimalField = ({ positive, places, placesMessage }: DecimalRule) =>
  numberField((value) => {
    if (value <= 0) return positive;
    return decimalPlaces(value) > places ? placesMessage : undefined;
  });

/** A count (pieces in a bag, box or carton): a whole number of 0 or more. */
export const quantityField = numberField((value) => {
  if (!Number.isInteger(value)) return 'Must be a whole number';
  return value < 0 ? 'Must be 0 or greater' : undefined;
});

/** Weights in kg: 3 decimals. */
export const weightField = decimalField({
  positive: 'Must be a positive number',
  places: 3,
  placesMessage: 'Maximum 3 decimal places',
});
/** Dimensions in mm: 2 decimals. */
export const dimensionField = decimalField({
  positive: 'Value must be positive',
  places: 2,
  placesMessage: 'Maximum 2 decimal places',
});
/** Cycle times in seconds: 1 decimal. */
export const cycleTimeField = decimalField({
  positive: 'Time must be positive',
  places: 1,
  placesMessage: 'Maximum 1 decimal place',
});
/** A length that may be nothing (a facing allowance, a bar-end loss) in mm: 0 or more, 2 decimals. */
export const allowanceField = numberField((value) => {
  if (value < 0) return 'Must be 0 or greater';
  return decimalPlaces(value) > 2 ? 'Maximum 2 decimal places' : undefined;
});

/** The shortest and longest bar a turned-part shop buys, in mm. */
export const BAR_LENGTH_MIN_MM = 100;
export const BAR_LENGTH_MAX_MM = 12_000;
/** A bar's length as bought, in mm: 100 to 12,000, 2 decimals. */
export const barLengthField = numberField((value) => {
  if (value < BAR_LENGTH_MIN_MM || value > BAR_LENGTH_MAX_MM) return 'Bar length must be from 100 to 12,000 mm';
  return decimalPlaces(value) > 2 ? 'Maximum 2 decimal places' : undefined;
});
