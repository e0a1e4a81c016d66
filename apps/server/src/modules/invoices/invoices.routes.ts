import {
  INVOICE_SORTABLE,
  type InvoiceSummary,
  idParamsSchema,
  invoiceActionSchema,
  invoiceInputSchema,
  invoiceListFilterSchema,
  invoiceProposalSchema,
  invoiceSchema,
  invoiceSummarySchema,
  invoiceTotalsSchema,
  listQuerySchema,
  listResultSchema,
  paymentInputSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, exportFileName, fieldColumns, sendCsv } from '../../lib/csv-export.js';
import { permission, principalOf } from '../../plugins/access.js';
import type { InvoicesService } from './invoices.service.js';

const tags = ['invoices'];
const listQuery = listQuerySchema(INVOICE_SORTABLE).extend(invoiceListFilterSchema.shape);
const exportQuery = listQuery.omit({ page: true, limit: true });
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
  app.get(
    '/invoices',
    {
      config: { access: permission('invoices', 'view') },
      schema: {
        tags,
        querystring: listQuery,
        response: { 200: listResultSchema(invoiceSummarySchema).extend({ totals: invoiceTotalsSchema }) },
      },
    },
    (request) => {
      const { page, limit, search, sortBy, sortOrder, ...filters } = request.query;
      return invoices.list({ page, limit, search, sortBy, sortOrder }, filters);
    },
  );

  app.get(
    '/invoices/export',
    {
      config: { access: permission('invoices', 'view') },
      schema: {
        tags,
        summary: 'Every invoice matching the search, sort and filters, as CSV',
        querystring: exportQuery,
      },
    },
    (request, reply) => {
      const { search, sortBy, sortOrder, ...filters } = request.query;
      return sendCsv(
        reply,
        exportFileName('invoices'),
        EXPORT_COLUMNS,
        invoices.all({ search, sortBy, sortOrder }, filters),
      );
    },
  );

  app.get(
    '/invoices/proposal',
    {
      config: { access: permission('invoices', 'create') },
      schema: {
        tags,
        summary: 'A new invoice for what remains to invoice on a confirmed sales order',
        querystring: z.object({ salesOrderId: z.uuid({ error: 'Sales order is invalid' }) }),
        response: { 200: invoiceProposalSchema },
      },
    },
    (request) => invoices.proposal(request.query.salesOrderId),
  );

  app.get(
    '/invoices/:id',
    {
      config: { access: permission('invoices', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: invoiceSchema } },
    },
    (request) => invoices.get(request.params.id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { access: permission('invoices', 'view') },
      schema: { tags, summary: 'The GST tax invoice as a PDF', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await invoices.pdf(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/invoices',
    {
      config: { access: permission('invoices', 'create') },
      schema: { tags, summary: 'A new draft invoice', body: invoiceInputSchema, response: { 201: invoiceSchema } },
    },
    async (request, reply) => reply.status(201).send(await invoices.create(request.body, principalOf(request).user.id)),
  );

  app.put(
    '/invoices/:id',
    {
      config: { access: permission('invoices', 'edit') },
      schema: {
        tags,
        summary: 'Replaces a draft invoice whole',
        params: idParamsSchema,
        body: invoiceInputSchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.update(request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id',
    {
      config: { access: permission('invoices', 'delete') },
      schema: { tags, summary: 'Deletes a draft invoice', params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await invoices.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invoices/:id/issue',
    {
      config: { access: permission('invoices', 'edit') },
      schema: {
        tags,
        summary: 'Issues a draft with the next number of the yearly series',
        params: idParamsSchema,
        body: invoiceActionSchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.issue(request.params.id, request.body),
  );

  app.post(
    '/invoices/:id/cancel',
    {
      config: { access: permission('invoices', 'edit') },
      schema: {
        tags,
        summary: 'Cancels an issued invoice without payments; it keeps its number',
        params: idParamsSchema,
        body: invoiceActionSchema,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.cancel(request.params.id, request.body),
  );

  app.post(
    '/invoices/:id/payments',
    {
      config: { access: permission('invoices', 'edit') },
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
      config: { access: permission('invoices', 'edit') },
      schema: {
        tags,
        summary: 'Removes a payment recorded by mistake',
        params: paymentParams,
        response: { 200: invoiceSchema },
      },
    },
    (request) => invoices.removePayment(request.params.id, request.params.paymentId),
  );
};
