import {
  documentEmailSchema,
  emailDraftSchema,
  emailSentSchema,
  idParamsSchema,
  statementQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, permission } from '../../plugins/access.js';
import type { DocumentEmailService } from './document-email.service.js';

/**
 * E-mailing documents to customers: whoever may see invoices reads the proposed mail; sending it
 * also needs `emails: create` (the role matrix's "E-mail invoices and statements to customers").
 */
export const documentEmailRoutes: FastifyPluginAsyncZod<{ documentEmail: DocumentEmailService }> = async (
  app,
  { documentEmail },
) => {
  const tags = ['e-mail'];
  const read = permission('invoices', 'view');
  const send: Access = {
    allOf: [
      { scope: 'invoices', action: 'view' },
      { scope: 'emails', action: 'create' },
    ],
  };
  app.get(
    '/invoices/:id/email',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The e-mail an issued invoice would go in: to the customer's e-mail, with a subject and a message",
        params: idParamsSchema,
        response: { 200: emailDraftSchema },
      },
    },
    (request) => documentEmail.invoiceDraft(request.params.id),
  );
  app.post(
    '/invoices/:id/email',
    {
      config: { access: send },
      schema: {
        tags,
        summary: 'E-mails an issued invoice with its PDF through the mail server of SMTP_URL',
        params: idParamsSchema,
        body: documentEmailSchema,
        response: { 200: emailSentSchema },
      },
    },
    (request) => documentEmail.sendInvoice(request.params.id, request.body),
  );
  app.get(
    '/customers/:id/statement/email',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The e-mail the customer's statement for the period would go in",
        params: idParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: emailDraftSchema },
      },
    },
    (request) => documentEmail.statementDraft(request.params.id, request.query),
  );
  app.post(
    '/customers/:id/statement/email',
    {
      config: { access: send },
      schema: {
        tags,
        summary: "E-mails the customer's statement for the period with its PDF",
        params: idParamsSchema,
        querystring: statementQuerySchema,
        body: documentEmailSchema,
        response: { 200: emailSentSchema },
      },
    },
    (request) => documentEmail.sendStatement(request.params.id, request.query, request.body),
  );
};
