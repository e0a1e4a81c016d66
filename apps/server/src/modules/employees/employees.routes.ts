import {
  EMPLOYEE_SORTABLE,
  employeeCreateSchema,
  employeeFilterSchema,
  employeePutSchema,
  employeeSchema,
  employeeUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import type { EmployeesService } from './employees.service.js';

export const employeesRoutes: FastifyPluginAsyncZod<{ employees: EmployeesService }> = async (app, { employees }) => {
  registerCrudRoutes(app, {
    resource: 'employees',
    item: employeeSchema,
    list: {
      sortable: EMPLOYEE_SORTABLE,
      filters: employeeFilterSchema,
      run: employees.list,
      export: {
        columns: fieldColumns([
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
        all: employees.all,
      },
    },
    get: { run: employees.get },
    create: { body: employeeCreateSchema, run: employees.create },
    update: { PUT: employeePutSchema, PATCH: employeeUpdateSchema, run: employees.update },
    remove: { run: employees.remove },
  });
};
