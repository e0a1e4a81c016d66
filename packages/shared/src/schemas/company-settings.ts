import { z } from 'zod';
import { TALLY_LEDGER_KEYS, tallyCompanyField, tallyLedgersSchema } from '../accounts/tally-ledgers.js';
import {
  optionalEmailField,
  optionalPhoneField,
  optionalTextField,
  requiredText,
  timestamps,
  versionField,
} from './common.js';
import { checkLut, lutFields } from './export-supply.js';
import { optionalGstinField, optionalStateField, withGstinState } from './gst-fields.js';

/** Largest logo, as a data URL: about 200 kB of image. */
export const MAX_LOGO_LENGTH = 280_000;
const LOGO = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/;

const pattern = (re: RegExp, message: string) =>
  optionalTextField(50)
    .transform((v) => v?.toUpperCase() ?? v)
    .refine((v) => v === null || v === undefined || re.test(v), message);

/** The most wall-clock minutes between two operations of a work order: a week. */
export const MAX_TRANSFER_MINUTES = 10_080;
export const TRANSFER_MINUTES_MESSAGE = 'Transfer time must be a whole number of minutes from 0 to 10,080 (a week)';

/** Wall-clock minutes between a work order's consecutive operations (moving, queueing, cooling). */
export const transferMinutesField = z
  .number({ error: TRANSFER_MINUTES_MESSAGE })
  .int(TRANSFER_MINUTES_MESSAGE)
  .min(0, TRANSFER_MINUTES_MESSAGE)
  .max(MAX_TRANSFER_MINUTES, TRANSFER_MINUTES_MESSAGE);

/** PUT company-settings: the whole record; a field left out is cleared. */
export const companySettingsInputSchema = withGstinState(
  z.object({
    name: requiredText('Company name is required', 200),
    address: optionalTextField(500),
    state: optionalStateField,
    gstin: optionalGstinField,
    pan: pattern(/^[A-Z]{5}\d{4}[A-Z]$/, 'PAN is invalid'),
    email: optionalEmailField,
    phone: optionalPhoneField,
    bankName: optionalTextField(100),
    bankAccountName: optionalTextField(200),
    bankAccountNumber: pattern(/^\d{6,18}$/, 'Account number must be 6 to 18 digits'),
    bankIfsc: pattern(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'IFSC is invalid'),
    bankBranch: optionalTextField(100),
    logo: z
      .string()
      .max(MAX_LOGO_LENGTH, 'Logo must be at most 200 kB')
      .refine((v) => v === '' || LOGO.test(v), 'Logo must be a PNG, JPEG or WebP image')
      .nullish()
      .transform((v) => (v === '' ? null : v)),
    invoiceTerms: optionalTextField(1000),
    /** Aggregate turnover above ₹5 crore: B2B invoices are e-invoiced, with 6- or 8-digit HSN codes. */
    eInvoicing: z.boolean({ error: 'e-Invoicing must be true or false' }).default(false),
    /** Turnover above ₹10 crore last year: the plant deducts TDS under section 194Q on its purchases of goods. */
    tds194q: z.boolean({ error: 'TDS under 194Q must be true or false' }).default(false),
    /**
     * The plant's default wall-clock minutes from the end of a work order's operation to the start
     * of the next (a work order's operation may set its own); 0 when left out.
     */
    transferMinutes: transferMinutesField.default(0),
    /** The letter of undertaking exports and SEZ supplies without payment of IGST are made under (CGST rule 96A). */
    ...lutFields,
    /** Tally Prime: the company the export's vouchers are imported into (blank: whichever is open in Tally). */
    tallyCompany: tallyCompanyField,
    /** Tally Prime: each account's ledger name; a blank one is its default (accounts/tally-ledgers.ts). */
    tallyLedgers: tallyLedgersSchema,
    version: versionField,
  }),
).superRefine(checkLut);
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;
export type CompanySettingsData = z.output<typeof companySettingsInputSchema>;

export const companySettingsSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  /** The GST state code of `state` ('27' for Maharashtra). */
  stateCode: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankIfsc: z.string().nullable(),
  bankBranch: z.string().nullable(),
  logo: z.string().nullable(),
  invoiceTerms: z.string().nullable(),
  eInvoicing: z.boolean(),
  /** Whether supplier bills deduct TDS under 194Q (the server always says; a screen's fixture may leave it out: no). */
  tds194q: z.boolean().optional(),
  transferMinutes: z.number().int(),
  /** The LUT (the server always says; a screen's fixture may leave it out: none). */
  lutNumber: z.string().nullable().optional(),
  lutValidFrom: z.string().nullable().optional(),
  lutValidTo: z.string().nullable().optional(),
  /** Tally Prime's company and ledger names (the server always says; a screen's fixture may leave them out: none, the defaults). */
  tallyCompany: z.string().nullable().optional(),
  tallyLedgers: z.partialRecord(z.enum(TALLY_LEDGER_KEYS), z.string()).nullable().optional(),
  version: z.number().int(),
  updatedAt: timestamps.updatedAt,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/**
 * The company as a document's letterhead names it, read with the document: no bank details, no
 * terms of sale. A document carries it so that whoever may read the document sees the head its
 * PDF prints, whether or not they may read the company's settings.
 */
export const companyLetterheadSchema = companySettingsSchema.pick({
  name: true,
  address: true,
  state: true,
  stateCode: true,
  gstin: true,
  pan: true,
  email: true,
  phone: true,
});
export type CompanyLetterhead = z.infer<typeof companyLetterheadSchema>;

export const companyLetterhead = (company: CompanySettings): CompanyLetterhead => ({
  name: company.name,
  address: company.address,
  state: company.state,
  stateCode: company.stateCode,
  gstin: company.gstin,
  pan: company.pan,
  email: company.email,
  phone: company.phone,
});

/**
 * Who reads the company's full details (address, GSTIN, PAN, bank account, terms): whoever
 * prints or makes invoices, and whoever may change the settings. Everyone else signed in reads
 * only what every screen needs: the name (titles), the state and the logo.
 */
export const COMPANY_DETAILS_ACCESS = [
  { scope: 'invoices', action: 'view' },
  { scope: 'invoices', action: 'create' },
  { scope: 'invoices', action: 'edit' },
  { scope: 'roles', action: 'edit' },
] as const;

/** What every signed-in screen reads of the company; any other field, present or added later, is private. */
const OPEN_COMPANY_FIELDS = new Set<string>([
  'name',
  'state',
  'stateCode',
  'logo',
  // The plant's transfer time: the work order form and page show it as the operations' default.
  'transferMinutes',
  'version',
  'updatedAt',
]);

/** The settings as a user without COMPANY_DETAILS_ACCESS reads them: every other field is null. */
export const openCompanySettings = (settings: CompanySettings): CompanySettings =>
  Object.fromEntries(
    Object.entries(settings).map(([field, value]) => [field, OPEN_COMPANY_FIELDS.has(field) ? value : null]),
  ) as CompanySettings;
