import {
  DESIGNATION_SORTABLE,
  designationCreateSchema,
  designationPutSchema,
  designationSchema,
  designationUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
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

  registerCrudRoutes(app, {
    resource: 'designations',
    item: designationSchema,
    list: {
      sortable: DESIGNATION_SORTABLE,
      run: designations.list,
      export: {
        columns: fieldColumns(['id', 'name', 'description', 'departmentName', 'isActive', 'createdAt', 'updatedAt']),
        all: designations.all,
      },
    },
    get: { run: designations.get },
    create: { body: designationCreateSchema, run: designations.create },
    update: { PUT: designationPutSchema, PATCH: designationUpdateSchema, run: designations.update },
    remove: { run: designations.remove },
  });
};
