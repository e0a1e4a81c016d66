import type { User } from '@lathe/shared';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { NavSubItem } from './nav-types';
import { NotificationMenu } from './notification-menu';
import { useSearchKey } from './search-key';
import { DESKTOP_BREAKPOINT, useSidebarStore } from './sidebar-store';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/**
 * The quick search (Ctrl+K) comes a moment after the shell: its pages, records and results list
 * are no part of what the sign-in page must load (the JavaScript budget).
 */
const HeaderSearch = lazy(() => import('./header-search').then((m) => ({ default: m.HeaderSearch })));

interface HeaderProps {
  user: User | null;
  links: NavSubItem[];
  onSignOut: () => void;
}

/** The sticky top bar: sidebar toggle, hidden search, theme, notifications and the user menu. */
export function Header({ user, links, onSignOut }: HeaderProps) {
  const { isMobileOpen, toggleExpanded, toggleMobileOpen } = useSidebarStore();
  const toggle = () => (window.innerWidth >= DESKTOP_BREAKPOINT ? toggleExpanded() : toggleMobileOpen());
  const searchRequests = useSearchKey();

  return (
    <header className="sticky top-0 z-30 flex w-full border-gray-200 border-b bg-white dark:border-gray-800 dark:bg-gray-900 print:hidden">
      <div className="flex grow items-center justify-between gap-3 px-3 py-3 lg:px-6 lg:py-4">
        {/* The left side takes what the right leaves: a phone's open search fits between them. */}
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <button
            type="button"
            onClick={toggle}
            aria-label="Toggle sidebar"
            className="inline-flex size-10 items-center justify-center rounded-lg border border-gray-200 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:size-11 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-gray-800"
          >
            {isMobileOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
          </button>
          <Suspense fallback={<div className="min-w-0 flex-1 sm:flex-none" />}>
            <HeaderSearch links={links} focusRequests={searchRequests} />
          </Suspense>
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          <ThemeToggle />
          <NotificationMenu />
          {user && <UserMenu user={user} onSignOut={onSignOut} />}
        </div>
      </div>
    </header>
  );
}
