import {
  idParamsSchema,
  listQuerySchema,
  listResultSchema,
  ROLE_SORTABLE,
  roleInputSchema,
  roleOptionSchema,
  roleSchema,
} from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, permission } from '../../plugins/access.js';
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

  app.get(
    '/roles',
    {
      config: { access: permission('roles', 'view') },
      schema: { tags, querystring: listQuerySchema(ROLE_SORTABLE), response: { 200: listResultSchema(roleSchema) } },
    },
    (request) => roles.list(request.query),
  );

  app.get(
    '/roles/:id',
    {
      config: { access: permission('roles', 'view') },
      schema: { tags, params: idParamsSchema, response: { 200: roleSchema } },
    },
    (request) => roles.getRole(request.params.id),
  );

  app.post(
    '/roles',
    {
      config: { access: permission('roles', 'create') },
      schema: { tags, body: roleInputSchema, response: { 201: roleSchema } },
    },
    async (request, reply) => reply.status(201).send(await roles.create(request.body, actorOf(request).isAdmin)),
  );

  app.put(
    '/roles/:id',
    {
      config: { access: permission('roles', 'edit') },
      schema: { tags, params: idParamsSchema, body: roleInputSchema, response: { 200: roleSchema } },
    },
    (request) => roles.update(request.params.id, request.body, actorOf(request).isAdmin),
  );

  app.delete(
    '/roles/:id',
    {
      config: { access: permission('roles', 'delete') },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await roles.remove(request.params.id, actorOf(request).isAdmin);
      return reply.status(204).send(null);
    },
  );
};
