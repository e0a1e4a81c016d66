import type { WorkOrder } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { IDS, makeDraft, makeWorkOrder, userWith } from './wo-fixtures';
import { WorkOrderViewPage } from './wo-view-page';

const ROUTES = [
  { path: '/work-orders/view/:id', element: <WorkOrderViewPage /> },
  { path: '/work-orders', element: <p>work orders list</p> },
  { path: '*', element: <p>elsewhere</p> },
];

function serve(order: WorkOrder, extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === `/api/work-orders/${order.id}` && req.method === 'GET') return json(order);
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 });
    if (req.path === '/api/company-settings') return json({ name: 'Acme Precision', transferMinutes: 60 });
    return errorBody(404, 'Not found');
  });
}

const document = () => screen.getByRole('article', { name: 'Work order' });
const region = (name: string) => within(document()).getByRole('region', { name });
const particular = (label: string) => within(document()).getByText(`${label}:`).nextElementSibling?.textContent;
const rowsOf = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const link = (name: string) => screen.queryByRole('link', { name });
const button = (name: string) => screen.queryByRole('button', { name });
const posted = (calls: FakeRequest[], end: string) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith(end)).map((c) => c.body);
const signIn = (user = makeUser()) =>
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user });

beforeEach(() => signIn());

// The first test checks the page with axe: more than the default 5 s on a busy machine.
describe('work order view', { timeout: 30_000 }, () => {
  it('shows what to make for whom, what is left to make, the operations and the bar reserved by heat with the shortfall', async () => {
    const order = makeWorkOrder();
    serve(order);
    renderRoutes(ROUTES, `/work-orders/view/${order.id}`);
    expect(await screen.findByRole('heading', { name: 'Work Order', level: 2 })).toBeInTheDocument();
    expect(within(document()).getByText('WO/2026-27/0007')).toBeInTheDocument();
    expect(particular('WO date')).toBe('04/05/2026');
    expect(particular('Due by')).toBe('10/06/2026');
    expect(particular('Product')).toBe('Pinion shaft');
    expect(particular('Drawing No.')).toBe('DRG-101');
    expect(particular('Material')).toBe('EN8 Ø25');
    expect(particular('For')).toBe('Tata Motors — SO/2026-27/0012, line 1');
    expect(within(document()).getByRole('link', { name: 'SO/2026-27/0012' })).toHaveAttribute(
      'href',
      `/sales-orders/view/${IDS.order}`,
    );

    const progress = region('Progress');
    expect(within(progress).getByText('8,200 to make')).toBeInTheDocument();
    expect(within(progress).getByText('Good:').nextElementSibling).toHaveTextContent('1,800');
    expect(within(progress).getByText('Rejected:').nextElementSibling).toHaveTextContent('20');
    expect(within(progress).getByRole('progressbar', { name: '1,800 of 10,000 good' })).toHaveAttribute(
      'aria-valuenow',
      '1800',
    );

    // The second operation waits its own 30 minutes after the first; the first waits for none.
    await waitFor(() =>
      expect(rowsOf(within(document()).getByRole('table', { name: 'Operations' }))).toEqual([
        ['1', 'Rough 1st side', 'Rough', '12.5', '288', '34.73', '1,820', '0', '—'],
        ['2', 'Single setup', 'Single setup', '45.0', '80', '125.00', '1,800', '20', '30 min'],
      ]),
    );

    const bar = region('Bar reserved and issued');
    expect(rowsOf(within(bar).getByRole('table', { name: 'Bar reserved and issued by heat' }))).toEqual([
      ['EN8 Ø25', 'H-2231', '180.000 kg', '45.500 kg'],
      ['EN8 Ø25', 'H-2307', '57.500 kg', '0.000 kg'],
    ]);
    expect(within(bar).getByText('Needed 250.000 kg of EN8 Ø25; reserved 237.500 kg.')).toBeInTheDocument();
    expect(within(bar).getByRole('status')).toHaveTextContent(/^Short by 12\.500 kg/);
    expect(await axeViolations()).toEqual([]);
  });

  it('offers a released work order’s first-piece inspection, production and close short, never edit or release', async () => {
    const order = makeWorkOrder({ status: 'released', goodQuantity: 0, leftToMake: 10000, firstPiecePassed: false });
    serve(order);
    renderRoutes(ROUTES, `/work-orders/view/${order.id}`);
    await screen.findByRole('article', { name: 'Work order' });
    expect(link('First-piece inspection')).toHaveAttribute('href', `/inspections/first-piece/${order.id}`);
    // Production waits for a passed first piece.
    expect(link('Record production')).not.toBeInTheDocument();
    expect(button('Close short')).toBeInTheDocument();
    expect(link('Edit')).not.toBeInTheDocument();
    expect(button('Delete')).not.toBeInTheDocument();
    expect(button('Release')).not.toBeInTheDocument();
  });

  it('links to recording production once the first piece has passed', async () => {
    const order = makeWorkOrder();
    serve(order);
    renderRoutes(ROUTES, `/work-orders/view/${order.id}`);
    expect(await screen.findByRole('link', { name: 'Record production' })).toHaveAttribute(
      'href',
      `/production/new?workOrderId=${order.id}`,
    );
  });

  it('closes short only with a reason, sent with the version read', async () => {
    const user = userEvent.setup();
    const order = makeWorkOrder();
    const closed = makeWorkOrder({ status: 'closed_short', statusReason: 'Customer cut the order', version: 5 });
    const { calls } = serve(order, (req) =>
      req.method === 'POST' && req.path === `/api/work-orders/${order.id}/close` ? json(closed) : undefined,
    );
    renderRoutes(ROUTES, `/work-orders/view/${order.id}`);
    await user.click(await screen.findByRole('button', { name: 'Close short' }));
    await user.click(screen.getByRole('button', { name: 'Confirm close short' }));
    expect(screen.getByText('Give the reason for closing short')).toBeInTheDocument();
    expect(posted(calls, '/close')).toEqual([]);
    await user.type(screen.getByLabelText('Reason'), 'Customer cut the order');
    await user.click(screen.getByRole('button', { name: 'Confirm close short' }));
    await waitFor(() => expect(posted(calls, '/close')).toEqual([{ version: 4, reason: 'Customer cut the order' }]));
  });

  it('offers a draft’s Edit, Delete and Release, says nothing is reserved yet, and releases after asking', async () => {
    const user = userEvent.setup();
    const draft = makeDraft();
    const { calls } = serve(draft, (req) =>
      req.method === 'POST' && req.path === `/api/work-orders/${IDS.draft}/release`
        ? json(makeWorkOrder({ id: IDS.draft, status: 'released' }))
        : undefined,
    );
    renderRoutes(ROUTES, `/work-orders/view/${draft.id}`);
    expect(await screen.findByText('DRAFT — not to be made until released')).toBeInTheDocument();
    expect(particular('For')).toBe('Stock');
    expect(within(region('Progress')).getByText('10,000 to make')).toBeInTheDocument();
    expect(
      within(region('Bar reserved and issued')).getByText(
        'Needs 250.000 kg of EN8 Ø25; reserved from stock when released.',
      ),
    ).toBeInTheDocument();
    expect(link('Edit')).toHaveAttribute('href', `/work-orders/edit/${IDS.draft}`);
    expect(button('Delete')).toBeInTheDocument();
    expect(link('First-piece inspection')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Release' }));
    expect(await answerConfirm(user, true, /^Release this work order for Pinion shaft\?/)).toBe('Release');
    await waitFor(() => expect(posted(calls, '/release')).toEqual([{ version: 2 }]));
  });

  it('says why no bar is reserved for a product without a raw material weight', async () => {
    const order = makeWorkOrder({
      materials: [],
      materialNeed: {
        item: 'EN8|Ø25',
        grade: 'EN8',
        rodSize: 'Ø25',
        neededKg: null,
        reservedKg: 0,
        shortKg: null,
        note: 'The product has no raw material weight, so no bar is reserved for it',
      },
    });
    serve(order);
    renderRoutes(ROUTES, `/work-orders/view/${order.id}`);
    const bar = await screen.findByRole('region', { name: 'Bar reserved and issued' });
    expect(within(bar).getByRole('status')).toHaveTextContent(
      'The product has no raw material weight, so no bar is reserved for it. Add it to the product to reserve bar.',
    );
  });

  it('shows a planner without work-order-status no Release or Close short', async () => {
    signIn(userWith([{ scope: 'work-orders', actions: ['view', 'create', 'edit', 'delete'] }]));
    const draft = makeDraft();
    serve(draft);
    renderRoutes(ROUTES, `/work-orders/view/${draft.id}`);
    await screen.findByRole('article', { name: 'Work order' });
    expect(link('Edit')).toBeInTheDocument();
    expect(button('Release')).not.toBeInTheDocument();
  });
});
