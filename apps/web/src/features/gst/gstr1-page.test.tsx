import type { Gstr1Report } from '@lathe/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { Gstr1Page } from './gstr1-page';

const row = (label: string, count: number, taxable: number, igst = 0) => ({
  label,
  count,
  taxable,
  igst,
  cgst: 0,
  sgst: 0,
});

const report = (balanced: boolean): Gstr1Report => ({
  month: '2026-10',
  gstin: '27AADCL4821M1ZA',
  json: { gstin: '27AADCL4821M1ZA', fp: '102026' },
  reconciliation: {
    books: [
      row('Invoices', 2, 142500, 25650),
      row('Credit notes', 1, 4250, 765),
      row('Debit notes', 0, 0),
      row('Net as per the books', 3, 138250, 24885),
    ],
    returns: [
      row('B2B invoices (4A)', 3, 138250, 24885),
      row('Net as per GSTR-1', 3, balanced ? 138250 : 138000, 24885),
    ],
    hsn: row('HSN summary (12)', 2, 138250, 24885),
    balanced,
  },
});

describe('GSTR-1', { timeout: 15_000 }, () => {
  it('shows the month’s return reconciled with the books, and changes month in the URL', async () => {
    const { calls } = stubFetch((req) =>
      req.path === '/api/gst/gstr-1'
        ? json({ ...report(true), month: req.query.get('month') })
        : errorBody(404, 'Not found'),
    );
    const { router } = renderRoutes([{ path: '/gst/gstr-1', element: <Gstr1Page /> }], '/gst/gstr-1?month=2026-10');
    expect(
      await screen.findByText('The return agrees with the books and the HSN summary, to the paisa.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'GSTR-1 reconciled with the books' });
    const net = within(table).getByRole('row', { name: /Net as per the books/ });
    expect(net).toHaveTextContent('1,38,250.00');
    expect(net).toHaveTextContent('24,885.00');
    expect(screen.getByRole('button', { name: 'Download GSTR-1 JSON' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(
      screen.getByText('Outward supplies of October 2026, from the issued invoices and notes'),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Month'), '2026-09');
    expect(router.state.location.search).toBe('?month=2026-09');
    await screen.findByText('Outward supplies of September 2026, from the issued invoices and notes');
    expect(calls.at(-1)?.query.get('month')).toBe('2026-09');
  });

  it('warns when the return and the books differ', async () => {
    stubFetch((req) => (req.path === '/api/gst/gstr-1' ? json(report(false)) : errorBody(404, 'Not found')));
    renderRoutes([{ path: '/gst/gstr-1', element: <Gstr1Page /> }], '/gst/gstr-1?month=2026-10');
    expect(await screen.findByRole('alert')).toHaveTextContent('The return does not agree with the books');
  });
});
