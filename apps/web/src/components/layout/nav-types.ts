import type { PermissionCheck } from '@lathe/shared';
import type { ComponentType } from 'react';

export interface NavSubItem {
  name: string;
  path: string;
  /** The permission the user lacks to open the screen: the entry is shown locked, not as a link. */
  needs?: PermissionCheck;
}

/** A sidebar entry: a link (`path`) or a submenu (`subItems`). */
export interface NavItem {
  name: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  path?: string;
  subItems?: NavSubItem[];
  /** As on a submenu's entry: the permission the user lacks to open `path`. */
  needs?: PermissionCheck;
}

/** Keeps only entries whose routes exist; a submenu left with no entries disappears. */
export function filterNav(items: NavItem[], routePaths: ReadonlySet<string>): NavItem[] {
  return items.flatMap((item) => {
    if (item.subItems) {
      const subItems = item.subItems.filter((sub) => routePaths.has(sub.path));
      return subItems.length ? [{ ...item, subItems }] : [];
    }
    return item.path && routePaths.has(item.path) ? [item] : [];
  });
}

/** The active entry for a location: exact for '/', else the path or anything below it. */
export function isActivePath(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Every entry of the menu, submenus included. */
export const flattenNav = (items: NavItem[]): NavSubItem[] =>
  items.flatMap(
    (item) => item.subItems ?? (item.path ? [{ name: item.name, path: item.path, needs: item.needs }] : []),
  );

/** The entries the user may open, for the header's quick search: a locked one would open an empty page. */
export const openNavLinks = (items: NavItem[]): NavSubItem[] => flattenNav(items).filter((link) => !link.needs);

/**
 * The one entry of a submenu the page belongs to: the most specific path that holds it, so
 * /stock/planning marks Material Planning and not Stock as well.
 */
export function activeSubPath(subItems: readonly NavSubItem[], pathname: string): string | undefined {
  return subItems
    .filter((sub) => isActivePath(sub.path, pathname))
    .reduce<string | undefined>((best, sub) => (best && best.length >= sub.path.length ? best : sub.path), undefined);
}
