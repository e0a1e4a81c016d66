import { clsx } from 'clsx';
import { Cog, Ellipsis } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { isActivePath, type NavItem } from './nav-types';
import { SidebarItem } from './sidebar-item';
import { useShowsLabels, useSidebarStore } from './sidebar-store';

interface SidebarProps {
  items: NavItem[];
  companyName: string;
}

/** The collapsible side menu: wide, narrow (expanding on hover) or a drawer below the desktop width. */
export function Sidebar({ items, companyName }: SidebarProps) {
  const { pathname } = useLocation();
  const { isMobileOpen, isDesktop, openSubmenu, toggleSubmenu, openSubmenuOf, setHovered, closeMobile, expanded } =
    useSidebarStore();
  const showLabels = useShowsLabels();

  // Opening a page inside a submenu opens that submenu; the drawer closes on navigation.
  useEffect(() => {
    const group = items.find((item) => item.subItems?.some((sub) => isActivePath(sub.path, pathname)));
    if (group) openSubmenuOf(group.name);
    closeMobile();
  }, [pathname, items, openSubmenuOf, closeMobile]);

  return (
    <aside
      aria-label="Sidebar"
      // Off screen as a closed drawer: keep its links out of the tab order.
      inert={!isDesktop && !isMobileOpen}
      onMouseEnter={() => !expanded && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className={clsx(
        'fixed top-0 left-0 z-50 flex h-screen flex-col border-gray-200 border-r bg-white px-5 transition-all duration-300 dark:border-gray-800 dark:bg-gray-900 print:hidden',
        showLabels ? 'w-(--sidebar-expanded)' : 'w-(--sidebar-expanded) lg:w-(--sidebar-collapsed)',
        isMobileOpen ? 'translate-x-0' : '-translate-x-full lg:translate-x-0',
      )}
    >
      <div className={clsx('flex h-[72px] shrink-0 items-center', showLabels ? 'justify-start' : 'lg:justify-center')}>
        <Link
          to="/"
          className="flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-500 text-white">
            <Cog aria-hidden="true" className="size-5" />
          </span>
          <span className={clsx('leading-tight', !showLabels && 'lg:sr-only')}>
            <span className="block font-semibold text-gray-900 text-lg dark:text-white">Lathe</span>
            <span className="block text-gray-600 text-xs dark:text-gray-400">{companyName}</span>
          </span>
        </Link>
      </div>
      <nav aria-label="Main" className="no-scrollbar flex-1 overflow-y-auto pb-6">
        <h2
          className={clsx(
            'mb-3 flex text-gray-600 text-xs uppercase leading-5 dark:text-gray-400',
            showLabels ? 'justify-start' : 'lg:justify-center',
          )}
        >
          <span className={clsx(!showLabels && 'lg:sr-only')}>Menu</span>
          {!showLabels && <Ellipsis aria-hidden="true" className="hidden size-5 lg:block" />}
        </h2>
        <ul className="space-y-1">
          {items.map((item) => (
            <SidebarItem
              key={item.name}
              item={item}
              pathname={pathname}
              showLabels={showLabels}
              isOpen={openSubmenu === item.name}
              onToggle={() => toggleSubmenu(item.name)}
            />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
