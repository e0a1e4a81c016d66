import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Building2, LayoutDashboard, Users } from 'lucide-react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { activeSubPath, filterNav, isActivePath, type NavItem, openNavLinks } from './nav-types';
import { Sidebar } from './sidebar';
import { useSidebarStore } from './sidebar-store';

const ITEMS: NavItem[] = [
  { name: 'Dashboard', icon: LayoutDashboard, path: '/' },
  {
    name: 'Employees',
    icon: Users,
    subItems: [
      { name: 'Departments', path: '/departments' },
      { name: 'Designations', path: '/designations' },
    ],
  },
  { name: 'Plants', icon: Building2, subItems: [{ name: 'Sites', path: '/sites' }] },
];

beforeEach(() => useSidebarStore.setState({ expanded: true, isMobile: false, isHovered: false, openSubmenu: null }));

describe('Sidebar', () => {
  it('keeps one submenu open at a time', async () => {
    const user = userEvent.setup();
    renderAt(<Sidebar items={ITEMS} companyName="Acme Precision" />, { path: '*', url: '/' });
    const employees = screen.getByRole('button', { name: 'Employees' });
    const plants = screen.getByRole('button', { name: 'Plants' });
    expect(employees).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();

    await user.click(employees);
    expect(employees).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Departments' })).toHaveAttribute('href', '/departments');

    await user.click(plants);
    expect(plants).toHaveAttribute('aria-expanded', 'true');
    expect(employees).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Departments' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sites' })).toBeInTheDocument();

    await user.click(plants);
    expect(plants).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the submenu of the current page and marks it active', () => {
    renderAt(<Sidebar items={ITEMS} companyName="Acme Precision" />, { path: '*', url: '/designations/edit/7' });
    expect(screen.getByRole('button', { name: 'Employees' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Designations' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

/** A clerk's menu: the dashboard open, invoices and one department screen locked, a submenu of locked entries only. */
const LOCKED: NavItem[] = [
  { name: 'Dashboard', icon: LayoutDashboard, path: '/' },
  { name: 'Invoices', icon: Building2, path: '/invoices', needs: { scope: 'invoices', action: 'view' } },
  {
    name: 'Employees',
    icon: Users,
    subItems: [
      { name: 'Departments', path: '/departments' },
      { name: 'Designations', path: '/designations', needs: { scope: 'designations', action: 'view' } },
    ],
  },
  {
    name: 'Stores',
    icon: Building2,
    subItems: [{ name: 'Goods Receipts', path: '/goods-receipts', needs: { scope: 'goods-receipts', action: 'view' } }],
  },
];

describe('Sidebar entries the user may not open', () => {
  it('shows each, muted with what it needs, and never as a link', async () => {
    const user = userEvent.setup();
    renderAt(<Sidebar items={LOCKED} companyName="Acme Precision" />, { path: '*', url: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /Invoices/ })).not.toBeInTheDocument();
    const invoices = screen.getByText('Needs Invoices · view');
    expect(invoices.parentElement).toHaveTextContent('Invoices');
    expect(invoices.parentElement).toHaveAttribute('title', 'Needs Invoices · view');
    expect(invoices.parentElement?.closest('a, button, [tabindex]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Employees' }));
    expect(screen.getByRole('link', { name: 'Departments' })).toHaveAttribute('href', '/departments');
    expect(screen.queryByRole('link', { name: /Designations/ })).not.toBeInTheDocument();
    expect(screen.getByText('Needs Designations · view').parentElement).toHaveTextContent('Designations');

    // A submenu of locked entries still opens, to say what each of them needs.
    await user.click(screen.getByRole('button', { name: 'Stores' }));
    expect(screen.getByText('Needs Goods Receipts · view').parentElement).toHaveTextContent('Goods Receipts');
    expect(nav.querySelectorAll('a')).toHaveLength(2);
  });

  it('leaves the locked entries out of the quick search, which would open an empty page', () => {
    expect(openNavLinks(LOCKED).map((link) => link.name)).toEqual(['Dashboard', 'Departments']);
  });
});

describe('nav helpers', () => {
  it('keeps only entries whose routes exist', () => {
    const kept = filterNav(ITEMS, new Set(['/', '/designations']));
    expect(kept.map((i) => i.name)).toEqual(['Dashboard', 'Employees']);
    expect(kept[1]?.subItems?.map((s) => s.name)).toEqual(['Designations']);
  });

  it('matches a path and the pages below it; / only exactly', () => {
    expect(isActivePath('/users', '/users/edit/1')).toBe(true);
    expect(isActivePath('/users', '/users-archive')).toBe(false);
    expect(isActivePath('/', '/users')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    const stores = [
      { name: 'Stock', path: '/stock' },
      { name: 'Material Planning', path: '/stock/planning' },
    ];
    expect(activeSubPath(stores, '/stock/planning')).toBe('/stock/planning');
    expect(activeSubPath(stores, '/stock/ledger')).toBe('/stock');
    expect(activeSubPath(stores, '/job-work')).toBeUndefined();
  });
});
