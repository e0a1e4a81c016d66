import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCall, saveSeller } from '../support/admin-api';
import { acceptConfirm } from '../support/confirm';
import { daysFromToday, typedDate } from '../support/dates';
import { ADMIN } from '../support/env';
import { pick } from '../support/pick';
import { checkScreen } from '../support/roles';
import { apiToken, expectAccessibleOnceToastsGone, signIn } from '../support/session';

/**
 * Issue 21: making the parts. A customer orders 10,000 pieces that take 45 s each in one setup;
 * only CNC-3 runs single setups, and it already has a job. The work order made from the order's
 * line is released, and the schedule puts its 125 hours on CNC-3 after that job, inside the
 * shifts, with the projected finish shown. The first piece passes against the drawing; a shift
 * makes 1,800 good and rejects 20 for "OD oversize", which leaves 8,200 to make. 1,800 go out,
 * and their pre-dispatch inspection report prints as a PDF, looked at as an image.
 */

let token: string;
const api = (request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  adminCall(request, token, method, path, data);

const BAR = { itemType: 'material', grade: 'EN8', rodSize: '25 mm Round' };

interface Machine {
  id: string;
  machineNo: string;
}

/** CNC-3, made when this database has none (a second run finds the first run's). */
async function cnc3(request: APIRequestContext): Promise<Machine> {
  const found = await api(request, 'GET', 'machines?search=CNC-3&limit=50');
  const existing = found.data.find((m: Machine) => m.machineNo.toUpperCase() === 'CNC-3');
  return (
    existing ?? api(request, 'POST', 'machines', { machineNo: 'CNC-3', machineName: 'Ace Jobber XL', setupNo: '' })
  );
}

/**
 * Every machine's capacity: CNC-3 alone runs single setups (2 shifts of 8 h from 08:00, Monday to
 * Saturday, an hour's setup); the others only SPM work, so the schedule has one place for the job.
 */
async function capacities(request: APIRequestContext, cnc: Machine) {
  const machines = await api(request, 'GET', 'schedule/machines');
  for (const machine of machines.data ?? machines) {
    const mine = machine.id === cnc.id;
    await api(request, 'PUT', `schedule/machines/${machine.id}`, {
      shiftsPerDay: 2,
      hoursPerShift: 8,
      firstShiftStart: '08:00',
      workingDays: [1, 2, 3, 4, 5, 6],
      operationKinds: mine ? ['single_setup'] : ['spm'],
      setupMinutes: 60,
      status: 'running',
      statusNote: null,
      version: machine.version ?? machine.capacity?.version,
    });
  }
}

/** A customer, their part turned from EN8 Ø25 in one 45 s setup, an order for 10,000, bar in stock, an operator. */
async function seed(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.toUpperCase();
  const customer = await api(request, 'POST', 'customers', {
    partyCode: `PR${tag}`,
    name: `Chakan Valves ${tag}`,
    state: 'Maharashtra',
    billingAddress: 'Plot 7, Chakan MIDC\nPune 410501',
  });
  const part = (drawing: string) =>
    api(request, 'POST', 'products', {
      partyCode: customer.partyCode,
      assembly: 'Valve',
      product_description: 'Valve spindle',
      drawing_number: drawing,
      product_type: 'Turned part',
      rod_size: '25 mm Round',
      grade: 'EN8',
      raw_material_weight: 0.25,
      net_weight: 0.18,
      final_od: 24.5,
      final_length: 62,
      single_setup_cycle_time_sec: 45,
      hsnCode: '84819090',
      gstRate: 18,
    });
  const product = await part(`CV-${tag}`);
  const earlier = await part(`CV-${tag}-B`);
  const order = await api(request, 'POST', 'sales-orders/confirm', {
    customerId: customer.id,
    orderDate: daysFromToday(0),
    deliveryDate: daysFromToday(60),
    lines: [{ productId: product.id, quantity: 10000, rate: 42 }],
  });
  await api(request, 'POST', 'stock/movements', {
    kind: 'adjustment',
    ...BAR,
    quantity: 5000,
    heatNumber: `H${tag}`.slice(0, 20),
    movementDate: daysFromToday(0),
    reason: 'Opening stock count',
  });
  // The job CNC-3 already has: 2,000 of another part, due sooner, released first.
  const job = await api(request, 'POST', 'work-orders/release', {
    productId: earlier.id,
    quantity: 2000,
    woDate: daysFromToday(0),
    dueDate: daysFromToday(5),
  });
  const departments = await api(request, 'GET', 'departments/options');
  const operator = await api(request, 'POST', 'employees', {
    employeeCode: `OP${tag}`.slice(0, 20),
    firstName: 'Santosh',
    lastName: `Gaikwad ${tag}`,
    ...(departments[0] ? { departmentId: departments[0].id } : {}),
  });
  return { customer, product, order, job, operator, heat: `H${tag}`.slice(0, 20) };
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, ADMIN.email, ADMIN.password);
  await saveSeller(request, token);
});

test('10,000 pieces at 45 s go on CNC-3 after its job, pass their first piece, and 1,800 good leave 8,200 to make', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const machine = await cnc3(request);
  await capacities(request, machine);
  const { product, order, job, operator, heat } = await seed(request);
  await signIn(page, ADMIN.email, ADMIN.password);

  // The work order, made from the order's line: 10,000 pieces, 80 an hour, 125 hours.
  await page.goto('/work-orders/new');
  await pick(
    page,
    page.getByRole('combobox', { name: 'Sales Order Line' }),
    product.drawing_number,
    new RegExp(product.drawing_number),
  );
  await expect(page.getByLabel('Quantity')).toHaveValue('10000');
  await expect(page.getByText('125').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save & Release' }).click();
  await acceptConfirm(page, 'Release');
  await expect(page).toHaveURL(/\/work-orders\/view\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/WO\/\d{4}-\d{2}\/\d{4}/);
  const workOrderId = page.url().split('/').pop() as string;
  const released = await api(request, 'GET', `work-orders/${workOrderId}`);
  expect(released).toMatchObject({ status: 'released', quantity: 10000, salesOrder: { id: order.id } });
  expect(released.operations).toMatchObject([{ kind: 'single_setup', cycleTimeSec: 45, piecesPerHour: 80 }]);
  expect(released.materials.map((m: { heatNumber: string }) => m.heatNumber)).toContain(heat);
  await checkScreen(page, info, 'work-order');

  // The schedule: on CNC-3, after the job it had, inside its shifts, finishing when the board says.
  await page.goto('/schedule');
  const board = await api(request, 'GET', `schedule?from=${daysFromToday(0)}&days=31`);
  const ours = board.placements.filter((p: { workOrderId: string }) => p.workOrderId === workOrderId);
  const theirs = board.placements.filter((p: { workOrderId: string }) => p.workOrderId === job.id);
  expect(ours).toHaveLength(1);
  expect(ours[0].machineId).toBe(machine.id);
  expect(theirs[0].machineId).toBe(machine.id);
  expect(ours[0].start >= theirs[0].end).toBe(true);
  for (const segment of ours[0].segments as { start: string; end: string }[]) {
    // 2 shifts of 8 h from 08:00: 08:00–16:00 and 16:00–24:00, Monday to Saturday.
    expect(segment.start.slice(11) >= '08:00').toBe(true);
    expect(segment.start.slice(0, 10) === segment.end.slice(0, 10) || segment.end.slice(11) === '00:00').toBe(true);
    expect(new Date(`${segment.start.slice(0, 10)}T00:00Z`).getUTCDay()).not.toBe(0);
  }
  const forecast = board.forecasts.find((f: { workOrderId: string }) => f.workOrderId === workOrderId);
  expect(forecast.finish).toBe(ours[0].end);
  const finishShown = `${typedDate(forecast.finish.slice(0, 10))} ${forecast.finish.slice(11)}`;
  await expect(page.getByText(finishShown).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(released.woNumber.replaceAll('/', '\\/')) }).first(),
  ).toBeVisible();
  await checkScreen(page, info, 'schedule');

  // The first piece, measured against the drawing: it passes.
  await page.goto(`/work-orders/view/${workOrderId}`);
  await page.getByRole('link', { name: 'First-piece inspection' }).click();
  await expect(page).toHaveURL(new RegExp(`/inspections/first-piece/${workOrderId}`));
  const od = page.getByRole('row', { name: 'Characteristic 1' });
  await expect(od.getByRole('textbox', { name: 'Nominal' })).toHaveValue('24.5');
  await od.getByRole('textbox', { name: 'Lower tolerance' }).fill('-0.05');
  await od.getByRole('textbox', { name: 'Upper tolerance' }).fill('0');
  await od.getByRole('textbox', { name: 'Measured' }).fill('24.48');
  const length = page.getByRole('row', { name: 'Characteristic 2' });
  await length.getByRole('textbox', { name: 'Lower tolerance' }).fill('-0.1');
  await length.getByRole('textbox', { name: 'Upper tolerance' }).fill('0.1');
  await length.getByRole('textbox', { name: 'Measured' }).fill('62.04');
  await expect(page.getByRole('status', { name: 'Verdict' }).or(page.getByLabel('Verdict'))).toContainText(/Pass/i);
  await page.getByRole('button', { name: 'Save Inspection' }).click();
  await expect(page).toHaveURL(/\/inspections\/view\//);
  await expect.poll(async () => (await api(request, 'GET', `work-orders/${workOrderId}`)).firstPiecePassed).toBe(true);
  await checkScreen(page, info, 'first-piece');

  // A shift's production: 1,800 good, 20 rejected for OD oversize.
  await page.goto(`/work-orders/view/${workOrderId}`);
  await page.getByRole('link', { name: 'Record production' }).click();
  await expect(page).toHaveURL(/\/production\/new\?workOrderId=/);
  const machineSelect = page.getByLabel('Machine');
  await expect(machineSelect.locator('option', { hasText: 'CNC-3' })).toHaveCount(1);
  await machineSelect.selectOption(machine.id);
  await page.getByLabel('Date').fill(typedDate(daysFromToday(0)));
  await page.getByLabel('Shift').selectOption('1');
  await pick(page, page.getByRole('combobox', { name: 'Operator' }), operator.firstName, /Santosh/);
  await page.getByLabel('Good pieces').fill('1800');
  await page.getByLabel('Rejected pieces').fill('20');
  await page.getByLabel('Rejection reason').selectOption({ label: 'OD oversize' });
  await page.getByRole('button', { name: 'Record Production' }).click();
  await expect(page).not.toHaveURL(/\/production\/new/);
  const made = await api(request, 'GET', `work-orders/${workOrderId}`);
  expect(made).toMatchObject({ status: 'in_progress', goodQuantity: 1800, rejectedQuantity: 20, leftToMake: 8200 });
  await page.goto(`/work-orders/view/${workOrderId}`);
  await expect(page.getByText('8,200').first()).toBeVisible();
  await expectAccessibleOnceToastsGone(page);
  await checkScreen(page, info, 'work-order-in-progress');

  // 1,800 go out; their pre-dispatch inspection prints as a PDF.
  const dispatched = await api(request, 'POST', `sales-orders/${order.id}/dispatches`, {
    dispatchDate: daysFromToday(0),
    lines: [{ orderLineId: order.lines[0].id, quantity: 1800 }],
    version: order.version,
    // Their PDI is recorded on this dispatch, below: the product has none before it.
    pdiOverride: true,
  });
  const dispatchId = dispatched.dispatches?.at(-1)?.id ?? dispatched.id;
  await page.goto(`/inspections/pdi/${dispatchId}`);
  const pdiOd = page.getByRole('row', { name: 'Characteristic 1' });
  await pdiOd.getByRole('textbox', { name: 'Lower tolerance' }).fill('-0.05');
  await pdiOd.getByRole('textbox', { name: 'Upper tolerance' }).fill('0');
  for (const [i, value] of ['24.48', '24.47', '24.49', '24.46', '24.48'].entries()) {
    await pdiOd.getByRole('textbox', { name: `Piece ${i + 1}` }).fill(value);
  }
  const pdiLength = page.getByRole('row', { name: 'Characteristic 2' });
  await pdiLength.getByRole('textbox', { name: 'Lower tolerance' }).fill('-0.1');
  await pdiLength.getByRole('textbox', { name: 'Upper tolerance' }).fill('0.1');
  for (const [i, value] of ['62.02', '61.98', '62.05', '62.00', '61.97'].entries()) {
    await pdiLength.getByRole('textbox', { name: `Piece ${i + 1}` }).fill(value);
  }
  await page.getByRole('button', { name: 'Save PDI Report' }).click();
  await expect(page).toHaveURL(/\/inspections\/view\//);
  await expect(page.getByText(heat).first()).toBeVisible();
  await checkScreen(page, info, 'pdi-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const pdf = info.outputPath('pdi-report.pdf');
  await download.saveAs(pdf);
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The report as an image, for a person to look at (poppler's pdftoppm, where the machine has it).
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', pdf, info.outputPath('pdi-report')]);
  } else {
    await writeFile(info.outputPath('pdi-report-not-rendered.txt'), 'pdftoppm (poppler-utils) is not installed');
  }
});
