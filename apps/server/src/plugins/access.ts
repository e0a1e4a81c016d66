import { type Action, canAll, canAny, isAdmin, type PermissionCheck, type Scope, type User } from '@lathe/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ChangeFeed, Db } from '../db/client.js';
import { roles, sessions, users } from '../db/schema/index.js';
import { runWithAuditContext, setAuditActor } from '../lib/audit-context.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { PrincipalCache } from '../lib/principal-cache.js';
import { createRefusalThrottle } from '../lib/refusal-throttle.js';
import { recordSecurityEvent } from '../lib/security-events.js';
import { bearerToken, type TokenService } from '../lib/tokens.js';
import { toUser, userWithRoleColumns } from '../lib/user-view.js';

/**
 * What a route allows, stated on the route itself: public, any signed-in user, an admin (a
 * user whose role is named Admin, in any case), one permission, any of several, or all of them.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'admin'
  | PermissionCheck
  | { anyOf: PermissionCheck[] }
  | { allOf: PermissionCheck[] };

export const permission = (scope: Scope, action: Action): Access => ({ scope, action });

/** A document step's route: the permission its flow states for the step (packages/shared/src/documents). */
export const stepAccess = <Name extends string>(
  flow: { steps: Readonly<Record<Name, { permission: PermissionCheck }>> },
  step: Name,
): Access => flow.steps[step].permission;

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

/** Who makes a change: some rules depend on it (only an admin touches admins; nobody deletes themselves). */
export interface Actor {
  id: string;
  isAdmin: boolean;
}

/** The signed-in user as the services' rules on who acts see them. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = principalOf(request);
  return { id: user.id, isAdmin: isAdmin(user) };
}

/**
 * Reads the access token and loads its user and session: a deactivation, a role or password
 * change or a sign-out applies from the next request on. The answer is remembered until the
 * token or the session expires, and forgotten at once when any user, role or session changes
 * (lib/principal-cache.ts).
 */
async function authenticate(
  db: Db,
  tokens: TokenService,
  principals: PrincipalCache<Principal>,
  request: FastifyRequest,
): Promise<Principal> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  return principals.load(token, async () => {
    const claims = await tokens.verifyAccess(token);
    if (!claims) throw unauthorized('Invalid or expired token');
    const [row] = await db
      .select({ ...userWithRoleColumns, sessionRevokedAt: sessions.revokedAt, sessionExpiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .leftJoin(roles, eq(users.roleId, roles.id))
      .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, claims.sub), gt(sessions.expiresAt, new Date())));
    // Deactivation also ends the sessions; its holder is told why.
    if (row && !row.isActive) throw unauthorized('Account is disabled');
    if (!row || row.sessionRevokedAt || row.credentialsVersion !== claims.cv) {
      throw unauthorized('Session has ended; please sign in again');
    }
    const principal = { user: toUser(row), sessionId: claims.sid };
    return { principal, until: Math.min(claims.expiresAt, row.sessionExpiresAt.getTime()) };
  });
}

/** The database notification every change to a user, a role or a session sends (migration 0009). */
export const AUTH_CHANGED = 'auth_changed';

export interface AccessOptions {
  db: Db;
  tokens: TokenService;
  principals: PrincipalCache<Principal>;
  /** Other processes' changes; without it nothing is remembered (every request reads its session). */
  changes?: ChangeFeed | undefined;
}

export const accessPlugin = fp<AccessOptions>(
  async (app, { db, tokens, principals, changes }) => {
    if (changes) {
      // Not listening (the database is down at start): nothing is remembered until it is.
      await changes(AUTH_CHANGED, { notified: principals.forget, connected: principals.setTrusted }).catch(() => {});
    }
    app.decorate('routeTable', []);
    // One user's refusals reach the audit log once a minute (with a count), not once each.
    const refusals = createRefusalThrottle();
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

    // The audit trail's store for this request: the address and route now, the user once known.
    app.addHook('onRequest', (request, _reply, done) => {
      const route = `${request.method} ${request.url.split('?')[0]}`.slice(0, 500);
      runWithAuditContext({ ip: request.ip, route, log: request.log }, done);
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return;
      request.principal = await authenticate(db, tokens, principals, request);
      const { user } = request.principal;
      setAuditActor(user);
      if (access === 'signed-in') return;
      const allowed =
        access === 'admin'
          ? isAdmin(user)
          : 'allOf' in access
            ? canAll(user, access.allOf)
            : canAny(user, 'anyOf' in access ? access.anyOf : [access]);
      if (!allowed) {
        const { log, heldBack } = refusals(user.id);
        if (log) {
          await recordSecurityEvent(db, 'permission-denied', {
            actorId: user.id,
            actorEmail: user.email,
            ...(heldBack ? { reason: `${heldBack} more refused in the minute before, not logged one by one` } : {}),
          });
        }
        throw forbidden();
      }
    });
  },
  { name: 'access' },
);
