import type { ComponentType } from 'react';

export interface NavSubItem {
  name: string;
  path: string;
}

/** A sidebar entry: a link (`path`) or a submenu (`subItems`). */
export interface NavItem {
  name: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  path?: string;
  subItems?: NavSubItem[];
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

/** Every link of the menu, submenus included, for the header's quick search. */
export const flattenNav = (items: NavItem[]): NavSubItem[] =>
  items.flatMap((item) => item.subItems ?? (item.path ? [{ name: item.name, path: item.path }] : []));

/**
 * The one entry of a submenu the page belongs to: the most specific path that holds it, so
 * /stock/planning marks Material Planning and not Stock as well.
 */
export function activeSubPath(subItems: readonly NavSubItem[], pathname: string): string | undefined {
  return subItems
    .filter((sub) => isActivePath(sub.path, pathname))
    .reduce<string | undefined>((best, sub) => (best && best.length >= sub.path.length ? best : sub.path), undefined);
}
