import {
  GSTR2B_KIND_LABELS,
  GSTR2B_MAX_BYTES,
  type Gstr2bRow,
  gstMonthQuerySchema,
  gstr2bActionInputSchema,
  gstr2bFileSchema,
  gstr2bImportResultSchema,
  gstr2bQuerySchema,
  gstr2bReconciliationSchema,
  idParamsSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, sendCsv } from '../../lib/csv-export.js';
import { permission } from '../../plugins/access.js';
import type { Gstr2bService } from './gstr2b.service.js';

const tags = ['gst'];
const view = permission('supplier-bills', 'view');
const edit = permission('supplier-bills', 'edit');

const STATUS_WORDS: Record<Gstr2bRow['status'], string> = {
  matched: 'Matched',
  mismatched: 'Mismatched',
  'only-in-2b': 'Only in GSTR-2B',
  'only-in-books': 'Only in the books',
};

/** The CSV of the month's rows: each side's figures side by side, what differs and what was decided. */
const CSV_COLUMNS: ExportColumn<Gstr2bRow>[] = [
  { header: 'Status', value: (row) => STATUS_WORDS[row.status] + (row.linked ? ' (linked)' : '') },
  { header: 'Supplier GSTIN', value: (row) => row.document?.supplierGstin ?? row.bill?.supplierGstin },
  { header: 'Supplier', value: (row) => row.document?.supplierName ?? row.bill?.supplierName },
  { header: '2B Document', value: (row) => row.document && GSTR2B_KIND_LABELS[row.document.kind] },
  { header: '2B Number', value: (row) => row.document?.number },
  { header: '2B Date', value: (row) => row.document?.date },
  { header: '2B Taxable', value: (row) => row.document?.taxable },
  { header: '2B IGST', value: (row) => row.document?.igst },
  { header: '2B CGST', value: (row) => row.document?.cgst },
  { header: '2B SGST', value: (row) => row.document?.sgst },
  { header: '2B Cess', value: (row) => row.document?.cess },
  { header: '2B Value', value: (row) => row.document?.value },
  { header: '2B ITC Available', value: (row) => row.document?.itcAvailable },
  { header: 'Bill', value: (row) => row.bill?.billNumber },
  { header: 'Supplier Invoice', value: (row) => row.bill?.supplierInvoiceNumber },
  { header: 'Invoice Date', value: (row) => row.bill?.supplierInvoiceDate },
  { header: 'Books Taxable', value: (row) => row.bill?.taxable },
  { header: 'Books IGST', value: (row) => row.bill?.igst },
  { header: 'Books CGST', value: (row) => row.bill?.cgst },
  { header: 'Books SGST', value: (row) => row.bill?.sgst },
  { header: 'Books Value', value: (row) => row.bill?.value },
  { header: 'Differences', value: (row) => row.differences.map((d) => d.label).join('; ') },
  { header: 'Decision', value: (row) => row.decision && (row.decision.action === 'accept' ? 'Accepted' : 'Deferred') },
  { header: 'Reason', value: (row) => row.decision?.reason },
  { header: 'Carried From', value: (row) => row.carriedFrom },
];

/**
 * GSTR-2B reconciliation of a month, for whoever reads supplier bills; importing the portal's file
 * and deciding on rows (accept, link, defer, undo) for whoever edits them.
 */
export const gstr2bRoutes: FastifyPluginAsyncZod<{ gstr2b: Gstr2bService }> = async (app, { gstr2b }) => {
  app.get(
    '/gst/gstr-2b',
    {
      config: { access: view },
      schema: {
        tags,
        summary:
          "The month's GSTR-2B against the supplier bills: counts and ITC on each side, and the rows of the view (matched, mismatched with the fields, only in 2B, only in the books, decided)",
        querystring: gstr2bQuerySchema,
        response: { 200: gstr2bReconciliationSchema },
      },
    },
    (request) => gstr2b.reconciliation(request.query),
  );

  app.get(
    '/gst/gstr-2b/export',
    {
      config: { access: view },
      schema: { tags, summary: "The month's reconciliation rows of the view as CSV", querystring: gstr2bQuerySchema },
    },
    async (request, reply) => {
      const rows = await gstr2b.rows(request.query);
      async function* batches() {
        yield rows;
      }
      return sendCsv(reply, `gstr-2b-${request.query.month}.csv`, CSV_COLUMNS, batches());
    },
  );

  app.post(
    '/gst/gstr-2b/import',
    {
      bodyLimit: GSTR2B_MAX_BYTES,
      config: { access: edit },
      schema: {
        tags,
        summary:
          "Imports the portal's GSTR-2B JSON as the month's (the company's GSTIN, the month's rtnprd); a month imported before has its documents replaced, its decisions kept",
        querystring: gstMonthQuerySchema,
        body: gstr2bFileSchema,
        response: { 200: gstr2bImportResultSchema },
      },
    },
    (request) => gstr2b.importFile(request.query.month, request.body),
  );

  app.post(
    '/gst/gstr-2b/actions',
    {
      config: { access: edit },
      schema: {
        tags,
        summary:
          'Accepts a row (a mismatch with its reason), links a document only in 2B to a bill, or defers a one-sided row',
        body: gstr2bActionInputSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await gstr2b.act(request.body)),
  );

  app.delete(
    '/gst/gstr-2b/actions/:id',
    {
      config: { access: edit },
      schema: { tags, summary: 'Undoes an action on a row', params: idParamsSchema },
    },
    async (request, reply) => {
      await gstr2b.undo(request.params.id);
      return reply.status(204).send();
    },
  );
};
