import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './document-fields.js';
import { decimalPlaces, INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * Quantities of goods that move through stock (kg to the gram, pieces, bars), as the job-work
 * challan and the customer's material receipt take them: the form sends text and the API
 * numbers; both are read the same way.
 */

const TOO_LARGE = 'Must be less than 10,000,000';

function check(value: number, { positive }: { positive: boolean }): string | undefined {
  if (positive ? value <= 0 : value < 0) return positive ? 'Must be more than 0' : 'Must be 0 or more';
  if (decimalPlaces(value) > 3) return 'Maximum 3 decimal places';
  return value >= MAX_LINE_QUANTITY ? TOO_LARGE : undefined;
}

/** A quantity sent or received: above 0, at most 3 decimals (kg to the gram). */
export const goodsQuantityField = (required = 'Quantity is required') =>
  z.union([z.number(), z.string(), z.null()], { error: required }).transform((value, ctx) => {
    const number = readNumber(value);
    const message =
      number === null ? required : Number.isNaN(number) ? INVALID_NUMBER : check(number, { positive: true });
    if (message === undefined) return number as number;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

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

/** Bars counted with a weight: a whole number of 0 or more; left empty, none. */
export const barsField = () =>
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
          : number < 0
            ? 'Must be 0 or more'
            : number >= 1_000_000
              ? 'Must be less than 1,000,000'
              : undefined;
      if (message === undefined) return number;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
