import {
  type Invoice,
  type InvoiceAction,
  type InvoiceData,
  type InvoiceListFilter,
  type InvoiceProposal,
  type InvoiceSummary,
  type InvoiceTotals,
  type ListQuery,
  type ListResult,
  type PaymentData,
  todayIn,
} from '@lathe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { allPages, listPage } from '../../lib/list.js';
import type { Actor } from '../../plugins/access.js';
import type { CompanyService } from '../company/company.service.js';
import { createDraft, removeDraft, updateDraft } from './invoice-drafts.js';
import { cancelInvoice, issueInvoice } from './invoice-issue.js';
import { fetchSummaries, type InvoiceSort, invoiceListSpec, invoiceTotals } from './invoice-list.js';
import { lockInvoice } from './invoice-lock.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { proposeInvoice } from './invoice-proposal.js';
import { type ReadContext, readInvoice } from './invoice-rows.js';
import { recordPayment, removePayment } from './payments.js';

/**
 * Invoices (contract §4): drafts saved whole with the customer copied onto them, issued
 * with the next number of the gap-free yearly series, cancelled keeping the number, and
 * paid by payments. Every write runs in one transaction with the invoice row locked.
 */
export function createInvoicesService(db: Db, company: CompanyService) {
  const get = (id: string, tx: DbOrTx = db): Promise<Invoice> => readInvoice(tx, id, company);

  /** Runs a change of one invoice in a transaction and answers the invoice as it now is. */
  const change = (id: string, apply: (tx: DbOrTx) => Promise<void>): Promise<Invoice> =>
    db.transaction(async (tx) => {
      await apply(tx);
      return get(id, tx);
    });

  async function readContext(): Promise<ReadContext> {
    return { today: todayIn(), companyState: (await company.get(db)).state };
  }

  return {
    get,

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

    proposal: (salesOrderId: string): Promise<InvoiceProposal> => proposeInvoice(db, salesOrderId),

    create: (data: InvoiceData, { id: userId }: Actor): Promise<Invoice> =>
      db.transaction(async (tx) => get(await createDraft(tx, data, userId, company), tx)),

    update: (id: string, data: InvoiceData) => change(id, (tx) => updateDraft(tx, id, data, company)),

    remove: (id: string): Promise<void> => db.transaction((tx) => removeDraft(tx, id)),

    issue: (id: string, action: InvoiceAction) => change(id, (tx) => issueInvoice(tx, id, action, company)),

    cancel: (id: string, action: InvoiceAction) => change(id, (tx) => cancelInvoice(tx, id, action)),

    addPayment: (id: string, data: PaymentData, userId: string) =>
      change(id, async (tx) => recordPayment(tx, await lockInvoice(tx, id), data, userId)),

    removePayment: (id: string, paymentId: string) =>
      change(id, async (tx) => removePayment(tx, await lockInvoice(tx, id), paymentId)),

    /** The GST tax invoice as a PDF, named for its number (a draft for its id). */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const invoice = await get(id);
      const fileName = invoice.invoiceNumber
        ? `${invoice.invoiceNumber.replaceAll('/', '-')}.pdf`
        : `draft-${invoice.id.slice(0, 8)}.pdf`;
      return { fileName, body: await renderInvoicePdf(invoice) };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
