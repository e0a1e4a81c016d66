import type { Machine, MachineCreateData } from '@lathe/shared';
import { defineResource } from '../../lib/resource-api';

/** POST machines `{machineNo, machineName, setupNo}`; PATCH machines/{id} sends the id plus the same data and the version read (spec §7). */
export type MachineBody = MachineCreateData & { id?: string; version?: number };

export const machinesResource = defineResource<Machine, MachineBody>('machines', { updateMethod: 'PATCH' });
