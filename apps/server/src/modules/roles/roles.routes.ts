import { ROLE_SORTABLE, roleInputSchema, roleOptionSchema, roleSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { registerPickerRoute } from '../../lib/picker-routes.js';
import type { RolesService } from './roles.service.js';

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  registerPickerRoute(app, 'roles', {
    url: '/permissions/roles',
    response: z.array(roleOptionSchema),
    run: roles.options,
  });

  registerCrudRoutes(app, {
    resource: 'roles',
    item: roleSchema,
    list: { sortable: ROLE_SORTABLE, run: roles.list },
    get: { run: roles.get },
    create: { body: roleInputSchema, run: roles.create },
    update: { PUT: roleInputSchema, run: roles.update },
    remove: { run: roles.remove },
  });
};
