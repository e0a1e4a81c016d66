import { execFileSync } from 'node:child_process';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { daysFromToday, typedDate } from '../support/dates';
import { ADMIN } from '../support/env';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 31: box labels and scanning. A flange bush packs 200 to a box. Its work order made 1,050
 * good pieces and its lot passed the pre-dispatch inspection: they are packed from the work order's
 * page into five boxes of 200 and one of 50, "box n of 6", and the A4 label sheet is printed (its
 * first page looked at as an image, /tmp/e2e-box-labels.png). At the dispatch of an order for
 * 1,200, a keyboard scanner types each label's QR text (or the code) and Enter: the boxes are
 * listed and fill the line's quantity. A box of another part and a box from a lot never inspected
 * are refused with their reasons and added to nothing. The dispatch goes with its six boxes, which
 * the order and the boxes list then show as dispatched on its challan.
 */

let token: string;
const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

const today = daysFromToday(0);
const VISUAL = { characteristic: 'Visual: free of burrs', nominal: null, lowerTolerance: null, upperTolerance: null };

/** A picture of the page for a person to look at, /tmp/e2e-box-labels-<name>.png. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `/tmp/e2e-box-labels-${name}.png`, fullPage: true });
}

/**
 * A customer with two parts turned in one 30 s setup from a Ø25 bar (the bush packed 200 to a box,
 * a pin 100), bar of one heat in stock, an operator, and a machine of the journey's own that runs
 * single setups.
 */
async function plant(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `BX${tag}`,
    name: `Deccan Auto Components ${tag}`,
    state: 'Maharashtra',
    billingAddress: 'Plot 22, Chakan MIDC\nPune 410501',
  });
  // A grade of its own, so no other journey's work order reserves this bar.
  const grade = `EN${tag}`.slice(0, 20);
  const part = (drawing: string, description: string, perBox: number) =>
    api(request, 'POST', 'products', {
      partyCode: customer.partyCode,
      assembly: 'Steering column',
      product_description: description,
      drawing_number: drawing,
      product_type: 'Turned part',
      rod_size: '25 mm Round',
      grade,
      raw_material_weight: 0.05,
      single_setup_cycle_time_sec: 30,
      qty_in_box: perBox,
      hsnCode: '87089900',
      gstRate: 18,
    });
  const bush = await part(`DAC-FB-${tag}`, 'Flange bush', 200);
  const pin = await part(`DAC-PN-${tag}`, 'Guide pin', 100);
  const heat = `H${tag}`.slice(0, 20);
  await api(request, 'POST', 'stock/movements', {
    kind: 'adjustment',
    itemType: 'material',
    grade,
    rodSize: '25 mm Round',
    quantity: 1000,
    heatNumber: heat,
    movementDate: today,
    reason: 'Opening stock count',
  });
  const operator = await api(request, 'POST', 'employees', {
    employeeCode: `PK${tag}`.slice(0, 20),
    firstName: 'Ganesh',
    lastName: `Jadhav ${tag}`,
  });
  const machine = await api(request, 'POST', 'machines', { machineNo: `PK-${tag}`, machineName: 'Traub TNL-12' });
  await api(request, 'PUT', `schedule/machines/${machine.id}`, {
    shiftsPerDay: 2,
    hoursPerShift: 8,
    firstShiftStart: '08:00',
    workingDays: [1, 2, 3, 4, 5, 6],
    operationKinds: ['single_setup'],
    setupMinutes: 60,
    status: 'running',
    statusNote: null,
    version: 1,
  });
  return { customer, bush, pin, heat, operator, machine };
}

type Plant = Awaited<ReturnType<typeof plant>>;

/** A work order of the product released, its first piece passed and a shift's `good` pieces recorded on the journey's machine. */
async function made(request: APIRequestContext, { operator, machine }: Plant, productId: string, good: number) {
  const released = await api(request, 'POST', 'work-orders/release', {
    productId,
    quantity: good,
    woDate: today,
    dueDate: daysFromToday(10),
  });
  await api(request, 'POST', 'inspections/first-piece', {
    workOrderId: released.id,
    inspectedOn: today,
    readings: [{ ...VISUAL, result: 'pass' }],
  });
  const order = await api(request, 'GET', `work-orders/${released.id}`);
  await api(request, 'POST', 'production/entries', {
    entryDate: today,
    shift: 1,
    machineId: machine.id,
    operatorId: operator.id,
    workOrderId: released.id,
    operationId: order.operations[0].id,
    goodQuantity: good,
  });
  return (await api(request, 'GET', `work-orders/${released.id}`)) as { id: string; woNumber: string };
}

/** The lot's pre-dispatch inspection, passed: what lets its boxes go. */
const lotPassed = (request: APIRequestContext, workOrderId: string, lotQuantity: number) =>
  api(request, 'POST', 'inspections/lot', {
    workOrderId,
    lotQuantity,
    inspectedOn: today,
    sampleSize: 1,
    readings: [{ ...VISUAL, result: 'pass' }],
  });

/** What a keyboard scanner does: types the label's text into the focused field, then Enter. */
async function scanInto(page: Page, text: string) {
  await page.getByLabel('Scan boxes').focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('boxes are packed and labelled, scanned into a dispatch that fills itself, and a wrong box is refused with its reason', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const shop = await plant(request);
  const { bush, pin, customer } = shop;
  const workOrder = await made(request, shop, bush.id, 1050);
  await lotPassed(request, workOrder.id, 1050);
  // A second lot of the bush, made but never inspected, and a lot of the pin: both packed, neither goes.
  const uninspected = await made(request, shop, bush.id, 200);
  const pinLot = await made(request, shop, pin.id, 100);
  await lotPassed(request, pinLot.id, 100);
  const strayBox = (
    await api(request, 'POST', 'boxes/pack', { workOrderId: uninspected.id, quantity: 200, packedOn: today })
  ).boxes[0].code as string;
  const pinBox = (await api(request, 'POST', 'boxes/pack', { workOrderId: pinLot.id, quantity: 100, packedOn: today }))
    .boxes[0].code as string;
  const order = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: today,
    customerPoNumber: 'PO-31-BOX',
    lines: [{ productId: bush.id, quantity: 1200, rate: 35.5 }],
  });

  // Packing, from the work order's page: 1,050 made, none packed; the product packs 200 a box.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/work-orders/view/${workOrder.id}`);
  await page.getByRole('link', { name: 'Pack boxes' }).click();
  await expect(page).toHaveURL(new RegExp(`/boxes/pack/${workOrder.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pack Boxes ${workOrder.woNumber}`);
  await expect(page.getByText('Left to pack').locator('xpath=following-sibling::dd')).toHaveText('1,050');
  await expect(page.getByLabel('Quantity to Pack')).toHaveValue('1050');
  await expect(page.getByLabel('Parts per Box')).toHaveValue('200');
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  const packed = page.getByRole('table', { name: /6 boxes packed on/ });
  await expect(packed.getByRole('row')).toHaveCount(7);
  const rows = await packed.getByRole('row').allInnerTexts();
  expect(rows.slice(1).map((row) => row.split('\t').slice(1, 3).join(' ').trim())).toEqual([
    'Box 1 of 6 200',
    'Box 2 of 6 200',
    'Box 3 of 6 200',
    'Box 4 of 6 200',
    'Box 5 of 6 200',
    'Box 6 of 6 50',
  ]);
  const codes = rows.slice(1).map((row) => row.split('\t')[0]?.trim() as string);
  expect(codes.every((code) => /^BX\d{7}$/.test(code))).toBe(true);
  await expect(page.getByText('Left to pack').locator('xpath=following-sibling::dd')).toHaveText('0');
  await expectAccessibleOnceToastsGone(page);
  await shot(page, 'packed');

  // The A4 label sheet: ten labels a page, the first page looked at as an image.
  // The boxes just packed come first, over every packing of the work order.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print labels (A4)' }).first().click(),
  ]);
  const pdf = '/tmp/e2e-box-labels.pdf';
  await download.saveAs(pdf);
  expect(download.suggestedFilename()).toBe(`box-labels-${workOrder.woNumber.replaceAll('/', '-')}.pdf`);
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(/Pages:\s+1\b/);
  expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  for (const words of [
    'Acme Precision',
    bush.drawing_number,
    'Flange bush',
    '200 Nos',
    '50 Nos',
    shop.heat,
    workOrder.woNumber,
    typedDate(today),
    'Box 1 of 6',
    'Box 6 of 6',
    ...codes,
  ]) {
    expect(text, words).toContain(words);
  }
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdf, '/tmp/e2e-box-labels']);

  // The dispatch: a keyboard scanner types each label's QR text, or a clerk the code on it.
  await page.goto(`/sales-orders/view/${order.id}?action=dispatch`);
  const form = page.getByRole('region', { name: 'Record dispatch' });
  const quantity = form.getByLabel(new RegExp(`#1 ${bush.drawing_number}`));
  await expect(quantity).toHaveValue('0');
  const qrOf = (code: string, n: number) =>
    [
      code,
      bush.drawing_number,
      'Flange bush',
      n === 6 ? '50' : '200',
      shop.heat,
      workOrder.woNumber,
      typedDate(today),
      `${n}/6`,
    ].join('|');
  for (const [i, code] of codes.entries()) {
    await scanInto(page, i === 2 ? code.toLowerCase() : qrOf(code, i + 1));
    await expect(form.getByRole('table', { name: 'Scanned boxes' }).getByRole('row')).toHaveCount(i + 3);
  }
  await expect(quantity).toHaveValue('1050');
  await expect(form.getByRole('table', { name: 'Scanned boxes' })).toContainText('6 boxes');

  // A box of another part, and one from a lot never inspected: refused with the reason, nothing added.
  await scanInto(page, pinBox);
  await expect(
    form.getByText(`Box ${pinBox} holds ${pin.drawing_number}, which this order does not have`),
  ).toBeVisible();
  await scanInto(page, strayBox);
  await expect(
    form.getByText(`Box ${strayBox} is from ${uninspected.woNumber}, whose lot has no passed inspection`),
  ).toBeVisible();
  await expect(form.getByRole('table', { name: 'Scanned boxes' }).getByRole('row')).toHaveCount(8);
  await expect(quantity).toHaveValue('1050');
  await expectAccessibleOnceToastsGone(page);
  await shot(page, 'scanned');

  await form.getByLabel('Vehicle / Transporter Reference').fill('MH12 QX 3131');
  await form.getByRole('button', { name: 'Record Dispatch' }).click();
  await expect(form).toBeHidden();
  const after = await api(request, 'GET', `sales-orders/${order.id}`);
  const challan = after.dispatches[0];
  expect(after.lines[0].dispatchedQuantity).toBe(1050);
  expect(challan.boxes.map((box: { code: string }) => box.code)).toEqual([...codes].sort());

  // The order's dispatches list the boxes; the boxes list says each went on the challan.
  const dispatches = page.getByRole('table', { name: 'Dispatches' });
  await expect(dispatches).toContainText(`6 boxes: ${[...codes].sort().join(', ')}`);
  await page.goto(`/boxes?workOrderId=${workOrder.id}`);
  for (const code of codes) {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
    await expect(row).toContainText(challan.challanNumber);
    await expect(row).toContainText(typedDate(today));
  }
  await expectAccessibleOnceToastsGone(page);
  await shot(page, 'boxes-dispatched');

  // Scanned again at the next dispatch, a box says where it went.
  const next = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: today,
    lines: [{ productId: bush.id, quantity: 200, rate: 35.5 }],
  });
  await page.goto(`/sales-orders/view/${next.id}?action=dispatch`);
  await scanInto(page, codes[0] as string);
  await expect(
    page
      .getByRole('region', { name: 'Record dispatch' })
      .getByText(`Box ${codes[0]} was dispatched on ${challan.challanNumber} on ${typedDate(today)}`),
  ).toBeVisible();
});
