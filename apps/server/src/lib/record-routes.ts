import { idParamsSchema, type Scope } from '@lathe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { permission, principalOf } from '../plugins/access.js';

export interface RecordRoutes<Create, Update> {
  /** `invoices`: the path under /api and the tag. */
  resource: string;
  scope: Scope;
  /** The record as read, created and updated. */
  item: z.ZodType;
  create: { body: z.ZodType<Create>; summary?: string };
  /** The update verbs and their bodies: PATCH (partial) and/or PUT (whole record). */
  updates: { method: 'PATCH' | 'PUT'; body: z.ZodType<Update>; summary?: string }[];
  removeSummary?: string;
  service: {
    get(id: string): Promise<unknown>;
    /** `userId` is the signed-in user, for the records that keep who made them. */
    create(data: Create, userId: string): Promise<unknown>;
    update(id: string, data: Update): Promise<unknown>;
    remove(id: string): Promise<void>;
  };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const summary = (text: string | undefined) => (text ? { summary: text } : {});

/**
 * `GET`, `POST`, the update verbs and `DELETE` of one kind of record, guarded by its scope
 * (view, create, edit, delete). The schemas validate every request and shape every answer;
 * the handlers only call the service.
 */
export function registerRecordRoutes<Create, Update>(app: FastifyInstance, def: RecordRoutes<Create, Update>) {
  const { scope, service } = def;
  const tags = [def.resource];
  const path = `/${def.resource}`;
  const itemPath = `${path}/:id`;

  app.get(
    itemPath,
    {
      config: { access: permission(scope, 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: def.item } },
    },
    (request: FastifyRequest) => service.get(idOf(request)),
  );

  app.post(
    path,
    {
      config: { access: permission(scope, 'create') },
      schema: { tags, ...summary(def.create.summary), body: def.create.body, response: { 201: def.item } },
    },
    async (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(await service.create(request.body as Create, principalOf(request).user.id)),
  );

  for (const update of def.updates) {
    app.route({
      method: update.method,
      url: itemPath,
      config: { access: permission(scope, 'edit') },
      schema: {
        tags,
        ...summary(update.summary),
        params: idParamsSchema,
        body: update.body,
        response: { 200: def.item },
      },
      handler: (request: FastifyRequest) => service.update(idOf(request), request.body as Update),
    });
  }

  app.delete(
    itemPath,
    {
      config: { access: permission(scope, 'delete') },
      schema: { tags, ...summary(def.removeSummary), params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      await service.remove(idOf(request));
      return reply.status(204).send(null);
    },
  );
}
