import { idParamsSchema } from '@lathe/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../plugins/access.js';

export interface ActionRoute<Body> {
  /** `issue`: the last part of the path. */
  action: string;
  summary: string;
  run(id: string, body: Body): Promise<unknown>;
}

/**
 * `POST /{resource}/:id/{action}` for each action: the steps of a document's lifecycle
 * (confirm, issue, cancel …), which share their access, body and answer, the record as it
 * now is.
 */
export function registerActionRoutes<Body>(
  app: FastifyInstance,
  def: { resource: string; access: Access; body: z.ZodType<Body>; response: z.ZodType; actions: ActionRoute<Body>[] },
) {
  for (const { action, summary, run } of def.actions) {
    app.post(
      `/${def.resource}/:id/${action}`,
      {
        config: { access: def.access },
        schema: {
          tags: [def.resource],
          summary,
          params: idParamsSchema,
          body: def.body,
          response: { 200: def.response },
        },
      },
      (request: FastifyRequest) => run((request.params as { id: string }).id, request.body as Body),
    );
  }
}
