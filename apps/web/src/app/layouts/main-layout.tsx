import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { Header } from '../../components/layout/header';
import { OpenNavLinksContext } from '../../components/layout/nav-links';
import { openNavLinks } from '../../components/layout/nav-types';
import { Sidebar } from '../../components/layout/sidebar';
import {
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_EXPANDED_WIDTH,
  useIsExpanded,
  useSidebarStore,
} from '../../components/layout/sidebar-store';
import { useAuthStore } from '../../lib/auth-store';
import { useCompanyName } from '../../lib/settings';
import { navItemsFor } from '../nav';
import { useSignOut } from '../use-sign-out';

/** Sidebar, sticky header and the page area. */
export function MainLayout({ children }: { children: ReactNode }) {
  const user = useAuthStore((s) => s.user);
  // The sidebar shows locked what the user's permissions do not open; the header's quick search leaves it out.
  const navItems = useMemo(() => navItemsFor(user), [user]);
  const navLinks = useMemo(() => openNavLinks(navItems), [navItems]);
  const companyName = useCompanyName();
  const signOut = useSignOut();
  const expanded = useIsExpanded();
  const { isMobileOpen, closeMobile, setViewportWidth } = useSidebarStore();

  useEffect(() => {
    const onResize = () => setViewportWidth(window.innerWidth);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [setViewportWidth]);

  const widths = {
    '--sidebar-expanded': `${SIDEBAR_EXPANDED_WIDTH}px`,
    '--sidebar-collapsed': `${SIDEBAR_COLLAPSED_WIDTH}px`,
  } as CSSProperties;

  return (
    <div className="min-h-screen" style={widths}>
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar items={navItems} companyName={companyName} />
      {isMobileOpen && (
        <button
          type="button"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={closeMobile}
          className="fixed inset-0 z-40 bg-gray-900/50 lg:hidden print:hidden"
        />
      )}
      <div
        className={clsx(
          'flex min-h-screen flex-col transition-all duration-300',
          expanded ? 'lg:ml-(--sidebar-expanded)' : 'lg:ml-(--sidebar-collapsed)',
          // Printing shows the page alone: the sidebar and header hide themselves.
          'print:ml-0',
        )}
      >
        <Header user={user} links={navLinks} onSignOut={() => void signOut()} />
        <main
          id="main-content"
          className="mx-auto w-full max-w-screen-2xl flex-1 p-4 md:p-6 print:max-w-none print:p-0"
        >
          <OpenNavLinksContext value={navLinks}>{children}</OpenNavLinksContext>
        </main>
      </div>
    </div>
  );
}
