import {
  idParamsSchema,
  listQuerySchema,
  listResultSchema,
  USER_SORTABLE,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, permission } from '../../plugins/access.js';
import type { UsersService } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      config: { access: permission('users', 'view') },
      schema: { tags, querystring: listQuerySchema(USER_SORTABLE), response: { 200: listResultSchema(userSchema) } },
    },
    (request) => users.list(request.query),
  );

  app.get(
    '/users/email/:email',
    {
      config: { access: permission('users', 'view') },
      schema: { tags, params: z.object({ email: z.string() }), response: { 200: userSchema } },
    },
    (request) => users.getByEmail(request.params.email),
  );

  app.get(
    '/users/:id',
    {
      config: { access: permission('users', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: userSchema } },
    },
    (request) => users.getUser(request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: permission('users', 'create') },
      schema: { tags, body: userCreateSchema, response: { 201: userSchema } },
    },
    async (request, reply) => reply.status(201).send(await users.create(request.body, actorOf(request))),
  );

  app.put(
    '/users/:id',
    {
      config: { access: permission('users', 'edit') },
      schema: { tags, params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } },
    },
    (request) => users.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/users/:id',
    {
      config: { access: permission('users', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await users.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
