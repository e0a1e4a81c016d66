import { z } from 'zod';
import { isValidGstin } from '../gstin.js';
import { INDIAN_STATES } from '../indian-states.js';
import { optionalTextField } from './common.js';
import { readNumber } from './product-numbers.js';

/** Optional GSTIN, upper-cased, checked by shape and check character. */
export const optionalGstinField = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || isValidGstin(v), 'GSTIN is invalid')
  .nullish()
  .transform((v) => (v === '' ? null : v));

const STATE_NAMES = new Map(INDIAN_STATES.map((s) => [s.name.toLowerCase(), s.name]));

/** Optional state (place of supply): one of India's states or union territories, spelled as the list does. */
export const optionalStateField = z
  .string()
  .trim()
  .refine((v) => v === '' || STATE_NAMES.has(v.toLowerCase()), 'Choose a state from the list')
  .transform((v) => (v === '' ? null : (STATE_NAMES.get(v.toLowerCase()) ?? v)))
  .nullish();

/** GST rates a product may carry, in per cent: today's slabs and the older ones invoices still name. */
export const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28, 40] as const;
/** Machined parts and most engineering goods. */
export const DEFAULT_GST_RATE = 18;

const GST_RATE_MESSAGE = 'Choose a GST rate from the list';
/** One of GST_RATES; the form's select gives it as text. */
export const gstRateField = z.union([z.number(), z.string()], { error: GST_RATE_MESSAGE }).transform((value, ctx) => {
  const rate = readNumber(value);
  if (rate !== null && (GST_RATES as readonly number[]).includes(rate)) return rate;
  ctx.addIssue({ code: 'custom', message: GST_RATE_MESSAGE });
  return z.NEVER;
});

/** HSN: 4, 6 or 8 digits (chapter, heading, tariff item). */
export const hsnCodeField = optionalTextField(8).refine(
  (code) => code === null || code === undefined || /^(\d{4}|\d{6}|\d{8})$/.test(code),
  'HSN code must be 4, 6 or 8 digits',
);
