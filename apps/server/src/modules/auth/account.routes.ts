import { accountSessionSchema, endedSessionsSchema, idParamsSchema, passwordChangeSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.js';
import type { AccountService } from './account.service.js';

/** Self-service on one's own account: any signed-in user, acting on themselves only. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.put(
    '/auth/me/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Change my password',
        description:
          'Checks the current password (a wrong one counts as a failed sign-in), stores the new one and ' +
          'signs out every other session of the user; the session making the request stays signed in.',
        body: passwordChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await account.changePassword(principalOf(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/sessions',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'My sessions in force', response: { 200: z.array(accountSessionSchema) } },
    },
    (request) => account.listSessions(principalOf(request)),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out another of my sessions',
        description: "404 for an unknown session or another user's; 400 for the session making the request.",
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await account.endSession(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/sessions/end-others',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out all my other sessions',
        response: { 200: endedSessionsSchema },
      },
    },
    (request) => account.endOtherSessions(principalOf(request)),
  );
};
