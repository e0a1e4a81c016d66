import {
  EMPLOYEE_SORTABLE,
  employeeCreateSchema,
  employeeFilterSchema,
  employeePutSchema,
  employeeSchema,
  employeeUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import { namedOptions, registerPickerRoute } from '../../lib/picker-routes.js';
import { employeeOptions } from './employee-options.js';
import type { EmployeesService } from './employees.service.js';

export const employeesRoutes: FastifyPluginAsyncZod<{ employees: EmployeesService; db: Db }> = async (
  app,
  { employees, db },
) => {
  registerPickerRoute(app, 'employees', {
    url: '/employees/options',
    summary: 'Up to 20 active employees whose code, name, e-mail or phone contains the text: operators, inspectors',
    ...namedOptions((search) => employeeOptions(db, search)),
  });

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
