import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../test/harness.js';
import { type StockKit, stockKit } from '../../../test/stock-test-kit.js';
import { releasedWorkOrder } from './work-order-fixture.js';

/*
 * The rejection and downtime reasons: the list the migration starts a company with, added to,
 * renamed and deactivated; unique within a list whatever the case; deleted only while unused.
 */

// biome-ignore lint/suspicious/noExplicitAny: records as the API answers them
type Json = any;

let h: Harness;
let kit: StockKit;

beforeAll(async () => {
  h = await createHarness();
  kit = stockKit(h);
});
afterAll(() => h.close());

/** PATCH as the admin, expecting 200; answers the reason. */
async function patch(id: string, body: object) {
  const res = await h.call('PATCH', `/api/production/reasons/${id}`, { token: await h.adminToken(), body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json;
}

const reasons = (kind?: string) => kit.admin('GET', `/api/production/reasons${kind ? `?kind=${kind}` : ''}`);

describe('the reasons lists', () => {
  it('start with the migration’s lists, one kind at a time or both', async () => {
    const rejection = await reasons('rejection');
    expect(rejection.map((r: Json) => r.name)).toContain('OD oversize');
    expect(rejection.every((r: Json) => r.kind === 'rejection' && r.active && r.entryCount === 0)).toBe(true);
    const downtime = await reasons('downtime');
    expect(downtime.map((r: Json) => r.name)).toContain('Power cut');
    expect((await reasons()).length).toBe(rejection.length + downtime.length);
    const bad = await h.call('GET', '/api/production/reasons?kind=scrap', { token: await h.adminToken() });
    expect(bad.statusCode).toBe(400);
  });

  it('take a new reason once per list, whatever its case; the other list may have the same name', async () => {
    const added = await kit.admin('POST', '/api/production/reasons', { kind: 'rejection', name: 'Chatter marks' });
    expect(added).toMatchObject({ kind: 'rejection', name: 'Chatter marks', active: true, version: 1 });
    const twin = await h.call('POST', '/api/production/reasons', {
      token: await h.adminToken(),
      body: { kind: 'rejection', name: '  CHATTER MARKS ' },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.name).toBe('A rejection reason with this name already exists');
    expect(
      await kit.admin('POST', '/api/production/reasons', { kind: 'downtime', name: 'Chatter marks' }),
    ).toMatchObject({
      kind: 'downtime',
    });
    const blank = await h.call('POST', '/api/production/reasons', {
      token: await h.adminToken(),
      body: { kind: 'rejection', name: '   ' },
    });
    expect(blank.json().errors.name).toBe('Enter the reason');
  });

  it('rename and deactivate with the version read; a stale version or a taken name is refused', async () => {
    const reason = await kit.admin('POST', '/api/production/reasons', { kind: 'downtime', name: 'Coolant' });
    const renamed = await patch(reason.id, {
      name: 'Coolant change',
      version: reason.version,
    });
    expect(renamed).toMatchObject({ name: 'Coolant change', version: 2 });
    const stale = await h.call('PATCH', `/api/production/reasons/${reason.id}`, {
      token: await h.adminToken(),
      body: { active: false, version: reason.version },
    });
    expect(stale.statusCode).toBe(409);
    const taken = await h.call('PATCH', `/api/production/reasons/${reason.id}`, {
      token: await h.adminToken(),
      body: { name: 'power CUT' },
    });
    expect(taken.statusCode).toBe(409);
    // Its own name in another case is no clash.
    expect(await patch(reason.id, { name: 'COOLANT CHANGE' })).toMatchObject({
      name: 'COOLANT CHANGE',
    });
    const off = await patch(reason.id, { active: false });
    expect(off.active).toBe(false);
    // Inactive reasons are listed after the active ones.
    expect((await reasons('downtime')).at(-1).id).toBe(reason.id);
  });

  it('delete a reason no entry names; one in use is refused (deactivate it instead) and kept', async () => {
    const unused = await kit.admin('POST', '/api/production/reasons', { kind: 'rejection', name: 'Dent' });
    await kit.admin('DELETE', `/api/production/reasons/${unused.id}`);
    expect((await reasons('rejection')).some((r: Json) => r.id === unused.id)).toBe(false);

    const used = await kit.admin('POST', '/api/production/reasons', { kind: 'rejection', name: 'Face runout' });
    const customer = await kit.customer();
    const product = await kit.product(customer.partyCode);
    const machine = await kit.admin('POST', '/api/machines', { machineNo: `M-${kit.tag()}`, machineName: 'Lathe' });
    const operator = await kit.admin('POST', '/api/employees', {
      employeeCode: `E-${kit.tag()}`,
      firstName: 'A',
      lastName: 'B',
    });
    const order = await releasedWorkOrder(h.db, { productId: product.id, quantity: 100, firstPiece: 'pass' });
    const body = {
      entryDate: '2024-01-15',
      shift: 1,
      machineId: machine.id,
      operatorId: operator.id,
      workOrderId: order.id,
      operationId: order.operations[0]?.id,
      goodQuantity: 10,
      rejectedQuantity: 2,
      rejectionReasonId: used.id,
    };
    await kit.admin('POST', '/api/production/entries', body);
    expect((await reasons('rejection')).find((r: Json) => r.id === used.id).entryCount).toBe(1);
    const refused = await h.call('DELETE', `/api/production/reasons/${used.id}`, { token: await h.adminToken() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This reason is used by production entries; deactivate it instead');

    // Deactivated, it is refused for a new entry, and kept on the one that names it.
    await patch(used.id, { active: false });
    const again = await h.call('POST', '/api/production/entries', {
      token: await h.adminToken(),
      body: { ...body, shift: 2 },
    });
    expect(again.json().errors.rejectionReasonId).toBe(
      '"Face runout" is no longer in use; choose another rejection reason',
    );
    const list = await kit.admin('GET', `/api/production/entries?workOrderId=${order.id}`);
    expect(list.data[0].rejectionReasonName).toBe('Face runout');
  });

  it('are changed only with the production scope’s create, edit and delete', async () => {
    const viewer = await h.userWith([{ scope: 'production', actions: ['view'] }]);
    expect((await h.call('GET', '/api/production/reasons', { token: viewer.accessToken })).statusCode).toBe(200);
    const add = await h.call('POST', '/api/production/reasons', {
      token: viewer.accessToken,
      body: { kind: 'rejection', name: 'Crack' },
    });
    expect(add.statusCode).toBe(403);
    const [first] = await reasons('rejection');
    const patch = await h.call('PATCH', `/api/production/reasons/${first.id}`, {
      token: viewer.accessToken,
      body: { active: false },
    });
    expect(patch.statusCode).toBe(403);
    const remove = await h.call('DELETE', `/api/production/reasons/${first.id}`, { token: viewer.accessToken });
    expect(remove.statusCode).toBe(403);
  });
});
