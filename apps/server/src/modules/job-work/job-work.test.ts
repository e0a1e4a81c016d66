import { addDays, jobWorkTimeLimit, partKey, todayIn } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { gstinFor } from '../../../test/invoice-test-kit.js';
import { jobWorkTestKit } from '../../../test/job-work-test-kit.js';
import { pageCount, pdfText } from '../../../test/pdf-facts.js';

const kit = jobWorkTestKit();

/** A part line: pieces of a product, as the form sends it. */
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

/** A bar stock line: kg of a grade and rod size. */
const barLine = (quantity: number, fields: Record<string, unknown> = {}) => ({
  itemType: 'material',
  grade: 'EN8',
  rodSize: '25 mm Round',
  description: 'EN8 Ø25 bright bars',
  hsnCode: '72142090',
  unit: 'KGS',
  quantity,
  value: quantity * 75,
  gstRate: 18,
  ...fields,
});

const challanBody = (supplierId: string, lines: object[], fields: Record<string, unknown> = {}) => ({
  supplierId,
  challanDate: todayIn(),
  process: 'Zinc plating',
  vehicleNumber: 'MH-14-HG-0917',
  lines,
  ...fields,
});

/** A challan sent in one go (save and send). */
const sendNew = (body: object) => kit.ok('POST', '/api/job-work-challans/send', body);

const receipt = (lines: object[], fields: Record<string, unknown> = {}) => ({
  receiptDate: todayIn(),
  jobWorkerChallanNumber: 'PL/118',
  lines,
  ...fields,
});

describe('job-work challans', () => {
  it('sends 5,000 pieces to a plater and takes them back, 4,900 good into stock and 100 rejected', async () => {
    const plater = await kit.jobWorker({ name: 'Shree Platers' });
    const product = await kit.product(true);
    const item = partKey(product.id);
    await kit.stockIn([
      { movementDate: '2026-04-20', itemKey: item, itemType: 'part', productId: product.id, quantity: 6000 },
    ]);

    const draft = await kit.ok(
      'POST',
      '/api/job-work-challans',
      challanBody(plater.id, [partLine(product.id, 5000, { value: 125000 })], {
        challanDate: '2026-05-04',
        expectedReturnDate: '2026-05-20',
      }),
    );
    expect(draft).toMatchObject({
      status: 'draft',
      challanNumber: null,
      jobWorkerName: 'Shree Platers',
      jobWorkerGstin: plater.gstin,
      jobWorkerAddress: 'Gat 112, Bhosari, Pune 411026',
      jobWorkerState: 'Maharashtra',
      totalValue: 125000,
      quantity: 5000,
      pendingQuantity: 5000,
      unit: 'NOS',
      daysOut: null,
      overdue: false,
    });
    expect(draft.lines[0]).toMatchObject({
      lineNumber: 1,
      itemKey: item,
      quantity: 5000,
      value: 125000,
      pendingQuantity: 5000,
    });
    // A draft moves no stock.
    expect((await kit.balance(item)).total).toBe(6000);

    const sent = await kit.ok('POST', `/api/job-work-challans/${draft.id}/send`, { version: draft.version }, 200);
    expect(sent).toMatchObject({ status: 'sent', challanNumber: 'JWC/2026-27/0001', pendingQuantity: 5000 });
    expect(sent.sentAt).not.toBeNull();
    expect(sent.daysOut).toBe(jobWorkTimeLimit('2026-05-04', todayIn()).daysOut);
    expect((await kit.balance(item)).total).toBe(1000);
    expect(await kit.movementsOf(draft.id)).toEqual([
      { kind: 'job_work_out', heat: '', quantity: -5000, owner: null, number: 'JWC/2026-27/0001' },
    ]);

    // Part of it back: 3,000 good.
    const line = sent.lines[0].id;
    const partly = await kit.ok(
      'POST',
      `/api/job-work-challans/${draft.id}/receipts`,
      receipt([{ challanLineId: line, goodQuantity: 3000 }], {
        receiptDate: '2026-05-15',
        jobWorkerChallanDate: '2026-05-15',
      }),
    );
    expect(partly).toMatchObject({ status: 'partly_received', pendingQuantity: 2000 });
    expect((await kit.balance(item)).total).toBe(4000);

    // Never more back than is out.
    const beyond = await kit.refused(
      'POST',
      `/api/job-work-challans/${draft.id}/receipts`,
      receipt([{ challanLineId: line, goodQuantity: 1901, rejectedQuantity: 100, rejectionReason: 'Plating peeled' }]),
      400,
    );
    expect(beyond.errors).toEqual({ 'lines.0.goodQuantity': 'Only 2,000 left with the job worker' });
    const noReason = await kit.refused(
      'POST',
      `/api/job-work-challans/${draft.id}/receipts`,
      receipt([{ challanLineId: line, goodQuantity: 1900, rejectedQuantity: 100 }]),
      400,
    );
    expect(noReason.errors).toEqual({ 'lines.0.rejectionReason': 'Say why the pieces were rejected' });
    const early = await kit.refused(
      'POST',
      `/api/job-work-challans/${draft.id}/receipts`,
      receipt([{ challanLineId: line, goodQuantity: 1 }], { receiptDate: '2026-05-03' }),
      400,
    );
    expect(early.errors).toEqual({ receiptDate: 'Goods cannot come back before the challan date, 04/05/2026' });

    // The rest: 1,900 good and 100 rejected; nothing is left out.
    const received = await kit.ok(
      'POST',
      `/api/job-work-challans/${draft.id}/receipts`,
      receipt([{ challanLineId: line, goodQuantity: 1900, rejectedQuantity: 100, rejectionReason: 'Plating peeled' }], {
        receiptDate: '2026-06-10',
        jobWorkerChallanNumber: 'PL/131',
      }),
    );
    expect(received).toMatchObject({ status: 'received', pendingQuantity: 0, daysOut: null, overdue: false });
    expect(received.lines[0]).toMatchObject({
      goodQuantity: 4900,
      rejectedQuantity: 100,
      returnedQuantity: 5000,
      pendingQuantity: 0,
    });
    // The good pieces are back in stock; the rejected ones are not.
    expect((await kit.balance(item)).total).toBe(5900);

    const receipts = await kit.ok('GET', `/api/job-work-challans/${draft.id}/receipts`);
    expect(receipts.map((r: { receiptDate: string; jobWorkerChallanNumber: string }) => r.receiptDate)).toEqual([
      '2026-05-15',
      '2026-06-10',
    ]);
    expect(receipts[1].lines).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        description: 'Plunger sleeve',
        goodQuantity: 1900,
        rejectedQuantity: 100,
        rejectionReason: 'Plating peeled',
      }),
    ]);

    // Nothing more comes back against a received challan, and it is neither closed nor cancelled.
    const after = await kit.refused(
      'POST',
      `/api/job-work-challans/${draft.id}/receipts`,
      receipt([{ challanLineId: line, goodQuantity: 1 }]),
      409,
    );
    expect(after.message).toBe('Goods come back only against a sent challan; this one is received');
    const cancel = await kit.refused('POST', `/api/job-work-challans/${draft.id}/cancel`, { reason: 'x' }, 409);
    expect(cancel.message).toBe('A received challan cannot be cancelled');
  });

  it('prints the challan in its three copies with both GSTINs, HSN, value and the rule 55 wording', async () => {
    const plater = await kit.jobWorker({ name: 'Zenith Coatings' });
    const product = await kit.product(false);
    const sent = await sendNew(challanBody(plater.id, [partLine(product.id, 800, { value: 9600 })]));
    const res = await kit.call('GET', `/api/job-work-challans/${sent.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${sent.challanNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(pageCount(res.rawPayload)).toBe(3);
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'DELIVERY CHALLAN FOR JOB WORK',
        'Original for consignee',
        'Duplicate for transporter',
        'Triplicate for consigner',
        `Challan No.: ${sent.challanNumber}`,
        'Purpose: Zinc plating (job work)',
        `GSTIN: ${gstinFor('27', 'AABCA1234K')}`,
        `GSTIN: ${plater.gstin}`,
        '84139190',
        '9,600.00',
      ]),
    );
    expect(text.join(' ')).toContain('rule 55(1)(c)');

    // A draft prints once, saying it is one.
    const draft = await kit.ok('POST', '/api/job-work-challans', challanBody(plater.id, [partLine(product.id, 10)]));
    const draftPdf = await kit.call('GET', `/api/job-work-challans/${draft.id}/pdf`);
    expect(pageCount(draftPdf.rawPayload)).toBe(1);
    expect(pdfText(draftPdf.rawPayload)).toContain('DRAFT — not a delivery challan until sent');
  });

  it('draws bar stock from the oldest heats first and returns the good kg to them; closes the rest with why', async () => {
    const treater = await kit.jobWorker({
      name: 'Precision Heat Treaters',
      gstin: gstinFor('29', 'AABCH5678B'),
      state: 'Karnataka',
    });
    const bar = 'EN8|Ø25';
    await kit.stockIn([
      {
        movementDate: '2026-05-01',
        itemKey: bar,
        itemType: 'material',
        grade: 'EN8',
        rodSize: 'Ø25',
        heatNumber: 'H-NEW',
        quantity: 500,
      },
      {
        movementDate: '2026-04-01',
        itemKey: bar,
        itemType: 'material',
        grade: 'EN8',
        rodSize: 'Ø25',
        heatNumber: 'H-OLD',
        quantity: 300,
      },
    ]);
    // "en 8" and "25 mm Round" are the same bar as EN8 Ø25.
    const sent = await sendNew(
      challanBody(treater.id, [barLine(412.5, { grade: 'en 8' })], { process: 'Hardening & tempering' }),
    );
    expect(sent.lines[0]).toMatchObject({ itemKey: bar, grade: 'en 8', rodSize: 'Ø25', unit: 'KGS' });
    expect((await kit.balance(bar)).byHeat).toEqual({ 'H-OLD': 0, 'H-NEW': 387.5 });

    const back = await kit.ok(
      'POST',
      `/api/job-work-challans/${sent.id}/receipts`,
      receipt([{ challanLineId: sent.lines[0].id, goodQuantity: 400, scrapKg: 12.5 }]),
    );
    expect(back).toMatchObject({ status: 'partly_received', pendingQuantity: 12.5 });
    expect(back.lines[0]).toMatchObject({ goodQuantity: 400, scrapKg: 12.5 });
    // Back to the heats it left, oldest out first.
    expect((await kit.balance(bar)).byHeat).toEqual({ 'H-OLD': 300, 'H-NEW': 487.5 });

    expect((await kit.refused('POST', `/api/job-work-challans/${sent.id}/close`, {}, 400)).errors).toEqual({
      reason: 'Give the reason for closing',
    });
    const closed = await kit.ok(
      'POST',
      `/api/job-work-challans/${sent.id}/close`,
      { reason: 'Lost in quenching', version: back.version },
      200,
    );
    expect(closed).toMatchObject({ status: 'closed', statusReason: 'Lost in quenching', pendingQuantity: 12.5 });
    expect(closed.closedAt).not.toBeNull();

    // A line naming its heat takes from that heat only, and no more than it holds.
    const short = await kit.refused(
      'POST',
      '/api/job-work-challans/send',
      challanBody(treater.id, [barLine(10), barLine(488, { heatNumber: 'H-NEW' })]),
      400,
    );
    expect(short.errors).toEqual({ 'lines.1.quantity': 'Only 487.5 kg of EN8 Ø25, heat H-NEW in stock' });
    // Refused whole: the first line's kg are still in stock and no number was taken.
    expect((await kit.balance(bar)).total).toBe(787.5);
    const next = await sendNew(challanBody(treater.id, [barLine(5, { heatNumber: 'H-OLD' })]));
    expect(Number(next.challanNumber.slice(-4))).toBe(Number(sent.challanNumber.slice(-4)) + 1);
    expect((await kit.balance(bar)).byHeat['H-OLD']).toBe(295);
  });

  it('follows the parts of a product whose stock is not kept on the challan alone', async () => {
    const plater = await kit.jobWorker();
    const product = await kit.product(false);
    const sent = await sendNew(challanBody(plater.id, [partLine(product.id, 250)]));
    await kit.ok(
      'POST',
      `/api/job-work-challans/${sent.id}/receipts`,
      receipt([{ challanLineId: sent.lines[0].id, goodQuantity: 250 }]),
    );
    expect(await kit.movementsOf(sent.id)).toEqual([]);
    expect((await kit.balance(partKey(product.id))).total).toBe(0);
  });

  it('cancels a sent challan nothing has come back against, putting its goods back; a draft is deleted instead', async () => {
    const plater = await kit.jobWorker();
    const product = await kit.product(true);
    const item = partKey(product.id);
    await kit.stockIn([
      { movementDate: '2026-04-20', itemKey: item, itemType: 'part', productId: product.id, quantity: 300 },
    ]);

    const sent = await sendNew(challanBody(plater.id, [partLine(product.id, 200)]));
    expect((await kit.balance(item)).total).toBe(100);
    expect((await kit.refused('POST', `/api/job-work-challans/${sent.id}/cancel`, {}, 400)).errors).toEqual({
      reason: 'Give the reason for cancelling',
    });
    const cancelled = await kit.ok('POST', `/api/job-work-challans/${sent.id}/cancel`, { reason: 'Plater shut' }, 200);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      challanNumber: sent.challanNumber,
      statusReason: 'Plater shut',
    });
    expect((await kit.balance(item)).total).toBe(300);
    expect((await kit.movementsOf(sent.id)).map((m) => [m.kind, m.quantity])).toEqual([
      ['job_work_out', -200],
      ['job_work_in', 200],
    ]);

    // Once goods are back, it is closed, not cancelled.
    const other = await sendNew(challanBody(plater.id, [partLine(product.id, 100)]));
    await kit.ok(
      'POST',
      `/api/job-work-challans/${other.id}/receipts`,
      receipt([{ challanLineId: other.lines[0].id, goodQuantity: 10 }]),
    );
    const refused = await kit.refused('POST', `/api/job-work-challans/${other.id}/cancel`, { reason: 'x' }, 409);
    expect(refused.message).toBe('A partly received challan cannot be cancelled');

    // A draft: deleted, never cancelled; a sent challan is never deleted.
    const draft = await kit.ok('POST', '/api/job-work-challans', challanBody(plater.id, [partLine(product.id, 1)]));
    expect((await kit.refused('POST', `/api/job-work-challans/${draft.id}/cancel`, { reason: 'x' }, 409)).message).toBe(
      'A draft challan is deleted, not cancelled',
    );
    expect((await kit.refused('DELETE', `/api/job-work-challans/${other.id}`, undefined, 409)).message).toBe(
      'Only a draft challan can be deleted; cancel a sent one instead',
    );
    await kit.ok('DELETE', `/api/job-work-challans/${draft.id}`, undefined, 204);
    expect((await kit.call('GET', `/api/job-work-challans/${draft.id}`)).statusCode).toBe(404);
  });

  it('checks each line: a part names its product, bar stock its grade and rod size, units from the GST list', async () => {
    const plater = await kit.jobWorker();
    const errorsOf = async (lines: object[]) =>
      (await kit.refused('POST', '/api/job-work-challans', challanBody(plater.id, lines), 400)).errors;
    expect(await errorsOf([partLine('', 5)])).toEqual({ 'lines.0.productId': 'Choose the part being sent' });
    expect(await errorsOf([barLine(5, { grade: '', rodSize: ' ' })])).toEqual({
      'lines.0.grade': 'Grade is required for bar stock',
      'lines.0.rodSize': 'Rod size is required for bar stock',
    });
    expect(await errorsOf([barLine(5, { unit: 'KG', value: null, quantity: 1.2345 })])).toEqual({
      'lines.0.unit': 'Choose a unit from the GST list (NOS, KGS …)',
      'lines.0.value': 'Value is required',
      'lines.0.quantity': 'Maximum 3 decimal places',
    });
    expect(await errorsOf([partLine('00000000-0000-4000-8000-000000000001', 5)])).toEqual({
      'lines.0.productId': 'Product not found',
    });
    const inactive = await kit.jobWorker({ isActive: false });
    const res = await kit.refused('POST', '/api/job-work-challans', challanBody(inactive.id, [barLine(1)]), 400);
    expect(res.errors).toEqual({ supplierId: `${inactive.name} is inactive; choose an active supplier` });
  });

  it('alerts on inputs out more than a year: the list filters them and says since when they are deemed supplied', async () => {
    const grinder = await kit.jobWorker({ name: 'Old Grinders' });
    const product = await kit.product(false);
    const longAgo = addDays(todayIn(), -400);
    const old = await sendNew(challanBody(grinder.id, [partLine(product.id, 60)], { challanDate: longAgo }));
    const fresh = await sendNew(challanBody(grinder.id, [partLine(product.id, 70)]));
    const limit = jobWorkTimeLimit(longAgo, todayIn());
    expect(old).toMatchObject({ daysOut: 400, overdue: true, overdueOn: limit.overdueOn });
    expect(fresh).toMatchObject({ daysOut: 0, overdue: false });

    const overdue = await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&overdue=true`);
    expect(overdue.data.map((c: { id: string }) => c.id)).toEqual([old.id]);
    expect(overdue.data[0]).toMatchObject({ overdue: true, daysOut: 400, pendingQuantity: 60, unit: 'NOS' });
    const rest = await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&overdue=false`);
    expect(rest.data.map((c: { id: string }) => c.id)).toEqual([fresh.id]);
    // A draft has nothing out.
    const draft = await kit.ok('POST', '/api/job-work-challans', challanBody(grinder.id, [partLine(product.id, 5)]));
    const out = await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&pending=true&sortBy=challanDate`);
    expect(out.data.map((c: { id: string }) => c.id)).toEqual([fresh.id, old.id]);
    const notOut = await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&pending=false`);
    expect(notOut.data.map((c: { id: string }) => c.id)).toEqual([draft.id]);

    // Back in full, it is no longer out, and no longer overdue.
    await kit.ok(
      'POST',
      `/api/job-work-challans/${old.id}/receipts`,
      receipt([{ challanLineId: old.lines[0].id, goodQuantity: 60 }]),
    );
    expect((await kit.ok('GET', `/api/job-work-challans?supplierId=${grinder.id}&overdue=true`)).total).toBe(0);

    // The CSV names what is out and since when.
    const csv = await kit.call('GET', `/api/job-work-challans/export?supplierId=${grinder.id}&sortBy=challanDate`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('Challan Number,Status,Challan Date,Job Worker Name');
    expect(rows).toHaveLength(3);
  });

  it('lets each permission do its own step only', async () => {
    const plater = await kit.jobWorker();
    const product = await kit.product(false);
    const sent = await sendNew(challanBody(plater.id, [partLine(product.id, 40)]));
    const viewer = await kit.h().userWith([{ scope: 'job-work', actions: ['view'] }]);
    const clerk = await kit.h().userWith([{ scope: 'job-work', actions: ['view', 'create'] }]);
    const as = (token: string, method: 'GET' | 'POST', url: string, body?: object) =>
      kit.call(method, url, body, token).then((res) => res.statusCode);

    expect(await as(viewer.accessToken, 'GET', '/api/job-work-challans')).toBe(200);
    expect(await as(viewer.accessToken, 'GET', `/api/job-work-challans/${sent.id}/pdf`)).toBe(200);
    expect(await as(viewer.accessToken, 'GET', '/api/job-work/itc-04?financialYear=2026-27&period=h1')).toBe(200);
    const back = receipt([{ challanLineId: sent.lines[0].id, goodQuantity: 1 }]);
    expect(await as(viewer.accessToken, 'POST', `/api/job-work-challans/${sent.id}/receipts`, back)).toBe(403);
    expect(await as(viewer.accessToken, 'POST', '/api/job-work-challans', challanBody(plater.id, [barLine(1)]))).toBe(
      403,
    );
    // Whoever sends challans records goods back; closing is an edit, cancelling a delete.
    expect(await as(clerk.accessToken, 'POST', `/api/job-work-challans/${sent.id}/receipts`, back)).toBe(201);
    expect(await as(clerk.accessToken, 'POST', `/api/job-work-challans/${sent.id}/close`, { reason: 'x' })).toBe(403);
    expect(await as(clerk.accessToken, 'POST', `/api/job-work-challans/${sent.id}/cancel`, { reason: 'x' })).toBe(403);
    // No job-work scope at all: not even the list.
    const sales = await kit.h().userWith([{ scope: 'sales-orders', actions: ['view'] }]);
    expect(await as(sales.accessToken, 'GET', '/api/job-work-challans')).toBe(403);
  });

  it('reports the half-year in ITC-04: Table 4 what went out, Table 5A what came back with the scrap', async () => {
    const treater = await kit.jobWorker({
      name: 'Deccan Heat Treaters',
      gstin: gstinFor('29', 'AABCD9876E'),
      state: 'Karnataka',
    });
    const product = await kit.product(false);
    const first = await sendNew(
      challanBody(treater.id, [partLine(product.id, 800, { description: 'Pivot pin', value: 9600, gstRate: 12 })], {
        challanDate: '2026-09-30',
        process: 'Induction hardening',
      }),
    );
    const second = await sendNew(
      challanBody(treater.id, [partLine(product.id, 300, { description: 'Guide rod' })], { challanDate: '2026-10-01' }),
    );
    const withdrawn = await sendNew(challanBody(treater.id, [partLine(product.id, 5)], { challanDate: '2026-09-29' }));
    await kit.ok('POST', `/api/job-work-challans/${withdrawn.id}/cancel`, { reason: 'Sent by mistake' }, 200);
    await kit.ok(
      'POST',
      `/api/job-work-challans/${first.id}/receipts`,
      receipt(
        [
          {
            challanLineId: first.lines[0].id,
            goodQuantity: 790,
            rejectedQuantity: 10,
            rejectionReason: 'Cracked',
            scrapKg: 2.5,
          },
        ],
        {
          receiptDate: '2026-10-20',
          jobWorkerChallanNumber: 'HT/77',
          jobWorkerChallanDate: '2026-10-19',
        },
      ),
    );

    const ours = (rows: { challanNumber?: string; originalChallanNumber?: string }[]) =>
      rows.filter((row) =>
        [first.challanNumber, second.challanNumber, withdrawn.challanNumber].includes(
          row.challanNumber ?? row.originalChallanNumber,
        ),
      );
    const h1 = await kit.ok('GET', '/api/job-work/itc-04?financialYear=2026-27&period=h1');
    expect(h1).toMatchObject({ financialYear: '2026-27', period: 'h1', from: '2026-04-01', to: '2026-09-30' });
    expect(ours(h1.table4)).toEqual([
      {
        jobWorker: treater.gstin,
        challanNumber: first.challanNumber,
        challanDate: '2026-09-30',
        description: 'Pivot pin',
        uqc: 'NOS',
        quantity: 800,
        taxableValue: 9600,
        typeOfGoods: 'Inputs',
        centralTaxRate: 0,
        stateTaxRate: 0,
        integratedTaxRate: 12,
        cessRate: 0,
      },
    ]);
    expect(ours(h1.table5A)).toEqual([]);

    const h2 = await kit.ok('GET', '/api/job-work/itc-04?financialYear=2026-27&period=h2');
    expect(ours(h2.table4).map((row) => row.challanNumber)).toEqual([second.challanNumber]);
    expect(ours(h2.table5A)).toEqual([
      {
        jobWorker: treater.gstin,
        jobWorkerChallanNumber: 'HT/77',
        jobWorkerChallanDate: '2026-10-19',
        description: 'Pivot pin',
        uqc: 'NOS',
        quantity: 800,
        originalChallanNumber: first.challanNumber,
        originalChallanDate: '2026-09-30',
        natureOfJobWork: 'Induction hardening',
        lossesUqc: 'KGS',
        lossesQuantity: 2.5,
      },
    ]);

    const csv = await kit.call('GET', '/api/job-work/itc-04/export?financialYear=2026-27&period=h2');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="itc-04-2026-27-h2.csv"');
    expect(csv.body.startsWith('\uFEFF"FORM GST ITC-04, 2026-27, October–March (01/10/2026 to 31/03/2027)"')).toBe(
      true,
    );
    expect(csv.body).toContain(
      `${treater.gstin},HT/77,19-10-2026,Pivot pin,NOS,800,${first.challanNumber},30-09-2026,Induction hardening,KGS,2.5`,
    );

    for (const query of ['financialYear=2026-28&period=h1', 'financialYear=2026-27&period=h3', 'period=h1']) {
      expect((await kit.call('GET', `/api/job-work/itc-04?${query}`)).statusCode, query).toBe(400);
    }
  });
});
