import { z } from 'zod';
import { optionalText, patchSchema, requiredText, timestamps } from './common.js';

export const MACHINE_SORTABLE = ['machineNo', 'machineName', 'setupNo', 'createdAt', 'updatedAt'] as const;

const machineFields = {
  machineNo: requiredText('Machine Number is required', 50),
  machineName: requiredText('Machine Name is required', 100),
  /** Optional; empty by default (spec §3). */
  setupNo: optionalText(50).transform((v) => v ?? ''),
};

/** POST machines: `{machineNo, machineName, setupNo}`. */
export const machineCreateSchema = z.object(machineFields);
/** PATCH machines/{id}: the same data (the form sends the id too; it is ignored), and the version read. */
export const machineUpdateSchema = patchSchema({ ...machineFields, setupNo: optionalText(50) });

export const machineSchema = z.object({
  id: z.string(),
  machineNo: z.string(),
  machineName: z.string(),
  setupNo: z.string(),
  version: z.number().int(),
  ...timestamps,
});
export type Machine = z.infer<typeof machineSchema>;
export type MachineInput = z.input<typeof machineCreateSchema>;
export type MachineCreateData = z.output<typeof machineCreateSchema>;
export type MachineUpdateData = z.output<typeof machineUpdateSchema>;
