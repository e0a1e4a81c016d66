import { MACHINE_SORTABLE, type Machine, type MachineCreateData, type MachineUpdateData } from '@lathe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { machines } from '../../db/schema/index.js';
import { createEntityService } from '../../lib/entity-service.js';
import { sortColumns } from '../../lib/list.js';
import { shownColumns, toJson } from '../../lib/row-codec.js';

type MachineRow = Omit<typeof machines.$inferSelect, 'searchText'>;
type MachineSort = (typeof MACHINE_SORTABLE)[number];

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
    select: (tx: DbOrTx) => tx.select(shownColumns(machines)).from(machines).$dynamic(),
    toDto: toJson,
    toColumns: toMachineColumns,
    // One generated column of every searched field, with one trigram index (db/schema/columns.ts).
    searchable: [machines.searchText],
    sortable: sortColumns(MACHINE_SORTABLE, {
      machineNo: machines.machineNo,
      machineName: machines.machineName,
      setupNo: machines.setupNo,
      createdAt: machines.createdAt,
      updatedAt: machines.updatedAt,
    }),
  });
}

export type MachinesService = ReturnType<typeof createMachinesService>;
