import {
  INVOICE_FLOW,
  INVOICE_SORTABLE,
  type InvoiceSummary,
  idParamsSchema,
  invoiceActionSchema,
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
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendJsonFile, sendPdf } from '../../lib/pdf-reply.js';
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
 * Invoices (contract §4): list with what is outstanding, CSV export, the proposal from a
 * sales order, read, draft create/edit/delete, issue, cancel, payments and the PDF.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  registerCrudRoutes(app, {
    resource: 'invoices',
    item: invoiceSchema,
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
    '/invoices/:id/pdf',
    {
      config: { access: permission('invoices', 'view') },
      schema: { tags, summary: 'The GST tax invoice as a PDF', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await invoices.pdf(request.params.id);
      return sendPdf(reply, fileName, body);
    },
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

  registerCrudRoutes(app, {
    resource: 'invoices',
    item: invoiceSchema,
    get: { run: invoices.get },
    create: { body: invoiceInputSchema, summary: 'A new draft invoice', run: invoices.create },
    update: { PUT: invoiceInputSchema, summary: 'Replaces a draft invoice whole', run: invoices.update },
    remove: { summary: 'Deletes a draft invoice', run: invoices.remove },
  });

  registerDocumentRoutes(app, {
    resource: 'invoices',
    flow: INVOICE_FLOW,
    service: invoices,
    body: invoiceActionSchema,
    input: invoiceInputSchema,
    response: invoiceSchema,
    steps: {
      issue: 'Issues a draft with the next number of the yearly series',
      cancel: 'Cancels an issued invoice without payments; it keeps its number',
    },
    saveAnd: { step: 'issue', summary: 'Saves the draft and issues it in one go' },
  });

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
