import {
  billableOrderSchema,
  billableOrdersQuerySchema,
  documentActionSchema,
  listResultSchema,
  SUPPLIER_BILL_FLOW,
  SUPPLIER_BILL_SORTABLE,
  type SupplierBillSummary,
  supplierBillInputSchema,
  supplierBillListFilterSchema,
  supplierBillProposalQuerySchema,
  supplierBillProposalSchema,
  supplierBillSchema,
  supplierBillSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import type { Access } from '../../plugins/access.js';
import type { SupplierBillsService } from './supplier-bills.service.js';

/** The export's columns: the list's fields under their JSON names. */
const EXPORT_COLUMNS: ExportColumn<SupplierBillSummary>[] = fieldColumns([
  'billNumber',
  'status',
  'billDate',
  'supplierCode',
  'supplierName',
  'supplierGstin',
  'supplierInvoiceNumber',
  'supplierInvoiceDate',
  'financialYear',
  'poNumber',
  'dueDate',
  'taxType',
  'reverseCharge',
  'taxableTotal',
  'cgstTotal',
  'sgstTotal',
  'igstTotal',
  'roundOff',
  'grandTotal',
  'tdsSection',
  'tdsRate',
  'tdsBase',
  'tdsAmount',
  'amountPaid',
  'owed',
  'matchStatus',
  'mismatchCount',
  'remarks',
  'heldAt',
  'bookedAt',
  'approvedAt',
  'cancelledAt',
  'statusReason',
  'createdAt',
  'updatedAt',
]);

/** Whoever fills a bill's form: a new one or a draft. */
const filling: Access = {
  anyOf: [
    { scope: 'supplier-bills', action: 'create' },
    { scope: 'supplier-bills', action: 'edit' },
  ],
};

/**
 * Supplier bills (`/api/supplier-bills`): list and CSV, read and PDF, drafts made, edited and
 * deleted by the accounts clerk (supplier-bills), booked, approved when held, and cancelled by
 * whoever holds supplier-bill-status; the orders a bill may be against and what one starts with.
 */
export const supplierBillsRoutes: FastifyPluginAsyncZod<{ supplierBills: SupplierBillsService }> = async (
  app,
  { supplierBills },
) => {
  // Fixed paths beside the record routes' `/:id`: the router takes them first.
  app.get(
    '/supplier-bills/orders',
    {
      config: { access: filling },
      schema: {
        tags: ['supplier-bills'],
        summary:
          'The purchase orders a bill may be against (confirmed, something left to bill; 20, newest first), of one supplier or searched by PO number or supplier',
        querystring: billableOrdersQuerySchema,
        response: { 200: z.array(billableOrderSchema) },
      },
    },
    (request) => supplierBills.orders(request.query),
  );

  app.get(
    '/supplier-bills/proposal',
    {
      config: { access: filling },
      schema: {
        tags: ['supplier-bills'],
        summary:
          "What a bill from the order starts with: each received goods receipt line's accepted quantity less billed, each service line's ordered less billed, at the order's rates; the supplier's terms and TDS basis",
        querystring: supplierBillProposalQuerySchema,
        response: { 200: supplierBillProposalSchema },
      },
    },
    (request) => supplierBills.proposal(request.query),
  );

  registerDocumentRoutes(app, {
    resource: 'supplier-bills',
    flow: SUPPLIER_BILL_FLOW,
    service: supplierBills,
    body: documentActionSchema,
    input: supplierBillInputSchema,
    response: supplierBillSchema,
    crud: {
      list: {
        sortable: SUPPLIER_BILL_SORTABLE,
        filters: supplierBillListFilterSchema,
        response: listResultSchema(supplierBillSummarySchema),
        run: supplierBills.list,
        export: {
          summary: 'Every supplier bill matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: supplierBills.all,
        },
      },
      get: { run: supplierBills.get },
      create: {
        summary: "A new draft bill against the supplier's purchase order and its goods receipts",
        run: supplierBills.create,
      },
      update: { run: supplierBills.update },
      remove: { run: supplierBills.remove },
    },
    pdf: supplierBills.pdf,
  });
};
