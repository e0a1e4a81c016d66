import {
  CUSTOMER_MATERIAL_FLOW,
  CUSTOMER_MATERIAL_SORTABLE,
  type CustomerMaterialSummary,
  customerMaterialInputSchema,
  customerMaterialListFilterSchema,
  customerMaterialSchema,
  customerMaterialSummarySchema,
  documentActionSchema,
  listResultSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
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
  registerDocumentRoutes(app, {
    resource: 'customer-materials',
    scope: 'goods-receipts',
    flow: CUSTOMER_MATERIAL_FLOW,
    service: customerMaterials,
    body: documentActionSchema,
    input: customerMaterialInputSchema,
    response: customerMaterialSchema,
    crud: {
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
      create: { summary: "A new draft receipt of a customer's material (free issue)", run: customerMaterials.create },
      update: { run: customerMaterials.update },
      remove: { run: customerMaterials.remove },
    },
    pdf: customerMaterials.pdf,
  });
};
