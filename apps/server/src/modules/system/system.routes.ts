import { errorBodySchema, settingsSchema, statusText } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, isDatabaseReady } from '../../db/client.js';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../../db/unavailable.js';
import type { CompanyService } from '../company/index.js';

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
        response: {
          200: z.object({ status: z.literal('ok') }),
          // The error body of every other 503, and the status a load balancer's probe reads.
          503: errorBodySchema.extend({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) =>
      (await isDatabaseReady(db))
        ? { status: 'ok' as const }
        : reply
            .status(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send({
              statusCode: 503,
              error: statusText(503),
              message: DATABASE_UNAVAILABLE,
              status: 'unavailable' as const,
            }),
  );

  app.get(
    '/settings',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: settingsSchema } } },
    // The name an admin gave in the company settings, else the configured one.
    async () => ({ companyName: (await company.get()).name ?? companyName, allowSignup }),
  );
};
