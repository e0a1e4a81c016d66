import { MACHINE_SORTABLE, machineCreateSchema, machineSchema, machineUpdateSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { fieldColumns } from '../../lib/csv-export.js';
import type { MachinesService } from './machines.service.js';

/** Spec §7: list, read, create, PATCH (the form sends the id too; the path's id wins) and delete. */
export const machinesRoutes: FastifyPluginAsyncZod<{ machines: MachinesService }> = async (app, { machines }) => {
  registerCrudRoutes(app, {
    resource: 'machines',
    item: machineSchema,
    list: {
      sortable: MACHINE_SORTABLE,
      run: machines.list,
      export: {
        columns: fieldColumns(['machineNo', 'machineName', 'setupNo', 'createdAt', 'updatedAt']),
        all: machines.all,
      },
    },
    get: { run: machines.get },
    create: { body: machineCreateSchema, run: machines.create },
    update: { PATCH: machineUpdateSchema, run: machines.update },
    remove: { run: machines.remove },
  });
};
