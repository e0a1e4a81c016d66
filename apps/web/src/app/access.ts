import { can, canAny, hasAnyRole, type User } from '@lathe/shared';
import { layoutOf, type RouteMeta } from '../lib/route-meta';

export type AccessDecision = 'loading' | 'signin' | 'home' | 'denied' | 'allow';

export interface AuthSnapshot {
  initialized: boolean;
  loading: boolean;
  isAuthenticated: boolean;
  user: User | null;
}

/** What the route guard does for a route (spec §2 "Route guard"). */
export function decideAccess(meta: RouteMeta | undefined, auth: AuthSnapshot): AccessDecision {
  if (!meta) return 'allow';
  if (layoutOf(meta) === 'auth') {
    if (!auth.initialized) return 'loading';
    return auth.isAuthenticated ? 'home' : 'allow';
  }
  if (!meta.requiresAuth) return 'allow';
  if (!auth.initialized || auth.loading) return 'loading';
  if (!auth.isAuthenticated) return 'signin';
  // Signed in but the user (and so the permissions) is not known yet.
  if (!auth.user) return 'loading';
  if (meta.anyPermission) return canAny(auth.user, meta.anyPermission) ? 'allow' : 'denied';
  if (meta.permission) return can(auth.user, meta.permission.scope, meta.permission.action) ? 'allow' : 'denied';
  if (meta.roles) return hasAnyRole(auth.user, meta.roles) ? 'allow' : 'denied';
  return 'allow';
}
