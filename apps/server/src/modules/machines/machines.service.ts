import type { MACHINE_SORTABLE, Machine, MachineCreateData, MachineUpdateData } from '@lathe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { machines } from '../../db/schema/index.js';
import { createEntityService } from '../../lib/entity-service.js';

type MachineRow = typeof machines.$inferSelect;
type MachineSort = (typeof MACHINE_SORTABLE)[number];

export const toMachine = (row: MachineRow): Machine => ({
  id: row.id,
  machineNo: row.machineNo,
  machineName: row.machineName,
  setupNo: row.setupNo,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Setup Number is optional and empty by default (spec §5): a cleared one is stored as '', never null. */
const toMachineColumns = ({ version: _version, setupNo, ...rest }: MachineUpdateData) => ({
  ...rest,
  ...(setupNo === undefined ? {} : { setupNo: setupNo ?? '' }),
});

export function createMachinesService(db: Db) {
  return createEntityService<MachineRow, Machine, MachineSort, MachineCreateData, MachineUpdateData>({
    db,
    table: machines,
    counted: 'machines',
    label: 'Machine',
    select: (tx: DbOrTx) => tx.select().from(machines).$dynamic(),
    toDto: toMachine,
    toColumns: toMachineColumns,
    // One generated column of every searched field, with one trigram index (db/schema/columns.ts).
    searchable: [machines.searchText],
    sortable: {
      machineNo: machines.machineNo,
      machineName: machines.machineName,
      setupNo: machines.setupNo,
      createdAt: machines.createdAt,
      updatedAt: machines.updatedAt,
    },
  });
}

export type MachinesService = ReturnType<typeof createMachinesService>;
