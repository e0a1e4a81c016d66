import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordColumns, searchText, sortIndex, trigramIndex } from './columns.js';
import { departments } from './departments.js';
import { designations } from './designations.js';

export const employees = pgTable(
  'employees',
  {
    ...recordColumns(),
    employeeCode: text('employee_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    designationId: uuid('designation_id').references(() => designations.id, { onDelete: 'restrict' }),
    dateOfJoining: date('date_of_joining', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    /** The department's and designation's names, kept by triggers (migration 0005) so those sorts read an index. */
    departmentName: text('department_name'),
    designationName: text('designation_name'),
    searchText: searchText('employee_code', 'first_name', 'last_name', 'email', 'phone'),
  },
  (t) => [
    uniqueIndex('employees_employee_code_unique').on(sql`lower(${t.employeeCode})`),
    index('employees_department_id_idx').on(t.departmentId, t.createdAt),
    index('employees_designation_id_idx').on(t.designationId, t.createdAt),
    trigramIndex('employees_search_trgm', t.searchText),
    sortIndex('employees_employee_code_sort', t.employeeCode, t.id),
    sortIndex('employees_first_name_sort', t.firstName, t.id),
    sortIndex('employees_last_name_sort', t.lastName, t.id),
    sortIndex('employees_date_of_joining_sort', t.dateOfJoining, t.id),
    sortIndex('employees_department_name_sort', t.departmentName, t.id),
    sortIndex('employees_designation_name_sort', t.designationName, t.id),
    sortIndex('employees_is_active_sort', t.isActive, t.id),
    sortIndex('employees_created_at_sort', t.createdAt, t.id),
    sortIndex('employees_updated_at_sort', t.updatedAt, t.id),
  ],
);
