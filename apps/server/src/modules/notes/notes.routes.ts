import {
  idParamsSchema,
  listResultSchema,
  NOTE_FLOW,
  NOTE_SORTABLE,
  type NoteSummary,
  noteActionSchema,
  noteInputSchema,
  noteListFilterSchema,
  noteSchema,
  noteSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendJsonFile, sendPdf } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { NotesService } from './notes.service.js';

const EXPORT_COLUMNS: ExportColumn<NoteSummary>[] = fieldColumns([
  'noteNumber',
  'kind',
  'status',
  'noteDate',
  'invoiceNumber',
  'invoiceDate',
  'customerPartyCode',
  'customerName',
  'customerGstin',
  'reason',
  'taxableTotal',
  'cgstTotal',
  'sgstTotal',
  'igstTotal',
  'roundOff',
  'grandTotal',
]);

/**
 * Credit and debit notes (`/api/notes`), guarded as invoices are: list and CSV, read, drafts
 * made, edited and deleted by whoever makes invoices, issued and cancelled by whoever issues and
 * cancels them.
 */
export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  registerCrudRoutes(app, {
    resource: 'notes',
    scope: 'invoices',
    item: noteSchema,
    list: {
      sortable: NOTE_SORTABLE,
      filters: noteListFilterSchema,
      response: listResultSchema(noteSummarySchema),
      run: notes.list,
      export: {
        summary: 'Every credit and debit note matching the search, sort and filters, as CSV',
        columns: EXPORT_COLUMNS,
        all: notes.all,
      },
    },
    get: { run: notes.get },
    create: {
      body: noteInputSchema,
      summary: 'A new draft credit or debit note against an issued invoice',
      run: notes.create,
    },
    update: { PUT: noteInputSchema, summary: 'Replaces a draft note whole', run: notes.update },
    remove: { summary: 'Deletes a draft note', run: notes.remove },
  });

  app.get(
    '/notes/:id/pdf',
    {
      config: { access: permission('invoices', 'view') },
      schema: { tags: ['notes'], summary: 'The credit or debit note as a PDF', params: idParamsSchema },
    },
    async (request, reply) => {
      const { fileName, body } = await notes.pdf(request.params.id);
      return sendPdf(reply, fileName, body);
    },
  );

  app.get(
    '/notes/:id/e-invoice',
    {
      config: { access: permission('invoices', 'view') },
      schema: {
        tags: ['notes'],
        summary: "An issued note's e-invoice JSON (schema 1.1, CRN or DBN), checked against the portal's schema",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { fileName, json } = await notes.eInvoice(request.params.id);
      return sendJsonFile(reply, fileName, json);
    },
  );

  registerDocumentRoutes(app, {
    resource: 'notes',
    scope: 'invoices',
    flow: NOTE_FLOW,
    service: notes,
    body: noteActionSchema,
    input: noteInputSchema,
    response: noteSchema,
    steps: {
      issue:
        "Issues a draft note with the next number of its kind's yearly series; it changes what the invoice's customer owes",
      cancel: 'Cancels an issued note; it keeps its number and gives back what it changed',
    },
    saveAnd: { step: 'issue', summary: 'Saves the draft note and issues it in one go' },
  });
};
