import {
  documentActionSchema,
  idParamsSchema,
  listResultSchema,
  NOTE_FLOW,
  NOTE_SORTABLE,
  type NoteSummary,
  noteInputSchema,
  noteListFilterSchema,
  noteSchema,
  noteSummarySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ExportColumn, fieldColumns } from '../../lib/csv-export.js';
import { registerDocumentRoutes } from '../../lib/document-routes.js';
import { sendJsonFile } from '../../lib/pdf-reply.js';
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
 * Credit and debit notes (`/api/notes`), guarded as invoices are: list and CSV, read and PDF,
 * drafts made, edited and deleted by whoever makes invoices, issued and cancelled by whoever
 * issues and cancels them (the flow's, in one call); the e-invoice JSON is the note's own.
 */
export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  registerDocumentRoutes(app, {
    resource: 'notes',
    scope: 'invoices',
    flow: NOTE_FLOW,
    service: notes,
    body: documentActionSchema,
    input: noteInputSchema,
    response: noteSchema,
    crud: {
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
      create: { summary: 'A new draft credit or debit note against an issued invoice', run: notes.create },
      update: { run: notes.update },
      remove: { run: notes.remove },
    },
    pdf: notes.pdf,
    pdfSummary: 'The credit or debit note as a PDF',
  });

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
};
