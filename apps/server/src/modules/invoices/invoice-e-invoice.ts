import {
  type CompanySettings,
  E_INVOICE_SCHEMA,
  type EInvoice,
  type EInvoiceResult,
  type ExportColumns,
  type ExportType,
  eInvoiceArithmetic,
  eInvoiceOf,
  eInvoiceProblems,
  type GstDocument,
  type GstProblem,
  type GstRules,
  gstPartiesOf,
  type Invoice,
  invoiceGstDocument,
  isExport,
  type Note,
  noteGstDocument,
  REPORTED_INVOICE_STATUSES,
} from '@lathe/shared';
import { conflict } from '../../lib/errors.js';
import { problemFields } from '../../lib/gst-problem-fields.js';
import { schemaCheck, schemaProblems } from '../../lib/json-schema.js';
import type { invoiceFigures } from '../../lib/tax-document-totals.js';
import type { InvoiceRecord } from './invoice-lock.js';
import type { customerSnapshot } from './invoice-parties.js';

/*
 * The e-invoice (IRN) JSON of an issued invoice, checked against the portal's published schema
 * and arithmetic before it is offered, and the refusal to issue a B2B invoice that could not be
 * reported while the company's turnover is above ₹5 crore.
 */

const checkSchema = schemaCheck<EInvoice>(E_INVOICE_SCHEMA);

export const rulesOf = (settings: Pick<CompanySettings, 'eInvoicing'>): GstRules => ({
  aboveFiveCrore: settings.eInvoicing,
});

const refusal = (what: string, problems: readonly GstProblem[]) =>
  conflict(`${what}: ${problems.map((p) => p.message).join('; ')}`, problemFields(problems));

/** A document's e-invoice once it passes the portal's schema and adds up, or every reason it cannot be one. */
export function reportedEInvoice(document: GstDocument, rules: GstRules): EInvoiceResult {
  const result = eInvoiceOf(document, rules);
  if (result.problems) return result;
  const failures = [...schemaProblems(checkSchema, result.json), ...eInvoiceArithmetic(result.json)];
  if (failures.length === 0) return result;
  return {
    problems: failures.map((failure) => ({ field: 'number', message: `It fails the portal's schema: ${failure}` })),
  };
}

const REPORTED = new Set<string>(REPORTED_INVOICE_STATUSES);

/** An issued note's e-invoice (CRN or DBN, referring to its invoice); 409 saying why not. */
export function noteEInvoice(note: Note, rules: GstRules): EInvoice {
  if (note.status !== 'issued') {
    throw conflict(
      note.status === 'draft'
        ? 'A draft has no e-invoice: issue it first'
        : 'A cancelled note is not reported as an e-invoice',
    );
  }
  const result = reportedEInvoice(noteGstDocument(note), rules);
  if (result.problems) throw refusal(`${note.noteNumber} cannot be an e-invoice`, result.problems);
  return result.json;
}

/** An issued invoice's e-invoice; a draft has none yet and a cancelled one is not reported (409 saying why). */
export function invoiceEInvoice(invoice: Invoice, rules: GstRules): EInvoice {
  if (!REPORTED.has(invoice.status)) {
    throw conflict(
      invoice.status === 'draft'
        ? 'A draft has no e-invoice: issue it first'
        : 'A cancelled invoice is not reported as an e-invoice',
    );
  }
  const result = reportedEInvoice(invoiceGstDocument(invoice), rules);
  if (result.problems) throw refusal(`${invoice.invoiceNumber} cannot be an e-invoice`, result.problems);
  return result.json;
}

/**
 * Refuses to issue a B2B invoice that could not be reported, while e-invoicing applies: the
 * draft as it will be issued (the customer copied again, the company as the seller, the figures
 * computed again), checked before the number is taken.
 */
export function assertReportable(
  settings: CompanySettings,
  draft: Pick<InvoiceRecord, 'invoiceDate'> & ExportColumns,
  buyer: ReturnType<typeof customerSnapshot>,
  lines: GstDocument['lines'],
  totals: ReturnType<typeof invoiceFigures>['totals'],
) {
  // An export is e-invoiced though its buyer has no GSTIN.
  if (!settings.eInvoicing || (!buyer.customerGstin && !isExport(draft.exportType as ExportType | null))) return;
  const document: GstDocument = {
    type: 'INV',
    number: null,
    date: draft.invoiceDate,
    ...gstPartiesOf({ ...buyer, ...totals, seller: settings, ...exportColumnsOf(draft) }),
    lines,
  };
  const problems = eInvoiceProblems(document, rulesOf(settings));
  if (problems.length > 0) throw refusal('This invoice could not be reported as an e-invoice', problems);
}

/** The export columns of a draft as the portals read them. */
const exportColumnsOf = (draft: ExportColumns): ExportColumns => ({
  exportType: draft.exportType,
  portCode: draft.portCode,
  shippingBillNumber: draft.shippingBillNumber,
  shippingBillDate: draft.shippingBillDate,
  foreignCurrency: draft.foreignCurrency,
  exchangeRate: draft.exchangeRate,
  countryCode: draft.countryCode,
});
