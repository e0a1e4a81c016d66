import { type Action, canAny, type PermissionCheck, type Scope, type User } from '@lathe/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { roles, sessions, users } from '../db/schema/index.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { bearerToken, type TokenService } from '../lib/tokens.js';
import { toUser, userWithRoleColumns } from '../modules/users/user-view.js';

/**
 * What a route allows, stated on the route itself:
 * public, any signed-in user, one permission, or any of several.
 */
export type Access = 'public' | 'signed-in' | PermissionCheck | { anyOf: PermissionCheck[] };

export const permission = (scope: Scope, action: Action): Access => ({ scope, action });

export interface Principal {
  user: User;
  sessionId: string;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every /api route with its access, for the permission walk test and the docs. */
    routeTable: RouteEntry[];
  }
}

/** The signed-in user of a request that passed the access check. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Reads the access token and loads the user fresh, so deactivation, role and password changes apply at once. */
async function authenticate(db: Db, tokens: TokenService, request: FastifyRequest): Promise<Principal> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  const claims = await tokens.verifyAccess(token);
  if (!claims) throw unauthorized('Invalid or expired token');
  const [row] = await db
    .select(userWithRoleColumns)
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(roles, eq(users.roleId, roles.id))
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.userId, claims.sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row || row.credentialsVersion !== claims.cv) throw unauthorized('Session has ended; please sign in again');
  if (!row.isActive) throw unauthorized('Account is disabled');
  return { user: toUser(row), sessionId: claims.sid };
}

export const accessPlugin = fp<{ db: Db; tokens: TokenService }>(
  async (app, { db, tokens }) => {
    app.decorate('routeTable', []);
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      route.config ??= {};
      if (route.url.startsWith('/api/docs')) route.config.access ??= 'public';
      const access = route.config.access;
      if (!access) throw new Error(`Route ${route.method} ${route.url} does not state its access`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      request.principal = await authenticate(db, tokens, request);
      if (access === 'signed-in') return;
      const checks = 'anyOf' in access ? access.anyOf : [access];
      if (!canAny(request.principal.user, checks)) throw forbidden();
    });
  },
  { name: 'access' },
);
