import {
  DEPARTMENT_SORTABLE,
  departmentCreateSchema,
  departmentSchema,
  departmentUpdateSchema,
  optionSchema,
  optionsQuerySchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import type { Access } from '../../plugins/access.js';
import type { DepartmentsService } from './departments.service.js';

/** Who may pick a department: its own viewers, and whoever fills or filters employees and designations. */
const pickDepartment: Access = {
  anyOf: [
    { scope: 'departments', action: 'view' },
    { scope: 'employees', action: 'view' },
    { scope: 'employees', action: 'create' },
    { scope: 'employees', action: 'edit' },
    { scope: 'designations', action: 'view' },
    { scope: 'designations', action: 'create' },
    { scope: 'designations', action: 'edit' },
  ],
};

export const departmentsRoutes: FastifyPluginAsyncZod<{ departments: DepartmentsService }> = async (
  app,
  { departments },
) => {
  app.get(
    '/departments/options',
    {
      config: { access: pickDepartment },
      schema: { tags: ['departments'], querystring: optionsQuerySchema, response: { 200: z.array(optionSchema) } },
    },
    (request) => departments.options(request.query.search),
  );

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
