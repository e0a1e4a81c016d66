import {
  type EInvoice,
  fileNameOf,
  INVOICE_FLOW,
  type Invoice,
  type InvoiceListFilter,
  type InvoiceProposal,
  type InvoiceSummary,
  type InvoiceTotals,
  type ListQuery,
  type ListResult,
  type PaymentData,
  type ReceiptData,
  SERIES_PREFIX,
  todayIn,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { invoiceDrafts } from './invoice-drafts.js';
import { invoiceEInvoice, rulesOf } from './invoice-e-invoice.js';
import { invoiceEWayBills } from './invoice-e-way-bill.js';
import { invoiceIrn } from './invoice-irn.js';
import { cancelStep, invoiceFacts, issueStep, seriesFull } from './invoice-issue.js';
import { fetchSummaries, type InvoiceSort, invoiceListSpec, invoiceTotals } from './invoice-list.js';
import { type InvoiceRecord, lockInvoice } from './invoice-lock.js';
import { invoicePdfName, renderInvoicePdf } from './invoice-pdf.js';
import { proposeInvoice } from './invoice-proposal.js';
import { type ReadContext, readInvoice } from './invoice-rows.js';
import { recordPayment, removePayment } from './payments.js';
import { recordReceipt } from './receipts.js';

/**
 * Invoices (contract §4) on the document kit: drafts saved whole with the customer copied onto
 * them, issued with the next number of the gap-free yearly series, cancelled keeping the
 * number, and paid by payments. Every write runs in one transaction with the invoice row locked.
 */
export function createInvoicesService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: invoices,
    flow: INVOICE_FLOW,
    lock: lockInvoice,
    read: (tx, id): Promise<Invoice> => readInvoice(tx, id, company),
    facts: invoiceFacts,
    numbering: {
      column: 'invoiceNumber',
      prefix: SERIES_PREFIX.invoice,
      date: (invoice: InvoiceRecord) => invoice.invoiceDate,
      full: seriesFull,
    },
    reasonColumn: 'cancelReason',
    draft: invoiceDrafts(company),
    steps: { issue: issueStep(company), cancel: cancelStep },
  });
  const { change } = documents;

  async function readContext(): Promise<ReadContext> {
    return { today: todayIn(), companyState: (await company.get(db)).state };
  }

  return {
    ...documents,

    async list(
      query: ListQuery<InvoiceSort>,
      filters?: InvoiceListFilter,
    ): Promise<ListResult<InvoiceSummary> & { totals: InvoiceTotals }> {
      const context = await readContext();
      const [page, totals] = await Promise.all([
        listPage(db, invoiceListSpec(filters, context.today), query, fetchSummaries(db, context)),
        invoiceTotals(db, filters, query.search, context.today),
      ]);
      return { ...page, totals };
    },

    /** Every invoice matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<InvoiceSort>, 'page' | 'limit'>, filters?: InvoiceListFilter) {
      const context = await readContext();
      yield* allPages(invoiceListSpec(filters, context.today), query, fetchSummaries(db, context));
    },

    proposal: (salesOrderId: string, dispatchId?: string): Promise<InvoiceProposal> =>
      proposeInvoice(db, salesOrderId, dispatchId),

    addPayment: (id: string, data: PaymentData, userId: string) =>
      change(id, async (tx) => recordPayment(tx, await lockInvoice(tx, id), data, userId)),

    /** One amount received from a customer, split across several of their invoices (see recordReceipt). */
    receipt: (data: ReceiptData, userId: string) => recordReceipt(db, data, userId),

    removePayment: (id: string, paymentId: string) =>
      change(id, async (tx) => removePayment(tx, await lockInvoice(tx, id), paymentId)),

    /** The portal's IRN, acknowledgement and signed QR code recorded on an issued invoice, or cleared. */
    ...invoiceIrn(documents),

    /** The e-way bill JSON of an issued invoice's goods, and the e-way bill the portal generated, recorded or cleared. */
    ...invoiceEWayBills(documents),

    /** The GST tax invoice as a PDF, named for its number (a draft for its id). */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const invoice = await documents.get(id);
      return { fileName: invoicePdfName(invoice), body: await renderInvoicePdf(invoice) };
    },

    /** An issued B2B invoice's e-invoice JSON (schema 1.1), checked against the portal's schema; 409 saying why not. */
    async eInvoice(id: string): Promise<{ fileName: string; json: EInvoice }> {
      const [invoice, settings] = await Promise.all([documents.get(id), company.get(db)]);
      const json = invoiceEInvoice(invoice, rulesOf(settings));
      return { fileName: fileNameOf(`e-invoice ${invoice.invoiceNumber}`, 'json'), json };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
