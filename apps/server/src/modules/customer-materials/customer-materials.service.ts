import {
  CUSTOMER_MATERIAL_FLOW,
  type CustomerMaterial,
  type CustomerMaterialListFilter,
  type CustomerMaterialSummary,
  type ListQuery,
  type ListResult,
  SERIES_PREFIX,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { customerMaterialReceipts } from '../../db/schema/index.js';
import { createDocumentService } from '../../lib/document-kit.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { customerMaterialDrafts } from './customer-material-drafts.js';
import {
  type CustomerMaterialSort,
  customerMaterialListSpec,
  fetchCustomerMaterialSummaries,
} from './customer-material-list.js';
import { type CustomerMaterialRecord, lockCustomerMaterial } from './customer-material-lock.js';
import { customerMaterialPdfName, renderCustomerMaterialPdf } from './customer-material-pdf.js';
import { readCustomerMaterial } from './customer-material-rows.js';
import { cancelStep, customerMaterialSeriesFull, receiveStep } from './customer-material-steps.js';

/**
 * Customer free-issue material on the document kit: drafts saved whole, received with the next
 * number of their yearly series (CMR/2026-27/0001) into stock as the customer's, cancelled
 * (taking it out again) while none of it has been used.
 */
export function createCustomerMaterialsService(db: Db, company: CompanyService) {
  const documents = createDocumentService(db, {
    table: customerMaterialReceipts,
    flow: CUSTOMER_MATERIAL_FLOW,
    lock: lockCustomerMaterial,
    read: async (tx, id): Promise<CustomerMaterial> => readCustomerMaterial(tx, id, await company.get(tx)),
    numbering: {
      column: 'receiptNumber',
      prefix: SERIES_PREFIX.customerMaterial,
      date: (receipt: CustomerMaterialRecord) => receipt.receiptDate,
      full: customerMaterialSeriesFull,
    },
    reasonColumn: 'cancelReason',
    draft: customerMaterialDrafts,
    steps: { receive: receiveStep, cancel: cancelStep },
  });

  return {
    ...documents,

    list: (
      query: ListQuery<CustomerMaterialSort>,
      filters?: CustomerMaterialListFilter,
    ): Promise<ListResult<CustomerMaterialSummary>> =>
      listPage(db, customerMaterialListSpec(filters), query, fetchCustomerMaterialSummaries(db)),

    async *all(query: Omit<ListQuery<CustomerMaterialSort>, 'page' | 'limit'>, filters?: CustomerMaterialListFilter) {
      yield* allPages(customerMaterialListSpec(filters), query, fetchCustomerMaterialSummaries(db));
    },

    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const [receipt, settings] = await Promise.all([documents.get(id), company.get(db)]);
      return { fileName: customerMaterialPdfName(receipt), body: await renderCustomerMaterialPdf(receipt, settings) };
    },
  };
}

export type CustomerMaterialsService = ReturnType<typeof createCustomerMaterialsService>;
