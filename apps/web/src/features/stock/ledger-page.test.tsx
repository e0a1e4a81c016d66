import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { LedgerPage } from './ledger-page';
import { EN8_KEY, IDS, movement, page } from './stock-fixtures';

const ROUTES = [
  { path: '/stock/ledger', element: <LedgerPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const ROWS = [
  movement(),
  movement({
    id: '2',
    kind: 'issue',
    movementDate: '2026-05-12',
    heatNumber: 'H-101',
    quantity: -120.5,
    bars: -4,
    sourceType: null,
    sourceId: null,
    sourceNumber: null,
    salesOrderId: IDS.order,
    salesOrderNumber: 'SO/2026-27/0009',
    reason: 'Cell 3',
  }),
  movement({
    id: '3',
    kind: 'job_work_out',
    heatNumber: '',
    quantity: -40,
    bars: 0,
    sourceType: 'job_work_challan',
    sourceId: IDS.challan,
    sourceNumber: 'JWC/2026-27/0002',
  }),
  movement({
    id: '4',
    kind: 'dispatch',
    itemType: 'part',
    itemKey: `part:${IDS.product}`,
    label: 'DAC-2231-B Nozzle holder sleeve',
    unit: 'NOS',
    heatNumber: '',
    quantity: -500,
    bars: 0,
    sourceType: 'dispatch',
    sourceId: IDS.dispatch,
    sourceNumber: 'DC/2026-27/0011',
    salesOrderId: IDS.order,
    salesOrderNumber: 'SO/2026-27/0009',
  }),
  movement({
    id: '5',
    kind: 'issue',
    heatNumber: 'H-102',
    quantity: -37.5,
    bars: -1,
    sourceType: 'work_order',
    sourceId: IDS.workOrder,
    sourceNumber: 'WO/2026-27/0003',
    reason: 'Rough 1st side, shift 1 of 12/05/2026',
  }),
];

const ledgerQueries = (calls: FakeRequest[]) =>
  calls.filter((c) => c.path === '/api/stock/movements').map((c) => Object.fromEntries(c.query));

function serve() {
  return stubFetch((req) => (req.path === '/api/stock/movements' ? json(page(ROWS)) : errorBody(404, 'Not found')));
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('stock ledger', () => {
  it('shows each movement signed, with the document that made it a click away', async () => {
    serve();
    renderRoutes(ROUTES, '/stock/ledger');
    expect(await screen.findByRole('link', { name: 'GRN/2026-27/0004' })).toHaveAttribute(
      'href',
      `/goods-receipts/view/${IDS.receipt}`,
    );
    const receipt = rowOf('GRN/2026-27/0004');
    expect(within(receipt).getByText('+250.5 kg')).toBeInTheDocument();
    expect(within(receipt).getByText('Goods receipt')).toBeInTheDocument();
    expect(within(receipt).getByText('10/05/2026')).toBeInTheDocument();

    const issue = rowOf('Cell 3');
    expect(within(issue).getByText('−120.5 kg')).toBeInTheDocument();
    expect(within(issue).getByText('−4 bars')).toBeInTheDocument();
    expect(within(issue).getByRole('link', { name: 'For SO/2026-27/0009' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.order}`,
    );

    expect(screen.getByRole('link', { name: 'JWC/2026-27/0002' })).toHaveAttribute(
      'href',
      `/job-work/view/${IDS.challan}`,
    );
    expect(within(rowOf('JWC/2026-27/0002')).getByText('Heat not known')).toBeInTheDocument();
    // A dispatch is read on its order.
    expect(screen.getByRole('link', { name: 'DC/2026-27/0011' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.order}`,
    );
    expect(within(rowOf('DC/2026-27/0011')).getByText('−500 pcs')).toBeInTheDocument();
    // Bar issued to a work order opens the work order.
    expect(screen.getByRole('link', { name: 'WO/2026-27/0003' })).toHaveAttribute(
      'href',
      `/work-orders/view/${IDS.workOrder}`,
    );
  });

  it('filters by the item named in the address, by kind and by days, newest first', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, `/stock/ledger?itemKey=${encodeURIComponent(EN8_KEY)}`);
    await screen.findByRole('link', { name: 'GRN/2026-27/0004' });
    expect(ledgerQueries(calls).at(-1)).toMatchObject({ itemKey: EN8_KEY, sortBy: 'movementDate', sortOrder: 'DESC' });
    await user.selectOptions(screen.getByLabelText('Kind'), 'Issue to production');
    await waitFor(() => expect(ledgerQueries(calls).at(-1)).toMatchObject({ itemKey: EN8_KEY, kind: 'issue' }));
    await user.type(screen.getByLabelText('From'), '01042026');
    await waitFor(() => expect(ledgerQueries(calls).at(-1)).toMatchObject({ kind: 'issue', from: '2026-04-01' }));
  });

  it('one item’s movements show its running balance beside each, in the item’s unit; other lists neither', async () => {
    const balanced = [
      movement({ id: '12', quantity: -1250.5, bars: -4, balanceAfter: { quantity: 123456.75, bars: 1 } }),
      movement({ id: '11', quantity: 124707.25, bars: 5, balanceAfter: { quantity: 124707.25, bars: 5 } }),
    ];
    stubFetch((req) => {
      if (req.path !== '/api/stock/movements') return errorBody(404, 'Not found');
      const oneItem = req.query.get('itemKey') && !req.query.get('kind');
      return json(page(oneItem ? balanced : ROWS));
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, `/stock/ledger?itemKey=${encodeURIComponent(EN8_KEY)}`);
    const header = await screen.findByRole('columnheader', { name: 'Balance' });
    expect(header).toHaveClass('text-right');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.indexOf('Balance')).toBe(headers.indexOf('Quantity') + 1);
    const latest = screen.getByText('−1,250.5 kg').closest('tr') as HTMLElement;
    expect(within(latest).getByText('1,23,456.75 kg')).toBeInTheDocument();
    expect(within(latest).getByText('1 bar')).toBeInTheDocument();
    const first = screen.getByText('+1,24,707.25 kg').closest('tr') as HTMLElement;
    expect(within(first).getByText('1,24,707.25 kg')).toBeInTheDocument();
    expect(within(first).getByText('5 bars')).toBeInTheDocument();
    expect(screen.queryByText(/to see its running balance/)).toBeNull();

    // A kind picks some of the item's movements: no balance, and the hint says why.
    await user.selectOptions(screen.getByLabelText('Kind'), 'Issue to production');
    expect(
      await screen.findByText('Show every movement of the item (no kind or search) to see its running balance'),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'GRN/2026-27/0004' });
    expect(screen.queryByRole('columnheader', { name: 'Balance' })).toBeNull();
  });

  it('every item’s movements: no balance column, and a hint to choose one item', async () => {
    serve();
    renderRoutes(ROUTES, '/stock/ledger');
    await screen.findByRole('link', { name: 'GRN/2026-27/0004' });
    expect(screen.getByText('Choose one item to see its running balance')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Balance' })).toBeNull();
  });
});
