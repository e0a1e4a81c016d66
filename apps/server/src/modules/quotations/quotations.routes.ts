import {
  costBasisQuerySchema,
  costBasisSchema,
  documentActionSchema,
  listResultSchema,
  QUOTATION_FLOW,
  QUOTATION_SORTABLE,
  type QuotationSummary,
  quotationInputSchema,
  quotationListFilterSchema,
  quotationSchema,
  quotationSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import type { QuotationsService } from './quotations.service.js';

/** The export's columns: the list's fields under their JSON names. */
const EXPORT_COLUMNS: ExportColumn<QuotationSummary>[] = fieldColumns([
  'quotationNumber',
  'revision',
  'status',
  'customerPartyCode',
  'customerName',
  'enquiryReference',
  'enquiryDate',
  'quotationDate',
  'validUntil',
  'expired',
  'lineCount',
  'paymentTerms',
  'deliveryTerms',
  'remarks',
  'statusReason',
  'sentAt',
  'wonAt',
  'lostAt',
  'convertedAt',
  'createdAt',
  'updatedAt',
]);

/**
 * Quotations (`/api/quotations`): list and CSV, read and PDF (the customer's: no cost sheet),
 * enquiries made, edited and deleted by whoever holds quotations, sent, won, lost and revised by
 * its edit (revise by its create), converted into a sales order by whoever makes sales orders; and
 * the cost basis a new line's sheet starts from.
 */
export const quotationsRoutes: FastifyPluginAsyncZod<{ quotations: QuotationsService }> = async (
  app,
  { quotations },
) => {
  app.get(
    '/quotations/cost-basis',
    {
      config: {
        access: {
          anyOf: [
            { scope: 'quotations', action: 'create' },
            { scope: 'quotations', action: 'edit' },
          ],
        },
      },
      schema: {
        tags: ['quotations'],
        summary:
          "What a new quotation line's cost sheet starts from: the bar and its last rate, the operations on their machines, job work bought before",
        querystring: costBasisQuerySchema,
        response: { 200: costBasisSchema },
      },
    },
    (request) => quotations.costBasis(request.query.productId),
  );

  registerDocumentRoutes(app, {
    resource: 'quotations',
    flow: QUOTATION_FLOW,
    service: quotations,
    body: documentActionSchema,
    input: quotationInputSchema,
    response: quotationSchema,
    crud: {
      list: {
        sortable: QUOTATION_SORTABLE,
        filters: quotationListFilterSchema,
        response: listResultSchema(quotationSummarySchema),
        run: quotations.list,
        export: {
          summary: 'Every quotation matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: quotations.all,
        },
      },
      get: { run: quotations.get },
      create: { summary: 'A new quotation for an enquiry, costed and priced', run: quotations.create },
      update: { run: quotations.update },
      remove: { run: quotations.remove },
    },
    pdf: quotations.pdf,
  });
};
