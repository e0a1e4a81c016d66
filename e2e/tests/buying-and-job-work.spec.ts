import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { acceptConfirm } from '../support/confirm';
import { daysFromToday, typedDate } from '../support/dates';
import { ADMIN } from '../support/env';
import { expectColumnsInView } from '../support/fits';
import { pick } from '../support/pick';
import { checkScreen } from '../support/roles';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 20: the material side of the plant. A customer's order needs EN8 Ø25 bar; the shortage
 * list says so and makes the purchase order; 2,000 kg are ordered and 1,980 kg come in with
 * heat H123 and its mill test certificate, which moves the stock and the shortage list by
 * 1,980 kg; 500 kg are issued to production against the order; and 5,000 finished pieces go
 * to a plater on a rule-55 challan and come back as 4,900 good and 100 rejected, nothing pending.
 */

let token: string;
const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

const BAR = 'EN8|Ø25';

interface PlanningRow {
  /** The bar's stock item key. */
  id: string;
  needKg: number;
  issuedKg: number;
  inStockKg: number;
  onOrderKg: number;
  shortageKg: number;
}

/** EN8 Ø25's row of the shortage list, as the server works it out. */
async function planningRow(request: APIRequestContext): Promise<PlanningRow> {
  const page = await api(request, 'GET', `stock/planning?limit=100&search=${encodeURIComponent('EN8')}`);
  const row = page.data.find((r: PlanningRow) => r.id === BAR);
  expect(row, `EN8 Ø25 on the shortage list: ${JSON.stringify(page.data)}`).toBeTruthy();
  return row;
}

/** A customer, a part of theirs turned from EN8 Ø25 (0.8 kg of bar a piece), and a confirmed order of 5,000. */
async function seedOrder(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `BJ${tag}`,
    name: `Bhosari Hydraulics ${tag}`,
    state: 'Maharashtra',
    billingAddress: 'Plot 12, Bhosari MIDC\nPune 411026',
  });
  const product = await api(request, 'POST', 'products', {
    partyCode: customer.partyCode,
    assembly: 'Cylinder',
    product_description: 'Piston rod end',
    drawing_number: `BH-${tag}`,
    product_type: 'Turned part',
    rod_size: '25 mm Round',
    grade: 'EN8',
    raw_material_weight: 0.8,
    hsnCode: '84129090',
    gstRate: 18,
  });
  const order = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(0),
    deliveryDate: daysFromToday(30),
    lines: [{ productId: product.id, quantity: 5000, rate: 95 }],
  });
  const plater = await api(request, 'POST', 'suppliers', {
    name: `Chakan Platers ${tag}`,
    supplierCode: `PL${tag}`.slice(0, 20),
    state: 'Maharashtra',
    materials: 'Zinc plating (job work)',
  });
  const steel = await api(request, 'POST', 'suppliers', {
    name: `Pimpri Bright Bars ${tag}`,
    supplierCode: `BB${tag}`.slice(0, 20),
    state: 'Maharashtra',
    materials: 'EN8, EN9 bright bars',
  });
  return { customer, product, order, plater, steel };
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('a shortage becomes a purchase order, 1,980 kg come in with heat H123, 500 kg are issued, and plating comes back', async ({
  page,
  request,
}, info) => {
  // A 1366 px laptop: the grids show their money columns without scrolling sideways.
  await page.setViewportSize({ width: 1366, height: 900 });
  const { product, order, plater, steel } = await seedOrder(request);
  const before = await planningRow(request);
  await signIn(page, ADMIN.email, ADMIN.password);

  // The shortage list names the bar the order needs, and makes the purchase order from it.
  await page.goto('/stock/planning');
  await page.getByRole('button', { name: 'Make a purchase order for EN8 Ø25' }).click();
  await expect(page).toHaveURL(/\/purchase-orders\/new\?bar=/);
  await pick(page, page.getByRole('combobox', { name: 'Supplier' }), steel.name.slice(0, 14), new RegExp(steel.name));
  const line = page.getByRole('row', { name: 'Line 1' });
  await expect(line.getByRole('textbox', { name: 'Grade' })).toHaveValue('EN8');
  await line.getByRole('textbox', { name: 'Quantity' }).fill('2000');
  await line.getByRole('textbox', { name: /Rate/ }).fill('78.50');
  await line.getByRole('textbox', { name: 'HSN' }).fill('72142090');
  await expectColumnsInView(page.getByRole('table', { name: 'Lines' }), [
    /^Quantity/,
    /^Rate/,
    'GST',
    'Delivery Date',
    'Taxable value',
  ]);
  await page.getByRole('button', { name: 'Save & Confirm' }).click();
  await acceptConfirm(page, 'Confirm');
  await expect(page).toHaveURL(/\/purchase-orders\/view\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/PO\/\d{4}-\d{2}\/\d{4}/);
  const poId = page.url().split('/').pop() as string;
  const po = await api(request, 'GET', `purchase-orders/${poId}`);
  expect(po).toMatchObject({ status: 'confirmed', taxableTotal: 157000, grandTotal: 185260 });
  await checkScreen(page, info, 'purchase-order');
  const [poPdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect((await readFile(await poPdf.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const ordered = await planningRow(request);
  expect(ordered.onOrderKg - before.onOrderKg).toBe(2000);

  // 1,980 kg come in, heat H123, with the mill's test certificate.
  await page.getByRole('link', { name: 'Receive goods' }).click();
  await expect(page).toHaveURL(/\/goods-receipts\/new\?purchaseOrderId=/);
  const receipt = page.getByRole('row', { name: 'Line 1' });
  await receipt.getByRole('textbox', { name: 'Received' }).fill('1980');
  await receipt.getByRole('textbox', { name: 'Accepted' }).fill('1980');
  await receipt.getByRole('textbox', { name: 'Rejected' }).fill('0');
  await receipt.getByRole('textbox', { name: 'Heat No.' }).fill('H123');
  await expectColumnsInView(page.getByRole('table', { name: 'Lines' }), [
    /^Order line/,
    'Left to receive',
    /^Received/,
    /^Accepted/,
    /^Rejected/,
    'Heat No.',
    'MTC',
    'Rejection reason',
  ]);
  await page.getByLabel('Upload the mill test certificate of line 1').setInputFiles({
    name: 'MTC-H123.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(page.getByRole('button', { name: 'Download MTC-H123.pdf (line 1)' })).toBeVisible();
  await page.getByLabel('Supplier Invoice No.').fill('PBB/1187');
  await page.getByLabel('Supplier Invoice Date').fill(typedDate(daysFromToday(0)));
  await page.getByRole('button', { name: 'Save & Receive' }).click();
  await acceptConfirm(page, 'Receive');
  await expect(page).toHaveURL(/\/goods-receipts\/view\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/GRN\/\d{4}-\d{2}\/\d{4}/);
  await expect(page.getByText('H123').first()).toBeVisible();
  await checkScreen(page, info, 'goods-receipt');
  expect((await api(request, 'GET', `purchase-orders/${poId}`)).status).toBe('partly_received');
  const received = await planningRow(request);
  expect(received.inStockKg - ordered.inStockKg).toBe(1980);
  expect(ordered.onOrderKg - received.onOrderKg).toBe(1980);

  // The stock of the bar, heat by heat.
  await page.goto(`/stock?search=${encodeURIComponent('EN8')}`);
  await expect(page.getByText('EN8 Ø25').first()).toBeVisible();
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'stock');

  // 500 kg of heat H123 go to production against the order.
  await page.goto('/stock/movements/new');
  await page.getByLabel('Movement').selectOption({ label: 'Issue to production' });
  await pick(page, page.getByRole('combobox', { name: 'Item' }), 'EN8', /EN8 Ø25/);
  await page.getByLabel('Heat').selectOption('H123');
  await page.getByLabel('Quantity (kg)').fill('500');
  await pick(
    page,
    page.getByRole('combobox', { name: 'Against sales order' }),
    order.orderNumber.slice(-4),
    new RegExp(order.orderNumber.replaceAll('/', '\\/')),
  );
  await page.getByRole('button', { name: 'Record' }).click();
  await expect(page).toHaveURL(/\/stock\/ledger/);
  await expect(page.getByRole('cell', { name: 'Issue to production' }).first()).toBeVisible();
  await checkScreen(page, info, 'stock-ledger');
  const issued = await planningRow(request);
  expect(received.inStockKg - issued.inStockKg).toBe(500);
  expect(issued.issuedKg - received.issuedKg).toBe(500);
  expect(issued.shortageKg).toBe(received.shortageKg);
  await page.goto('/stock/planning');
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'material-planning');

  // 5,000 finished pieces go out for zinc plating on a rule-55 challan.
  await page.goto('/job-work/new');
  await pick(
    page,
    page.getByRole('combobox', { name: 'Job Worker' }),
    plater.name.slice(0, 14),
    new RegExp(plater.name),
  );
  await page.getByLabel('Process').fill('Zinc plating');
  const challanLine = page.getByRole('row', { name: 'Line 1' });
  await pick(
    page,
    challanLine.getByRole('combobox', { name: 'Item, line 1' }),
    product.drawing_number,
    new RegExp(product.drawing_number),
  );
  await challanLine.getByRole('textbox', { name: 'Quantity' }).fill('5000');
  await challanLine.getByRole('textbox', { name: 'Value (₹)' }).fill('350000');
  await page.getByRole('button', { name: 'Save & Send' }).click();
  await acceptConfirm(page, 'Send');
  await expect(page).toHaveURL(/\/job-work\/view\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/JWC\/\d{4}-\d{2}\/\d{4}/);
  for (const copy of ['Original for consignee', 'Duplicate for transporter', 'Triplicate for consigner']) {
    await expect(page.getByText(copy, { exact: false }).first()).toBeAttached();
  }
  await checkScreen(page, info, 'job-work-challan');

  // They come back: 4,900 good, 100 rejected; nothing is left with the plater.
  await page.getByRole('button', { name: 'Record goods back' }).click();
  await page.getByLabel("Job worker's challan No.").fill('CP/552');
  await page.getByLabel('Good (NOS)').fill('4900');
  await page.getByLabel('Rejected (NOS)').fill('100');
  await page.getByLabel('Rejection reason').fill('Plating peel-off');
  await page.getByRole('button', { name: 'Record Goods Back', exact: true }).click();
  await expect(page.getByText('Pending').first()).toBeVisible();
  const challanId = page.url().split('/').pop() as string;
  await expect.poll(async () => (await api(request, 'GET', `job-work-challans/${challanId}`)).status).toBe('received');
  const challan = await api(request, 'GET', `job-work-challans/${challanId}`);
  expect(challan.lines[0]).toMatchObject({ quantity: 5000, goodQuantity: 4900, rejectedQuantity: 100 });
  expect(challan.lines[0].pendingQuantity).toBe(0);
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'job-work-back');
});
