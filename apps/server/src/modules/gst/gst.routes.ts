import { eInvoiceCheckSchema, gstMonthQuerySchema, gstPeriodQuerySchema, gstr1ReportSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExportColumn, fieldColumns, sendCsv } from '../../lib/csv-export.js';
import { sendJsonFile } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { Gstr1CsvRow, GstService } from './gst.service.js';

const tags = ['gst'];
const access = permission('invoices', 'view');

const CSV_COLUMNS: ExportColumn<Gstr1CsvRow>[] = fieldColumns([
  'section',
  'type',
  'number',
  'date',
  'gstin',
  'party',
  'placeOfSupply',
  'status',
  'rate',
  'taxable',
  'igst',
  'cgst',
  'sgst',
  'documentValue',
]);

/**
 * The GST portals' files from the books, for whoever reads invoices: a period's e-invoices (each
 * ready or not, and the bulk file), and GSTR-1 of a month with its reconciliation, as JSON for the
 * portal's offline tool and the documents as CSV.
 */
export const gstRoutes: FastifyPluginAsyncZod<{ gst: GstService }> = async (app, { gst }) => {
  app.get(
    '/gst/e-invoices',
    {
      config: { access },
      schema: {
        tags,
        summary: "The period's issued B2B invoices and notes, each with what keeps its e-invoice from the portal",
        querystring: gstPeriodQuerySchema,
        response: { 200: eInvoiceCheckSchema },
      },
    },
    (request) => gst.eInvoiceCheck(request.query),
  );

  app.get(
    '/gst/e-invoices/export',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'The e-invoices of every issued B2B invoice and note dated in a period, as one JSON file for bulk upload',
        querystring: gstPeriodQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, json } = await gst.eInvoices(request.query);
      return sendJsonFile(reply, fileName, json);
    },
  );

  app.get(
    '/gst/gstr-1',
    {
      config: { access },
      schema: {
        tags,
        summary: "GSTR-1 of a month and its reconciliation with the month's invoices and notes",
        querystring: gstMonthQuerySchema,
        response: { 200: gstr1ReportSchema },
      },
    },
    (request) => gst.gstr1(request.query.month),
  );

  app.get(
    '/gst/gstr-1/json',
    {
      config: { access },
      schema: {
        tags,
        summary: "GSTR-1 of a month as the portal's offline tool takes it",
        querystring: gstMonthQuerySchema,
      },
    },
    async (request, reply) => {
      const { gstin, json } = await gst.gstr1(request.query.month);
      const [year, month] = request.query.month.split('-');
      return sendJsonFile(reply, `GSTR1_${gstin}_${month}${year}.json`, json);
    },
  );

  app.get(
    '/gst/gstr-1/export',
    {
      config: { access },
      schema: {
        tags,
        summary: "The month's invoices and notes as GSTR-1 reports them, one row per document and rate, as CSV",
        querystring: gstMonthQuerySchema,
      },
    },
    (request, reply) =>
      sendCsv(reply, `gstr-1-${request.query.month}.csv`, CSV_COLUMNS, gst.gstr1Rows(request.query.month)),
  );
};
