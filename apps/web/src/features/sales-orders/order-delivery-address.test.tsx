import type { DeliveryAddress } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { confirmedOrder, draftOrder, ID, servePickers } from './order-fixtures';
import { NewSalesOrderPage } from './sales-order-pages';
import { SalesOrderViewPage } from './sales-order-view-page';

/*
 * Where an order's goods go (issue 32): the order names one of the customer's delivery addresses,
 * its default proposed; a dispatch starts from the order's and may go to another, or to the
 * customer's own shipping address.
 */

const address = (id: string, fields: Partial<DeliveryAddress>): DeliveryAddress => ({
  id,
  customerId: ID.customer,
  label: 'Hosur plant',
  address: 'Plot 12, SIPCOT Phase II',
  place: 'Hosur',
  state: 'Tamil Nadu',
  pin: '635126',
  gstin: null,
  isDefault: false,
  isActive: true,
  version: 1,
  createdAt: '2026-04-01T09:00:00.000Z',
  updatedAt: '2026-04-01T09:00:00.000Z',
  ...fields,
});
const HOSUR = address('7a1e2f3a-4b5c-4d6e-8f70-8192a3b4c501', { isDefault: true });
const CHAKAN = address('7a1e2f3a-4b5c-4d6e-8f70-8192a3b4c502', {
  label: 'Chakan stores',
  address: 'Gate 3, MIDC Chakan',
  place: 'Pune',
  state: 'Maharashtra',
  pin: '410501',
});
const RETIRED = address('7a1e2f3a-4b5c-4d6e-8f70-8192a3b4c503', {
  label: 'Old warehouse',
  isActive: false,
  place: 'Bhosari',
  state: 'Maharashtra',
  pin: '411026',
});

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req) ?? servePickers(req);
    if (answer) return answer;
    if (req.path === `/api/customers/${ID.customer}/delivery-addresses`) return json([HOSUR, CHAKAN, RETIRED]);
    if (req.path === `/api/sales-orders/${ID.confirmed}` && req.method === 'GET') {
      return json({ ...confirmedOrder, deliveryAddressId: HOSUR.id });
    }
    return errorBody(404, 'Not found');
  });
}

const posts = (calls: FakeRequest[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
});

describe('the delivery address of a sales order', () => {
  it('proposes the customer’s default address, offers those in use, and sends the one chosen', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/sales-orders' ? json(draftOrder, 201) : undefined,
    );
    renderRoutes(
      [
        { path: '/sales-orders/new', element: <NewSalesOrderPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      '/sales-orders/new',
    );
    const select = screen.getByLabelText('Delivery address');
    expect(select).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'dac');
    await user.click(await screen.findByRole('option', { name: 'DAC01 — Deccan Auto Components' }));
    await waitFor(() => expect(select).toHaveValue(HOSUR.id));
    expect(optionTexts(select)).toEqual([
      "The customer's own shipping address",
      'Hosur plant — Plot 12, SIPCOT Phase II, Hosur 635126, Tamil Nadu (33)',
      'Chakan stores — Gate 3, MIDC Chakan, Pune 410501, Maharashtra (27)',
    ]);
    await user.selectOptions(select, CHAKAN.id);

    const row = screen.getByRole('row', { name: 'Line 1' });
    await user.click(within(row).getByRole('combobox', { name: 'Product' }));
    await user.click(await screen.findByRole('option', { name: 'DAC-2231-B — Nozzle holder sleeve' }));
    await user.type(within(row).getByLabelText('Quantity'), '100');
    await user.clear(within(row).getByLabelText('Rate (₹)'));
    await user.type(within(row).getByLabelText('Rate (₹)'), '12.35');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posts(calls, '/api/sales-orders')).toHaveLength(1));
    expect(posts(calls, '/api/sales-orders')[0]).toMatchObject({
      customerId: ID.customer,
      deliveryAddressId: CHAKAN.id,
    });
  });

  it('starts a dispatch at the order’s address and sends another, or the customer’s own', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(confirmedOrder, 201) : undefined));
    renderRoutes(
      [
        { path: '/sales-orders/view/:id', element: <SalesOrderViewPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      `/sales-orders/view/${ID.confirmed}?action=dispatch`,
    );
    const form = await screen.findByRole('region', { name: 'Record dispatch' });
    const select = within(form).getByLabelText('Delivery address');
    await waitFor(() => expect(select).toHaveValue(HOSUR.id));
    // The order's summary names it too.
    expect(
      await screen.findByText('Hosur plant — Plot 12, SIPCOT Phase II, Hosur 635126, Tamil Nadu (33)', {
        selector: 'dd',
      }),
    ).toBeInTheDocument();

    await user.selectOptions(select, '');
    await user.type(within(form).getByLabelText('#1 DAC-2231-B — Nozzle holder sleeve'), '{selectall}5');
    await user.click(within(form).getByRole('button', { name: 'Record Dispatch' }));
    await waitFor(() => expect(posts(calls, `/api/sales-orders/${ID.confirmed}/dispatches`)).toHaveLength(1));
    // Blank: the customer's own shipping address, said so rather than left out (which is the order's).
    expect(posts(calls, `/api/sales-orders/${ID.confirmed}/dispatches`)[0]).toMatchObject({ deliveryAddressId: null });
  });
});
