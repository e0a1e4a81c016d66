import type { EInvoiceCheckRow } from '@lathe/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { EInvoicesPage } from './e-invoices-page';

const row = (fields: Partial<EInvoiceCheckRow>): EInvoiceCheckRow => ({
  id: 'i1',
  type: 'INV',
  number: 'INV/2026-27/0041',
  date: '2026-11-03',
  customerName: 'Kaveri Pumps & Valves Ltd',
  customerGstin: '29AAKCK5282C1ZJ',
  grandTotal: 53107,
  irn: null,
  problems: [],
  ...fields,
});

const serve = (documents: EInvoiceCheckRow[]) =>
  stubFetch((req) =>
    req.path === '/api/gst/e-invoices'
      ? json({ from: req.query.get('from'), to: req.query.get('to'), documents })
      : errorBody(404, 'Not found'),
  );

const page = (url: string) => renderRoutes([{ path: '/gst/e-invoices', element: <EInvoicesPage /> }], url);

describe('the e-invoices of a period', { timeout: 15_000 }, () => {
  it('lists each invoice ready or with what keeps it from the portal, and offers no file until all are ready', async () => {
    const { calls } = serve([
      row({ irn: 'a'.repeat(64) }),
      row({
        id: 'i2',
        number: 'INV/2026-27/0042',
        problems: ["The customer's billing address has no PIN code (6 digits after the town, e.g. Pune 411026)"],
      }),
      row({ id: 'n1', type: 'CRN', number: 'CN/2026-27/0007' }),
    ]);
    page('/gst/e-invoices?from=2026-11-01&to=2026-11-30');
    const table = await screen.findByRole('table', {
      name: 'Issued B2B invoices and notes of the period and their e-invoices',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'INV/2026-27/0041' })).toHaveAttribute(
      'href',
      '/invoices/view/i1',
    );
    expect(rows[0]).toHaveTextContent('03/11/2026');
    expect(rows[0]).toHaveTextContent('Recorded');
    expect(rows[0]).toHaveTextContent('Ready');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent("The customer's billing address has no PIN code");
    // A note opens on its own page.
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'CN/2026-27/0007' })).toHaveAttribute(
      'href',
      '/notes/view/n1',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 document cannot be reported yet');
    expect(screen.queryByRole('button', { name: /Download e-Invoice JSON/ })).not.toBeInTheDocument();
    expect(calls.at(-1)?.query.get('from')).toBe('2026-11-01');
    expect(calls.at(-1)?.query.get('to')).toBe('2026-11-30');
  });

  it('offers the bulk file of the period once every invoice is ready', async () => {
    serve([row({}), row({ id: 'i2', number: 'INV/2026-27/0042' })]);
    page('/gst/e-invoices?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByRole('button', { name: 'Download e-Invoice JSON (2)' })).toBeEnabled();
    expect(screen.getByText('Issued B2B invoices and notes dated 01/11/2026 to 30/11/2026')).toBeInTheDocument();
  });
});
