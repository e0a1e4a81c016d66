import { settingsSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, isDatabaseReady } from '../../db/client.js';
import type { CompanyService } from '../company/company.service.js';

export const systemRoutes: FastifyPluginAsyncZod<{
  db: Db;
  company: CompanyService;
  companyName: string;
  allowSignup: boolean;
}> = async (app, { db, company, companyName, allowSignup }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) =>
      (await isDatabaseReady(db)) ? { status: 'ok' as const } : reply.status(503).send({ status: 'unavailable' }),
  );

  app.get(
    '/settings',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: settingsSchema } } },
    // The name an admin gave in the company settings, else the configured one.
    async () => ({ companyName: (await company.get()).name ?? companyName, allowSignup }),
  );
};
