import { z } from 'zod';
import type { CsvColumn } from '../csv.js';
import {
  isActiveField,
  optionalEmailField,
  optionalPhoneField,
  optionalTextField,
  putSchema,
  requiredText,
  timestamps,
} from './common.js';
import { checkGstCategory, gstCategoryField, optionalCountryField, optionalCurrencyField } from './export-supply.js';
import { optionalGstinField, optionalStateField, withGstinState } from './gst-fields.js';

export const CUSTOMER_SORTABLE = [
  'partyCode',
  'name',
  'contactPerson',
  'state',
  'paymentTermsDays',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;

export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const MAX_PAYMENT_TERMS_DAYS = 365;
/** Most matches `GET customers/party-code/{code}` returns. */
export const PARTY_CODE_MATCHES = 20;

const paymentTermsDays = z
  .number({ error: 'Payment terms must be a whole number of days' })
  .int('Payment terms must be a whole number of days')
  .min(0, 'Payment terms cannot be negative')
  .max(MAX_PAYMENT_TERMS_DAYS, `Payment terms must be at most ${MAX_PAYMENT_TERMS_DAYS} days`);

/** PUT customers/{id} and POST customers take the whole record (spec §7). */
const customerObject = z.object({
  partyCode: requiredText('Party code is required', 30),
  name: requiredText('Customer name is required', 200),
  contactPerson: optionalTextField(100),
  email: optionalEmailField,
  phone: optionalPhoneField,
  gstin: optionalGstinField,
  billingAddress: optionalTextField(500),
  shippingAddress: optionalTextField(500),
  state: optionalStateField,
  paymentTermsDays: paymentTermsDays.default(DEFAULT_PAYMENT_TERMS_DAYS),
  isActive: isActiveField.default(true),
  /** Regular (in India), an SEZ unit or developer, or overseas (exports: a country and a currency). */
  gstCategory: gstCategoryField.default('regular'),
  countryCode: optionalCountryField,
  currency: optionalCurrencyField,
});
/** PUT customers/{id}: the whole record; an optional field left out is cleared. */
export const customerCreateSchema = withGstinState(customerObject).superRefine(checkGstCategory);
export const customerUpdateSchema = withGstinState(putSchema(customerObject)).superRefine(checkGstCategory);

export const customerListFilterSchema = z.object({
  includeDeleted: z
    .enum(['true', 'false'], { error: 'includeDeleted must be true or false' })
    .transform((v) => v === 'true')
    .default(false),
});

export const customerSchema = z.object({
  id: z.string(),
  partyCode: z.string(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  billingAddress: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  state: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  isActive: z.boolean(),
  gstCategory: gstCategoryField,
  countryCode: z.string().nullable(),
  currency: z.string().nullable(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  version: z.number().int(),
  ...timestamps,
});
export type Customer = z.infer<typeof customerSchema>;
export type CustomerInput = z.input<typeof customerCreateSchema>;
export type CustomerCreateData = z.output<typeof customerCreateSchema>;
export type CustomerUpdateData = z.output<typeof customerUpdateSchema>;

/**
 * A pickable customer: the party-code search, `customers/options/{id}` and `customers/all`. The
 * state and payment terms let the invoice form choose the tax type and propose the due date
 * without reading the customer.
 */
export const customerOptionSchema = z.object({
  id: z.string(),
  partyCode: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  /** An SEZ or overseas customer is invoiced with or without payment of IGST, an overseas one in its currency (the server always says; absent reads as regular). */
  gstCategory: gstCategoryField.optional(),
  currency: z.string().nullable().optional(),
});
export type CustomerOption = z.infer<typeof customerOptionSchema>;

export const CUSTOMER_CSV_COLUMNS = [
  { key: 'partyCode', type: 'text' },
  { key: 'name', type: 'text' },
  { key: 'contactPerson', type: 'text' },
  { key: 'email', type: 'text' },
  { key: 'phone', type: 'text' },
  { key: 'gstin', type: 'text' },
  { key: 'billingAddress', type: 'text' },
  { key: 'shippingAddress', type: 'text' },
  { key: 'state', type: 'text' },
  { key: 'paymentTermsDays', type: 'integer' },
  { key: 'isActive', type: 'boolean' },
  { key: 'gstCategory', type: 'text' },
  { key: 'countryCode', type: 'text' },
  { key: 'currency', type: 'text' },
] as const satisfies readonly CsvColumn<keyof Customer>[];
