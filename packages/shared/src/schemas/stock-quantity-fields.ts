import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './document-fields.js';
import { decimalPlaces, INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * Quantities of goods that move through stock (kg to the gram, pieces, bars), as purchase orders,
 * goods receipts, the job-work challan and the customer's material receipt take them: the form
 * sends text and the API numbers; both are read the same way.
 */

const TOO_LARGE = 'Must be less than 10,000,000';

interface QuantityRule {
  positive: boolean;
  /** The message at MAX_LINE_QUANTITY or more. */
  tooLarge?: string;
}

function check(value: number, { positive, tooLarge = TOO_LARGE }: QuantityRule): string | undefined {
  if (positive ? value <= 0 : value < 0) return positive ? 'Must be more than 0' : 'Must be 0 or more';
  if (decimalPlaces(value) > 3) return 'Maximum 3 decimal places';
  return value >= MAX_LINE_QUANTITY ? tooLarge : undefined;
}

/** A quantity that must be given: `required` when it is left empty. */
const requiredQuantityField = (required: string, rule: QuantityRule) =>
  z.union([z.number(), z.string(), z.null()], { error: required }).transform((value, ctx) => {
    const number = readNumber(value);
    const message = number === null ? required : Number.isNaN(number) ? INVALID_NUMBER : check(number, rule);
    if (message === undefined) return number as number;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** A quantity ordered, sent or received: above 0, at most 3 decimals (kg to the gram). */
export const goodsQuantityField = (required = 'Quantity is required') =>
  requiredQuantityField(required, { positive: true });

/** What was accepted or rejected of a quantity received: 0 or more, at most 3 decimals. */
export const splitQuantityField = (required: string) =>
  requiredQuantityField(required, { positive: false, tooLarge: 'Must be less than 1,00,00,000' });

/** A part of what came back (good, rejected, scrap): 0 or more, at most 3 decimals; left empty, 0. */
export const returnedQuantityField = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: INVALID_NUMBER })
    .optional()
    .transform((value, ctx) => {
      const number = readNumber(value);
      if (number === null) return 0;
      const message = Number.isNaN(number) ? INVALID_NUMBER : check(number, { positive: false });
      if (message === undefined) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

interface BarsRule {
  /** 0 (bars counted at the gate, none is a count) or 1 (bars ordered). */
  min?: 0 | 1;
  max?: number;
  tooLarge?: string;
}

/** Bars counted with a weight: a whole number of `min` or more, under `max`; left empty, none. */
export const barsField = ({ min = 0, max = 1_000_000, tooLarge = 'Must be less than 1,000,000' }: BarsRule = {}) =>
  z
    .union([z.number(), z.string(), z.null()], { error: INVALID_NUMBER })
    .optional()
    .transform((value, ctx) => {
      const number = readNumber(value);
      if (number === null) return null;
      const message = Number.isNaN(number)
        ? INVALID_NUMBER
        : !Number.isInteger(number)
          ? 'Must be a whole number'
          : number < min
            ? min === 0
              ? 'Must be 0 or more'
              : 'Must be at least 1'
            : number >= max
              ? tooLarge
              : undefined;
      if (message === undefined) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
