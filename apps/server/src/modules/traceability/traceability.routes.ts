import {
  BOX_CODE,
  HEAT_PATH_MAX,
  recallSchema,
  traceFindQuerySchema,
  traceFoundSchema,
  traceSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { permission } from '../../plugins/access.js';
import type { TraceabilityService, TraceSubject } from './traceability.service.js';

const tags = ['traceability'];
const keyParams = z.object({ key: z.string() });
const UUID = z.uuid();

/**
 * What each trace starts from, and what its path's key must look like: a malformed one is a
 * record that does not exist (404), as a malformed id is everywhere else.
 */
const SUBJECTS: { kind: TraceSubject; what: string; valid: (key: string) => boolean; summary: string }[] = [
  {
    kind: 'dispatch',
    what: 'Dispatch',
    valid: (key) => UUID.safeParse(key).success,
    summary:
      "A dispatch's trace, per product: its work orders with their production entries, heats (goods receipts, mill certificates) and inspections, its PDI reports, boxes and invoices",
  },
  {
    kind: 'invoice',
    what: 'Invoice',
    valid: (key) => UUID.safeParse(key).success,
    summary: "An invoice's trace through the dispatches it billed, per product it bills",
  },
  {
    kind: 'box',
    what: 'Box',
    valid: (key) => BOX_CODE.test(key),
    summary: "A box's trace (by its code): its work order, and its dispatch and invoices once sent",
  },
  {
    kind: 'heat',
    what: 'Heat',
    valid: (key) => key.trim() !== '' && key.length <= HEAT_PATH_MAX,
    summary:
      "A heat's recall list: where it came from, what is left, every work order that drew it and every dispatch, invoice and customer those reached",
  },
];

/**
 * Traceability (`/api/traceability`), all under `traceability: view`: what a typed number is, the
 * backward trace of a dispatch, an invoice or a box, a heat's recall list, and each as a PDF.
 */
export const traceabilityRoutes: FastifyPluginAsyncZod<{ traceability: TraceabilityService }> = async (
  app,
  { traceability },
) => {
  const config = { access: permission('traceability', 'view') };

  app.get(
    '/traceability/find',
    {
      config,
      schema: {
        tags,
        summary: 'What a typed or scanned number is: a delivery challan, an invoice, a box or a heat (404 when none)',
        querystring: traceFindQuerySchema,
        response: { 200: traceFoundSchema },
      },
    },
    (request) => traceability.find(request.query.q),
  );

  for (const { kind, what, valid, summary } of SUBJECTS) {
    const keyOf = (key: string) => {
      if (!valid(key)) throw notFound(what);
      return key;
    };
    app.get(
      `/traceability/${kind}/:key`,
      {
        config,
        schema: { tags, summary, params: keyParams, response: { 200: kind === 'heat' ? recallSchema : traceSchema } },
      },
      (request) => traceability.trace(kind, keyOf(request.params.key)),
    );
    app.get(
      `/traceability/${kind}/:key/pdf`,
      { config, schema: { tags, summary: `${summary}, as a PDF`, params: keyParams } },
      async (request, reply) => {
        const { fileName, body } = await traceability.pdf(kind, keyOf(request.params.key));
        return sendPdf(reply, fileName, body);
      },
    );
  }
};
