import { create } from 'zustand';

/** Below this width the sidebar is an off-canvas drawer with a backdrop. */
export const DESKTOP_BREAKPOINT = 1024;
/** Below this width the sidebar state counts as mobile, where it is never expanded. */
export const MOBILE_BREAKPOINT = 768;
export const SIDEBAR_EXPANDED_WIDTH = 290;
export const SIDEBAR_COLLAPSED_WIDTH = 90;

const currentWidth = () => (typeof window === 'undefined' ? DESKTOP_BREAKPOINT : window.innerWidth);

interface SidebarState {
  /** The desktop choice: wide with labels, or narrow with icons. */
  expanded: boolean;
  isMobile: boolean;
  /** At or above the desktop breakpoint the sidebar is always on screen. */
  isDesktop: boolean;
  isMobileOpen: boolean;
  isHovered: boolean;
  /** Name of the one open submenu. */
  openSubmenu: string | null;
  toggleExpanded: () => void;
  toggleMobileOpen: () => void;
  closeMobile: () => void;
  setHovered: (hovered: boolean) => void;
  toggleSubmenu: (name: string) => void;
  openSubmenuOf: (name: string | null) => void;
  setViewportWidth: (width: number) => void;
}

export const useSidebarStore = create<SidebarState>()((set) => ({
  expanded: true,
  isMobile: currentWidth() < MOBILE_BREAKPOINT,
  isDesktop: currentWidth() >= DESKTOP_BREAKPOINT,
  isMobileOpen: false,
  isHovered: false,
  openSubmenu: null,
  toggleExpanded: () => set((s) => ({ expanded: !s.expanded })),
  toggleMobileOpen: () => set((s) => ({ isMobileOpen: !s.isMobileOpen })),
  closeMobile: () => set({ isMobileOpen: false }),
  setHovered: (isHovered) => set({ isHovered }),
  toggleSubmenu: (name) => set((s) => ({ openSubmenu: s.openSubmenu === name ? null : name })),
  openSubmenuOf: (openSubmenu) => set({ openSubmenu }),
  setViewportWidth: (width) =>
    set((s) => ({
      isMobile: width < MOBILE_BREAKPOINT,
      isDesktop: width >= DESKTOP_BREAKPOINT,
      isMobileOpen: width >= DESKTOP_BREAKPOINT ? false : s.isMobileOpen,
    })),
}));

/** Expanded as the user chose it, except on mobile widths where it never is. */
export const useIsExpanded = () => useSidebarStore((s) => s.expanded && !s.isMobile);

/** Labels show when expanded, hovered while collapsed, or open as the mobile drawer. */
export const useShowsLabels = () =>
  useSidebarStore((s) => (s.expanded && !s.isMobile) || s.isHovered || s.isMobileOpen);
