import type { BlanketOrder } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeBlanketOrder, makeDraft, makeUnreleased, servePickers, userWith } from './blanket-fixtures';
import { BlanketOrderViewPage } from './blanket-view-page';

const ROUTES = [
  { path: '/blanket-orders/view/:id', element: <BlanketOrderViewPage /> },
  { path: '/blanket-orders', element: <p>blanket orders list</p> },
  { path: '*', element: <p>elsewhere</p> },
];

const active = makeBlanketOrder();

function serve(order: BlanketOrder, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? servePickers(req);
    if (answer) return answer;
    if (req.path === `/api/blanket-orders/${order.id}` && req.method === 'GET') return json(order);
    return errorBody(404, 'Not found');
  });
}

const region = (name: string) => screen.getByRole('region', { name });
const button = (name: string) => screen.queryByRole('button', { name });
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const signIn = (user = makeUser()) =>
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user });

beforeEach(() => signIn());

describe('blanket order view: the order, its lines and prices', () => {
  it('shows the header, each line’s figures and each line’s prices by date', async () => {
    serve(active);
    renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    expect(await screen.findByRole('heading', { name: 'Blanket Order BO/2026-27/0001' })).toBeInTheDocument();
    expect(screen.getByText('BAC/OPO/2627/118')).toBeInTheDocument();
    expect(screen.getByText('dated 25/03/2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('01/04/2026 to 31/03/2027')).toBeInTheDocument();
    expect(screen.getByText('45 days from invoice')).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.queryByText('Expired')).not.toBeInTheDocument();

    const lines = region('Lines');
    expect(cellsOf(within(lines).getByRole('row', { name: 'Line 1' })).slice(0, 9)).toEqual([
      '1',
      'FB-2231',
      'Flange bush, zinc plated',
      '60,000',
      '₹38.00',
      '52,000',
      '48,000',
      '48,000',
      '8,000',
    ]);
    expect(cellsOf(within(lines).getByRole('row', { name: 'Line 2' })).slice(0, 9)).toEqual([
      '2',
      'SL-0907',
      'Sleeve',
      'Open-ended',
      '₹12.10',
      '6,000',
      '4,000',
      '2,000',
      '—',
    ]);

    const bushPrices = screen.getByRole('table', { name: 'Prices of line 1: FB-2231' });
    expect(
      within(bushPrices)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)),
    ).toEqual([
      ['01/04/2026', '₹35.50', 'The order’s first price'],
      ['01/10/2026In force', '₹38.00', 'Steel price rise, BAC letter PUR/311'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Prices of line 2: SL-0907' })).getByText('Annual price-down agreed'),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('links each release’s sales order with its month', async () => {
    serve(active);
    renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    const releases = await screen.findByRole('region', { name: 'Releases' });
    expect(within(releases).getByRole('link', { name: 'Sales order SO/2026-27/0211' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.octoberRelease}`,
    );
    expect(within(releases).getByText('October 2026')).toBeInTheDocument();
    expect(within(releases).getByRole('link', { name: 'Sales order SO/2026-27/0240' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.novemberRelease}`,
    );
    expect(within(releases).getByText('November 2026')).toBeInTheDocument();
  });

  it('lists what was billed at the old price: the difference in lakhs and the note it calls for', async () => {
    serve(active);
    renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    const billed = await screen.findByRole('region', { name: 'Billed at the old price' });
    const bush = within(billed).getByRole('row', { name: 'Invoice INV/2026-27/0143, FB-2231' });
    expect(cellsOf(bush)).toEqual([
      'INV/2026-27/0143',
      '14/10/2026',
      'FB-2231',
      '48,000',
      '₹35.50',
      '₹38.00',
      '₹1,20,000.00',
      'Debit note',
      'Make debit note',
    ]);
    expect(within(bush).getByRole('link', { name: 'INV/2026-27/0143' })).toHaveAttribute(
      'href',
      `/invoices/view/${IDS.bushInvoice}`,
    );
    expect(within(bush).getByRole('link', { name: 'Make debit note' })).toHaveAttribute(
      'href',
      `/notes/new?invoiceId=${IDS.bushInvoice}&kind=debit`,
    );
    // The sleeve's price fell: a credit note, already made, opens.
    const sleeve = within(billed).getByRole('row', { name: 'Invoice INV/2026-27/0151, SL-0907' });
    expect(cellsOf(sleeve).slice(6)).toEqual(['-₹600.00', 'Credit note', 'Open the credit note']);
    expect(within(sleeve).getByRole('link', { name: 'Open the credit note' })).toHaveAttribute(
      'href',
      `/notes/view/${IDS.creditNote}`,
    );
  });

  it('offers no note to make to whoever may not make invoices, and no invoice link to whoever may not see them', async () => {
    signIn(userWith([{ scope: 'sales-orders', actions: ['view'] }]));
    serve(active);
    renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    const billed = await screen.findByRole('region', { name: 'Billed at the old price' });
    expect(within(billed).queryByRole('link')).not.toBeInTheDocument();
    expect(within(billed).getByText('Not made yet')).toBeInTheDocument();
    expect(button('Revise price')).not.toBeInTheDocument();
  });
});

describe('blanket order view: revising a price', () => {
  it('sends the line, the day, the rate and the reason with the version read, and shows the new price', async () => {
    const user = userEvent.setup();
    const revised = makeBlanketOrder({
      version: 5,
      lines: active.lines.map((line) =>
        line.id === IDS.sleeveLine
          ? {
              ...line,
              prices: [...line.prices, { effectiveFrom: '2026-12-01', rate: 12.25, reason: 'Zinc surcharge' }],
              rate: 12.25,
            }
          : line,
      ),
    });
    const { calls } = serve(active, (req) =>
      req.method === 'POST' && req.path === `/api/blanket-orders/${IDS.active}/prices` ? json(revised) : undefined,
    );
    renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    const lines = await screen.findByRole('region', { name: 'Lines' });
    await user.click(
      within(within(lines).getByRole('row', { name: 'Line 2' })).getByRole('button', { name: 'Revise price' }),
    );
    const panel = screen.getByRole('region', { name: 'Revise the price of line 2: SL-0907' });
    expect(within(panel).getByText(/^Now ₹12\.10 a piece\./)).toBeInTheDocument();

    // Nothing is sent until the rate and the reason are given.
    await user.click(within(panel).getByRole('button', { name: 'Save new price' }));
    expect(await within(panel).findByText('Rate is required')).toBeInTheDocument();
    expect(within(panel).getByText('Give the reason for the new price')).toBeInTheDocument();
    expect(posted(calls, '/prices')).toEqual([]);

    await replaceText(user, within(panel).getByRole('textbox', { name: 'Effective from' }), '01122026');
    await enterText(user, within(panel).getByLabelText('New rate a piece (₹)'), '12.25');
    await enterText(user, within(panel).getByLabelText('Reason'), 'Zinc surcharge');
    await user.click(within(panel).getByRole('button', { name: 'Save new price' }));
    await waitFor(() =>
      expect(posted(calls, '/prices')).toEqual([
        { lineId: IDS.sleeveLine, effectiveFrom: '2026-12-01', rate: 12.25, reason: 'Zinc surcharge', version: 4 },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Revise the price of line 2: SL-0907' })).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('table', { name: 'Prices of line 2: SL-0907' })).getByText('Zinc surcharge'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    serve(active, (req) =>
      req.method === 'POST' && req.path.endsWith('/prices')
        ? errorBody(400, 'The new price must start within the order’s validity', {
            effectiveFrom: 'The new price must start within the order’s validity',
          })
        : undefined,
    );
    renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    const lines = await screen.findByRole('region', { name: 'Lines' });
    await user.click(
      within(within(lines).getByRole('row', { name: 'Line 1' })).getByRole('button', { name: 'Revise price' }),
    );
    const panel = screen.getByRole('region', { name: 'Revise the price of line 1: FB-2231' });
    await enterText(user, within(panel).getByLabelText('New rate a piece (₹)'), '39');
    await enterText(user, within(panel).getByLabelText('Reason'), 'Steel again');
    await user.click(within(panel).getByRole('button', { name: 'Save new price' }));
    expect(await within(panel).findByText('The new price must start within the order’s validity')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Effective from' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(panel).getByRole('button', { name: 'Keep the price' }));
    expect(screen.queryByRole('region', { name: /^Revise the price/ })).not.toBeInTheDocument();
  });

  it('offers Revise price only on an active order', async () => {
    serve(makeDraft());
    renderRoutes(ROUTES, `/blanket-orders/view/${IDS.draft}`);
    expect(await screen.findByRole('heading', { name: 'Blanket Order (draft)' })).toBeInTheDocument();
    expect(button('Revise price')).not.toBeInTheDocument();
  });
});

describe('blanket order view: the actions the flow offers', () => {
  it('offers a draft’s Edit, Delete and Activate, and activates it after asking', async () => {
    const user = userEvent.setup();
    const draft = makeDraft();
    const { calls } = serve(draft, (req) =>
      req.method === 'POST' && req.path.endsWith('/activate')
        ? json(makeBlanketOrder({ id: IDS.draft, version: 3, releases: [], billedAtOldPrice: [] }))
        : undefined,
    );
    renderRoutes(ROUTES, `/blanket-orders/view/${IDS.draft}`);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/blanket-orders/edit/${IDS.draft}`,
    );
    expect(button('Delete')).toBeInTheDocument();
    expect(button('Close')).not.toBeInTheDocument();
    expect(button('Cancel')).not.toBeInTheDocument();
    expect(button('Download PDF')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Releases' })).not.toBeInTheDocument();

    await user.click(button('Activate') as HTMLElement);
    await answerConfirm(user, true, /^Activate this blanket order for Bharat Auto Components\?/);
    await waitFor(() => expect(posted(calls, '/activate')).toEqual([{ version: 2 }]));
    expect(await screen.findByRole('heading', { name: 'Blanket Order BO/2026-27/0001' })).toBeInTheDocument();
  });

  it('offers Close and Cancel to holders of sales-order-status, Cancel only while nothing is released', async () => {
    const unreleased = makeUnreleased();
    serve(unreleased);
    const first = renderRoutes(ROUTES, `/blanket-orders/view/${unreleased.id}`);
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(button('Cancel')).toBeInTheDocument();
    expect(button('Activate')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    first.unmount();

    // Pieces released: it is closed, not cancelled.
    serve(active);
    const second = renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(button('Cancel')).not.toBeInTheDocument();
    second.unmount();

    // Sales orders in full, but not their status: neither.
    signIn(userWith([{ scope: 'sales-orders', actions: ['view', 'create', 'edit', 'delete'] }]));
    serve(unreleased);
    renderRoutes(ROUTES, `/blanket-orders/view/${unreleased.id}`);
    expect(await screen.findByRole('heading', { name: 'Blanket Order BO/2026-27/0001' })).toBeInTheDocument();
    expect(button('Revise price')).toBeInTheDocument();
    expect(button('Close')).not.toBeInTheDocument();
    expect(button('Cancel')).not.toBeInTheDocument();
  });

  it('closes with the reason given, then shows it', async () => {
    const user = userEvent.setup();
    const { calls } = serve(active, (req) =>
      req.method === 'POST' && req.path.endsWith('/close')
        ? json(
            makeBlanketOrder({
              status: 'closed',
              statusReason: 'Part superseded by FB-2231-C',
              closedAt: '2026-12-05T06:00:00.000Z',
              version: 5,
            }),
          )
        : undefined,
    );
    renderRoutes(ROUTES, `/blanket-orders/view/${active.id}`);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByRole('heading', { name: 'Close blanket order BO/2026-27/0001' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm close' }));
    expect(screen.getByText('Give the reason for closing')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'Part superseded by FB-2231-C');
    await user.click(screen.getByRole('button', { name: 'Confirm close' }));
    await waitFor(() =>
      expect(posted(calls, '/close')).toEqual([{ version: 4, reason: 'Part superseded by FB-2231-C' }]),
    );
    expect(await screen.findByText('Part superseded by FB-2231-C')).toBeInTheDocument();
    expect(button('Close')).not.toBeInTheDocument();
    expect(button('Revise price')).not.toBeInTheDocument();
  });
});
