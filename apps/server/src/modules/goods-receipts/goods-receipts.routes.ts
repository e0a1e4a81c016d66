import {
  GOODS_RECEIPT_FLOW,
  GOODS_RECEIPT_SORTABLE,
  type GoodsReceiptSummary,
  goodsReceiptActionSchema,
  goodsReceiptInputSchema,
  goodsReceiptListFilterSchema,
  goodsReceiptSchema,
  goodsReceiptSummarySchema,
  idParamsSchema,
  listResultSchema,
  receivableOrderSchema,
  receivableOrdersQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendPdf } from '../../lib/pdf-reply.js';
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
  registerCrudRoutes(app, {
    resource: 'goods-receipts',
    item: goodsReceiptSchema,
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
    create: {
      body: goodsReceiptInputSchema,
      summary: 'A new draft goods receipt against a confirmed purchase order',
      run: goodsReceipts.create,
    },
    update: {
      PUT: goodsReceiptInputSchema,
      summary: 'Replaces a draft goods receipt whole',
      run: goodsReceipts.update,
    },
    remove: { summary: 'Deletes a draft goods receipt', run: goodsReceipts.remove },
  });

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

  app.get(
    '/goods-receipts/:id/pdf',
    {
      config: { access: permission('goods-receipts', 'view') },
      schema: { tags: ['goods-receipts'], summary: 'The goods receipt note as a PDF', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await goodsReceipts.pdf(request.params.id);
      return sendPdf(reply, fileName, body);
    },
  );

  registerDocumentRoutes(app, {
    resource: 'goods-receipts',
    flow: GOODS_RECEIPT_FLOW,
    service: goodsReceipts,
    body: goodsReceiptActionSchema,
    input: goodsReceiptInputSchema,
    response: goodsReceiptSchema,
    steps: {
      receive:
        'Receives a draft goods receipt with the next GRN number: its accepted quantities count on the purchase order and its bar stock goes into stock by heat',
      cancel:
        'Cancels a received goods receipt, keeping its number: the purchase order and the stock give back what it added',
    },
    saveAnd: { step: 'receive', summary: 'Saves the draft goods receipt and receives it in one go' },
  });
};
