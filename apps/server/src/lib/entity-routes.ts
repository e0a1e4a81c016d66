import { idParamsSchema, listQuerySchema, listResultSchema, type Scope } from '@lathe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { permission } from '../plugins/access.js';
import { type ExportColumn, exportFileName, sendCsv } from './csv-export.js';
import type { EntityService } from './entity-service.js';

export interface EntityRoutes<Dto, Sort extends string, Create, Update, Filter> {
  /** `departments`: the path under /api and the CSV file name. */
  resource: string;
  scope: Scope;
  sortable: readonly [Sort, ...Sort[]];
  item: z.ZodType<Dto>;
  create: z.ZodType<Create>;
  /** The update verbs and their bodies: PATCH (partial) and/or PUT (whole record). */
  updates: { method: 'PATCH' | 'PUT'; body: z.ZodType<Update> }[];
  /** Extra list query parameters (filters). */
  filters?: z.ZodObject;
  exportColumns: ExportColumn<Dto>[];
  service: EntityService<Dto, Sort, Create, Update, Filter>;
}

type ListParams<Sort> = { page: number; limit: number; search: string; sortBy: Sort; sortOrder: 'ASC' | 'DESC' };
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The REST routes of one master-data entity: list, CSV export, read, create, update and
 * delete, each guarded by the entity's scope (view, create, edit, delete). The schemas
 * validate every request and shape every answer; the handlers only call the service.
 */
export function registerEntityRoutes<Dto, Sort extends string, Create, Update, Filter>(
  app: FastifyInstance,
  def: EntityRoutes<Dto, Sort, Create, Update, Filter>,
) {
  const { resource, scope, service } = def;
  const tags = [resource];
  const listQuery = listQuerySchema(def.sortable).extend(def.filters?.shape ?? {});
  const exportQuery = listQuery.omit({ page: true, limit: true });
  const path = `/${resource}`;
  const itemPath = `/${resource}/:id`;

  app.get(
    path,
    {
      config: { access: permission(scope, 'view') },
      schema: { tags, querystring: listQuery, response: { 200: listResultSchema(def.item) } },
    },
    (request: FastifyRequest) => {
      const { page, limit, search, sortBy, sortOrder, ...filters } = request.query as ListParams<Sort>;
      return service.list({ page, limit, search, sortBy, sortOrder }, filters as Filter);
    },
  );

  app.get(
    `${path}/export`,
    {
      config: { access: permission(scope, 'view') },
      schema: { tags, summary: 'Every row matching the search, sort and filters, as CSV', querystring: exportQuery },
    },
    (request: FastifyRequest, reply: FastifyReply) => {
      const { search, sortBy, sortOrder, ...filters } = request.query as Omit<ListParams<Sort>, 'page' | 'limit'>;
      const rows = service.all({ search, sortBy, sortOrder }, filters as Filter);
      return sendCsv(reply, exportFileName(resource), def.exportColumns, rows);
    },
  );

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
      schema: { tags, body: def.create, response: { 201: def.item } },
    },
    async (request: FastifyRequest, reply: FastifyReply) =>
      reply.status(201).send(await service.create(request.body as Create)),
  );

  for (const { method, body } of def.updates) {
    app.route({
      method,
      url: itemPath,
      config: { access: permission(scope, 'edit') },
      schema: { tags, params: idParamsSchema, body, response: { 200: def.item } },
      handler: (request: FastifyRequest) => service.update(idOf(request), request.body as Update),
    });
  }

  app.delete(
    itemPath,
    {
      config: { access: permission(scope, 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      await service.remove(idOf(request));
      return reply.status(204).send(null);
    },
  );
}
