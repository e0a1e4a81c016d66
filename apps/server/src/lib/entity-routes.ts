import { listResultSchema, type Scope } from '@lathe/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { permission } from '../plugins/access.js';
import type { ExportColumn } from './csv-export.js';
import type { EntityService } from './entity-service.js';
import { registerListRoutes } from './list-routes.js';
import { registerRecordRoutes } from './record-routes.js';

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

/**
 * The REST routes of one master-data entity: list and CSV export (registerListRoutes), read,
 * create, update and delete (registerRecordRoutes), each guarded by the entity's scope (view,
 * create, edit, delete).
 */
export function registerEntityRoutes<Dto, Sort extends string, Create, Update, Filter>(
  app: FastifyInstance,
  def: EntityRoutes<Dto, Sort, Create, Update, Filter>,
) {
  const { resource, scope, service } = def;

  registerListRoutes(app, {
    resource,
    access: permission(scope, 'view'),
    sortable: def.sortable,
    ...(def.filters ? { filters: def.filters } : {}),
    response: listResultSchema(def.item),
    exportSummary: 'Every row matching the search, sort and filters, as CSV',
    exportColumns: def.exportColumns,
    list: service.list,
    all: service.all,
  });

  registerRecordRoutes(app, {
    resource,
    scope,
    item: def.item,
    create: { body: def.create },
    updates: def.updates,
    service,
  });
}
