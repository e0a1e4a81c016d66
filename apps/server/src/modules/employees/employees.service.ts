import {
  EMPLOYEE_SORTABLE,
  type Employee,
  type EmployeeCreateData,
  type EmployeeFilter,
  type EmployeeUpdateData,
} from '@lathe/shared';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { departments, designations, employees } from '../../db/schema/index.js';
import { assertExists, createEntityService } from '../../lib/entity-service.js';
import { sortColumns } from '../../lib/list.js';
import { shownColumns, toJson } from '../../lib/row-codec.js';

type EmployeeRow = Omit<typeof employees.$inferSelect, 'searchText'>;
type EmployeeSort = (typeof EMPLOYEE_SORTABLE)[number];

/** Employees with the names of their department and designation. */
const selectEmployees = (tx: DbOrTx) =>
  tx
    .select({ ...shownColumns(employees), departmentName: departments.name, designationName: designations.name })
    .from(employees)
    .leftJoin(departments, eq(employees.departmentId, departments.id))
    .leftJoin(designations, eq(employees.designationId, designations.id))
    .$dynamic();

export function createEmployeesService(db: Db) {
  return createEntityService<
    EmployeeRow,
    Employee,
    EmployeeSort,
    EmployeeCreateData,
    EmployeeUpdateData,
    EmployeeFilter
  >({
    db,
    table: employees,
    counted: 'employees',
    label: 'Employee',
    select: selectEmployees,
    toDto: toJson,
    // One generated column of every searched field, with one trigram index (db/schema/columns.ts).
    searchable: [employees.searchText],
    sortable: sortColumns(EMPLOYEE_SORTABLE, {
      employeeCode: employees.employeeCode,
      firstName: employees.firstName,
      lastName: employees.lastName,
      // The names copied onto the employee (migration 0005), so these sorts read an index.
      departmentName: employees.departmentName,
      designationName: employees.designationName,
      dateOfJoining: employees.dateOfJoining,
      isActive: employees.isActive,
      createdAt: employees.createdAt,
      updatedAt: employees.updatedAt,
    }),
    filter: ({ departmentId, designationId }) =>
      and(
        departmentId ? eq(employees.departmentId, departmentId) : undefined,
        designationId ? eq(employees.designationId, designationId) : undefined,
      ),
    async validate(tx, data) {
      await assertExists(tx, departments, data.departmentId, 'departmentId', 'Department not found');
      await assertExists(tx, designations, data.designationId, 'designationId', 'Designation not found');
    },
  });
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
