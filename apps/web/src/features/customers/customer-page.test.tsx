import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { pageOf, viewing } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInWith } from '../../test/sign-in';
import { CustomerPage } from './customer-page';
import { AGEING, DISPATCH, INVOICES, KAVERI, NOTE, OPEN_ORDER, STATEMENT } from './customer-page-fixtures';

/** The API as the customer page reads it for Kaveri Pumps (c1); 14 invoices in all, 2 shown. */
function stubCustomerApi() {
  return stubFetch((req) => {
    switch (req.path) {
      case '/api/customers/c1':
        return json(KAVERI);
      case '/api/customers/c1/history':
        return json(pageOf([]));
      case '/api/sales-orders':
        return json(pageOf([OPEN_ORDER]));
      case '/api/customers/c1/dispatches':
        return json(pageOf([DISPATCH]));
      case '/api/invoices':
        return json(pageOf(INVOICES, { total: 14 }));
      case '/api/notes':
        return json(pageOf([NOTE]));
      case '/api/customers/c1/statement':
        return json(STATEMENT);
      case '/api/customers/c1/ageing':
        return json(AGEING);
      default:
        return errorBody(404, 'Not found');
    }
  });
}

const renderPage = (id = 'c1') =>
  renderRoutes(
    [
      { path: '/customers/view/:id', element: <CustomerPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    `/customers/view/${id}`,
  );

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

const section = (name: string) => screen.getByRole('region', { name });
const figure = (within_: HTMLElement, label: string) =>
  within(within_).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const SALES_SECTIONS = ['Open Sales Orders', 'Recent Dispatches'];
const MONEY_SECTIONS = ['Statement and Ageing', 'Invoices', 'Credit & Debit Notes'];

describe('the customer page', { timeout: 30_000 }, () => {
  it('shows a Viewer the customer, its open orders, dispatches, invoices with what is due, the account and the PDFs', async () => {
    signInWith(viewing('customers', 'sales-orders', 'invoices'));
    const { calls } = stubCustomerApi();
    const { container } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Kaveri Pumps' })).toBeInTheDocument();
    const details = section('Details');
    expect(figure(details, 'Contact Person')).toBe('Suresh Rao');
    expect(within(details).getByRole('link', { name: '+91 98450 12345' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(within(details).getByRole('link', { name: 'accounts@kaveri.example' })).toHaveAttribute(
      'href',
      'mailto:accounts@kaveri.example',
    );
    expect(figure(details, 'Payment Terms')).toBe('45 days');
    expect(figure(details, 'Shipping Address')).toBe('Gate 3, Plot 16, Peenya Industrial Area\nBengaluru 560058');

    // The year's statement and today's ageing, as hand-worked in the fixtures.
    const account = section('Statement and Ageing');
    await within(account).findByText('This financial year, 01/04/2026 to 27/11/2026');
    expect(figure(account, 'Debit')).toBe('₹1,77,000.00');
    expect(figure(account, 'Credit')).toBe('₹35,400.00');
    expect(figure(account, 'Closing balance')).toBe('₹1,41,600.00');
    await within(account).findByText('Owed as of 27/11/2026, the oldest 33 days overdue');
    expect(figure(account, 'Not due')).toBe('₹1,18,000.00');
    expect(figure(account, '31–60 days')).toBe('₹23,600.00');
    expect(figure(account, '90+ days')).toBe('—');
    expect(figure(account, 'Total due')).toBe('₹1,41,600.00');
    expect(within(account).getByRole('link', { name: 'Statement of Account' })).toHaveAttribute(
      'href',
      '/receivables/statement/c1',
    );

    const orders = await within(section('Open Sales Orders')).findByRole('table');
    // A phone reads the delivery date and the dispatch under the number and the value.
    expect(rowsOf(orders)).toEqual([
      [
        'SO/2026-27/0042Due 20/11/2026 · Late',
        '02/10/2026',
        'KP/PO/7781',
        '20/11/2026Late',
        'Partly',
        '₹12,50,000.00Partly dispatched',
      ],
    ]);
    expect(within(orders).getByRole('link', { name: 'SO/2026-27/0042' })).toHaveAttribute(
      'href',
      '/sales-orders/view/so1',
    );
    const ordersAsked = calls.find((c) => c.path === '/api/sales-orders');
    expect(Object.fromEntries(ordersAsked?.query ?? [])).toMatchObject({ customerId: 'c1', status: 'confirmed' });

    const dispatches = await within(section('Recent Dispatches')).findByRole('table');
    expect(rowsOf(dispatches)).toEqual([
      ['DC/2026-27/010718/11/2026 · SO/2026-27/0042', '18/11/2026', 'SO/2026-27/0042', 'KA-01-AB-4321', '-', '2,500'],
    ]);

    const invoices = section('Invoices');
    expect(rowsOf(await within(invoices).findByRole('table'))).toEqual([
      ['INV/2026-27/0301Due 02/01/2027', '18/11/2026', '02/01/2027', '₹1,18,000.00', '₹1,18,000.00Issued', 'Issued'],
      ['INV/2026-27/0188Due 25/10/2026', '10/09/2026', '25/10/2026', '₹59,000.00', '₹23,600.00Overdue', 'Overdue'],
    ]);
    expect(within(invoices).getByRole('link', { name: 'View all 14' })).toHaveAttribute(
      'href',
      '/invoices?customerId=c1&sortBy=invoiceDate&sortOrder=DESC',
    );
    expect(within(invoices).getByText('The 2 latest of 14')).toBeInTheDocument();

    const notes = section('Credit & Debit Notes');
    expect(rowsOf(await within(notes).findByRole('table'))).toEqual([
      [
        'CN/2026-27/0007Credit Note · 05/10/2026',
        'Credit Note',
        '05/10/2026',
        'INV/2026-27/0188',
        '₹5,900.00Issued',
        'Issued',
      ],
    ]);
    expect(within(notes).getByRole('link', { name: 'Open the list' })).toHaveAttribute('href', '/notes?customerId=c1');

    // Each document's PDF, newest first after the statement.
    const documents = section('Documents');
    expect(
      within(documents)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Download statement of account Statement KVP01 as PDF',
      'Download tax invoice INV/2026-27/0301 as PDF',
      'Download delivery challan DC/2026-27/0107 as PDF',
      'Download credit note CN/2026-27/0007 as PDF',
      'Download tax invoice INV/2026-27/0188 as PDF',
    ]);
    await userEvent.setup().click(within(documents).getByRole('button', { name: /DC\/2026-27\/0107/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sales-orders/so1/dispatches/d1/pdf')).toBe(true));

    // A Viewer reads: nothing here changes the customer.
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Record Receipt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /History/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('leaves out every section whose records the user may not view, and never asks for them', async () => {
    signInWith(viewing('customers'));
    const { calls } = stubCustomerApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaveri Pumps' })).toBeInTheDocument();
    expect(section('Details')).toBeInTheDocument();
    for (const name of [...SALES_SECTIONS, ...MONEY_SECTIONS, 'Documents']) {
      expect(screen.queryByRole('region', { name }), name).not.toBeInTheDocument();
    }
    await screen.findByRole('button', { name: /History/ });
    // Its delivery addresses are the customer's own, read with it.
    expect(new Set(calls.map((c) => c.path))).toEqual(
      new Set(['/api/customers/c1', '/api/customers/c1/delivery-addresses', '/api/customers/c1/history']),
    );
  });

  it('shows whoever sees orders but not invoices the orders, the dispatches and their challans only', async () => {
    signInWith(viewing('customers', 'sales-orders'));
    const { calls } = stubCustomerApi();
    renderPage();
    await within(await screen.findByRole('region', { name: 'Recent Dispatches' })).findByRole('table');
    expect(section('Open Sales Orders')).toBeInTheDocument();
    for (const name of MONEY_SECTIONS) expect(screen.queryByRole('region', { name }), name).not.toBeInTheDocument();
    expect(
      within(section('Documents'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Download delivery challan DC/2026-27/0107 as PDF']);
    const asked = calls.map((c) => c.path);
    for (const path of ['/api/invoices', '/api/notes', '/api/customers/c1/statement', '/api/customers/c1/ageing']) {
      expect(asked).not.toContain(path);
    }
  });

  it('offers Edit and Record Receipt to whoever may take them', async () => {
    signInWith([
      { scope: 'customers', actions: ['view', 'edit'] },
      { scope: 'payments', actions: ['create'] },
    ]);
    stubCustomerApi();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/customers/c1/edit');
    expect(screen.getByRole('link', { name: 'Record Receipt' })).toHaveAttribute('href', '/receivables/receipt/c1');
  });

  it('says when there is no such customer, with the way back', async () => {
    signInWith(viewing('customers'));
    stubCustomerApi();
    renderPage('c9');
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute('href', '/customers');
  });
});
