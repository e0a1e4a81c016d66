import {
  type ListQuery,
  type ListResult,
  QUOTATION_FLOW,
  type Quotation,
  type QuotationListFilter,
  type QuotationSummary,
  SERIES_PREFIX,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { quotations } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { costBasis } from './cost-basis.js';
import { quotationDrafts } from './quotation-drafts.js';
import { fetchQuotationSummaries, type QuotationSort, quotationListSpec } from './quotation-list.js';
import { lockQuotation, type QuotationRecord } from './quotation-lock.js';
import { quotationPdfName, renderQuotationPdf } from './quotation-pdf.js';
import { readQuotation } from './quotation-rows.js';
import { blanketStep, convertStep, quotationSeriesFull, reviseStep } from './quotation-steps.js';

/**
 * Quotations on the document kit (issue 30): an enquiry costed and priced, saved whole; sent with
 * the next number of the quotation date's yearly series (QT/2026-27/0001), a revision under the
 * same number; won, lost with its reason, revised, or converted into a draft sales order.
 */
export function createQuotationsService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: quotations,
    flow: QUOTATION_FLOW,
    lock: lockQuotation,
    read: async (tx, id): Promise<Quotation> => readQuotation(tx, id, await company.get(tx)),
    numbering: {
      column: 'quotationNumber',
      prefix: SERIES_PREFIX.quotation,
      date: (quotation: QuotationRecord) => quotation.quotationDate,
      full: quotationSeriesFull,
    },
    reasonColumn: 'statusReason',
    draft: quotationDrafts,
    steps: { revise: reviseStep, convert: convertStep, blanket: blanketStep },
  });

  return {
    ...documents,

    list: (query: ListQuery<QuotationSort>, filters?: QuotationListFilter): Promise<ListResult<QuotationSummary>> =>
      listPage(db, quotationListSpec(filters), query, fetchQuotationSummaries(db)),

    /** Every quotation matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<QuotationSort>, 'page' | 'limit'>, filters?: QuotationListFilter) {
      yield* allPages(quotationListSpec(filters), query, fetchQuotationSummaries(db));
    },

    /** What a new line's cost sheet starts from. */
    costBasis: (productId: string) => costBasis(db, productId),

    /** The quotation as a PDF, named for its number and revision (a draft for its id). */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const settings = await company.get();
      const quotation = await readQuotation(db, id, settings);
      return { fileName: quotationPdfName(quotation), body: await renderQuotationPdf(quotation, settings) };
    },
  };
}

export type QuotationsService = ReturnType<typeof createQuotationsService>;
