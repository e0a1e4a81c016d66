import { z } from 'zod';
import { formatIndianNumber } from '../money/indian-format.js';
import { supplierInvoiceKey } from '../payables/supplier-invoice-key.js';
import { isCalendarDate, optionalTextField, safeText } from './common.js';
import { DOCUMENT_DATE_MAX, DOCUMENT_DATE_MESSAGE, DOCUMENT_DATE_MIN } from './document-fields.js';
import { gstMonthQuerySchema } from './gst-reports.js';
import { decimalPlaces } from './product-numbers.js';

/*
 * GSTR-2B reconciliation (issue 32): the portal's GSTR-2B JSON of a month as GSTN publishes it
 * (`data.docdata.b2b[].inv[]`, `data.docdata.cdnr[].nt[]`, the portal's own field names), the
 * month's reconciliation against the supplier bills, and what the accountant decides on a row.
 */

/** The largest file taken: a month's 2B of a plant runs to hundreds of documents, a few hundred kB. */
export const GSTR2B_MAX_BYTES = 10 * 1024 * 1024;
/** The most documents one file may hold, every section counted. */
export const GSTR2B_MAX_DOCUMENTS = 50_000;
/** Amounts per figure within which a 2B document and a bill agree, in rupees: ₹1 unless the user asks for more. */
export const GSTR2B_TOLERANCE_DEFAULT = 1;
export const GSTR2B_TOLERANCE_MAX = 100;
/**
 * An amount of the file must be below this (₹100 crore): a supplier's invoice to the plant is far
 * smaller, and 50,000 documents of it still add up within exact paise.
 */
export const GSTR2B_AMOUNT_LIMIT = 1_000_000_000;

export const GSTR2B_AMOUNT_TOO_LARGE = `Must be less than ₹${formatIndianNumber(GSTR2B_AMOUNT_LIMIT, 0)}`;
export const GSTR2B_PORTAL_DATE = 'Must be a day written dd-mm-yyyy';
export const GSTR2B_GSTIN_SHAPE = 'Must be a 15-character GSTIN';
export const GSTR2B_TOO_MANY_DOCUMENTS = `A file may hold at most ${formatIndianNumber(GSTR2B_MAX_DOCUMENTS, 0)} documents`;
export const GSTR2B_NUMBER_NEEDS_CHARACTERS = 'The document number needs a letter or a digit';

/** A document of the 2B: a supplier's invoice (b2b), or its credit or debit note (cdnr). */
export const GSTR2B_KINDS = ['invoice', 'credit-note', 'debit-note'] as const;
export type Gstr2bKind = (typeof GSTR2B_KINDS)[number];
export const GSTR2B_KIND_LABELS: Record<Gstr2bKind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
};

// ── The portal's file ──────────────────────────────────────────────────────────────────────

/** "dd-mm-yyyy" as the portal writes a day, read as yyyy-MM-dd; a real day within the documents' years. */
const portalDate = () =>
  z
    .string({ error: GSTR2B_PORTAL_DATE })
    .trim()
    .superRefine((value, ctx) => {
      const day = portalDay(value);
      if (!day || !isCalendarDate(day)) ctx.addIssue({ code: 'custom', message: GSTR2B_PORTAL_DATE });
      else if (day < DOCUMENT_DATE_MIN || day > DOCUMENT_DATE_MAX) {
        ctx.addIssue({ code: 'custom', message: DOCUMENT_DATE_MESSAGE });
      }
    })
    .transform((value) => portalDay(value) as string);

/** "24-11-2026" → "2026-11-24"; null for text of another shape. */
export function portalDay(value: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** Rupees and paise as the portal writes them (a JSON number): 0 or more, below the limit, at most 2 decimals. */
const portalAmount = () =>
  z.number({ error: 'Must be a number' }).superRefine((value, ctx) => {
    const message =
      value < 0
        ? 'Must be 0 or more'
        : value >= GSTR2B_AMOUNT_LIMIT
          ? GSTR2B_AMOUNT_TOO_LARGE
          : decimalPlaces(value) > 2
            ? 'Maximum 2 decimal places'
            : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A rate or share the portal writes (an item's GST rate, the 65 % of diffprcnt): 0 to `max`, at most 2 decimals. */
const portalRate = (max: number) =>
  z.number({ error: 'Must be a number' }).superRefine((value, ctx) => {
    if (value < 0 || value > max) ctx.addIssue({ code: 'custom', message: `Must be 0 to ${max}` });
    else if (decimalPlaces(value) > 2) ctx.addIssue({ code: 'custom', message: 'Maximum 2 decimal places' });
  });

const portalText = (max: number) =>
  safeText(z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`));
const gstinShape = () =>
  safeText(
    z
      .string({ error: GSTR2B_GSTIN_SHAPE })
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{15}$/, GSTR2B_GSTIN_SHAPE),
  );
const yesNo = (what: string) =>
  safeText(
    z
      .string({ error: `${what} must be Y or N` })
      .trim()
      .toUpperCase()
      .refine((v) => v === 'Y' || v === 'N', `${what} must be Y or N`),
  );
/** A document number as printed: the key it is matched by (letters and digits) must not be empty. */
const documentNumber = (what: string) =>
  portalText(50)
    .refine((value) => value !== '', `${what} is required`)
    .refine((value) => value === '' || supplierInvoiceKey(value) !== '', GSTR2B_NUMBER_NEEDS_CHARACTERS);

/** A line of a document: its rate's taxable value and tax, summed where the document gives no totals. */
const itemSchema = z.object({
  num: z.number({ error: 'Must be a number' }).int('Must be a whole number').min(0).max(10_000).optional(),
  rt: portalRate(100).optional(),
  txval: portalAmount().optional(),
  igst: portalAmount().optional(),
  cgst: portalAmount().optional(),
  sgst: portalAmount().optional(),
  cess: portalAmount().optional(),
});

/** What an invoice and a note share: date, value, place of supply, reverse charge, ITC and the totals. */
const documentFields = {
  dt: portalDate(),
  val: portalAmount(),
  pos: safeText(
    z
      .string()
      .trim()
      .regex(/^\d{2}$/, 'Place of supply must be a 2-digit state code'),
  ).optional(),
  rev: yesNo('Reverse charge').optional(),
  itcavl: safeText(
    z
      .string({ error: 'ITC availability must be Y, N or T' })
      .trim()
      .toUpperCase()
      .refine((v) => ['Y', 'N', 'T'].includes(v), 'ITC availability must be Y, N or T'),
  ).optional(),
  rsn: portalText(200).optional(),
  diffprcnt: portalRate(1).optional(),
  txval: portalAmount().optional(),
  igst: portalAmount().optional(),
  cgst: portalAmount().optional(),
  sgst: portalAmount().optional(),
  cess: portalAmount().optional(),
  items: z.array(itemSchema).max(1000, 'At most 1,000 items on a document').optional(),
};

/**
 * A document's totals are given, or its items sum to them: either way each stays below the limit.
 * It runs whatever else is wrong with the document, so a missing taxable value is named beside the rest.
 */
function checkTotals(document: Record<string, unknown>, ctx: z.RefinementCtx) {
  const items = Array.isArray(document.items) ? (document.items as Record<string, unknown>[]) : [];
  if (document.txval === undefined && items.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['txval'],
      message: 'Taxable value is missing, and there are no items to add up',
    });
  }
  for (const field of ['txval', 'igst', 'cgst', 'sgst', 'cess'] as const) {
    if (document[field] !== undefined) continue;
    const sum = items.reduce((total, item) => {
      const value = item?.[field];
      return total + (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0);
    }, 0);
    if (sum >= GSTR2B_AMOUNT_LIMIT * 100)
      ctx.addIssue({ code: 'custom', path: ['items'], message: GSTR2B_AMOUNT_TOO_LARGE });
  }
}
/** Runs the totals' check on any object, valid or not. */
const ALWAYS = { when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null };

const invoiceSchema = z
  .object({ inum: documentNumber('Invoice number'), typ: portalText(10).optional(), ...documentFields })
  .superRefine((d, ctx) => checkTotals(d, ctx), ALWAYS);
const noteSchema = z
  .object({
    ntnum: documentNumber('Note number'),
    typ: safeText(
      z
        .string({ error: 'Note type must be C or D' })
        .trim()
        .toUpperCase()
        .refine((v) => v === 'C' || v === 'D', 'Note type must be C or D'),
    ),
    suptyp: portalText(10).optional(),
    ...documentFields,
  })
  .superRefine((d, ctx) => checkTotals(d, ctx), ALWAYS);

/** A supplier of the month and what it filed: the invoices (b2b) or the notes (cdnr). */
const supplierFields = {
  ctin: gstinShape(),
  trdnm: portalText(200).optional(),
  /** The supplier's return period (MMyyyy) and the day it filed (dd-mm-yyyy). */
  supprd: safeText(
    z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])20\d\d$/, 'Supplier period must be MMyyyy'),
  ).optional(),
  supfildt: portalDate().optional(),
};
const b2bSupplierSchema = z.object({
  ...supplierFields,
  inv: z.array(invoiceSchema).max(GSTR2B_MAX_DOCUMENTS, GSTR2B_TOO_MANY_DOCUMENTS),
});
const cdnrSupplierSchema = z.object({
  ...supplierFields,
  nt: z.array(noteSchema).max(GSTR2B_MAX_DOCUMENTS, GSTR2B_TOO_MANY_DOCUMENTS),
});

/** How many documents a section of docdata holds: each supplier's list, or its entries where they are the documents. */
export function sectionDocumentCount(section: unknown): number {
  if (!Array.isArray(section)) return 0;
  let count = 0;
  for (const entry of section) {
    const lists = ['inv', 'nt', 'doclist', 'boe']
      .map((key) => (entry as Record<string, unknown> | null)?.[key])
      .filter(Array.isArray);
    count += lists.length > 0 ? lists.reduce((sum, list) => sum + list.length, 0) : 1;
  }
  return count;
}

/**
 * The file the portal's "Download GSTR-2B details (JSON)" gives, as GSTN's API names its fields.
 * b2b and cdnr are read; the other sections (amendments b2ba and cdnra, ISD, imports, e-commerce)
 * are counted and left aside. Text trimmed, control characters refused, amounts bounded, days real.
 */
export const gstr2bFileSchema = z.object({
  chksum: portalText(200).optional(),
  data: z
    .object({
      gstin: gstinShape(),
      /** The return period, MMyyyy: "102026" is October 2026. */
      rtnprd: safeText(
        z
          .string({ error: 'Return period (rtnprd) must be MMyyyy' })
          .trim()
          .regex(/^(0[1-9]|1[0-2])20\d\d$/, 'Return period (rtnprd) must be MMyyyy'),
      ),
      version: portalText(20).optional(),
      /** The day the portal generated the statement. */
      gendt: portalDate().optional(),
      docdata: z
        .object({
          b2b: z.array(b2bSupplierSchema).max(GSTR2B_MAX_DOCUMENTS, GSTR2B_TOO_MANY_DOCUMENTS).optional(),
          cdnr: z.array(cdnrSupplierSchema).max(GSTR2B_MAX_DOCUMENTS, GSTR2B_TOO_MANY_DOCUMENTS).optional(),
        })
        .catchall(z.unknown())
        .optional(),
    })
    .superRefine((data, ctx) => {
      const sections = Object.values(data.docdata ?? {});
      const count = sections.reduce((sum: number, section) => sum + sectionDocumentCount(section), 0);
      if (count > GSTR2B_MAX_DOCUMENTS) {
        ctx.addIssue({
          code: 'custom',
          path: ['docdata'],
          message: `The file holds ${formatIndianNumber(count, 0)} documents; ${GSTR2B_TOO_MANY_DOCUMENTS.toLowerCase()}`,
        });
      }
    }),
});
export type Gstr2bFile = z.output<typeof gstr2bFileSchema>;
export type Gstr2bFileInput = z.input<typeof gstr2bFileSchema>;

// ── The reconciliation ─────────────────────────────────────────────────────────────────────

export const GSTR2B_STATUSES = ['matched', 'mismatched', 'only-in-2b', 'only-in-books'] as const;
export type Gstr2bStatus = (typeof GSTR2B_STATUSES)[number];
/** The page's tabs: every row, each status, and the rows the accountant has accepted or deferred. */
export const GSTR2B_VIEWS = ['all', ...GSTR2B_STATUSES, 'decided'] as const;
export type Gstr2bView = (typeof GSTR2B_VIEWS)[number];

export const GSTR2B_TOLERANCE_MESSAGE = `Tolerance must be ₹0 to ₹${GSTR2B_TOLERANCE_MAX}, in rupees and paise`;

/** The tolerance in rupees: text from the query string, a number from a body. */
const toleranceField = z
  .union([z.string(), z.number()], { error: GSTR2B_TOLERANCE_MESSAGE })
  .transform((value, ctx) => {
    const text = String(value).trim();
    const number = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(number) || number > GSTR2B_TOLERANCE_MAX) {
      ctx.addIssue({ code: 'custom', message: GSTR2B_TOLERANCE_MESSAGE });
      return z.NEVER;
    }
    return number;
  });

/** `GET gst/gstr-2b?month=yyyy-MM&tolerance=1&view=all`. */
export const gstr2bQuerySchema = gstMonthQuerySchema.extend({
  tolerance: toleranceField.optional(),
  view: z.enum(GSTR2B_VIEWS, { error: 'Unknown view' }).optional(),
});
export type Gstr2bQuery = z.output<typeof gstr2bQuerySchema>;

export const GSTR2B_ACTIONS = ['accept', 'link', 'defer'] as const;
export type Gstr2bActionKind = (typeof GSTR2B_ACTIONS)[number];
export const GSTR2B_REASON_REQUIRED = 'Say why the differences are accepted';

/**
 * `POST gst/gstr-2b/actions`: a decision on a row of the month. Accept (a mismatch with a reason),
 * link a document only in 2B to a bill (`documentId` and `billId`), or defer a one-sided row.
 */
export const gstr2bActionInputSchema = z
  .object({
    month: gstMonthQuerySchema.shape.month,
    action: z.enum(GSTR2B_ACTIONS, { error: 'Choose accept, link or defer' }),
    /** The 2B document of the row (its id in the month's import). */
    documentId: z.uuid({ error: 'Document is invalid' }).optional(),
    /** The bill of the row, or the bill a document is linked to. */
    billId: z.uuid({ error: 'Bill is invalid' }).optional(),
    reason: optionalTextField(500),
    /** The tolerance the row was judged at (the page's); ₹1 by default. */
    tolerance: toleranceField.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'link') {
      if (!input.documentId) ctx.addIssue({ code: 'custom', path: ['documentId'], message: 'Choose the 2B document' });
      if (!input.billId) ctx.addIssue({ code: 'custom', path: ['billId'], message: 'Choose the bill to link' });
    } else if (!input.documentId && !input.billId) {
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: 'Choose the 2B document or the bill' });
    }
  });
export type Gstr2bActionInput = z.input<typeof gstr2bActionInputSchema>;
export type Gstr2bActionData = z.output<typeof gstr2bActionInputSchema>;

const amounts = { taxable: z.number(), igst: z.number(), cgst: z.number(), sgst: z.number() };

const documentSchema = z.object({
  id: z.string(),
  kind: z.enum(GSTR2B_KINDS),
  supplierGstin: z.string(),
  supplierName: z.string().nullable(),
  number: z.string(),
  date: z.string(),
  ...amounts,
  cess: z.number(),
  value: z.number(),
  placeOfSupply: z.string().nullable(),
  reverseCharge: z.boolean(),
  /** Y, N or T (temporarily) as the portal says, and why not. */
  itcAvailable: z.string().nullable(),
  itcReason: z.string().nullable(),
  /** The supplier's return period (MMyyyy) and when it filed. */
  supplierPeriod: z.string().nullable(),
  supplierFiledOn: z.string().nullable(),
});

const billSchema = z.object({
  id: z.string(),
  billNumber: z.string().nullable(),
  status: z.string(),
  supplierName: z.string(),
  supplierGstin: z.string().nullable(),
  supplierInvoiceNumber: z.string(),
  supplierInvoiceDate: z.string(),
  billDate: z.string(),
  ...amounts,
  value: z.number(),
  reverseCharge: z.boolean(),
});

const differenceSchema = z.object({
  field: z.enum(['date', 'taxable', 'igst', 'cgst', 'sgst', 'cess', 'value', 'reverseCharge']),
  /** In words: "Taxable value", "IGST", "Invoice date". */
  label: z.string(),
  twoB: z.union([z.string(), z.number(), z.boolean()]),
  books: z.union([z.string(), z.number(), z.boolean()]),
});

const decisionSchema = z.object({
  id: z.string(),
  action: z.enum(['accept', 'defer']),
  reason: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});

const candidateSchema = billSchema.extend({
  /** Value within the tolerance and dated within a week of the document's date. */
  suggested: z.boolean(),
});

const rowSchema = z.object({
  /** Stable within the month: the document's id, or `bill:` and the bill's for a bill only in the books. */
  key: z.string(),
  status: z.enum(GSTR2B_STATUSES),
  /** Paired by the accountant's link rather than by the number. */
  linked: z.boolean(),
  /** The link, which Undo removes. */
  linkId: z.string().nullable(),
  document: documentSchema.nullable(),
  bill: billSchema.nullable(),
  differences: z.array(differenceSchema),
  decision: decisionSchema.nullable(),
  /** A bill only in the books carried from the month it was deferred in (yyyy-MM). */
  carriedFrom: z.string().nullable(),
  /** For a document only in 2B: the supplier's bills it may be linked to, the likely ones first. */
  candidates: z.array(candidateSchema),
});

const sideTotals = z.object({
  count: z.number().int(),
  ...amounts,
  cess: z.number(),
  /** IGST + CGST + SGST + cess; on the 2B side only what the portal says is available (credit notes taken away). */
  itc: z.number(),
});

/** `GET gst/gstr-2b`: the month's reconciliation, its counts and ITC on each side, and the rows of the view. */
export const gstr2bReconciliationSchema = z.object({
  month: z.string(),
  gstin: z.string(),
  tolerance: z.number(),
  view: z.enum(GSTR2B_VIEWS),
  /** The month's import, or null before one. */
  import: z
    .object({
      id: z.string(),
      generatedOn: z.string().nullable(),
      fileVersion: z.string().nullable(),
      documents: z.number().int(),
      ignored: z.record(z.string(), z.number().int()),
      importedAt: z.string(),
      importedByName: z.string().nullable(),
    })
    .nullable(),
  counts: z.object({
    all: z.number().int(),
    matched: z.number().int(),
    mismatched: z.number().int(),
    'only-in-2b': z.number().int(),
    'only-in-books': z.number().int(),
    decided: z.number().int(),
    /** Mismatched and one-sided rows nobody has accepted or deferred. */
    open: z.number().int(),
  }),
  twoB: sideTotals,
  books: sideTotals,
  rows: z.array(rowSchema),
});
export type Gstr2bReconciliation = z.infer<typeof gstr2bReconciliationSchema>;
export type Gstr2bRow = z.infer<typeof rowSchema>;
export type Gstr2bRowDocument = z.infer<typeof documentSchema>;
export type Gstr2bRowBill = z.infer<typeof billSchema>;
export type Gstr2bDifference = z.infer<typeof differenceSchema>;
export type Gstr2bDecision = z.infer<typeof decisionSchema>;
export type Gstr2bCandidate = z.infer<typeof candidateSchema>;
export type Gstr2bSideTotals = z.infer<typeof sideTotals>;

/** `POST gst/gstr-2b/import`: what the file held and what was kept of it. */
export const gstr2bImportResultSchema = z.object({
  month: z.string(),
  documents: z.number().int(),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  debitNotes: z.number().int(),
  /** The sections left aside (b2ba, cdnra, isd, impg …) and how many documents each held. */
  ignored: z.record(z.string(), z.number().int()),
  /** The documents of an earlier import of the month it replaced; null for the first. */
  replaced: z.number().int().nullable(),
});
export type Gstr2bImportResult = z.infer<typeof gstr2bImportResultSchema>;
