import type { DeliveryAddress } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerCustomerPickers } from '../../test/customer-pickers';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { COMPANY, CUSTOMERS, IDS, makeInvoice, PRODUCTS, PROPOSAL } from './invoice-fixtures';
import { InvoiceFormPage } from './invoice-form-page';

/*
 * The invoice's delivery address (issue 32): a direct invoice may choose one of the customer's;
 * an invoice of an order or a dispatch takes where its goods went, shown and not changed here.
 */

const HOSUR: DeliveryAddress = {
  id: '7a1e2f3a-4b5c-4d6e-8f70-8192a3b4c501',
  customerId: IDS.deccan,
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
};
const HOSUR_LABEL = 'Hosur plant — Plot 12, SIPCOT Phase II, Hosur 635126, Tamil Nadu (33)';

const ROUTES = [
  { path: '/invoices/new', element: <InvoiceFormPage /> },
  { path: '/invoices/edit/:id', element: <InvoiceFormPage /> },
  { path: '*', element: <p>elsewhere</p> },
];
const draft = makeInvoice({ id: IDS.draft, invoiceNumber: null, status: 'draft', displayStatus: 'draft', version: 1 });

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/company-settings') return json(COMPANY);
    const customer = answerCustomerPickers(req, CUSTOMERS);
    if (customer) return customer;
    if (req.path === `/api/customers/${IDS.deccan}/delivery-addresses`) return json([HOSUR]);
    if (req.path === '/api/products/options') return json(req.query.get('customerId') === IDS.deccan ? PRODUCTS : []);
    return errorBody(404, 'Not found');
  });
}

const posts = (calls: FakeRequest[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/invoices').map((c) => c.body);

beforeEach(() => {
  useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
});

describe('the delivery address of an invoice', () => {
  it('lets a direct invoice choose one of the customer’s addresses and sends it', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(draft, 201) : undefined));
    renderRoutes(ROUTES, '/invoices/new');
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'dac');
    await user.click(await screen.findByRole('option', { name: 'DAC01 — Deccan Auto Components' }));
    const select = screen.getByLabelText('Delivery address');
    await user.selectOptions(select, await within(select).findByRole('option', { name: HOSUR_LABEL }));

    const line = screen.getByRole('group', { name: 'Line 1' });
    await user.type(within(line).getByRole('combobox', { name: 'Product' }), 'sleeve');
    await user.click(await screen.findByRole('option', { name: 'DAC-2231-B — Nozzle holder sleeve' }));
    await user.type(within(line).getByLabelText('Quantity', { exact: true }), '10');
    await user.type(within(line).getByLabelText('Rate (₹)', { exact: true }), '42.50');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ customerId: IDS.deccan, deliveryAddressId: HOSUR.id });
  }, 30_000);

  it('shows the address an invoice of a dispatch takes, without letting it change', async () => {
    serve((req) =>
      req.path === '/api/invoices/proposal' ? json({ ...PROPOSAL, deliveryAddressId: HOSUR.id }) : undefined,
    );
    renderRoutes(ROUTES, `/invoices/new?salesOrderId=${IDS.order}&dispatchId=d-77`);
    const select = await screen.findByLabelText('Delivery address');
    await waitFor(() => expect(select).toHaveValue(HOSUR.id));
    expect(select).toBeDisabled();
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(HOSUR_LABEL);
  });
});
