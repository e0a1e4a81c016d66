import {
  type ListQuery,
  type ListResult,
  SERIES_PREFIX,
  SUPPLIER_BILL_FLOW,
  type SupplierBill,
  type SupplierBillListFilter,
  type SupplierBillProposalQuery,
  type SupplierBillSummary,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { supplierBills } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { supplierBillDrafts } from './supplier-bill-drafts.js';
import { fetchSupplierBillSummaries, type SupplierBillSort, supplierBillListSpec } from './supplier-bill-list.js';
import { lockSupplierBill, type SupplierBillRecord } from './supplier-bill-lock.js';
import { renderSupplierBillPdf, supplierBillPdfName } from './supplier-bill-pdf.js';
import { billableOrders, proposeBill } from './supplier-bill-proposal.js';
import { readSupplierBill } from './supplier-bill-rows.js';
import { approveStep, bookStep, cancelStep, supplierBillFacts, supplierBillSeriesFull } from './supplier-bill-steps.js';

/**
 * Supplier bills on the document kit: drafts against a purchase order and its receipts saved
 * whole, booked by one step whose three-way match decides booked or held (both numbered from the
 * bill date's PB series, the billed quantities counted, the TDS worked), a held bill approved with
 * a reason, and a held or booked bill nothing is paid on cancelled, giving back what it billed.
 */
export function createSupplierBillsService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: supplierBills,
    flow: SUPPLIER_BILL_FLOW,
    lock: lockSupplierBill,
    read: async (tx, id): Promise<SupplierBill> => readSupplierBill(tx, id, await company.get(tx)),
    facts: supplierBillFacts,
    numbering: {
      column: 'billNumber',
      prefix: SERIES_PREFIX.supplierBill,
      date: (bill: SupplierBillRecord) => bill.billDate,
      full: supplierBillSeriesFull,
    },
    reasonColumn: 'statusReason',
    draft: supplierBillDrafts(company),
    steps: { book: bookStep, approve: approveStep, cancel: cancelStep },
  });

  return {
    ...documents,

    list: (
      query: ListQuery<SupplierBillSort>,
      filters?: SupplierBillListFilter,
    ): Promise<ListResult<SupplierBillSummary>> =>
      listPage(db, supplierBillListSpec(filters), query, fetchSupplierBillSummaries(db)),

    /** Every bill matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<SupplierBillSort>, 'page' | 'limit'>, filters?: SupplierBillListFilter) {
      yield* allPages(supplierBillListSpec(filters), query, fetchSupplierBillSummaries(db));
    },

    /** What a bill from the order starts with (GET supplier-bills/proposal). */
    proposal: (query: SupplierBillProposalQuery) => proposeBill(db, company, query),

    /** The orders a bill may be against (GET supplier-bills/orders). */
    orders: (query: { supplierId?: string | undefined; search: string }) => billableOrders(db, query),

    /** The bill as a PDF, named for its number (a draft for its id), with the company's logo. */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const settings = await company.get();
      const bill = await readSupplierBill(db, id, settings);
      return { fileName: supplierBillPdfName(bill), body: await renderSupplierBillPdf(bill, settings.logo) };
    },
  };
}

export type SupplierBillsService = ReturnType<typeof createSupplierBillsService>;
