import {
  DEPARTMENT_SORTABLE,
  type Department,
  type DepartmentCreateData,
  type DepartmentUpdateData,
  type Option,
} from '@lathe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { departments, designations, employees } from '../../db/schema/index.js';
import { createEntityService } from '../../lib/entity-service.js';
import { sortColumns } from '../../lib/list.js';
import { findOptions } from '../../lib/options.js';
import { toJson } from '../../lib/row-codec.js';

type DepartmentRow = typeof departments.$inferSelect;
type DepartmentSort = (typeof DEPARTMENT_SORTABLE)[number];

export function createDepartmentsService(db: Db) {
  return {
    ...createEntityService<DepartmentRow, Department, DepartmentSort, DepartmentCreateData, DepartmentUpdateData>({
      db,
      table: departments,
      label: 'Department',
      select: (tx: DbOrTx) => tx.select().from(departments).$dynamic(),
      toDto: toJson,
      searchable: [departments.name],
      sortable: sortColumns(DEPARTMENT_SORTABLE, {
        name: departments.name,
        isActive: departments.isActive,
        createdAt: departments.createdAt,
        updatedAt: departments.updatedAt,
      }),
      referencedBy: [
        { column: employees.departmentId, noun: 'employees' },
        { column: designations.departmentId, noun: 'designations' },
      ],
    }),

    /** For the department selects of the employee and designation forms and filters. */
    options: (search: string): Promise<Option[]> =>
      findOptions(db, { table: departments, id: departments.id, name: departments.name }, search),
  };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
