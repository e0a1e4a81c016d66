import {
  DESIGNATION_SORTABLE,
  designationCreateSchema,
  designationPutSchema,
  designationSchema,
  designationUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import { registerOptionsRoute } from '../../lib/options.js';
import type { DesignationsService } from './designations.service.js';

export const designationsRoutes: FastifyPluginAsyncZod<{ designations: DesignationsService }> = async (
  app,
  { designations },
) => {
  registerOptionsRoute(app, {
    resource: 'designations',
    scope: 'designations',
    // Whoever fills or filters employees picks their designation.
    pickers: [
      { scope: 'employees', action: 'view' },
      { scope: 'employees', action: 'create' },
      { scope: 'employees', action: 'edit' },
    ],
    find: designations.options,
  });

  registerEntityRoutes(app, {
    resource: 'designations',
    scope: 'designations',
    sortable: DESIGNATION_SORTABLE,
    item: designationSchema,
    create: designationCreateSchema,
    updates: [
      { method: 'PUT', body: designationPutSchema },
      { method: 'PATCH', body: designationUpdateSchema },
    ],
    exportColumns: fieldColumns(['id', 'name', 'description', 'departmentName', 'isActive', 'createdAt', 'updatedAt']),
    service: designations,
  });
};
