import { optionsQuerySchema, recordHitSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/access.js';
import type { RecordSearch } from './record-search.js';

/**
 * `GET /search?search=`: records across kinds for the header's Ctrl/Cmd+K (anyone signed in; each
 * kind answered only to a user who may view it, so nothing leaks past the screens). A search
 * spends the user's read budget like any other.
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: RecordSearch }> = async (app, { search }) => {
  app.get(
    '/search',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['search'],
        summary:
          'Documents, heats, parties, products, machines and employees matching the text, a few of each kind the user may view',
        querystring: optionsQuerySchema,
        response: { 200: z.array(recordHitSchema) },
      },
    },
    (request) => search.find(principalOf(request).user, request.query.search),
  );
};
