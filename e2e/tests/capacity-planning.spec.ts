import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCall } from '../support/admin-api';
import { daysFromToday, typedDate } from '../support/dates';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { apiToken, signIn } from '../support/session';

/**
 * Issue 27: a plan to promise from. A sales clerk types an order line and sees, under it, the day
 * it can be dispatched and what decides it; the planner asks "what if" for the same part and
 * reads the rough-cut load; the storekeeper's material planning says from when the part's bar is
 * short and what to buy by when, and the bar's needs day by day.
 */

let token: string;
const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

/** A customer and a part of a bar of this run's own (0.5 kg of bar, 60 s a piece), none of it in stock. */
async function seed(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `CP${tag}`,
    name: `Chambal Pumps ${tag}`,
    state: 'Maharashtra',
  });
  const product = await api(request, 'POST', 'products', {
    partyCode: customer.partyCode,
    assembly: 'Pump',
    product_description: 'Impeller hub',
    drawing_number: `CP-${tag}`,
    product_type: 'Turned part',
    rod_size: '30 mm',
    grade: `EN${tag}`,
    raw_material_weight: 0.5,
    rough_first_cycle_time_sec: 60,
    hsnCode: '84139190',
    gstRate: 18,
  });
  // A turning centre of its own that runs rough work only, on the default two shifts.
  const machine = await api(request, 'POST', 'machines', { machineNo: `TRB-${tag}`, machineName: 'Traub TNL-18' });
  await api(request, 'PUT', `schedule/machines/${machine.id}`, {
    shiftsPerDay: 2,
    hoursPerShift: 8,
    firstShiftStart: '08:00',
    workingDays: [1, 2, 3, 4, 5, 6],
    operationKinds: ['rough'],
    setupMinutes: 60,
    status: 'running',
    statusNote: null,
    version: 1,
  });
  return { customer, product, grade: `EN${tag}` };
}

test('a clerk sees the promise date under a line; the planner sees what if and the load; the bar is planned by day', async ({
  page,
  request,
}) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  const { customer, product, grade } = await seed(request);
  await signIn(page, ADMIN.email, ADMIN.password);

  // The clerk types a line: the promise appears under it, with what decides it (the bar is not in stock).
  await page.goto('/sales-orders/new');
  await pick(
    page,
    page.getByRole('combobox', { name: 'Customer' }),
    customer.partyCode,
    new RegExp(customer.partyCode),
  );
  const line = page.getByRole('row', { name: 'Line 1', exact: true });
  await pick(
    page,
    line.getByRole('combobox', { name: 'Product' }),
    product.drawing_number,
    new RegExp(product.drawing_number),
  );
  await line.getByRole('textbox', { name: 'Quantity' }).fill('600');
  await expect(
    page.getByText(/Can dispatch by \d\d\/\d\d\/\d{4}.* — decided by 300 kg of .* must be bought/),
  ).toBeVisible();

  // The planner asks what promising it for a date would do, and reads the rough-cut load.
  await page.goto('/capacity-plan');
  await expect(page.getByRole('heading', { name: 'Rough-cut load' })).toBeVisible();
  await pick(
    page,
    page.getByRole('combobox', { name: /Product/ }),
    product.drawing_number,
    new RegExp(product.drawing_number),
  );
  await page.getByLabel('Quantity').fill('600');
  await page.getByLabel('Requested Date').fill(typedDate(daysFromToday(30)));
  await page.getByRole('button', { name: 'Work it out' }).click();
  await expect(page.getByText('Open work orders it would make late')).toBeVisible();
  await expect(page.getByText(/Can dispatch by \d\d\/\d\d\/\d{4}/).first()).toBeVisible();

  // A confirmed order of it: material planning says from when its bar is short and what to buy.
  await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(0),
    deliveryDate: daysFromToday(30),
    lines: [{ productId: product.id, quantity: 600, rate: 25 }],
  });
  await page.goto(`/stock/planning?search=${grade}`);
  const row = page.getByRole('row').filter({ hasText: `${grade} Ø30` });
  await expect(row).toContainText('300 kg');
  await expect(row).toContainText(/300 kg by \d\d\/\d\d\/\d{4}/);
  await row.getByRole('link', { name: `${grade} Ø30` }).click();
  await expect(page.getByRole('heading', { name: `${grade} Ø30 by day` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'In stock now' })).toContainText('0 kg');
  await expect(page.getByText(/Short 300 kg/)).toBeVisible();
});
