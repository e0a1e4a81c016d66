import { type DeliveryAddress, gstinCheckChar, type Permission } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { DeliveryAddressesSection } from './delivery-addresses-section';

const CUSTOMER = 'c1';
const PATH = `/api/customers/${CUSTOMER}/delivery-addresses`;

const HOSUR: DeliveryAddress = {
  id: 'a1',
  customerId: CUSTOMER,
  label: 'Hosur plant',
  address: 'Plot 12, SIPCOT Industrial Complex, Phase II',
  place: 'Hosur',
  state: 'Tamil Nadu',
  pin: '635126',
  gstin: null,
  isDefault: true,
  isActive: true,
  version: 3,
  createdAt: '2026-11-02T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
};

function signIn(permissions: Permission[]) {
  useAuthStore.setState({
    user: makeUser({ roles: [{ id: 'r2', name: 'Sales' }], role: { id: 'r2', name: 'Sales', permissions } }),
  });
}

function serve(addresses: DeliveryAddress[], write?: (req: FakeRequest) => Response) {
  return stubFetch((req) => {
    if (req.path === PATH && req.method === 'GET') return json(addresses);
    if (write && req.method !== 'GET') return write(req);
    return errorBody(404, 'Not found');
  });
}

const writes = (calls: FakeRequest[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);

beforeEach(() => signIn([{ scope: 'customers', actions: ['view', 'edit'] }]));

describe("the customer's delivery addresses", () => {
  it('lists each address with its town, PIN and state with its code', async () => {
    serve([HOSUR]);
    renderAt(<DeliveryAddressesSection customerId={CUSTOMER} />);
    const row = (await screen.findByText('Hosur plant')).closest('li') as HTMLElement;
    expect(
      within(row).getByText('Plot 12, SIPCOT Industrial Complex, Phase II, Hosur 635126, Tamil Nadu (33)'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Default')).toBeInTheDocument();
  });

  it('adds an address, refusing a PIN of another state before sending it', async () => {
    const user = userEvent.setup();
    const { calls } = serve([], (req) => json({ ...HOSUR, id: 'a2', isDefault: false, ...(req.body as object) }, 201));
    renderAt(<DeliveryAddressesSection customerId={CUSTOMER} />);
    expect(await screen.findByText('None: goods go to the shipping address above')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    const form = screen.getByRole('form', { name: 'Add a delivery address' });
    await user.type(within(form).getByLabelText(/^Label/), 'Hosur plant');
    await user.type(within(form).getByLabelText(/^Street/), 'Plot 12, SIPCOT Industrial Complex, Phase II');
    await user.type(within(form).getByLabelText(/^Town/), 'Hosur');
    await user.selectOptions(within(form).getByLabelText('State'), 'Karnataka');
    await user.type(within(form).getByLabelText(/^PIN code/), '635126');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await within(form).findByText('PIN 635126 is in Tamil Nadu, not Karnataka')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('State'), 'Tamil Nadu');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        [
          'POST',
          PATH,
          {
            label: 'Hosur plant',
            address: 'Plot 12, SIPCOT Industrial Complex, Phase II',
            place: 'Hosur',
            state: 'Tamil Nadu',
            pin: '635126',
            gstin: null,
            isDefault: false,
            isActive: true,
          },
        ],
      ]),
    );
  });

  it('shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    serve([HOSUR], () =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: "This is the customer's own GSTIN",
          errors: { gstin: "This is the customer's own GSTIN" },
        },
        400,
      ),
    );
    renderAt(<DeliveryAddressesSection customerId={CUSTOMER} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Hosur plant' }));
    const form = screen.getByRole('form', { name: 'Edit Hosur plant' });
    await user.type(within(form).getByLabelText('GSTIN'), `33AAKCK5282C1Z${gstinCheckChar('33AAKCK5282C1Z')}`);
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await within(form).findByText("This is the customer's own GSTIN")).toBeInTheDocument();
  });

  it('deactivates an address, sending it whole with its version and no longer the default', async () => {
    const user = userEvent.setup();
    const { calls } = serve([HOSUR], (req) => json({ ...HOSUR, ...(req.body as object), version: 4 }));
    renderAt(<DeliveryAddressesSection customerId={CUSTOMER} />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Hosur plant' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        [
          'PUT',
          `${PATH}/a1`,
          {
            label: 'Hosur plant',
            address: HOSUR.address,
            place: 'Hosur',
            state: 'Tamil Nadu',
            pin: '635126',
            gstin: null,
            isDefault: false,
            isActive: false,
            version: 3,
          },
        ],
      ]),
    );
  });

  it('offers no changes to whoever only views customers', async () => {
    signIn([{ scope: 'customers', actions: ['view'] }]);
    serve([HOSUR]);
    renderAt(<DeliveryAddressesSection customerId={CUSTOMER} />);
    expect(await screen.findByText('Hosur plant')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Hosur plant' })).not.toBeInTheDocument();
  });
});
