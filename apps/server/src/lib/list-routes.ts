import { type ListQuery, listQuerySchema } from '@lathe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../plugins/access.js';
import { type ExportColumn, exportFileName, sendCsv } from './csv-export.js';

export interface ListRoutes<Item, Sort extends string, Filter> {
  /** `invoices`: the path under /api, the tag and the CSV file's name. */
  resource: string;
  /** Who may list and export: the same people. */
  access: Access;
  sortable: readonly [Sort, ...Sort[]];
  /** Extra list query parameters (filters). */
  filters?: z.ZodObject;
  /** The list's answer: `listResultSchema(item)`, with whatever the list adds (invoices' totals). */
  response: z.ZodType;
  /** The export's summary in the API docs. */
  exportSummary: string;
  exportColumns: ExportColumn<Item>[];
  list(query: ListQuery<Sort>, filters: Filter): Promise<unknown>;
  /** Every matching row, a batch at a time, in the list's order. */
  all(query: Omit<ListQuery<Sort>, 'page' | 'limit'>, filters: Filter): AsyncIterable<Item[]>;
}

/**
 * `GET /{resource}` and `GET /{resource}/export`: a page of the list, and every row it would
 * show for the same search, sort and filters as CSV. The query's other fields are the filters.
 */
export function registerListRoutes<Item, Sort extends string, Filter>(
  app: FastifyInstance,
  def: ListRoutes<Item, Sort, Filter>,
) {
  const tags = [def.resource];
  const listQuery = listQuerySchema(def.sortable).extend(def.filters?.shape ?? {});
  const exportQuery = listQuery.omit({ page: true, limit: true });

  app.get(
    `/${def.resource}`,
    {
      config: { access: def.access },
      schema: { tags, querystring: listQuery, response: { 200: def.response } },
    },
    (request: FastifyRequest) => {
      const { page, limit, search, sortBy, sortOrder, ...filters } = request.query as ListQuery<Sort>;
      return def.list({ page, limit, search, sortBy, sortOrder }, filters as Filter);
    },
  );

  app.get(
    `/${def.resource}/export`,
    {
      config: { access: def.access },
      schema: { tags, summary: def.exportSummary, querystring: exportQuery },
    },
    (request: FastifyRequest, reply: FastifyReply) => {
      const { search, sortBy, sortOrder, ...filters } = request.query as Omit<ListQuery<Sort>, 'page' | 'limit'>;
      const rows = def.all({ search, sortBy, sortOrder }, filters as Filter);
      return sendCsv(reply, exportFileName(def.resource), def.exportColumns, rows);
    },
  );
}
