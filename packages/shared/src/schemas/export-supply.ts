import { z } from 'zod';
import {
  countryName,
  EXPORT_TYPES,
  type ExportType,
  exportTypesFor,
  GST_CATEGORIES,
  type GstCategory,
  isCurrencyCode,
  isExport,
} from '../documents/export-supply.js';
import { optionalTextField } from './common.js';
import { optionalDocumentDateField } from './document-fields.js';

/*
 * The fields of SEZ and export supplies: a customer's GST category with its country and currency,
 * the company's LUT, and an invoice's export details, with the rules that tie them together.
 */

const upperCode = (max: number) =>
  optionalTextField(max).transform((v) => (typeof v === 'string' ? v.toUpperCase() : v));

export const gstCategoryField = z.enum(GST_CATEGORIES, { error: 'Choose the customer’s GST category' });

/** ISO 3166 alpha-2, as the e-invoice's CntCode takes it ("US", "DE"). */
export const optionalCountryField = upperCode(2).refine(
  (v) => v === null || v === undefined || countryName(v) !== null,
  'Country must be an ISO 3166 two-letter code, such as US or DE',
);

/** ISO 4217, as the e-invoice's ForCur takes it ("USD", "EUR"). */
export const optionalCurrencyField = upperCode(3).refine(
  (v) => v === null || v === undefined || isCurrencyCode(v),
  'Currency must be an ISO 4217 three-letter code, such as USD or EUR',
);

interface CategorisedParty {
  gstCategory?: GstCategory | undefined;
  gstin?: string | null | undefined;
  state?: string | null | undefined;
  countryCode?: string | null | undefined;
  currency?: string | null | undefined;
}

/**
 * An SEZ unit or developer is registered in India, so it has a GSTIN; an overseas customer has no
 * GSTIN and no Indian state (its place of supply is Other Country), but a country and a currency;
 * a customer in India has neither country nor currency.
 */
export function checkGstCategory(party: CategorisedParty, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const category = party.gstCategory ?? 'regular';
  if (category === 'sez' && !party.gstin) issue('gstin', 'An SEZ unit or developer has a GSTIN: fill it in');
  if (category === 'overseas') {
    if (party.gstin) issue('gstin', 'An overseas customer has no GSTIN');
    if (party.state)
      issue('state', 'An overseas customer has no Indian state: its place of supply is Other Country (96)');
    if (!party.countryCode) issue('countryCode', 'Choose the overseas customer’s country');
    else if (party.countryCode === 'IN') issue('countryCode', 'An overseas customer is outside India');
    if (!party.currency) issue('currency', 'Choose the currency the overseas customer is billed in');
  } else {
    if (party.countryCode) issue('countryCode', 'Only an overseas customer has a country');
    if (party.currency) issue('currency', 'Only an overseas customer has a billing currency');
  }
}

/** The company's letter of undertaking: its number (ARN) and the days it covers. */
export const lutFields = {
  lutNumber: upperCode(30),
  lutValidFrom: optionalDocumentDateField(),
  lutValidTo: optionalDocumentDateField(),
};

interface LutInput {
  lutNumber?: string | null | undefined;
  lutValidFrom?: string | null | undefined;
  lutValidTo?: string | null | undefined;
}

/** A LUT is its number with both dates, the end not before the start; or nothing at all. */
export function checkLut(lut: LutInput, ctx: z.RefinementCtx) {
  const issue = (path: keyof LutInput, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const given = [lut.lutNumber, lut.lutValidFrom, lut.lutValidTo].filter(Boolean).length;
  if (given === 0) return;
  if (!lut.lutNumber) issue('lutNumber', 'Fill in the LUT’s number (ARN), or clear its dates');
  if (!lut.lutValidFrom) issue('lutValidFrom', 'Fill in the day the LUT is valid from');
  if (!lut.lutValidTo) issue('lutValidTo', 'Fill in the day the LUT is valid to');
  if (lut.lutValidFrom && lut.lutValidTo && lut.lutValidTo < lut.lutValidFrom) {
    issue('lutValidTo', 'The LUT cannot end before it starts');
  }
}

/** Customs' port codes: six letters and digits (INNSA1 Nhava Sheva, INBOM4 Mumbai air cargo). */
export const PORT_CODE = /^[A-Z0-9]{6}$/;
/** A shipping bill's number as GSTR-1 takes it: up to 7 digits. */
export const SHIPPING_BILL_NUMBER = /^\d{1,7}$/;
/** Rupees for one unit of the foreign currency, up to 4 decimals (NUMERIC(12,4)). */
const exchangeRateField = z
  .union([z.number(), z.string()], { error: 'Exchange rate must be a number' })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const rate = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(rate) || rate <= 0 || rate >= 100_000_000 || Math.round(rate * 10_000) !== rate * 10_000) {
      ctx.addIssue({ code: 'custom', message: 'Exchange rate must be more than 0, with at most 4 decimals' });
      return z.NEVER;
    }
    return rate;
  });

/** An invoice's export details, as a draft is saved with them (all optional; issuing checks what it needs). */
export const exportDetailFields = {
  /** Null for a supply in India; else with or without payment of IGST, to an SEZ or abroad. */
  exportType: z.enum(EXPORT_TYPES, { error: 'Choose with or without payment of IGST' }).nullish(),
  portCode: upperCode(6).refine(
    (v) => v === null || v === undefined || PORT_CODE.test(v),
    'Port code must be the 6-character customs code, such as INNSA1',
  ),
  shippingBillNumber: optionalTextField(20).refine(
    (v) => v === null || v === undefined || SHIPPING_BILL_NUMBER.test(v),
    'Shipping bill number must be up to 7 digits',
  ),
  shippingBillDate: optionalDocumentDateField(),
  foreignCurrency: optionalCurrencyField,
  exchangeRate: exchangeRateField,
};

interface ExportDetails {
  exportType?: ExportType | null | undefined;
  portCode?: string | null | undefined;
  shippingBillNumber?: string | null | undefined;
  shippingBillDate?: string | null | undefined;
  foreignCurrency?: string | null | undefined;
  exchangeRate?: number | null | undefined;
}

/**
 * What a draft's export details must agree with, whatever its customer: a shipping bill has its
 * date, and the port, shipping bill, currency and rate belong to an export (an SEZ supply moves
 * under the zone's own papers, not a shipping bill). The currency, left out, is the customer's.
 */
export function checkExportDetails(details: ExportDetails, ctx: z.RefinementCtx) {
  const issue = (path: keyof ExportDetails, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!isExport(details.exportType)) {
    const exportOnly = [
      'portCode',
      'shippingBillNumber',
      'shippingBillDate',
      'foreignCurrency',
      'exchangeRate',
    ] as const;
    for (const field of exportOnly) {
      if (details[field] !== null && details[field] !== undefined) issue(field, 'Only an export has this');
    }
    return;
  }
  if (details.shippingBillNumber && !details.shippingBillDate)
    issue('shippingBillDate', 'Fill in the shipping bill’s date');
  if (details.shippingBillDate && !details.shippingBillNumber)
    issue('shippingBillNumber', 'Fill in the shipping bill’s number');
}

/** An export billed in a foreign currency prints its rate: needed to issue it (null when it is known or not needed). */
export function exchangeRateProblem(
  currency: string | null | undefined,
  rate: number | null | undefined,
): string | null {
  return currency && currency !== 'INR' && !rate ? `Fill in the rate of ${currency} in rupees` : null;
}

/** The export type a customer's category allows, or the refusal naming `exportType` (null when it fits). */
export function exportTypeProblem(category: GstCategory, type: ExportType | null | undefined): string | null {
  const allowed = exportTypesFor(category);
  if (allowed.length === 0)
    return type ? 'Only an SEZ or overseas customer is supplied with or without payment of IGST' : null;
  if (!type) return 'Choose with or without payment of IGST';
  if (!allowed.includes(type)) {
    return category === 'sez'
      ? 'A supply to an SEZ is an SEZ supply, not an export'
      : 'A supply abroad is an export, not an SEZ supply';
  }
  return null;
}

/** What an invoice reads back of its zero-rated supply. */
export const exportDetailsSchema = z.object({
  exportType: z.enum(EXPORT_TYPES).nullable(),
  portCode: z.string().nullable(),
  shippingBillNumber: z.string().nullable(),
  shippingBillDate: z.string().nullable(),
  foreignCurrency: z.string().nullable(),
  exchangeRate: z.number().nullable(),
  countryCode: z.string().nullable(),
  /** The LUT it was supplied under without payment, frozen on issue; null otherwise. */
  lutNumber: z.string().nullable(),
});
export type ExportDetailsRead = z.infer<typeof exportDetailsSchema>;

/** The export details of a supply in India: none. */
export const NO_EXPORT_DETAILS: ExportDetailsRead = {
  exportType: null,
  portCode: null,
  shippingBillNumber: null,
  shippingBillDate: null,
  foreignCurrency: null,
  exchangeRate: null,
  countryCode: null,
  lutNumber: null,
};
