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

/** `GET invoices/e-invoice/export?from&to`: inclusive days, at most a quarter apart. */
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

/** `GET invoices/e-invoice/check`: one reportable invoice of the period and what keeps it from the portal. */
export const eInvoiceCheckRowSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  customerName: z.string(),
  customerGstin: z.string(),
  grandTotal: z.number(),
  /** The IRN the portal gave, once recorded. */
  irn: z.string().nullable(),
  /** Empty when its e-invoice is ready. */
  problems: z.array(z.string()),
});
export type EInvoiceCheckRow = z.infer<typeof eInvoiceCheckRowSchema>;

/** The period's issued B2B invoices in number order, each ready or not. */
export const eInvoiceCheckSchema = z.object({
  from: z.string(),
  to: z.string(),
  invoices: z.array(eInvoiceCheckRowSchema),
});
export type EInvoiceCheck = z.infer<typeof eInvoiceCheckSchema>;
