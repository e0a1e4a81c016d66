import { z } from 'zod';
import { formatIndianNumber } from '../money/indian-format.js';
import { decimalPlaces, INVALID_NUMBER, readNumber } from './product-numbers.js';

/** Largest quantity on one line: a typo like 10000000 stays out. */
export const MAX_LINE_QUANTITY = 10_000_000;
/** Largest rate or payment in rupees: fits NUMERIC(12,2) and keeps every total within NUMERIC(14,2). */
export const MAX_AMOUNT = 100_000_000;

/**
 * A required number of an order or invoice. The form sends text and the API numbers; both
 * are read the same way. `rule` names what else is wrong, if anything.
 */
const requiredNumber = (required: string, rule: (value: number) => string | undefined) =>
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
