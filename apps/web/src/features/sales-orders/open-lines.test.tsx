import type { OpenOrderLine } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { OpenLinesPage } from './open-lines-page';

const line = (fields: Partial<OpenOrderLine>): OpenOrderLine => ({
  id: 'l1',
  orderId: 'o1',
  orderNumber: 'SO/2026-27/0007',
  customerId: 'c1',
  customerPartyCode: 'KVP01',
  customerName: 'Kaveri Pumps',
  lineNumber: 1,
  productId: 'p1',
  drawingNumber: 'KVP-0707',
  description: 'Impeller sleeve',
  quantity: 1000,
  dispatchedQuantity: 400,
  pendingQuantity: 600,
  dueDate: '2026-11-24',
  late: true,
  machiningHours: 15,
  stockOnHand: 250,
  pdi: { inspectionId: 'pdi-1', result: 'pass', inspectedOn: '2026-11-20' },
  ...fields,
});

const LINES = [
  line({}),
  line({
    id: 'l2',
    orderId: 'o2',
    orderNumber: 'SO/2026-27/0009',
    lineNumber: 2,
    late: false,
    dueDate: '2026-12-07',
    pendingQuantity: 150000,
    quantity: 150000,
    dispatchedQuantity: 0,
    machiningHours: 1234.5,
    stockOnHand: null,
    pdi: null,
  }),
];

describe('open order lines', { timeout: 15_000 }, () => {
  it('lists the pending lines due first, each opening its order, late ones marked, with stock and PDI, the due filter in the URL', async () => {
    const { calls } = stubFetch((req) =>
      req.path === '/api/sales-orders/open-lines'
        ? json({
            data: req.query.get('due') === 'overdue' ? LINES.slice(0, 1) : LINES,
            total: 2,
            page: 1,
            limit: 10,
            totalPages: 1,
          })
        : errorBody(404, 'Not found'),
    );
    const { router } = renderRoutes(
      [{ path: '/sales-orders/open-lines', element: <OpenLinesPage /> }],
      '/sales-orders/open-lines',
    );
    const table = await screen.findByRole('table');
    await within(table).findByRole('link', { name: 'SO/2026-27/0007' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        // The party code under the order is for a phone, where the customer's column is left out.
        'SO/2026-27/0007KVP01',
        'KVP01Kaveri Pumps',
        '#1 KVP-0707Impeller sleeve',
        '600of 1,000',
        '24/11/2026Late',
        // 250 in stock against 600 still to send.
        '250Short by 350',
        'Passed20/11/2026',
        '15.00',
      ],
      [
        'SO/2026-27/0009KVP01',
        'KVP01Kaveri Pumps',
        '#2 KVP-0707Impeller sleeve',
        '1,50,000of 1,50,000',
        '07/12/2026',
        'Not kept',
        'No PDI',
        '1,234.50',
      ],
    ]);
    // Nobody signed in may dispatch, nor open the PDI report.
    expect(within(table).queryByRole('link', { name: /^Dispatch/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^PDI report/ })).not.toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'SO/2026-27/0007' })).toHaveAttribute(
      'href',
      '/sales-orders/view/o1',
    );
    expect(calls[0]?.query.get('sortBy')).toBe('dueDate');
    expect(calls[0]?.query.get('sortOrder')).toBe('ASC');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();

    const user = userEvent.setup();
    const due = screen.getByRole('combobox', { name: 'Due' });
    expect([...due.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Any day',
      'Overdue',
      'Today',
      'This week',
    ]);
    await user.selectOptions(due, 'Overdue');
    await waitFor(() => expect(router.state.location.search).toContain('due=overdue'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await user.selectOptions(due, 'This week');
    await waitFor(() => expect(calls.at(-1)?.query.get('due')).toBe('week'));
  });
});
