import type {
  EMPLOYEE_SORTABLE,
  Employee,
  EmployeeCreateData,
  EmployeeFilter,
  EmployeeUpdateData,
} from '@lathe/shared';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { departments, designations, employees } from '../../db/schema/index.js';
import { assertExists, createEntityService } from '../../lib/entity-service.js';

type EmployeeRow = typeof employees.$inferSelect & { departmentName: string | null; designationName: string | null };
type EmployeeSort = (typeof EMPLOYEE_SORTABLE)[number];

/** Employees with the names of their department and designation. */
const selectEmployees = (tx: DbOrTx) =>
  tx
    .select({ ...getTableColumns(employees), departmentName: departments.name, designationName: designations.name })
    .from(employees)
    .leftJoin(departments, eq(employees.departmentId, departments.id))
    .leftJoin(designations, eq(employees.designationId, designations.id))
    .$dynamic();

export const toEmployee = (row: EmployeeRow): Employee => ({
  id: row.id,
  employeeCode: row.employeeCode,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  departmentId: row.departmentId,
  departmentName: row.departmentName,
  designationId: row.designationId,
  designationName: row.designationName,
  dateOfJoining: row.dateOfJoining,
  isActive: row.isActive,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

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
    toDto: toEmployee,
    // One generated column of every searched field, with one trigram index (db/schema/columns.ts).
    searchable: [employees.searchText],
    sortable: {
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
    },
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
