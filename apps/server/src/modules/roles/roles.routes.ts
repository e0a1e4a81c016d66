import { ROLE_SORTABLE, roleInputSchema, roleOptionSchema, roleSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import type { RolesService } from './roles.service.js';

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  const tags = ['roles'];

  app.get(
    '/permissions/roles',
    {
      // The user form needs the role list, on both the add and the edit screen.
      config: {
        access: {
          anyOf: [
            { scope: 'users', action: 'view' },
            { scope: 'users', action: 'create' },
            { scope: 'users', action: 'edit' },
            { scope: 'roles', action: 'view' },
          ],
        },
      },
      schema: { tags, response: { 200: z.array(roleOptionSchema) } },
    },
    () => roles.options(),
  );

  registerCrudRoutes(app, {
    resource: 'roles',
    item: roleSchema,
    list: { sortable: ROLE_SORTABLE, run: roles.list },
    get: { run: roles.getRole },
    create: { body: roleInputSchema, run: roles.create },
    update: { PUT: roleInputSchema, run: roles.update },
    remove: { run: roles.remove },
  });
};
