import { z } from 'zod';
import { isValidGstin } from '../gstin.js';
import { INDIAN_STATES } from '../indian-states.js';

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
