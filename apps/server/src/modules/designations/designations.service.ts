import {
  DESIGNATION_SORTABLE,
  type Designation,
  type DesignationCreateData,
  type DesignationUpdateData,
  type Option,
} from '@lathe/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { departments, designations, employees } from '../../db/schema/index.js';
import { assertExists, createEntityService } from '../../lib/entity-service.js';
import { sortColumns } from '../../lib/list.js';
import { findOptions } from '../../lib/options.js';
import { toJson } from '../../lib/row-codec.js';

type DesignationRow = typeof designations.$inferSelect & { departmentName: string | null };
type DesignationSort = (typeof DESIGNATION_SORTABLE)[number];

/** Designations with the name of their department. */
const selectDesignations = (tx: DbOrTx) =>
  tx
    .select({ ...getTableColumns(designations), departmentName: departments.name })
    .from(designations)
    .leftJoin(departments, eq(designations.departmentId, departments.id))
    .$dynamic();

export function createDesignationsService(db: Db) {
  return {
    ...createEntityService<DesignationRow, Designation, DesignationSort, DesignationCreateData, DesignationUpdateData>({
      db,
      table: designations,
      label: 'Designation',
      select: selectDesignations,
      toDto: toJson,
      searchable: [designations.name, designations.description],
      sortable: sortColumns(DESIGNATION_SORTABLE, {
        name: designations.name,
        departmentName: departments.name,
        isActive: designations.isActive,
        createdAt: designations.createdAt,
        updatedAt: designations.updatedAt,
      }),
      validate: (tx, data) => assertExists(tx, departments, data.departmentId, 'departmentId', 'Department not found'),
      referencedBy: [{ column: employees.designationId, noun: 'employees' }],
    }),

    /** For the designation select of the employee form and filter. */
    options: (search: string): Promise<Option[]> =>
      findOptions(db, { table: designations, id: designations.id, name: designations.name }, search),
  };
}

export type DesignationsService = ReturnType<typeof createDesignationsService>;
