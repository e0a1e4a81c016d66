import {
  deemedSupplyAnswerSchema,
  deemedSupplyInputSchema,
  deemedSupplyProposalSchema,
  documentActionSchema,
  idParamsSchema,
  itc04ExportQuerySchema,
  itc04QuerySchema,
  itc04ReportSchema,
  JOB_WORK_CHALLAN_FLOW,
  JOB_WORK_SORTABLE,
  type JobWorkChallanSummary,
  jobWorkChallanInputSchema,
  jobWorkChallanSchema,
  jobWorkChallanSummarySchema,
  jobWorkListFilterSchema,
  jobWorkReceiptInputSchema,
  jobWorkReceiptSchema,
  listResultSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendFile } from '../../lib/pdf-reply.js';
import { permission, principalOf, stepAccess } from '../../plugins/access.js';
import type { JobWorkService } from './job-work.service.js';

const EXPORT_COLUMNS: ExportColumn<JobWorkChallanSummary>[] = fieldColumns([
  'challanNumber',
  'status',
  'challanDate',
  'jobWorkerName',
  'jobWorkerGstin',
  'process',
  'expectedReturnDate',
  'quantity',
  'pendingQuantity',
  'unit',
  'totalValue',
  'daysOut',
  'overdue',
  'overdueOn',
  'overdueGoods',
]);

const tags = ['job-work-challans'];

/**
 * Job-work challans (`/api/job-work-challans`) and ITC-04 (`/api/job-work/itc-04`), all under
 * the `job-work` scope: list, CSV and PDF for whoever views job work; drafts made, edited and
 * deleted by its create, edit and delete; sending and recording goods back by its create;
 * closing by its edit, cancelling by its delete (JOB_WORK_CHALLAN_FLOW). The invoice for goods
 * deemed supplied past their limit is drafting an invoice: `invoices: create`.
 */
export const jobWorkRoutes: FastifyPluginAsyncZod<{ jobWork: JobWorkService }> = async (app, { jobWork }) => {
  const view = permission('job-work', 'view');

  registerDocumentRoutes(app, {
    resource: 'job-work-challans',
    scope: 'job-work',
    flow: JOB_WORK_CHALLAN_FLOW,
    service: jobWork,
    body: documentActionSchema,
    input: jobWorkChallanInputSchema,
    response: jobWorkChallanSchema,
    crud: {
      list: {
        sortable: JOB_WORK_SORTABLE,
        filters: jobWorkListFilterSchema,
        response: listResultSchema(jobWorkChallanSummarySchema),
        run: jobWork.list,
        export: {
          summary: 'Every job-work challan matching the search, sort and filters, as CSV',
          columns: EXPORT_COLUMNS,
          all: jobWork.all,
        },
      },
      get: { run: jobWork.get },
      create: { summary: 'A new draft job-work challan to a job worker (a supplier)', run: jobWork.create },
      update: { run: jobWork.update },
      remove: { run: jobWork.remove },
    },
    pdf: jobWork.pdf,
    pdfSummary: 'The challan as a PDF: original, duplicate and triplicate',
  });

  app.get(
    '/job-work-challans/:id/receipts',
    {
      config: { access: view },
      schema: {
        tags,
        summary: 'What came back against the challan, oldest first',
        params: idParamsSchema,
        response: { 200: z.array(jobWorkReceiptSchema) },
      },
    },
    (request) => jobWork.receipts(request.params.id),
  );

  app.post(
    '/job-work-challans/:id/receipts',
    {
      config: { access: stepAccess(JOB_WORK_CHALLAN_FLOW, 'receive') },
      schema: {
        tags,
        summary:
          'Records goods back against a sent challan (good back into stock, rejected counted apart, scrap in kg); answers the challan',
        params: idParamsSchema,
        body: jobWorkReceiptInputSchema,
        response: { 201: jobWorkChallanSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await jobWork.receive(request.params.id, request.body, principalOf(request).user.id)),
  );

  const draftInvoice = permission('invoices', 'create');

  app.get(
    '/job-work-challans/:id/deemed-supply',
    {
      config: { access: draftInvoice },
      schema: {
        tags,
        summary:
          'The invoice proposed for goods kept past their section 143 limit: the lines, the date after the limit, the customer that is the job worker',
        params: idParamsSchema,
        response: { 200: deemedSupplyProposalSchema },
      },
    },
    (request) => jobWork.deemedSupply.proposal(request.params.id),
  );

  app.post(
    '/job-work-challans/:id/deemed-supply',
    {
      config: { access: draftInvoice },
      schema: {
        tags,
        summary:
          'Drafts the proposed invoice to the customer that is the job worker and marks the lines with it; answers the draft invoice',
        params: idParamsSchema,
        body: deemedSupplyInputSchema,
        response: { 201: deemedSupplyAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await jobWork.deemedSupply.create(request.params.id, request.body, principalOf(request).user.id)),
  );

  app.get(
    '/job-work/itc-04',
    {
      config: { access: view },
      schema: {
        tags,
        summary:
          'FORM GST ITC-04 of a half-year or a year: Table 4 (sent) and Tables 5A, 5B, 5C (back, back from another job worker, supplied from their premises)',
        querystring: itc04QuerySchema,
        response: { 200: itc04ReportSchema },
      },
    },
    (request) => jobWork.itc04(request.query),
  );

  app.get(
    '/job-work/itc-04/export',
    {
      config: { access: view },
      schema: {
        tags,
        summary: 'ITC-04 as CSV: every table under its title, or one table (`table`) under its headings',
        querystring: itc04ExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, body } = await jobWork.itc04Csv(request.query);
      // The byte-order mark: without it Excel reads "Ø25" as Windows-1252 garble.
      return sendFile(reply, fileName, 'text/csv; charset=utf-8', `\uFEFF${body}`);
    },
  );
};
