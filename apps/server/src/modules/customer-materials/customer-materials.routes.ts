import {
  CUSTOMER_MATERIAL_FLOW,
  CUSTOMER_MATERIAL_SORTABLE,
  type CustomerMaterialSummary,
  customerMaterialActionSchema,
  customerMaterialInputSchema,
  customerMaterialListFilterSchema,
  customerMaterialSchema,
  customerMaterialSummarySchema,
  idParamsSchema,
  listResultSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { CustomerMaterialsService } from './customer-materials.service.js';

const EXPORT_COLUMNS: ExportColumn<CustomerMaterialSummary>[] = fieldColumns([
  'receiptNumber',
  'status',
  'receiptDate',
  'customerName',
  'customerChallanNumber',
  'customerChallanDate',
  'totalKg',
  'totalBars',
]);

/**
 * Customer free-issue material (`/api/customer-materials`), guarded as goods receipts are: the
 * stores clerk who books what suppliers send books what customers send.
 */
export const customerMaterialsRoutes: FastifyPluginAsyncZod<{ customerMaterials: CustomerMaterialsService }> = async (
  app,
  { customerMaterials },
) => {
  registerCrudRoutes(app, {
    resource: 'customer-materials',
    scope: 'goods-receipts',
    item: customerMaterialSchema,
    list: {
      sortable: CUSTOMER_MATERIAL_SORTABLE,
      filters: customerMaterialListFilterSchema,
      response: listResultSchema(customerMaterialSummarySchema),
      run: customerMaterials.list,
      export: {
        summary: 'Every customer material receipt matching the search, sort and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: customerMaterials.all,
      },
    },
    get: { run: customerMaterials.get },
    create: {
      body: customerMaterialInputSchema,
      summary: "A new draft receipt of a customer's material (free issue)",
      run: customerMaterials.create,
    },
    update: {
      PUT: customerMaterialInputSchema,
      summary: 'Replaces a draft receipt whole',
      run: customerMaterials.update,
    },
    remove: { summary: 'Deletes a draft receipt', run: customerMaterials.remove },
  });

  app.get(
    '/customer-materials/:id/pdf',
    {
      config: { access: permission('goods-receipts', 'view') },
      schema: { tags: ['customer-materials'], summary: 'The receipt as a PDF', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await customerMaterials.pdf(request.params.id);
      return sendPdf(reply, fileName, body);
    },
  );

  registerDocumentRoutes(app, {
    resource: 'customer-materials',
    scope: 'goods-receipts',
    flow: CUSTOMER_MATERIAL_FLOW,
    service: customerMaterials,
    body: customerMaterialActionSchema,
    input: customerMaterialInputSchema,
    response: customerMaterialSchema,
    steps: {
      receive: "Receives a draft with the next number of its yearly series; the bars go into stock as the customer's",
      cancel: "Cancels a received receipt, with why; the bars come out of the customer's stock (refused once used)",
    },
    saveAnd: { step: 'receive', summary: 'Saves the draft receipt and receives it in one go' },
  });
};
