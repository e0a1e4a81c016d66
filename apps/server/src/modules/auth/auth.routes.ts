import { authResponseSchema, loginSchema, refreshResponseSchema, registerSchema, userSchema } from '@lathe/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../lib/tokens.js';
import { principalOf } from '../../plugins/access.js';
import type { AuthService } from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema } },
    },
    (request) => auth.login(request.body, client(request)),
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: registerSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, client(request))),
  );

  app.post(
    '/auth/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        description: 'Header `Authorization: Bearer <refreshToken>`; no body.',
        response: { 200: refreshResponseSchema },
      },
    },
    (request) => auth.refresh(bearerToken(request.headers.authorization)),
  );

  app.post(
    '/auth/logout',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.logout(principalOf(request).sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: userSchema } } },
    (request) => principalOf(request).user,
  );
};
