import {
  advanceAllocationInputSchema,
  idParamsSchema,
  listResultSchema,
  openBillsQuerySchema,
  openBillsSchema,
  SUPPLIER_PAYMENT_SORTABLE,
  type SupplierPaymentSummary,
  supplierPaymentInputSchema,
  supplierPaymentListFilterSchema,
  supplierPaymentSchema,
  supplierPaymentSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { permission } from '../../plugins/access.js';
import type { SupplierPaymentsService } from './supplier-payments.service.js';

const tags = ['supplier-payments'];

/** The export's columns: the list's figures, with the fields' JSON names as headers. */
const EXPORT_COLUMNS: ExportColumn<SupplierPaymentSummary>[] = fieldColumns([
  'paymentNumber',
  'paymentDate',
  'supplierCode',
  'supplierName',
  'mode',
  'reference',
  'amount',
  'allocatedAmount',
  'advance',
]);

/**
 * Supplier payments (`supplier-payments` scope): the list and its CSV and a payment (view);
 * recording one across bills, the supplier's open bills for the form and setting an advance
 * against later bills (create); removing one recorded by mistake (delete).
 */
export const supplierPaymentsRoutes: FastifyPluginAsyncZod<{ supplierPayments: SupplierPaymentsService }> = async (
  app,
  { supplierPayments },
) => {
  const create = permission('supplier-payments', 'create');

  app.get(
    '/supplier-payments/open-bills',
    {
      config: { access: create },
      schema: {
        tags,
        summary:
          "The supplier's booked and part-paid bills, oldest due first, with what each still owes (total − TDS − paid), and its open advances",
        querystring: openBillsQuerySchema,
        response: { 200: openBillsSchema },
      },
    },
    (request) => supplierPayments.openBills(request.query.supplierId),
  );

  registerCrudRoutes(app, {
    resource: 'supplier-payments',
    item: supplierPaymentSchema,
    list: {
      sortable: SUPPLIER_PAYMENT_SORTABLE,
      filters: supplierPaymentListFilterSchema,
      response: listResultSchema(supplierPaymentSummarySchema),
      run: supplierPayments.list,
      export: {
        summary: 'Every supplier payment matching the search, sort and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: supplierPayments.all,
      },
    },
    get: { run: supplierPayments.get },
    create: {
      body: supplierPaymentInputSchema,
      summary:
        'Records a payment to a supplier (PV/2026-27/0001) across its booked bills, each no more than it owes; the rest is kept as an advance',
      run: supplierPayments.create,
    },
    remove: {
      summary:
        "Removes a payment recorded by mistake: what it paid of each bill is taken back and the bill's status set again",
      run: (id) => supplierPayments.remove(id),
    },
  });

  app.post(
    '/supplier-payments/:id/allocations',
    {
      config: { access: create },
      schema: {
        tags,
        summary: "Sets the payment's open advance against the supplier's booked bills, no more than is left of it",
        params: idParamsSchema,
        body: advanceAllocationInputSchema,
        response: { 201: supplierPaymentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await supplierPayments.allocateAdvance(request.params.id, request.body)),
  );
};
