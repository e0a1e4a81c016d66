import { z } from 'zod';
import { isValidGstin } from '../gstin.js';
import { INDIAN_STATES, stateOfGstin } from '../indian-states.js';
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

/** A party with a GSTIN and a state: a customer, a supplier, the company itself. */
interface GstParty {
  gstin?: string | null | undefined;
  state?: string | null | undefined;
}

/** The refusal when a GSTIN's state code is not the state given. */
export const gstinStateMismatch = (gstin: string, state: string) =>
  `This GSTIN is registered in ${stateOfGstin(gstin)} (state code ${gstin.slice(0, 2)}), not ${state}`;

/**
 * The GSTIN and the state must agree: its first two digits are the state code it is registered
 * in. Refused on the GSTIN, where the code is; a state left empty is taken from the GSTIN.
 */
export function withGstinState<T extends z.ZodObject>(schema: T) {
  return schema
    .superRefine((party: GstParty, ctx) => {
      const registered = stateOfGstin(party.gstin);
      if (party.gstin && party.state && registered && registered !== party.state) {
        ctx.addIssue({ code: 'custom', path: ['gstin'], message: gstinStateMismatch(party.gstin, party.state) });
      }
    })
    .overwrite((party) => {
      const { gstin, state } = party as GstParty;
      return state || !stateOfGstin(gstin) ? party : { ...party, state: stateOfGstin(gstin) };
    });
}

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
