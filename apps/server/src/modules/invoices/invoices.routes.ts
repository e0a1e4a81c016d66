import {
  documentActionSchema,
  INVOICE_FLOW,
  INVOICE_SORTABLE,
  type InvoiceSummary,
  idParamsSchema,
  invoiceInputSchema,
  invoiceListFilterSchema,
  invoiceProposalQuerySchema,
  invoiceProposalSchema,
  invoiceSchema,
  invoiceSummarySchema,
  invoiceTotalsSchema,
  listResultSchema,
  paymentInputSchema,
  receiptInputSchema,
  receiptResultSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendJsonFile } from '../../lib/pdf-reply.js';
import { permission, principalOf, stepAccess } from '../../plugins/access.js';
import { registerEWayBillRoutes } from './invoice-e-way-bill.routes.js';
import { registerIrnRoutes } from './invoice-irn.routes.js';
import type { InvoicesService } from './invoices.service.js';

const tags = ['invoices'];
const paymentParams = z.object({ id: z.uuid(), paymentId: z.uuid() });

/** The export's columns: the list's figures, with the fields' JSON names as headers. */
const EXPORT_COLUMNS: ExportColumn<InvoiceSummary>[] = fieldColumns([
  'invoiceNumber',
  'status',
  'displayStatus',
  'invoiceDate',
  'dueDate',
  'customerPartyCode',
  'customerName',
  'customerGstin',
  'placeOfSupply',
  'customerPoNumber',
  'salesOrderNumber',
  'taxableTotal',
  'cgstTotal',
  'sgstTotal',
  'igstTotal',
  'roundOff',
  'grandTotal',
  'amountPaid',
  'balanceDue',
]);

/**
 * Invoices (contract §4): list with what is outstanding, CSV export, read, the PDF, draft
 * create/edit/delete, issue and cancel (the flow's, in one call); the proposal from a sales
 * order, the e-invoice JSON, the IRN and e-way bill, and payments are the invoice's own.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  registerDocumentRoutes(app, {
    resource: 'invoices',
    flow: INVOICE_FLOW,
    service: invoices,
    body: documentActionSchema,
    input: invoiceInputSchema,
    response: invoiceSchema,
    crud: {
      list: {
        sortable: INVOICE_SORTABLE,
        filters: invoiceListFilterSchema,
        response: listResultSchema(invoiceSummarySchema).extend({ totals: invoiceTotalsSchema }),
        run: invoices.list,
        export: {
          summary: 'Every invoice matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: invoices.all,
        },
      },
      get: { run: invoices.get },
      create: { run: invoices.create },
      update: { run: invoices.update },
      remove: { run: invoices.remove },
    },
    pdf: invoices.pdf,
    pdfSummary: 'The GST tax invoice as a PDF',
  });

  app.get(
    '/invoices/proposal',
    {
      config: { access: permission('invoices', 'create') },
      schema: {
        tags,
        summary:
          'A new invoice for what remains to invoice on a confirmed sales order, or for what one of its dispatches sent',
        querystring: invoiceProposalQuerySchema,
        response: { 200: invoiceProposalSchema },
      },
    },
    (request) => invoices.proposal(request.query.salesOrderId, request.query.dispatchId),
  );

  app.get(
    '/invoices/:id/e-invoice',
    {
      config: { access: permission('invoices', 'view') },
      schema: {
        tags,
        summary: "An issued B2B invoice's e-invoice JSON (schema 1.1), checked against the portal's schema",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, json } = await invoices.eInvoice(request.params.id);
      return sendJsonFile(reply, fileName, json);
    },
  );

  registerIrnRoutes(app, invoices);
  registerEWayBillRoutes(app, invoices);

  app.post(
    '/invoices/:id/payments',
    {
      config: { access: stepAccess(INVOICE_FLOW, 'pay') },
      schema: {
        tags,
        summary: 'Records a payment against an issued invoice',
        params: idParamsSchema,
        body: paymentInputSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invoices.addPayment(request.params.id, request.body, principalOf(request).user.id)),
  );

  app.delete(
    '/invoices/:id/payments/:paymentId',
    {
      config: { access: stepAccess(INVOICE_FLOW, 'removePayment') },
      schema: {
        tags,
        summary: 'Removes a payment recorded by mistake',
        params: paymentParams,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.removePayment(request.params.id, request.params.paymentId),
  );

  app.post(
    '/receipts',
    {
      config: { access: stepAccess(INVOICE_FLOW, 'pay') },
      schema: {
        tags,
        summary:
          'One amount received from a customer, split across several of their invoices: a payment on each, all or none',
        body: receiptInputSchema,
        response: { 201: receiptResultSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invoices.receipt(request.body, principalOf(request).user.id)),
  );
};
