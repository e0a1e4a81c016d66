import { type PermissionCheck, permissionLabel } from '@lathe/shared';
import { clsx } from 'clsx';
import { ChevronDown, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { activeSubPath, isActivePath, type NavItem } from './nav-types';

interface SidebarItemProps {
  item: NavItem;
  pathname: string;
  showLabels: boolean;
  isOpen: boolean;
  onToggle: () => void;
}

const rowLayout = (showLabels: boolean) =>
  clsx(
    'group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-sm transition-colors',
    showLabels ? 'justify-start' : 'lg:justify-center',
  );

type RowTone = 'active' | 'normal' | 'locked';

const rowClass = (tone: RowTone, showLabels: boolean) =>
  clsx(
    rowLayout(showLabels),
    'focus-visible:outline-2 focus-visible:outline-brand-500',
    tone === 'active' && 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
    tone === 'normal' && 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5',
    // A submenu of locked entries: muted, still opening to say what each needs.
    tone === 'locked' && 'relative text-gray-500 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-white/5',
  );

/** Muted, yet readable (an entry that explains itself must be legible). */
const LOCKED_TEXT = 'cursor-not-allowed text-gray-500 dark:text-gray-400';

/** What a locked entry says it needs, in the roles screen's words. */
export const needsText = (needs: PermissionCheck) => `Needs ${permissionLabel(needs)}`;

/**
 * An entry the user may not open: shown, muted, with a lock and what it needs (the tooltip, and
 * the text a screen reader reads), but no link, so nothing leads to the guard's empty page.
 */
function LockedEntry({
  needs,
  className,
  children,
}: {
  needs: PermissionCheck;
  className: string;
  children: ReactNode;
}) {
  const text = needsText(needs);
  return (
    <span title={text} className={clsx(className, LOCKED_TEXT)}>
      {children}
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** The lock beside a label, or on the icon's corner when the sidebar shows icons only. */
function LockMark({ showLabels }: { showLabels: boolean }) {
  return (
    <Lock
      aria-hidden="true"
      className={clsx('size-3.5 shrink-0', showLabels ? 'ml-auto' : 'ml-auto lg:absolute lg:top-1 lg:right-1 lg:ml-0')}
    />
  );
}

/** A sidebar link, or a submenu button with its links below when open; entries the user may not open are locked. */
export function SidebarItem({ item, pathname, showLabels, isOpen, onToggle }: SidebarItemProps) {
  const Icon = item.icon;
  const icon = <Icon aria-hidden="true" className="size-5 shrink-0" />;
  const label = <span className={clsx(!showLabels && 'lg:sr-only')}>{item.name}</span>;

  if (!item.subItems) {
    if (item.needs) {
      return (
        <li>
          <LockedEntry needs={item.needs} className={clsx(rowLayout(showLabels), 'relative')}>
            {icon}
            {label}
            <LockMark showLabels={showLabels} />
          </LockedEntry>
        </li>
      );
    }
    const active = !!item.path && isActivePath(item.path, pathname);
    return (
      <li>
        <Link
          to={item.path ?? '/'}
          aria-current={active ? 'page' : undefined}
          className={rowClass(active ? 'active' : 'normal', showLabels)}
        >
          {icon}
          {label}
        </Link>
      </li>
    );
  }

  const activeSub = activeSubPath(item.subItems, pathname);
  const childActive = activeSub !== undefined;
  const allLocked = item.subItems.every((sub) => sub.needs);
  const listId = `submenu-${item.name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={onToggle}
        className={rowClass(childActive ? 'active' : allLocked ? 'locked' : 'normal', showLabels)}
      >
        {icon}
        {label}
        {allLocked && <LockMark showLabels={showLabels} />}
        {showLabels && (
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', !allLocked && 'ml-auto', isOpen && 'rotate-180')}
          />
        )}
      </button>
      <ul id={listId} hidden={!isOpen || !showLabels} className="mt-1 ml-9 space-y-1">
        {item.subItems.map((sub) => {
          if (sub.needs) {
            return (
              <li key={sub.path}>
                <LockedEntry
                  needs={sub.needs}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 font-medium text-sm"
                >
                  <span>{sub.name}</span>
                  <Lock aria-hidden="true" className="ml-auto size-3.5 shrink-0" />
                </LockedEntry>
              </li>
            );
          }
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
