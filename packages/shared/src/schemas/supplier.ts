import { z } from 'zod';
import type { CsvColumn } from '../csv.js';
import { DEDUCTEE_TYPES, TDS_SECTIONS } from '../payables/tds.js';
import {
  isActiveField,
  optionalEmailField,
  optionalPhoneField,
  optionalTextField,
  patchSchema,
  putSchema,
  requiredText,
  timestamps,
} from './common.js';
import { optionalGstinField, optionalStateField, withGstinState } from './gst-fields.js';
import { decimalPlaces } from './product-numbers.js';

export const SUPPLIER_SORTABLE = [
  'name',
  'supplierCode',
  'contactPerson',
  'state',
  'isActive',
  'createdAt',
  'updatedAt',
] as const;

const leadTimeMessage = 'Lead time is whole days from 0 to 365';
const termsMessage = 'Payment terms are whole days from 0 to 365';
const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const minimumMessage = 'Minimum order is 0 to 1,00,00,000 kg, to the gram';

const supplierFields = {
  name: requiredText('Supplier name is required', 200),
  /** Unique when given; an import updates the supplier with the same code. */
  supplierCode: optionalTextField(30),
  contactPerson: optionalTextField(100),
  email: optionalEmailField,
  phone: optionalPhoneField,
  gstin: optionalGstinField,
  address: optionalTextField(500),
  state: optionalStateField,
  /** What they supply: bar stock grades, tooling, packing. */
  materials: optionalTextField(500),
  /** Days from a purchase order to the goods in: material planning orders this much before the need. */
  leadTimeDays: z
    .number({ error: leadTimeMessage })
    .int(leadTimeMessage)
    .min(0, leadTimeMessage)
    .max(365, leadTimeMessage),
  /** The smallest order of bar they take, kg: a suggested purchase is never less. */
  minimumOrderKg: z
    .number({ error: minimumMessage })
    .min(0, minimumMessage)
    .max(10_000_000, minimumMessage)
    .refine((kg) => decimalPlaces(kg) <= 3, minimumMessage),
  /** Income-tax PAN: without one, TDS is deducted at the higher rate (206AA). Upper case. */
  pan: optionalTextField(10)
    .transform((pan) => (pan ? pan.toUpperCase() : pan))
    .refine((pan) => !pan || PAN.test(pan), 'PAN is invalid'),
  /** The TDS section their bills are deducted under: 194Q (goods), 194C (job work); blank for none. */
  tdsSection: z
    .union([z.enum(TDS_SECTIONS), z.literal('')], { error: 'Choose 194Q, 194C or none' })
    .nullish()
    .transform((section) => section || null),
  /** 194C's rate: 1 % for an individual or HUF, 2 % for any other. */
  deducteeType: z.enum(DEDUCTEE_TYPES, { error: 'Choose a company or an individual/HUF' }),
  /** Days from their invoice to its payment: a bill's due date. */
  paymentTermsDays: z.number({ error: termsMessage }).int(termsMessage).min(0, termsMessage).max(365, termsMessage),
  isActive: isActiveField,
};

const supplierObject = z.object({
  ...supplierFields,
  leadTimeDays: supplierFields.leadTimeDays.default(7),
  minimumOrderKg: supplierFields.minimumOrderKg.default(0),
  deducteeType: supplierFields.deducteeType.default('company'),
  paymentTermsDays: supplierFields.paymentTermsDays.default(30),
  isActive: isActiveField.default(true),
});
export const supplierCreateSchema = withGstinState(supplierObject);
/** PUT suppliers/{id} sends the whole record; PATCH any part of it (GSTIN and state checked when both are sent). */
export const supplierPutSchema = withGstinState(putSchema(supplierObject));
export const supplierUpdateSchema = withGstinState(patchSchema(supplierFields));

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  supplierCode: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  materials: z.string().nullable(),
  leadTimeDays: z.number().int(),
  minimumOrderKg: z.number(),
  pan: z.string().nullable(),
  tdsSection: z.enum(TDS_SECTIONS).nullable(),
  deducteeType: z.enum(DEDUCTEE_TYPES),
  paymentTermsDays: z.number().int(),
  isActive: z.boolean(),
  version: z.number().int(),
  ...timestamps,
});
export type Supplier = z.infer<typeof supplierSchema>;

/**
 * A pickable supplier (`GET suppliers/options`): the purchase order and job-work challan forms
 * show the code and GSTIN, and choose the tax type from the state without reading the supplier.
 */
export const supplierOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  supplierCode: z.string().nullable(),
  gstin: z.string().nullable(),
  state: z.string().nullable(),
});
export type SupplierOption = z.infer<typeof supplierOptionSchema>;
/** The most suppliers one picker search answers with. */
export const SUPPLIER_OPTION_MATCHES = 20;
export type SupplierInput = z.input<typeof supplierCreateSchema>;
export type SupplierCreateData = z.output<typeof supplierCreateSchema>;
export type SupplierUpdateData = z.output<typeof supplierUpdateSchema>;

export const SUPPLIER_CSV_COLUMNS = [
  { key: 'supplierCode', type: 'text' },
  { key: 'name', type: 'text' },
  { key: 'contactPerson', type: 'text' },
  { key: 'email', type: 'text' },
  { key: 'phone', type: 'text' },
  { key: 'gstin', type: 'text' },
  { key: 'address', type: 'text' },
  { key: 'state', type: 'text' },
  { key: 'materials', type: 'text' },
  { key: 'isActive', type: 'boolean' },
] as const satisfies readonly CsvColumn<keyof Supplier>[];
