import { DEPARTMENT_SORTABLE, departmentCreateSchema, departmentSchema, departmentUpdateSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { namedOptions, registerPickerRoute } from '../../lib/picker-routes.js';
import type { DepartmentsService } from './departments.service.js';

export const departmentsRoutes: FastifyPluginAsyncZod<{ departments: DepartmentsService }> = async (
  app,
  { departments },
) => {
  registerPickerRoute(app, 'departments', { url: '/departments/options', ...namedOptions(departments.options) });

  registerCrudRoutes(app, {
    resource: 'departments',
    item: departmentSchema,
    list: {
      sortable: DEPARTMENT_SORTABLE,
      run: departments.list,
      export: { columns: fieldColumns(['id', 'name', 'isActive', 'createdAt', 'updatedAt']), all: departments.all },
    },
    get: { run: departments.get },
    create: { body: departmentCreateSchema, run: departments.create },
    update: { PATCH: departmentUpdateSchema, run: departments.update },
    remove: { run: departments.remove },
  });
};
