import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { activeSubPath, isActivePath, type NavItem } from './nav-types';

interface SidebarItemProps {
  item: NavItem;
  pathname: string;
  showLabels: boolean;
  isOpen: boolean;
  onToggle: () => void;
}

const rowClass = (active: boolean, showLabels: boolean) =>
  clsx(
    'group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-sm transition-colors',
    'focus-visible:outline-2 focus-visible:outline-brand-500',
    showLabels ? 'justify-start' : 'lg:justify-center',
    active
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5',
  );

/** A sidebar link, or a submenu button with its links below when open. */
export function SidebarItem({ item, pathname, showLabels, isOpen, onToggle }: SidebarItemProps) {
  const Icon = item.icon;
  const icon = <Icon aria-hidden="true" className="size-5 shrink-0" />;
  const label = <span className={clsx(!showLabels && 'lg:sr-only')}>{item.name}</span>;

  if (!item.subItems) {
    const active = !!item.path && isActivePath(item.path, pathname);
    return (
      <li>
        <Link to={item.path ?? '/'} aria-current={active ? 'page' : undefined} className={rowClass(active, showLabels)}>
          {icon}
          {label}
        </Link>
      </li>
    );
  }

  const activeSub = activeSubPath(item.subItems, pathname);
  const childActive = activeSub !== undefined;
  const listId = `submenu-${item.name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={onToggle}
        className={rowClass(childActive, showLabels)}
      >
        {icon}
        {label}
        {showLabels && (
          <ChevronDown
            aria-hidden="true"
            className={clsx('ml-auto size-4 transition-transform', isOpen && 'rotate-180')}
          />
        )}
      </button>
      <ul id={listId} hidden={!isOpen || !showLabels} className="mt-1 ml-9 space-y-1">
        {item.subItems.map((sub) => {
          const active = sub.path === activeSub;
          return (
            <li key={sub.path}>
              <Link
                to={sub.path}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'block rounded-lg px-3 py-2 font-medium text-sm',
                  active
                    ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
                    : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5',
                )}
              >
                {sub.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
