import { MACHINE_SORTABLE, machineCreateSchema, machineSchema, machineUpdateSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv-export.js';
import { registerEntityRoutes } from '../../lib/entity-routes.js';
import type { MachinesService } from './machines.service.js';

/** Spec §7: list, read, create, PATCH (the form sends the id too; the path's id wins) and delete. */
export const machinesRoutes: FastifyPluginAsyncZod<{ machines: MachinesService }> = async (app, { machines }) => {
  registerEntityRoutes(app, {
    resource: 'machines',
    scope: 'machines',
    sortable: MACHINE_SORTABLE,
    item: machineSchema,
    create: machineCreateSchema,
    updates: [{ method: 'PATCH', body: machineUpdateSchema }],
    exportColumns: fieldColumns(['machineNo', 'machineName', 'setupNo', 'createdAt', 'updatedAt']),
    service: machines,
  });
};
