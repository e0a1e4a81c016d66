import { USER_SORTABLE, userCreateSchema, userSchema, userUpdateSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.js';
import { permission } from '../../plugins/access.js';
import type { UsersService } from './users.service.js';

/** Users: list, read (by id or by e-mail), create, PUT and delete; the writes know who acts (admin rules). */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  registerCrudRoutes(app, { resource: 'users', item: userSchema, list: { sortable: USER_SORTABLE, run: users.list } });

  app.get(
    '/users/email/:email',
    {
      config: { access: permission('users', 'view') },
      schema: { tags: ['users'], params: z.object({ email: z.string() }), response: { 200: userSchema } },
    },
    (request) => users.getByEmail(request.params.email),
  );

  registerCrudRoutes(app, {
    resource: 'users',
    item: userSchema,
    get: { run: users.get },
    create: { body: userCreateSchema, run: users.create },
    update: { PUT: userUpdateSchema, run: users.update },
    remove: { run: users.remove },
  });
};
