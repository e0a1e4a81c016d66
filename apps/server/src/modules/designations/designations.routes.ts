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
import { namedOptions, registerPickerRoute } from '../../lib/picker-routes.js';
import type { DesignationsService } from './designations.service.js';

export const designationsRoutes: FastifyPluginAsyncZod<{ designations: DesignationsService }> = async (
  app,
  { designations },
) => {
  registerPickerRoute(app, 'designations', { url: '/designations/options', ...namedOptions(designations.options) });

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
