import {
  documentActionSchema,
  GOODS_RECEIPT_FLOW,
  GOODS_RECEIPT_SORTABLE,
  type GoodsReceiptSummary,
  goodsReceiptInputSchema,
  goodsReceiptListFilterSchema,
  goodsReceiptSchema,
  goodsReceiptSummarySchema,
  listResultSchema,
  receivableOrderSchema,
  receivableOrdersQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { permission } from '../../plugins/access.js';
import type { GoodsReceiptsService } from './goods-receipts.service.js';

const EXPORT_COLUMNS: ExportColumn<GoodsReceiptSummary>[] = fieldColumns([
  'grnNumber',
  'status',
  'receiptDate',
  'poNumber',
  'supplierName',
  'supplierInvoiceNumber',
  'supplierInvoiceDate',
  'vehicleNumber',
  'remarks',
  'cancelReason',
]);

/**
 * Goods receipt notes (`/api/goods-receipts`), the stores' own scope: list and CSV, read and
 * print; drafts made, edited and deleted; received (numbered, into stock) by whoever may make
 * them, cancelled by whoever may delete them, as the shared flow states.
 */
export const goodsReceiptsRoutes: FastifyPluginAsyncZod<{ goodsReceipts: GoodsReceiptsService }> = async (
  app,
  { goodsReceipts },
) => {
  // A fixed path beside the record routes' `/:id`: the router takes it first.
  app.get(
    '/goods-receipts/orders',
    {
      config: { access: permission('goods-receipts', 'view') },
      schema: {
        tags: ['goods-receipts'],
        summary:
          'The purchase orders goods may be received against (confirmed or partly received; 20, newest first), or the one named, with each line’s quantity left to receive',
        querystring: receivableOrdersQuerySchema,
        response: { 200: z.array(receivableOrderSchema) },
      },
    },
    (request) => goodsReceipts.orders(request.query),
  );

  registerDocumentRoutes(app, {
    resource: 'goods-receipts',
    flow: GOODS_RECEIPT_FLOW,
    service: goodsReceipts,
    body: documentActionSchema,
    input: goodsReceiptInputSchema,
    response: goodsReceiptSchema,
    crud: {
      list: {
        sortable: GOODS_RECEIPT_SORTABLE,
        filters: goodsReceiptListFilterSchema,
        response: listResultSchema(goodsReceiptSummarySchema),
        run: goodsReceipts.list,
        export: {
          summary: 'Every goods receipt matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: goodsReceipts.all,
        },
      },
      get: { run: goodsReceipts.get },
      create: { summary: 'A new draft goods receipt against a confirmed purchase order', run: goodsReceipts.create },
      update: { run: goodsReceipts.update },
      remove: { run: goodsReceipts.remove },
    },
    pdf: goodsReceipts.pdf,
  });
};
