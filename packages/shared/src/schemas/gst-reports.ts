import { z } from 'zod';
import { isCalendarDate } from './common.js';
import { queryDayField } from './document-fields.js';

/*
 * What is handed to the GST portals for a period: the e-invoices of a date range in one file.
 */

const DAY = 86_400_000;

/** The longest range one bulk file covers: a quarter. */
export const GST_PERIOD_MAX_DAYS = 92;
/** The most documents one bulk file holds; more, and the range is to be narrowed. */
export const GST_BULK_MAX_DOCUMENTS = 500;

/** `GET gst/e-invoices/export?from&to`: inclusive days, at most a quarter apart. */
export const gstPeriodQuerySchema = z
  .object({ from: queryDayField('From'), to: queryDayField('To') })
  .superRefine(({ from, to }, ctx) => {
    // Each day is refused on its own field first; the two are compared only once both are days.
    if (!isCalendarDate(from) || !isCalendarDate(to)) return;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    else if ((Date.parse(to) - Date.parse(from)) / DAY >= GST_PERIOD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${GST_PERIOD_MAX_DAYS} days in one file` });
    }
  });
export type GstPeriodQuery = z.output<typeof gstPeriodQuerySchema>;

/** `GET gst/e-invoices`: one reportable document of the period (an invoice or a note) and what keeps it from the portal. */
export const eInvoiceCheckRowSchema = z.object({
  id: z.string(),
  /** INV, CRN or DBN: the invoice's or the note's page opens it. */
  type: z.enum(['INV', 'CRN', 'DBN']),
  number: z.string(),
  date: z.string(),
  customerName: z.string(),
  customerGstin: z.string(),
  grandTotal: z.number(),
  /** The IRN the portal gave, once recorded. */
  irn: z.string().nullable(),
  /** Empty when its e-invoice is ready. */
  problems: z.array(z.string()),
});
export type EInvoiceCheckRow = z.infer<typeof eInvoiceCheckRowSchema>;

/** The period's issued B2B invoices and notes in number order, each ready or not. */
export const eInvoiceCheckSchema = z.object({
  from: z.string(),
  to: z.string(),
  documents: z.array(eInvoiceCheckRowSchema),
});
export type EInvoiceCheck = z.infer<typeof eInvoiceCheckSchema>;

/** `GET gst/gstr-1?month=2026-11`: the return's month. */
export const gstMonthQuerySchema = z.object({
  month: z
    .string({ error: 'month must be yyyy-MM' })
    .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'month must be yyyy-MM, from 2000 to 2099'),
});
export type GstMonthQuery = z.output<typeof gstMonthQuerySchema>;

const reconciliationRowSchema = z.object({
  label: z.string(),
  count: z.number().int(),
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
});

/** `GET gst/gstr-1`: the return as it will be filed, and how it reconciles with the books. */
export const gstr1ReportSchema = z.object({
  month: z.string(),
  gstin: z.string(),
  /** The GSTR-1 JSON, as the download holds it. */
  json: z.record(z.string(), z.unknown()),
  reconciliation: z.object({
    books: z.array(reconciliationRowSchema),
    returns: z.array(reconciliationRowSchema),
    hsn: reconciliationRowSchema,
    balanced: z.boolean(),
  }),
});
export type Gstr1Report = z.infer<typeof gstr1ReportSchema>;
