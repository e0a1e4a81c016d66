import { idParamsSchema, type ListQuery, listQuerySchema, listResultSchema, type Scope } from '@lathe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Actor, actorOf, permission } from '../plugins/access.js';
import { type ExportColumn, exportFileName, sendCsv } from './csv-export.js';

/** What an export reads: the list's query less the page. */
export type ExportQuery<Sort extends string> = Omit<ListQuery<Sort>, 'page' | 'limit'>;

export interface CrudRoutes<Sort extends string, Filter, Row, Create, Update> {
  /**
   * `departments`: the path under /api, the tag, the CSV file's name, and (unless `scope` says
   * otherwise) the scope whose view, create, edit and delete guard the routes.
   */
  resource: string;
  /** The permission scope when it is not the resource's name (credit and debit notes: `invoices`). */
  scope?: Scope;
  /** The path under /api when it is not `/{resource}` (a list of the resource's parts: `/sales-orders/open-lines`). */
  path?: string;
  /** The record as read, created and updated. */
  item: z.ZodType;
  /** `GET /{resource}`: a page of the list; the query's other fields are the filters. */
  list?: {
    sortable: readonly [Sort, ...Sort[]];
    /** Extra list query parameters (filters). */
    filters?: z.ZodObject;
    /** The list's answer when it is more than `listResultSchema(item)` (invoices' totals). */
    response?: z.ZodType;
    run(query: ListQuery<Sort>, filters: Filter): Promise<unknown>;
    /** `GET /{resource}/export`: every row the list would show for the same search, sort and filters, as CSV. */
    export?: {
      summary?: string;
      /** The file's columns, or the columns for the query asked (a column only some queries' rows have). */
      columns: ExportColumn<Row>[] | ((query: ExportQuery<Sort>, filters: Filter) => ExportColumn<Row>[]);
      /** Every matching row, a batch at a time, in the list's order. */
      all(query: ExportQuery<Sort>, filters: Filter): AsyncIterable<Row[]>;
    };
  };
  /** `GET /{resource}/:id`. */
  get?: { run(id: string): Promise<unknown> };
  /** `POST /{resource}`: answers 201 with the new record. */
  create?: { body: z.ZodType<Create>; summary?: string; run(data: Create, actor: Actor): Promise<unknown> };
  /** The update verbs on `/{resource}/:id` and their bodies: PUT (whole record) and/or PATCH (partial). */
  update?: {
    PUT?: z.ZodType<Update>;
    PATCH?: z.ZodType<Update>;
    summary?: string;
    run(id: string, data: Update, actor: Actor): Promise<unknown>;
  };
  /** `DELETE /{resource}/:id`: answers 204. */
  remove?: { summary?: string; run(id: string, actor: Actor): Promise<void> };
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const summary = (text: string | undefined) => (text ? { summary: text } : {});

const EXPORT_SUMMARY = 'Every row matching the search, sort and filters, as CSV';
/** The update verbs, in the order they are registered (and listed in the API docs). */
const UPDATE_VERBS = ['PUT', 'PATCH'] as const;

/**
 * The REST routes of one kind of record, each part optional: list and CSV export (`view`), read
 * (`view`), create (`create`), the update verbs (`edit`) and delete (`delete`), guarded by the
 * resource's scope. The schemas validate every request and shape every answer; the handlers
 * only call the service, handing the writes the signed-in user as an `Actor` for the rules
 * that depend on who acts (users and roles: admin-only changes, not deleting yourself).
 */
export function registerCrudRoutes<Sort extends string, Filter, Row, Create, Update>(
  app: FastifyInstance,
  def: CrudRoutes<Sort, Filter, Row, Create, Update>,
) {
  const { resource, item, list } = def;
  const tags = [resource];
  const path = def.path ?? `/${resource}`;
  const itemPath = `${path}/:id`;
  const scope = def.scope ?? (resource as Scope);
  const view = permission(scope, 'view');

  if (list) {
    const listQuery = listQuerySchema(list.sortable).extend(list.filters?.shape ?? {});
    app.get(
      path,
      {
        config: { access: view },
        schema: { tags, querystring: listQuery, response: { 200: list.response ?? listResultSchema(item) } },
      },
      (request: FastifyRequest) => {
        const { page, limit, search, sortBy, sortOrder, ...filters } = request.query as ListQuery<Sort>;
        return list.run({ page, limit, search, sortBy, sortOrder }, filters as Filter);
      },
    );

    const csv = list.export;
    if (csv) {
      app.get(
        `${path}/export`,
        {
          config: { access: view },
          schema: {
            tags,
            summary: csv.summary ?? EXPORT_SUMMARY,
            querystring: listQuery.omit({ page: true, limit: true }),
          },
        },
        (request: FastifyRequest, reply: FastifyReply) => {
          const { search, sortBy, sortOrder, ...filters } = request.query as ExportQuery<Sort>;
          const query = { search, sortBy, sortOrder };
          const rows = csv.all(query, filters as Filter);
          const columns = typeof csv.columns === 'function' ? csv.columns(query, filters as Filter) : csv.columns;
          return sendCsv(reply, exportFileName(path.slice(1).replaceAll('/', '-')), columns, rows);
        },
      );
    }
  }

  const { get, create, update, remove } = def;
  if (get) {
    app.get(
      itemPath,
      {
        config: { access: view },
        schema: { tags, params: idParamsSchema, response: { 200: item } },
      },
      (request: FastifyRequest) => get.run(idOf(request)),
    );
  }

  if (create) {
    app.post(
      path,
      {
        config: { access: permission(scope, 'create') },
        schema: { tags, ...summary(create.summary), body: create.body, response: { 201: item } },
      },
      async (request: FastifyRequest, reply: FastifyReply) =>
        reply.status(201).send(await create.run(request.body as Create, actorOf(request))),
    );
  }

  for (const method of UPDATE_VERBS) {
    const body = update?.[method];
    if (!update || !body) continue;
    app.route({
      method,
      url: itemPath,
      config: { access: permission(scope, 'edit') },
      schema: { tags, ...summary(update.summary), params: idParamsSchema, body, response: { 200: item } },
      handler: (request: FastifyRequest) => update.run(idOf(request), request.body as Update, actorOf(request)),
    });
  }

  if (remove) {
    app.delete(
      itemPath,
      {
        config: { access: permission(scope, 'delete') },
        schema: { tags, ...summary(remove.summary), params: idParamsSchema, response: { 204: z.null() } },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        await remove.run(idOf(request), actorOf(request));
        return reply.status(204).send(null);
      },
    );
  }
}
