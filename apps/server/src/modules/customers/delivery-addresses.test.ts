import type { DeliveryAddress } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor, invoiceTestKit } from '../../../test/invoice-test-kit.js';

const kit = invoiceTestKit();

const hosur = {
  label: 'Hosur plant',
  address: 'Plot 12, SIPCOT Industrial Complex, Phase II',
  place: 'Hosur',
  state: 'Tamil Nadu',
  pin: '635126',
};
const path = (customerId: string) => `/api/customers/${customerId}/delivery-addresses`;

const karnatakaCustomer = () =>
  kit.customer({
    state: 'Karnataka',
    gstin: gstinFor('29', 'AAKCK5282C'),
    billingAddress: 'Plot 46, Peenya Industrial Area\nBengaluru 560058',
  });

describe("a customer's delivery addresses", () => {
  it('adds, lists (the default first), edits and deactivates them, one default at a time', async () => {
    const customer = await karnatakaCustomer();
    const first = (await kit.ok('POST', path(customer.id), { ...hosur, isDefault: true }, 201)) as DeliveryAddress;
    expect(first).toMatchObject({ ...hosur, customerId: customer.id, gstin: null, isDefault: true, isActive: true });
    const second = (await kit.ok(
      'POST',
      path(customer.id),
      {
        label: 'Peenya stores',
        address: 'Stores gate 2, KIADB',
        place: 'Bengaluru',
        state: 'Karnataka',
        pin: '560058',
      },
      201,
    )) as DeliveryAddress;
    expect((await kit.ok('GET', path(customer.id))).map((a: DeliveryAddress) => a.label)).toEqual([
      'Hosur plant',
      'Peenya stores',
    ]);

    // The second becomes the default: the first gives it up.
    const promoted = await kit.ok('PUT', `${path(customer.id)}/${second.id}`, {
      ...second,
      isDefault: true,
      version: second.version,
    });
    expect(promoted).toMatchObject({ isDefault: true, version: second.version + 1 });
    const listed = (await kit.ok('GET', path(customer.id))) as DeliveryAddress[];
    expect(listed.map((a) => [a.label, a.isDefault])).toEqual([
      ['Peenya stores', true],
      ['Hosur plant', false],
    ]);

    // Deactivated: kept, but not offered to a new document.
    const hosurNow = listed[1] as DeliveryAddress;
    await kit.ok('PUT', `${path(customer.id)}/${first.id}`, { ...hosur, isActive: false, version: hosurNow.version });
    expect((await kit.ok('GET', `${path(customer.id)}?active=true`)).map((a: DeliveryAddress) => a.label)).toEqual([
      'Peenya stores',
    ]);
    expect(await kit.ok('GET', path(customer.id))).toHaveLength(2);
  });

  it('refuses a PIN of another state on the PIN, a GSTIN of another state, and the customer’s own GSTIN', async () => {
    const customer = await karnatakaCustomer();
    const wrongState = await kit.call('POST', path(customer.id), { ...hosur, state: 'Karnataka' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().errors).toEqual({ pin: 'PIN 635126 is in Tamil Nadu, not Karnataka' });

    const wrongGstin = await kit.call('POST', path(customer.id), { ...hosur, gstin: gstinFor('29', 'AAKCK5282C') });
    expect(wrongGstin.statusCode).toBe(400);
    expect(wrongGstin.json().errors.gstin).toBe(
      'This GSTIN is registered in Karnataka (state code 29), not Tamil Nadu',
    );

    const own = await kit.call('POST', path(customer.id), {
      label: 'Peenya stores',
      address: 'Stores gate 2',
      place: 'Bengaluru',
      state: 'Karnataka',
      pin: '560058',
      gstin: customer.gstin,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors.gstin).toMatch(/^This is the customer's own GSTIN/);
  });

  it('refuses a stale version, another customer’s address and an unknown customer', async () => {
    const customer = await karnatakaCustomer();
    const other = await karnatakaCustomer();
    const added = (await kit.ok('POST', path(customer.id), hosur, 201)) as DeliveryAddress;
    await kit.ok('PUT', `${path(customer.id)}/${added.id}`, { ...hosur, label: 'Hosur', version: added.version });
    const stale = await kit.call('PUT', `${path(customer.id)}/${added.id}`, { ...hosur, version: added.version });
    expect(stale.statusCode).toBe(409);
    expect((await kit.call('PUT', `${path(other.id)}/${added.id}`, hosur)).statusCode).toBe(404);
    expect((await kit.call('GET', path('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await kit.call('POST', path('00000000-0000-4000-8000-000000000000'), hosur)).statusCode).toBe(404);
  });

  it('is read by whoever picks the customer, and changed only with customers: edit', async () => {
    const customer = await karnatakaCustomer();
    const clerk = await kit.h.userWith([{ scope: 'sales-orders', actions: ['create'] }]);
    const viewer = await kit.h.userWith([{ scope: 'customers', actions: ['view'] }]);
    const editor = await kit.h.userWith([{ scope: 'customers', actions: ['view', 'edit'] }]);
    const as = (user: { accessToken: string }, method: 'GET' | 'POST', body?: object) =>
      kit.h.call(method, path(customer.id), { token: user.accessToken, body });
    expect((await as(clerk, 'GET')).statusCode).toBe(200);
    expect((await as(viewer, 'GET')).statusCode).toBe(200);
    expect((await as(clerk, 'POST', hosur)).statusCode).toBe(403);
    expect((await as(viewer, 'POST', hosur)).statusCode).toBe(403);
    expect((await as(editor, 'POST', hosur)).statusCode).toBe(201);
  });

  it('ignores the ids, owner, version and timestamps a client sends', async () => {
    const customer = await karnatakaCustomer();
    const other = await karnatakaCustomer();
    const forged = {
      id: '00000000-0000-4000-8000-000000000001',
      customerId: other.id,
      version: 99,
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2001-01-01T00:00:00.000Z',
    };
    const added = (await kit.ok('POST', path(customer.id), { ...hosur, ...forged }, 201)) as DeliveryAddress;
    expect(added).toMatchObject({ customerId: customer.id, version: 1 });
    expect(added.id).not.toBe(forged.id);
    expect(added.createdAt).not.toBe(forged.createdAt);
    const changed = await kit.ok('PUT', `${path(customer.id)}/${added.id}`, { ...hosur, ...forged, version: 1 });
    expect(changed).toMatchObject({ id: added.id, customerId: customer.id, version: 2 });
    expect(await kit.ok('GET', path(other.id))).toEqual([]);
  });

  it('is kept in the customer’s history', async () => {
    const customer = await karnatakaCustomer();
    await kit.ok('POST', path(customer.id), hosur, 201);
    const history = await kit.ok('GET', `/api/customers/${customer.id}/history`);
    expect(JSON.stringify(history)).toContain('Hosur plant');
  });
});
