import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';

/*
 * A season of June 2026 for one customer, as the plant lives it: a blanket order for two parts,
 * the customer's Excel schedule by ISO week (June 2026 starts on a Monday: W23 = 01/06 … W27 =
 * 29/06), a revision sent as CSV, a bad file refused whole, dispatches posted earliest bucket
 * first, a price revised back to a date, and the month's delivery performance.
 */

const kit = invoiceTestKit();
const MONTH = '2026-06';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The customer's wide workbook: a row a part, a column a week. */
async function workbook(rows: (string | number | null)[][], edit?: (sheet: ExcelJS.Worksheet) => void) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('June');
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const query = (customerId: string, fields: Record<string, string> = {}) =>
  new URLSearchParams({
    customerId,
    month: MONTH,
    receivedOn: '2026-05-28',
    firmUntil: '2026-06-14',
    ...fields,
  }).toString();

async function upload(path: string, body: Buffer, fileName: string, type = XLSX) {
  return kit.h.app.inject({
    method: 'POST',
    url: path,
    headers: {
      authorization: `Bearer ${await kit.h.adminToken()}`,
      'content-type': type,
      'x-file-name': encodeURIComponent(fileName),
    },
    payload: body,
  });
}

async function season() {
  const customer = await kit.customer({ name: 'Bharat Auto Components' });
  const bush = await kit.product(customer.partyCode, { drawing_number: `FB-${customer.partyCode}` });
  const sleeve = await kit.product(customer.partyCode, { drawing_number: `SL-${customer.partyCode}` });
  const draft = await kit.ok(
    'POST',
    '/api/blanket-orders',
    {
      customerId: customer.id,
      customerPoNumber: 'OPO/26/7781',
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
      lines: [
        { productId: bush.id, rate: 35.5 },
        { productId: sleeve.id, totalQuantity: 3000, rate: 12.4 },
      ],
    },
    201,
  );
  const blanket = await kit.ok('POST', `/api/blanket-orders/${draft.id}/activate`, { version: draft.version });
  return { customer, bush, sleeve, blanket };
}

describe('delivery schedules', () => {
  it('imports the Excel schedule, releases it as a confirmed order at the blanket prices, and a CSV revision moves it', async () => {
    const { customer, bush, sleeve, blanket } = await season();
    expect(blanket).toMatchObject({
      status: 'active',
      customerPoNumber: 'OPO/26/7781',
      activatedAt: expect.any(String),
    });
    expect(blanket.blanketNumber).toMatch(/^BO\/2026-27\/\d{4}$/);

    const file = await workbook([
      ['Bharat Auto Components: delivery schedule'],
      [],
      ['Part No', 'Description', 'W23', 'W24', 'W25', 'Total'],
      [bush.drawing_number, 'Flange bush', 500, 800, 600, 1900],
      [sleeve.drawing_number.toLowerCase(), 'Sleeve', null, 1000, null, 1000],
    ]);
    const imported = await upload(
      `/api/delivery-schedules/import?${query(customer.id, { layout: 'wide', headerRow: '3', partColumn: 'Part No' })}`,
      file,
      'Schedule June.xlsx',
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const first = imported.json();
    expect(first).toMatchObject({ month: MONTH, revision: 0, firmUntil: '2026-06-14', scheduled: 2900, dispatched: 0 });
    expect(first.revisions[0]).toMatchObject({ source: 'xlsx', fileName: 'Schedule June.xlsx', difference: [] });
    expect(
      first.lines.map(
        (l: { drawingNumber: string; date: string; dueBy: string; quantity: number; firm: boolean; rate: number }) => [
          l.drawingNumber,
          l.date,
          l.dueBy,
          l.quantity,
          l.firm,
          l.rate,
        ],
      ),
    ).toEqual([
      [bush.drawing_number, '2026-06-01', '2026-06-07', 500, true, 35.5],
      [bush.drawing_number, '2026-06-08', '2026-06-14', 800, true, 35.5],
      [bush.drawing_number, '2026-06-15', '2026-06-21', 600, false, 35.5],
      [sleeve.drawing_number, '2026-06-08', '2026-06-14', 1000, true, 12.4],
    ]);
    const order = await kit.ok('GET', `/api/sales-orders/${first.releaseOrder.id}`);
    expect(order).toMatchObject({ status: 'confirmed', customerPoNumber: 'OPO/26/7781', totalAmount: 79850 });
    expect(order.orderNumber).toMatch(/^SO\//);

    // The customer's revision comes as a CSV, a row a part and week; the columns are named this time and remembered.
    const csv = [
      'Part,Due,Qty',
      `${bush.drawing_number},W23,500`,
      `${bush.drawing_number},W24,"1,300"`,
      `${bush.drawing_number},W25,400`,
      `${bush.drawing_number},W26,200`,
      `${sleeve.drawing_number},W24,1000`,
    ].join('\r\n');
    // The first dispatch before the revision: the 500 of W23 and 300 of W24.
    await kit.ok(
      'POST',
      `/api/delivery-schedules/${first.id}/dispatches`,
      { dispatchDate: '2026-06-05', lines: [{ productId: bush.id, quantity: 800 }], pdiOverride: true },
      201,
    );
    const revised = await upload(
      `/api/delivery-schedules/import?${query(customer.id, { layout: 'long', headerRow: '1', partColumn: 'Part', dateColumn: 'Due', quantityColumn: 'Qty', receivedOn: '2026-06-03' })}`,
      Buffer.from(csv),
      'rev1.csv',
      'text/csv',
    );
    expect(revised.statusCode, revised.body).toBe(201);
    const second = revised.json();
    expect(second).toMatchObject({ revision: 1, scheduled: 3400, dispatched: 800 });
    expect(second.revisions[1]).toMatchObject({
      source: 'csv',
      difference: [
        { partNumber: bush.drawing_number, text: '+500 in week 24, −200 in week 25, +200 in week 26', net: 500 },
      ],
    });
    expect(
      second.lines.filter((l: { drawingNumber: string }) => l.drawingNumber === bush.drawing_number),
    ).toMatchObject([
      { date: '2026-06-01', quantity: 500, dispatched: 500, leftToDispatch: 0 },
      { date: '2026-06-08', quantity: 1300, dispatched: 300, leftToDispatch: 1000 },
      { date: '2026-06-15', quantity: 400, dispatched: 0 },
      { date: '2026-06-22', quantity: 200, dispatched: 0 },
    ]);
    expect((await kit.ok('GET', `/api/sales-orders/${second.releaseOrder.id}`)).lines).toHaveLength(5);
    expect(await kit.ok('GET', `/api/delivery-schedules/mapping?customerId=${customer.id}`)).toEqual({
      mapping: { layout: 'long', headerRow: 1, partColumn: 'Part', dateColumn: 'Due', quantityColumn: 'Qty' },
    });
  });

  it('refuses a bad file whole, naming each row and column, and a month beyond the blanket order’s total', async () => {
    const { customer, bush, sleeve } = await season();
    const good = await workbook([
      ['Part No', 'W23', 'W24'],
      [bush.drawing_number, 100, 200],
    ]);
    const wide = { layout: 'wide', headerRow: '1', partColumn: 'Part No' };
    expect(
      (await upload(`/api/delivery-schedules/import?${query(customer.id, wide)}`, good, 'ok.xlsx')).statusCode,
    ).toBe(201);

    const bad = await workbook(
      [
        ['Part No', 'W23', 'W24', 'W25'],
        ['NOT-A-PART', 100, 200, 300],
        [bush.drawing_number, -5, 2.5, null],
        [sleeve.drawing_number, 100, 100, null],
      ],
      (sheet) => {
        sheet.getCell('D4').value = { formula: 'B4+C4', result: 200 };
        sheet.mergeCells('B5:C5');
      },
    );
    const refused = await upload(`/api/delivery-schedules/import?${query(customer.id, wide)}`, bad, 'bad.xlsx');
    expect(refused.statusCode).toBe(400);
    const problems = Object.values(refused.json().errors as Record<string, string>);
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/B5:C5/), expect.stringMatching(/D4 holds a formula/)]),
    );
    const parsedOnly = await workbook([
      ['Part No', 'W23', 'W24', 'W25'],
      ['NOT-A-PART', 100, 200, 300],
      [bush.drawing_number, -5, 2.5, null],
    ]);
    const lineByLine = await upload(
      `/api/delivery-schedules/import?${query(customer.id, wide)}`,
      parsedOnly,
      'bad.xlsx',
    );
    expect(Object.values(lineByLine.json().errors as Record<string, string>)).toEqual([
      "Row 2, column A: Part 'NOT-A-PART' is not one of this customer's products",
      'Row 3, column B: Quantity cannot be negative',
      'Row 3, column C: Quantity must be a whole number',
    ]);
    const huge = await upload(
      `/api/delivery-schedules/import?${query(customer.id, wide)}`,
      Buffer.alloc(20 * 1024 * 1024 + 1, 0x41),
      'huge.xlsx',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({
      message: 'The file is larger than 20 MB',
      errors: { file: 'The file is larger than 20 MB' },
    });
    const tooMany = await kit.call('POST', '/api/delivery-schedules', {
      customerId: customer.id,
      month: MONTH,
      receivedOn: '2026-06-02',
      firmUntil: '2026-06-14',
      lines: [{ productId: sleeve.id, bucket: 'week', date: '2026-06-08', quantity: 3500 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors['lines.0.quantity']).toMatch(
      /has 3,000 of .* left to release; this month asks for 3,500/,
    );
    // Nothing of the refused files or month is kept: the schedule is still its first revision.
    const [schedule] = (await kit.ok('GET', `/api/delivery-schedules?customerId=${customer.id}`)).data;
    expect(schedule).toMatchObject({ revision: 0, scheduled: 300 });
  });

  it('posts a dispatch to the earliest buckets, asks why it reaches the forecast, and judges the month', async () => {
    const { customer, bush } = await season();
    const made = await kit.ok(
      'POST',
      '/api/delivery-schedules',
      {
        customerId: customer.id,
        month: MONTH,
        receivedOn: '2026-05-28',
        firmUntil: '2026-06-14',
        lines: [
          { productId: bush.id, bucket: 'week', date: '2026-06-01', quantity: 500 },
          { productId: bush.id, bucket: 'week', date: '2026-06-08', quantity: 800 },
          { productId: bush.id, bucket: 'week', date: '2026-06-15', quantity: 600 },
        ],
      },
      201,
    );
    const dispatch = (quantity: number, date: string, reason?: string) =>
      kit.call('POST', `/api/delivery-schedules/${made.id}/dispatches`, {
        dispatchDate: date,
        lines: [{ productId: bush.id, quantity }],
        pdiOverride: true,
        ...(reason ? { reason } : {}),
      });
    expect((await dispatch(1300, '2026-06-06')).statusCode).toBe(201);
    const ahead = await dispatch(700, '2026-06-12');
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().errors).toEqual({
      'lines.0.quantity': `Only 600 of ${bush.drawing_number} left on this schedule`,
    });
    const forecast = await dispatch(400, '2026-06-12');
    expect(forecast.json().errors).toEqual({
      reason: 'This dispatch reaches beyond the firm zone (firm until 14/06/2026): give the reason',
    });
    const sent = await dispatch(400, '2026-06-12', 'Customer asked to pull W25 ahead');
    expect(sent.statusCode).toBe(201);
    const order = await kit.ok('GET', `/api/sales-orders/${made.releaseOrder.id}`);
    expect(order.dispatches.map((d: { notes: string | null }) => d.notes)).toContain(
      'Ahead of the firm zone: Customer asked to pull W25 ahead',
    );

    // W23 500 on 06/06 (due 07/06) on time; W24 800 on 06/06 on time; W25 400 of 600 on 12/06, 200 short.
    const report = await kit.ok('GET', `/api/delivery-schedules/performance?month=${MONTH}&customerId=${customer.id}`);
    expect(report.customers).toHaveLength(1);
    expect(report.customers[0]).toMatchObject({
      counted: 3,
      onTimeInFull: 2,
      otifPercent: 66.7,
      scheduled: 1900,
      onTime: 1700,
      deliveryPercent: 89.5,
      backlog: 200,
      carriedOver: 0,
    });
    expect(report.customers[0].days.at(-1)).toEqual({ date: '2026-06-30', due: 1900, dispatched: 1700 });
  });

  it('revises a price back to a date: open releases take it, and what was billed at the old one calls for a debit note', async () => {
    const { customer, bush, blanket } = await season();
    const made = await kit.ok(
      'POST',
      '/api/delivery-schedules',
      {
        customerId: customer.id,
        month: MONTH,
        receivedOn: '2026-05-28',
        firmUntil: '2026-06-30',
        lines: [
          { productId: bush.id, bucket: 'day', date: '2026-06-10', quantity: 100 },
          { productId: bush.id, bucket: 'day', date: '2026-06-20', quantity: 100 },
        ],
      },
      201,
    );
    const order = await kit.ok('GET', `/api/sales-orders/${made.releaseOrder.id}`);
    const [early] = order.lines;
    await kit.issueNew(
      kit.draftBody(customer.id, [{ salesOrderLineId: early.id, quantity: 100, rate: 35.5 }], {
        salesOrderId: order.id,
        invoiceDate: '2026-06-10',
      }),
    );
    const line = blanket.lines.find((l: { productId: string }) => l.productId === bush.id);
    const revised = await kit.ok('POST', `/api/blanket-orders/${blanket.id}/prices`, {
      lineId: line.id,
      effectiveFrom: '2026-06-01',
      rate: 36.75,
      reason: 'Steel price increase from June',
      version: blanket.version,
    });
    expect(revised.lines.find((l: { id: string }) => l.id === line.id).prices).toEqual([
      { effectiveFrom: '2026-04-01', rate: 35.5, reason: null },
      { effectiveFrom: '2026-06-01', rate: 36.75, reason: 'Steel price increase from June' },
    ]);
    // 100 billed at ₹35.50 on 10/06 when ₹36.75 was in force: ₹125.00 more, a debit note.
    expect(revised.billedAtOldPrice).toMatchObject([
      { quantity: 100, billedRate: 35.5, rate: 36.75, difference: 125, noteId: null },
    ]);
    const after = await kit.ok('GET', `/api/sales-orders/${order.id}`);
    expect(after.lines.map((l: { rate: number }) => l.rate)).toEqual([35.5, 36.75]);
  });
});
