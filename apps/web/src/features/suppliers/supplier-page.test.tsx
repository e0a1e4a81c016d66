import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { pageOf, viewing } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInWith } from '../../test/sign-in';
import { SupplierPage } from './supplier-page';
import { CHALLAN, OPEN_PO, RECEIPT, SHREE } from './supplier-page-fixtures';

function stubSupplierApi() {
  return stubFetch((req) => {
    switch (req.path) {
      case '/api/suppliers/s1':
        return json(SHREE);
      case '/api/suppliers/s1/history':
        return json(pageOf([]));
      case '/api/purchase-orders':
        return json(pageOf([OPEN_PO]));
      case '/api/goods-receipts':
        return json(pageOf([RECEIPT]));
      case '/api/job-work-challans':
        return json(pageOf([CHALLAN]));
      default:
        return errorBody(404, 'Not found');
    }
  });
}

const renderPage = (id = 's1') =>
  renderRoutes([{ path: '/supplier/view/:id', element: <SupplierPage /> }], `/supplier/view/${id}`);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

const section = (name: string) => screen.getByRole('region', { name });
const SECTIONS = ['Open Purchase Orders', 'Goods Receipts', 'Job Work Challans', 'Documents'];

describe('the supplier page', { timeout: 30_000 }, () => {
  it('shows the stores its open orders, receipts and job-work challans, each with its PDF', async () => {
    signInWith([...viewing('suppliers', 'purchase-orders', 'goods-receipts', 'job-work')]);
    const { calls } = stubSupplierApi();
    const { container } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Shree Steels' })).toBeInTheDocument();
    const details = section('Details');
    expect(within(details).getByText('Minimum Order').nextElementSibling?.textContent).toBe('1,500 kg');
    expect(within(details).getByText('Lead Time').nextElementSibling?.textContent).toBe('10 days');

    const orders = await within(section('Open Purchase Orders')).findByRole('table');
    expect(rowsOf(orders)).toEqual([
      [
        'PO/2026-27/0031Due 26/10/2026',
        '12/10/2026',
        '26/10/2026',
        'Partly received',
        'Partly',
        '₹2,36,000.00Partly received',
      ],
    ]);
    const asked = calls.find((c) => c.path === '/api/purchase-orders');
    expect(Object.fromEntries(asked?.query ?? [])).toMatchObject({ supplierId: 's1', open: 'true' });
    expect(within(section('Open Purchase Orders')).getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      '/purchase-orders?supplierId=s1',
    );

    const receipts = await within(section('Goods Receipts')).findByRole('table');
    expect(rowsOf(receipts)).toEqual([
      ['GRN/2026-27/005820/10/2026 · PO/2026-27/0031', '20/10/2026', 'PO/2026-27/0031', 'SS/4471', 'Received'],
    ]);
    const challans = await within(section('Job Work Challans')).findByRole('table');
    expect(rowsOf(challans)).toEqual([
      [
        'JW/2026-27/001202/11/2026 · Zinc plating',
        '02/11/2026',
        'Zinc plating',
        '8,500 NOSPartly received',
        'Partly received',
      ],
    ]);

    expect(
      within(section('Documents'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Download job work challan JW/2026-27/0012 as PDF',
      'Download goods receipt note GRN/2026-27/0058 as PDF',
      'Download purchase order PO/2026-27/0031 as PDF',
    ]);
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a Viewer of suppliers alone the details and history, asking for nothing else', async () => {
    signInWith(viewing('suppliers'));
    const { calls } = stubSupplierApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shree Steels' })).toBeInTheDocument();
    for (const name of SECTIONS) expect(screen.queryByRole('region', { name }), name).not.toBeInTheDocument();
    await screen.findByRole('button', { name: /History/ });
    expect(new Set(calls.map((c) => c.path))).toEqual(new Set(['/api/suppliers/s1', '/api/suppliers/s1/history']));
  });

  it('shows each section by its own scope, and Edit to whoever may edit', async () => {
    signInWith([{ scope: 'suppliers', actions: ['view', 'edit'] }, ...viewing('job-work')]);
    stubSupplierApi();
    renderPage();
    await within(await screen.findByRole('region', { name: 'Job Work Challans' })).findByRole('table');
    expect(screen.queryByRole('region', { name: 'Open Purchase Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Goods Receipts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/supplier/edit/s1');
    // The ledger is the payables' view: not this user's.
    expect(screen.queryByRole('link', { name: 'Ledger' })).not.toBeInTheDocument();
  });

  it("links the supplier's ledger for whoever may see supplier payments", async () => {
    signInWith([...viewing('suppliers'), ...viewing('supplier-payments')]);
    stubSupplierApi();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/payables/ledger/s1');
  });
});
