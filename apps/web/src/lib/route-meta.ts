import type { PermissionCheck } from '@lathe/shared';
import type { ComponentType } from 'react';

/** 'main': sidebar and header; 'auth': the bare sign-in layout; 'plain': bare, open to everyone. */
export type RouteLayout = 'main' | 'auth' | 'plain';

/** Route metadata of spec §2: what the guard and the page title read. */
export interface RouteMeta {
  title: string;
  requiresAuth?: boolean;
  layout?: RouteLayout;
  permission?: PermissionCheck;
  /** A screen open to whoever holds any one of these; `permission` is then the one a locked menu entry names. */
  anyPermission?: readonly PermissionCheck[];
  roles?: string[];
}

/**
 * A screen a feature contributes to the router. A feature's screens name `load`, so each
 * screen's code is its own chunk, fetched when the screen is first visited; `Component` is
 * for a screen that is already at hand (tests).
 */
export type AppRoute = { path: string; meta: RouteMeta } & (
  | { load: () => Promise<ComponentType>; Component?: never }
  | { Component: ComponentType; load?: never }
);

export const layoutOf = (meta: RouteMeta): RouteLayout => meta.layout ?? (meta.requiresAuth ? 'main' : 'plain');

interface OriginState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after signing in: the page the guard turned the user away from, else home. */
export function originOf(state: unknown): string {
  const from = (state as OriginState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth')) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
