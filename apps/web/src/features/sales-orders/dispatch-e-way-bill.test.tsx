import type { SalesOrder } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { axeViolations } from '../../test/axe';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { confirmedOrder, ID } from './order-fixtures';
import { SalesOrderViewPage } from './sales-order-view-page';

const ROUTES = [{ path: '/sales-orders/view/:id', element: <SalesOrderViewPage /> }];
const PATH = `/sales-orders/view/${ID.confirmed}`;
const dispatch = confirmedOrder.dispatches[0] as SalesOrder['dispatches'][number];
const EWB = `/api/sales-orders/${ID.confirmed}/dispatches/${dispatch.id}/e-way-bill`;

function serve() {
  let order = confirmedOrder;
  return stubFetch((req) => {
    if (req.path === `/api/sales-orders/${ID.confirmed}` && req.method === 'GET') return json(order);
    if (req.path === EWB && req.method === 'GET') {
      return new Response('{"version":"1.0.0621","billLists":[]}', {
        headers: { 'Content-Disposition': 'attachment; filename="e-way-bill-DC-2026-27-0003.json"' },
      });
    }
    if (req.path === EWB && req.method === 'PUT') {
      const entry = req.body as { eWayBillNumber: string; eWayBillDate: string; validUntil: string };
      order = {
        ...order,
        version: order.version + 1,
        dispatches: [
          {
            ...dispatch,
            eWayBillNumber: entry.eWayBillNumber,
            eWayBillDate: entry.eWayBillDate,
            eWayBillValidUntil: entry.validUntil,
          },
        ],
      };
      return json(order);
    }
    if (req.path.endsWith('/history')) return json({ data: [], total: 0, page: 1, limit: 5, totalPages: 0 });
    return errorBody(404, 'Not found');
  });
}

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-way-bill');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe("a dispatch's e-way bill", { timeout: 30_000 }, () => {
  it("opens from the dispatch's row, downloads the challan's JSON and records the e-way bill on the dispatch", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = serve();
    const user = userEvent.setup();
    const { container, router } = renderRoutes(ROUTES, PATH);
    const dispatches = await screen.findByRole('table', { name: 'Dispatches' });
    await user.click(within(dispatches).getByRole('link', { name: 'e-Way Bill of challan DC/2026-27/0003' }));

    const panel = await screen.findByRole('region', { name: 'e-Way Bill of challan DC/2026-27/0003' });
    expect(within(panel).getByRole('combobox', { name: /^Mode/ })).toHaveFocus();
    expect(within(panel).getByRole('textbox', { name: 'Vehicle No.' })).toHaveValue('MH12AB1234');
    expect(await axeViolations(container)).toEqual([]);
    await user.type(within(panel).getByRole('textbox', { name: /^Distance/ }), '18');
    await user.click(within(panel).getByRole('button', { name: 'Download e-Way Bill JSON' }));
    await waitFor(() => expect(saved).toEqual(['e-way-bill-DC-2026-27-0003.json']));
    expect(calls.find((c) => c.path === EWB && c.method === 'GET')?.query.get('vehicleNo')).toBe('MH12AB1234');

    await user.type(within(panel).getByRole('textbox', { name: /^e-Way Bill No\./ }), '331001234567');
    await user.type(within(panel).getByRole('textbox', { name: /^Valid until/ }), '16042099');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      eWayBillNumber: '331001234567',
      validUntil: '2099-04-16',
    });
    const row = within(screen.getByRole('table', { name: 'Dispatches' })).getAllByRole('row')[1] as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('e-Way Bill No.: 331001234567valid until 16/04/2099'));
  });

  it('leaves recording to whoever records dispatches', async () => {
    useAuthStore.setState({
      user: makeUser({
        roles: [{ id: 'r3', name: 'Sales' }],
        role: { id: 'r3', name: 'Sales', permissions: [{ scope: 'sales-orders', actions: ['view'] }] },
      }),
    });
    serve();
    renderRoutes(ROUTES, `${PATH}?action=e-way-bill&dispatch=${dispatch.id}`);
    const panel = await screen.findByRole('region', { name: 'e-Way Bill of challan DC/2026-27/0003' });
    expect(within(panel).getByRole('button', { name: 'Download e-Way Bill JSON' })).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox', { name: /^e-Way Bill No\./ })).not.toBeInTheDocument();
  });
});
