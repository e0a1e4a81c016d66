import { DEPARTMENT_SORTABLE, departmentCreateSchema, departmentSchema, departmentUpdateSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import { registerOptionsRoute } from '../../lib/options.js';
import type { DepartmentsService } from './departments.service.js';

export const departmentsRoutes: FastifyPluginAsyncZod<{ departments: DepartmentsService }> = async (
  app,
  { departments },
) => {
  registerOptionsRoute(app, {
    resource: 'departments',
    scope: 'departments',
    // Whoever fills or filters employees and designations picks their department.
    pickers: [
      { scope: 'employees', action: 'view' },
      { scope: 'employees', action: 'create' },
      { scope: 'employees', action: 'edit' },
      { scope: 'designations', action: 'view' },
      { scope: 'designations', action: 'create' },
      { scope: 'designations', action: 'edit' },
    ],
    find: departments.options,
  });

  registerEntityRoutes(app, {
    resource: 'departments',
    scope: 'departments',
    sortable: DEPARTMENT_SORTABLE,
    item: departmentSchema,
    create: departmentCreateSchema,
    updates: [{ method: 'PATCH', body: departmentUpdateSchema }],
    exportColumns: fieldColumns(['id', 'name', 'isActive', 'createdAt', 'updatedAt']),
    service: departments,
  });
};
