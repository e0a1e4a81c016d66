import {
  EMPLOYEE_SORTABLE,
  employeeCreateSchema,
  employeeFilterSchema,
  employeePutSchema,
  employeeSchema,
  employeeUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import type { EmployeesService } from './employees.service.js';

export const employeesRoutes: FastifyPluginAsyncZod<{ employees: EmployeesService }> = async (app, { employees }) => {
  registerEntityRoutes(app, {
    resource: 'employees',
    scope: 'employees',
    sortable: EMPLOYEE_SORTABLE,
    item: employeeSchema,
    create: employeeCreateSchema,
    updates: [
      { method: 'PUT', body: employeePutSchema },
      { method: 'PATCH', body: employeeUpdateSchema },
    ],
    filters: employeeFilterSchema,
    exportColumns: fieldColumns([
      'employeeCode',
      'firstName',
      'lastName',
      'email',
      'phone',
      'departmentName',
      'designationName',
      'dateOfJoining',
      'isActive',
      'createdAt',
      'updatedAt',
    ]),
    service: employees,
  });
};
