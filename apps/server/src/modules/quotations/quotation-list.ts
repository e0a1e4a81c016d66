import { QUOTATION_SORTABLE, type QuotationListFilter } from '@lathe/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { quotations } from '../../db/schema/index.js';
import { type ListSpec, type PageRequest, sortColumns, withPage } from '../../lib/list.js';
import type { QuotationRecord } from './quotation-lock.js';
import { toQuotationSummaries } from './quotation-rows.js';

export type QuotationSort = (typeof QUOTATION_SORTABLE)[number];

const SORTABLE = sortColumns(QUOTATION_SORTABLE, {
  quotationNumber: quotations.quotationNumber,
  quotationDate: quotations.quotationDate,
  validUntil: quotations.validUntil,
  customerName: quotations.customerName,
  status: quotations.status,
  createdAt: quotations.createdAt,
  updatedAt: quotations.updatedAt,
});

function filterCondition(filters: QuotationListFilter | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { status, customerId } = filters;
  return and(
    status ? eq(quotations.status, status) : undefined,
    customerId ? eq(quotations.customerId, customerId) : undefined,
  );
}

/** The list: number, customer and enquiry reference searched (one trigram-indexed text); status and customer filtered. */
export const quotationListSpec = (filters: QuotationListFilter | undefined): ListSpec<QuotationSort> => ({
  table: quotations,
  searchable: [quotations.searchText],
  sortable: SORTABLE,
  tieBreaker: quotations.id,
  filters,
  where: filterCondition(filters),
});

export const fetchQuotationSummaries = (db: DbOrTx) => async (page: PageRequest) =>
  toQuotationSummaries(db, (await withPage(db.select().from(quotations).$dynamic(), page)) as QuotationRecord[]);
