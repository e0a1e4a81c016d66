import { addDays, jobWorkTimeLimit, partKey, todayIn } from '@lathe/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinFor } from '../../../test/invoice-test-kit.js';
import { jobWorkTestKit } from '../../../test/job-work-test-kit.js';
import { documentSeries } from '../../db/schema/index.js';

/*
 * Job work complete (issue 32): capital goods and tools with their limits, goods back from
 * another job worker (5B) and supplied from the job worker's premises (5C), ITC-04 of a year or a
 * half-year, a challan series that stays within 16 characters, and the invoice for a deemed supply.
 */

const kit = jobWorkTestKit();

const partLine = (productId: string, quantity: number, fields: Record<string, unknown> = {}) => ({
  itemType: 'part',
  productId,
  description: 'Plunger sleeve',
  hsnCode: '84139190',
  unit: 'NOS',
  quantity,
  value: quantity * 25,
  gstRate: 18,
  ...fields,
});

const challanBody = (supplierId: string, lines: object[], fields: Record<string, unknown> = {}) => ({
  supplierId,
  challanDate: todayIn(),
  process: 'Centreless grinding',
  lines,
  ...fields,
});

const sendNew = (body: object) => kit.ok('POST', '/api/job-work-challans/send', body);
const receive = (challanId: string, body: object, status = 201) =>
  kit.ok('POST', `/api/job-work-challans/${challanId}/receipts`, body, status);

describe('section 143 by type of goods', () => {
  it('gives inputs a year, capital goods three and tools no limit, line by line', async () => {
    const grinder = await kit.jobWorker({ name: 'Limits Grinders' });
    const product = await kit.product(false);
    const sentOn = addDays(todayIn(), -400);
    const challan = await sendNew(
      challanBody(
        grinder.id,
        [
          partLine(product.id, 10, { goodsType: 'capital_goods', description: 'Grinding fixture' }),
          partLine(product.id, 2, { goodsType: 'tools', description: 'Blanking die' }),
        ],
        { challanDate: sentOn },
      ),
    );
    const capital = jobWorkTimeLimit(sentOn, todayIn(), 'capital_goods');
    expect(challan).toMatchObject({
      daysOut: 400,
      overdue: false,
      overdueOn: capital.overdueOn,
      overdueGoods: 'capital_goods',
    });
    expect(challan.lines).toMatchObject([
      { goodsType: 'capital_goods', lastDay: capital.lastDay, overdue: false },
      { goodsType: 'tools', lastDay: null, overdueOn: null, overdue: false },
    ]);

    // Inputs on the same day are past their year; the list names them.
    const inputs = await sendNew(challanBody(grinder.id, [partLine(product.id, 5)], { challanDate: sentOn }));
    expect(inputs).toMatchObject({ overdue: true, overdueGoods: 'inputs' });
    expect(inputs.lines[0]).toMatchObject({ goodsType: 'inputs', overdue: true });
    const overdue = await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&overdue=true`);
    expect(overdue.data.map((c: { id: string }) => c.id)).toEqual([inputs.id]);
    expect(overdue.data[0]).toMatchObject({ overdueGoods: 'inputs' });

    // Capital goods three years and a day out are past theirs.
    const longAgo = addDays(todayIn(), -(3 * 366 + 2));
    const old = await sendNew(
      challanBody(grinder.id, [partLine(product.id, 1, { goodsType: 'capital_goods' })], { challanDate: longAgo }),
    );
    expect(old).toMatchObject({ overdue: true, overdueGoods: 'capital_goods' });
    const listed = await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&overdue=true`);
    expect(listed.data.map((c: { id: string }) => c.id).sort()).toEqual([old.id, inputs.id].sort());
  });
});

describe('goods back from another job worker (5B) and supplied from the premises (5C)', () => {
  it('takes 5B back into stock naming the other job worker, 5C off the challan and never into stock', async () => {
    const treater = await kit.jobWorker({ name: 'Deccan Heat Treaters' });
    const grinder = await kit.jobWorker({ name: 'Sai Grinders', gstin: null, state: 'Gujarat' });
    const product = await kit.product(true);
    const item = partKey(product.id);
    await kit.stockIn([
      { movementDate: '2026-04-20', itemKey: item, itemType: 'part', productId: product.id, quantity: 1000 },
    ]);
    const challan = await sendNew(
      challanBody(treater.id, [partLine(product.id, 600)], { challanDate: '2026-05-04', process: 'Hardening' }),
    );
    const line = challan.lines[0].id;
    expect((await kit.balance(item)).total).toBe(400);

    // 5B: the treater passed them to the grinder, who sends 300 back (5 rejected).
    const errors = async (body: object) =>
      (await kit.refused('POST', `/api/job-work-challans/${challan.id}/receipts`, body, 400)).errors;
    const back = {
      receiptDate: '2026-06-10',
      lines: [{ challanLineId: line, goodQuantity: 295, rejectedQuantity: 5, rejectionReason: 'Burnt' }],
    };
    expect(await errors({ ...back, kind: 'other_job_worker' })).toEqual({
      fromSupplierId: 'Choose the job worker the goods came back from',
    });
    expect(await errors({ ...back, kind: 'other_job_worker', fromSupplierId: treater.id })).toEqual({
      fromSupplierId: `The goods were sent to ${treater.name}; record what they send back as back from the job worker`,
    });
    await receive(challan.id, {
      ...back,
      kind: 'other_job_worker',
      fromSupplierId: grinder.id,
      jobWorkerChallanNumber: 'SG/12',
    });
    expect((await kit.balance(item)).total).toBe(695);

    // 5C: 200 sold from the grinder's premises under our invoice: off the challan, not into stock.
    const supply = {
      kind: 'supplied_from_premises',
      receiptDate: '2026-07-01',
      lines: [{ challanLineId: line, goodQuantity: 200, scrapKg: 1.5 }],
    };
    expect(await errors(supply)).toEqual({
      invoiceNumber: 'Enter the invoice the goods were supplied under',
      invoiceDate: 'Enter the invoice date',
    });
    expect(await errors({ ...supply, invoiceNumber: 'INV/2026-27/0412', invoiceDate: '2026-05-01' })).toEqual({
      invoiceDate: 'The goods were supplied after they were sent, on or after 04/05/2026',
    });
    expect(
      await errors({
        ...supply,
        invoiceNumber: 'INV/2026-27/0412',
        invoiceDate: '2026-07-01',
        lines: [{ challanLineId: line, goodQuantity: 190, rejectedQuantity: 10, rejectionReason: 'x' }],
      }),
    ).toEqual({
      'lines.0.rejectedQuantity': 'Goods supplied from the job worker are not rejected; record rejects as goods back',
    });
    const after = await receive(challan.id, {
      ...supply,
      invoiceNumber: 'INV/2026-27/0412',
      invoiceDate: '2026-07-01',
    });
    expect(after).toMatchObject({ status: 'partly_received', pendingQuantity: 100 });
    expect((await kit.balance(item)).total).toBe(695);

    const receipts = await kit.ok('GET', `/api/job-work-challans/${challan.id}/receipts`);
    expect(receipts).toMatchObject([
      { kind: 'other_job_worker', fromSupplierId: grinder.id, fromSupplierName: 'Sai Grinders', invoiceNumber: null },
      {
        kind: 'supplied_from_premises',
        fromSupplierId: null,
        invoiceNumber: 'INV/2026-27/0412',
        invoiceDate: '2026-07-01',
      },
    ]);

    // ITC-04 of the first half: 5B names the grinder (unregistered: their state), 5C the invoice.
    const report = await kit.ok('GET', '/api/job-work/itc-04?financialYear=2026-27&period=h1');
    const ours = <Row extends { originalChallanNumber: string }>(rows: Row[]) =>
      rows.filter((row) => row.originalChallanNumber === challan.challanNumber);
    expect(ours(report.table5A)).toEqual([]);
    expect(ours(report.table5B)).toEqual([
      expect.objectContaining({ jobWorker: 'Gujarat', jobWorkerChallanNumber: 'SG/12', quantity: 300 }),
    ]);
    expect(ours(report.table5C)).toEqual([
      expect.objectContaining({
        jobWorker: treater.gstin,
        invoiceNumber: 'INV/2026-27/0412',
        invoiceDate: '2026-07-01',
        quantity: 200,
        lossesUqc: 'KGS',
        lossesQuantity: 1.5,
      }),
    ]);
  });
});

describe('ITC-04 of a year or a half-year', () => {
  it('is annual up to ₹5 crore of turnover and half-yearly above, as the e-invoicing setting says; CSV a table at a time', async () => {
    const plater = await kit.jobWorker({ name: 'Annual Platers' });
    const product = await kit.product(false);
    const april = await sendNew(challanBody(plater.id, [partLine(product.id, 10)], { challanDate: '2027-04-05' }));
    const november = await sendNew(challanBody(plater.id, [partLine(product.id, 20)], { challanDate: '2027-11-05' }));
    const ours = (rows: { challanNumber: string }[]) =>
      rows
        .filter((row) => [april.challanNumber, november.challanNumber].includes(row.challanNumber))
        .map((r) => r.challanNumber);

    const year = await kit.ok('GET', '/api/job-work/itc-04?financialYear=2027-28');
    expect(year).toMatchObject({ period: 'annual', halfYearly: false, from: '2027-04-01', to: '2028-03-31' });
    expect(ours(year.table4)).toEqual([april.challanNumber, november.challanNumber]);

    await kit.ok('PUT', '/api/company-settings', {
      name: 'Acme Precision Components Pvt Ltd',
      address: 'Plot 14, MIDC Bhosari, Pune 411026',
      state: 'Maharashtra',
      gstin: gstinFor('27', 'AABCA1234K'),
      eInvoicing: true,
    });
    try {
      // Above ₹5 crore: the half-year being filed (2027-28's first, until its second ends).
      const half = await kit.ok('GET', '/api/job-work/itc-04?financialYear=2027-28');
      expect(half).toMatchObject({ period: 'h1', halfYearly: true, to: '2027-09-30' });
      expect(ours(half.table4)).toEqual([april.challanNumber]);
      const second = await kit.ok('GET', '/api/job-work/itc-04?financialYear=2027-28&period=h2');
      expect(ours(second.table4)).toEqual([november.challanNumber]);
    } finally {
      await kit.ok('PUT', '/api/company-settings', {
        name: 'Acme Precision Components Pvt Ltd',
        address: 'Plot 14, MIDC Bhosari, Pune 411026',
        state: 'Maharashtra',
        gstin: gstinFor('27', 'AABCA1234K'),
        eInvoicing: false,
      });
    }

    const csv = await kit.call('GET', '/api/job-work/itc-04/export?financialYear=2027-28&period=annual&table=4');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="itc-04-2027-28-annual-table-4.csv"');
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/^GSTIN \/ State in case of unregistered job worker,Challan No\.,Challan date,/);
    expect(rows).toContain(
      `${plater.gstin},${april.challanNumber},05-04-2027,Plunger sleeve,NOS,10,250.00,Inputs,9,9,0,0`,
    );
    expect((await kit.call('GET', '/api/job-work/itc-04/export?financialYear=2027-28&table=6')).statusCode).toBe(400);
  });
});

describe('the challan series within 16 characters', () => {
  it('numbers the 9,999th as before, then writes the year short: the 10,000th and 100,000th fit; past 999,999 it is full', async () => {
    const plater = await kit.jobWorker();
    const product = await kit.product(false);
    const setLast = (lastNumber: number) =>
      kit
        .h()
        .db.insert(documentSeries)
        .values({ prefix: 'JWC', financialYear: '2031-32', lastNumber })
        .onConflictDoUpdate({ target: [documentSeries.prefix, documentSeries.financialYear], set: { lastNumber } });
    const send = () => sendNew(challanBody(plater.id, [partLine(product.id, 1)], { challanDate: '2031-06-01' }));

    await setLast(9998);
    expect((await send()).challanNumber).toBe('JWC/2031-32/9999');
    expect((await send()).challanNumber).toBe('JWC/31-32/010000');
    await setLast(99_999);
    const hundredThousandth = await send();
    expect(hundredThousandth.challanNumber).toBe('JWC/31-32/100000');
    expect(hundredThousandth.challanNumber).toHaveLength(16);

    await setLast(999_999);
    const full = await kit.refused(
      'POST',
      '/api/job-work-challans/send',
      challanBody(plater.id, [partLine(product.id, 1)], { challanDate: '2031-06-01' }),
      409,
    );
    expect(full.message).toBe('The 2031-32 job-work challan series is full (9,99,999 challans)');
    const [row] = await kit
      .h()
      .db.select({ last: documentSeries.lastNumber })
      .from(documentSeries)
      .where(sql`${documentSeries.prefix} = 'JWC' and ${documentSeries.financialYear} = '2031-32'`);
    // The refusal gave the number back.
    expect(row?.last).toBe(999_999);
  });
});

describe('the invoice for a deemed supply', () => {
  it('proposes what is still out past the limit, drafts it to the job worker, and stops flagging it once issued', async () => {
    const grinder = await kit.jobWorker({
      name: 'Kolhapur Grinders',
      supplierCode: null,
      gstin: gstinFor('27', 'AAKCK4321Q'),
      address: 'Shiroli MIDC, Kolhapur 416122',
    });
    const product = await kit.product(false);
    const sentOn = addDays(todayIn(), -400);
    const challan = await sendNew(
      challanBody(grinder.id, [partLine(product.id, 400, { value: 30000 })], { challanDate: sentOn }),
    );
    await receive(challan.id, {
      receiptDate: addDays(sentOn, 30),
      lines: [{ challanLineId: challan.lines[0].id, goodQuantity: 388 }],
    });
    const limit = jobWorkTimeLimit(sentOn, todayIn());

    // Only a user who may draft invoices is offered it.
    const storekeeper = await kit.h().userWith([{ scope: 'job-work', actions: ['view', 'create', 'edit'] }]);
    expect(
      (await kit.call('GET', `/api/job-work-challans/${challan.id}/deemed-supply`, undefined, storekeeper.accessToken))
        .statusCode,
    ).toBe(403);

    const proposal = await kit.ok('GET', `/api/job-work-challans/${challan.id}/deemed-supply`);
    expect(proposal).toMatchObject({
      invoiceDate: limit.overdueOn,
      lastDay: limit.lastDay,
      goodsType: 'inputs',
      customer: null,
      newCustomer: {
        partyCode: 'JW-KOLHAPURGRIN',
        name: 'Kolhapur Grinders',
        gstin: grinder.gstin,
        billingAddress: 'Shiroli MIDC, Kolhapur 416122',
        state: 'Maharashtra',
      },
      // 12 pieces still out at ₹30,000 ÷ 400 = ₹75.00: ₹900.00.
      lines: [{ challanLineId: challan.lines[0].id, quantity: 12, rate: 75, gstRate: 18, taxableValue: 900 }],
    });
    expect(proposal.notes).toContain(`on challan ${challan.challanNumber}`);

    // The buyer is the job worker: another customer is refused; the one created from the proposal is taken.
    const stranger = await kit.customer();
    const wrong = await kit.refused(
      'POST',
      `/api/job-work-challans/${challan.id}/deemed-supply`,
      { customerId: stranger.id },
      400,
    );
    expect(wrong.errors).toEqual({
      customerId: `The goods are deemed supplied to the job worker: choose the customer with GSTIN ${grinder.gstin}`,
    });
    const customer = await kit.ok('POST', '/api/customers', proposal.newCustomer);
    expect((await kit.ok('GET', `/api/job-work-challans/${challan.id}/deemed-supply`)).customer).toMatchObject({
      id: customer.id,
    });
    const stale = await kit.refused(
      'POST',
      `/api/job-work-challans/${challan.id}/deemed-supply`,
      { customerId: customer.id, version: 1 },
      409,
    );
    expect(stale.message).toMatch(/changed/i);
    const current = await kit.ok('GET', `/api/job-work-challans/${challan.id}`);
    const { invoiceId } = await kit.ok(
      'POST',
      `/api/job-work-challans/${challan.id}/deemed-supply`,
      { customerId: customer.id, version: current.version },
      201,
    );

    const invoice = await kit.ok('GET', `/api/invoices/${invoiceId}`);
    expect(invoice).toMatchObject({
      status: 'draft',
      customerId: customer.id,
      invoiceDate: limit.overdueOn,
      notes: proposal.notes,
      taxableTotal: 900,
      lines: [expect.objectContaining({ description: 'Plunger sleeve', quantity: 12, rate: 75, gstRate: 18 })],
    });
    // A draft does not yet stand for the supply: still flagged, and not proposed twice.
    const drafted = await kit.ok('GET', `/api/job-work-challans/${challan.id}`);
    expect(drafted.lines[0]).toMatchObject({
      deemedSupplyInvoiceId: invoiceId,
      deemedSupplyInvoiceStatus: 'draft',
      overdue: true,
    });
    expect(
      (await kit.refused('GET', `/api/job-work-challans/${challan.id}/deemed-supply`, undefined, 409)).message,
    ).toBe('No goods on this challan are past their time limit without an invoice for them');

    // Issued: no longer flagged, on the challan or in the list.
    const issued = await kit.ok('POST', `/api/invoices/${invoiceId}/issue`, { version: invoice.version }, 200);
    const settled = await kit.ok('GET', `/api/job-work-challans/${challan.id}`);
    expect(settled).toMatchObject({ overdue: false, overdueOn: null });
    expect(settled.lines[0]).toMatchObject({ overdue: false, deemedSupplyInvoiceNumber: issued.invoiceNumber });
    expect((await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&overdue=true`)).total).toBe(0);

    // Cancelled: flagged again, and proposed again.
    await kit.ok(
      'POST',
      `/api/invoices/${invoiceId}/cancel`,
      { version: issued.version, reason: 'Raised in error' },
      200,
    );
    expect((await kit.ok('GET', `/api/job-work-challans/${challan.id}`)).overdue).toBe(true);
    expect((await kit.ok('GET', `/api/job-work-challans/${challan.id}/deemed-supply`)).lines).toHaveLength(1);
  });

  it('refuses a challan with nothing past its limit', async () => {
    const plater = await kit.jobWorker();
    const product = await kit.product(false);
    const fresh = await sendNew(challanBody(plater.id, [partLine(product.id, 5)]));
    const refused = await kit.refused('GET', `/api/job-work-challans/${fresh.id}/deemed-supply`, undefined, 409);
    expect(refused.message).toBe('No goods on this challan are past their time limit without an invoice for them');
  });
});
