import { randomUUID } from 'node:crypto';
import {
  ACTIONS,
  ALL_PERMISSIONS,
  isAdminRoleName,
  normalizePermissions,
  type Permission,
  type PermissionCheck,
  SCOPES,
  type Scope,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import { roles, users } from '../src/db/schema/index.js';
import type { RouteEntry } from '../src/plugins/access.js';
import type { Harness } from './harness.js';

/**
 * What the access tests share: each route's access read into one of a few kinds, the permission
 * sets the tests hand out, and "probe" users whose permissions are rewritten in the database
 * between calls. The server loads the user, their direct permissions and their role's on every
 * request (plugins/access.ts), so one signed-in user can stand for any permission set without
 * hashing a password per case.
 */

/** The kinds of access a route may state; an unknown kind fails the tests until they learn it. */
export type AccessKind =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'admin' }
  /** Any one of `checks` lets the user through; with `all`, only every one of them together. */
  | { kind: 'permission'; checks: PermissionCheck[]; all?: boolean };

const isCheck = (value: unknown): value is PermissionCheck =>
  typeof value === 'object' &&
  value !== null &&
  SCOPES.includes((value as PermissionCheck).scope) &&
  ACTIONS.includes((value as PermissionCheck).action);

export function accessKind(route: RouteEntry): AccessKind {
  const access: unknown = route.access;
  if (access === 'public' || access === 'signed-in' || access === 'admin') return { kind: access };
  if (isCheck(access)) return { kind: 'permission', checks: [access] };
  if (typeof access === 'object' && access !== null && 'anyOf' in access) {
    const checks = (access as { anyOf: unknown }).anyOf;
    if (Array.isArray(checks) && checks.length > 0 && checks.every(isCheck)) return { kind: 'permission', checks };
  }
  if (typeof access === 'object' && access !== null && 'allOf' in access) {
    const checks = (access as { allOf: unknown }).allOf;
    if (Array.isArray(checks) && checks.length > 0 && checks.every(isCheck)) {
      return { kind: 'permission', checks, all: true };
    }
  }
  throw new Error(
    `${route.method} ${route.url} states an access the access tests do not know: ${JSON.stringify(access)}`,
  );
}

export const label = (route: RouteEntry) => `${route.method} ${route.url}`;
export const describeAccess = (route: RouteEntry) => {
  const kind = accessKind(route);
  return kind.kind === 'permission'
    ? kind.checks.map((c) => `${c.scope}:${c.action}`).join(kind.all ? ' & ' : ' | ')
    : kind.kind;
};

/**
 * The permission sets that each let a user through the route on their own: each check of an
 * any-of, or all the checks of an all-of together.
 */
export const grantsOf = (kind: { checks: PermissionCheck[]; all?: boolean }): PermissionCheck[][] =>
  kind.all ? [kind.checks] : kind.checks.map((check) => [check]);

/**
 * The permission sets that each leave a user short of the route: all but the route's checks, and
 * for an all-of also all but each one of them.
 */
export const shortOf = (kind: { checks: PermissionCheck[]; all?: boolean }): PermissionCheck[][] =>
  kind.all && kind.checks.length > 1 ? [kind.checks, ...kind.checks.map((check) => [check])] : [kind.checks];

/** Every single permission, scope by scope. */
export const EVERY_CHECK: PermissionCheck[] = SCOPES.flatMap((scope) => ACTIONS.map((action) => ({ scope, action })));

export const sameCheck = (a: PermissionCheck, b: PermissionCheck) => a.scope === b.scope && a.action === b.action;

/** Exactly these permissions. */
export const only = (...checks: PermissionCheck[]): Permission[] =>
  normalizePermissions(checks.map((c) => ({ scope: c.scope, actions: [c.action] })));

/** Every permission except these. */
export const allExcept = (...checks: PermissionCheck[]): Permission[] =>
  only(...EVERY_CHECK.filter((c) => !checks.some((x) => sameCheck(c, x))));

/** Every permission except every action of these scopes. */
export const allExceptScopes = (...scopes: Scope[]): Permission[] =>
  ALL_PERMISSIONS.filter((p) => !scopes.includes(p.scope as Scope));

/** Whether holding `permissions` satisfies the route's access (for a user not in the Admin role). */
export function satisfies(kind: AccessKind, permissions: Permission[], roleName?: string): boolean {
  switch (kind.kind) {
    case 'public':
    case 'signed-in':
      return true;
    case 'admin':
      return isAdminRoleName(roleName);
    case 'permission': {
      const held = (c: PermissionCheck) => permissions.some((p) => p.scope === c.scope && p.actions.includes(c.action));
      return kind.all ? kind.checks.every(held) : kind.checks.some(held);
    }
  }
}

/** A concrete path for a route: every `:param` becomes a fresh UUID (nothing exists under it). */
export const concrete = (url: string) => url.replace(/:(\w+)/g, () => randomUUID());

/** A request to `route` with `token`; writes carry an empty body (a 400 is an answer too). */
export function callRoute(h: Harness, route: RouteEntry, token: string, url = concrete(route.url), body?: unknown) {
  const write = !['GET', 'DELETE'].includes(route.method);
  return h.call(route.method as 'GET', url, { token, body: body ?? (write ? {} : undefined) });
}

export interface Probe {
  token: string;
  userId: string;
  /** The probe's own role, when its permissions come from a role. */
  roleId: string | null;
  /** Replaces what the probe holds. */
  grant(permissions: Permission[]): Promise<void>;
}

/**
 * A signed-in user whose permissions are rewritten straight in the database: `direct` holds them
 * as the user's own permissions (no role at all), `role` through a role of its own (no direct ones).
 */
export async function createProbe(h: Harness, via: 'direct' | 'role'): Promise<Probe> {
  const made = await h.userWith([]);
  const userId = made.user.id;
  if (via === 'direct') {
    await h.changeAuth(async () => {
      await h.db.update(users).set({ roleId: null }).where(eq(users.id, userId));
      await h.db.delete(roles).where(eq(roles.id, made.roleId));
    });
  }
  return {
    token: made.accessToken,
    userId,
    roleId: via === 'role' ? made.roleId : null,
    async grant(permissions) {
      await h.changeAuth(() =>
        via === 'direct'
          ? h.db.update(users).set({ permissions }).where(eq(users.id, userId))
          : h.db.update(roles).set({ permissions }).where(eq(roles.id, made.roleId)),
      );
    },
  };
}
