import { randomUUID } from 'node:crypto';
import { addDays, indianDate, todayIn } from '@lathe/shared';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportedCsv } from '../../../test/exported-csv.js';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { controlPlanCharacteristics, controlPlans, inspectionReadings, inspections } from '../../db/schema/index.js';
import { pdfBytes } from '../goods-receipts/goods-receipt-test-kit.js';
import { insertWorkOrder } from '../inspections/inspection-fixture.js';
import { gaugeProblems } from './index.js';

/*
 * Gauges and their calibrations against the real app and database: the register, the due date
 * each calibration sets, the picker of gauges usable on a day, the check an inspection makes,
 * the certificates and the bell's notices.
 */

const kit = invoiceTestKit({ company: false });
const today = todayIn();
const ago = (days: number) => addDays(today, -days);

let made = 0;
/** A gauge body with a fresh code. */
const gaugeBody = (fields: Record<string, unknown> = {}) => {
  made += 1;
  return {
    code: `VC-${randomUUID().slice(0, 6)}-${made}`,
    name: 'Vernier caliper 0–150 mm',
    gaugeType: 'Vernier caliper',
    rangeText: '0–150 mm',
    leastCount: 0.02,
    unit: 'mm',
    location: 'QC room, rack 2',
    calibrationFrequencyDays: 90,
    ...fields,
  };
};

const createGauge = (fields: Record<string, unknown> = {}) => kit.ok('POST', '/api/gauges', gaugeBody(fields), 201);

const calibrate = (id: string, fields: Record<string, unknown>) =>
  kit.call('POST', `/api/gauges/${id}/calibrations`, { result: 'pass', agency: 'Mitutoyo lab', ...fields });

async function calibrated(id: string, fields: Record<string, unknown>) {
  const res = await calibrate(id, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A gauge calibrated `daysAgo` days ago (passed) at the given frequency. */
async function gaugeDueIn(daysAgo: number, frequency: number, fields: Record<string, unknown> = {}) {
  const gauge = await createGauge({ calibrationFrequencyDays: frequency, ...fields });
  return calibrated(gauge.id, { calibratedOn: ago(daysAgo) });
}

async function uploadCertificate(token?: string, bytes = pdfBytes(), path = '/api/gauges/certificates') {
  return kit.h.app.inject({
    method: 'POST',
    url: path,
    headers: {
      authorization: `Bearer ${token ?? (await kit.h.adminToken())}`,
      'content-type': 'application/pdf',
      'x-file-name': encodeURIComponent('Calibration VC-012 – NABL.pdf'),
    },
    payload: bytes,
  });
}

async function download(id: string, token?: string) {
  return kit.h.app.inject({
    method: 'GET',
    url: `/api/gauges/certificates/${id}`,
    headers: { authorization: `Bearer ${token ?? (await kit.h.adminToken())}` },
  });
}

describe('the gauge register', () => {
  it('keeps a new gauge as typed, not calibrated yet, its type spelt as the list offers it', async () => {
    const body = gaugeBody({ gaugeType: 'vernier CALIPER', leastCount: '0.0005', remarks: '  ' });
    const gauge = await kit.ok('POST', '/api/gauges', body, 201);
    expect(gauge).toMatchObject({
      code: body.code,
      name: 'Vernier caliper 0–150 mm',
      gaugeType: 'Vernier caliper',
      rangeText: '0–150 mm',
      leastCount: 0.0005,
      unit: 'mm',
      location: 'QC room, rack 2',
      calibrationFrequencyDays: 90,
      lastCalibratedOn: null,
      dueOn: null,
      status: 'active',
      state: 'uncalibrated',
      remarks: null,
      version: 1,
      calibrations: [],
      readings: [],
    });
    // A kind of its own is kept as typed.
    expect((await createGauge({ gaugeType: 'Air gauge' })).gaugeType).toBe('Air gauge');
    // No least count for a surface plate.
    expect((await createGauge({ gaugeType: 'Surface plate', leastCount: null })).leastCount).toBeNull();
  });

  it('refuses a code another gauge has in any case, a long code, a frequency out of 1–3650 days and a bad least count', async () => {
    const first = await createGauge();
    const twin = await kit.call('POST', '/api/gauges', gaugeBody({ code: first.code.toLowerCase() }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors).toEqual({ code: 'A gauge with this code already exists' });

    const bad = await kit.call('POST', '/api/gauges', {
      code: 'X'.repeat(31),
      name: ' ',
      gaugeType: '',
      leastCount: 0.00001,
      calibrationFrequencyDays: 3651,
      status: 'lost',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      code: 'Must be at most 30 characters',
      name: 'Gauge name is required',
      gaugeType: 'Gauge type is required',
      leastCount: 'Maximum 4 decimal places',
      calibrationFrequencyDays: 'Calibration frequency is whole days from 1 to 3650',
      status: 'Status must be active or retired',
    });
    for (const [field, value, message] of [
      ['calibrationFrequencyDays', 0, 'Calibration frequency is whole days from 1 to 3650'],
      ['calibrationFrequencyDays', 30.5, 'Calibration frequency is whole days from 1 to 3650'],
      ['calibrationFrequencyDays', null, 'Calibration frequency is required'],
      ['leastCount', 0, 'Least count must be more than 0'],
      ['name', 'Caliper\u0007', 'Remove control characters'],
    ] as const) {
      const res = await kit.call('POST', '/api/gauges', gaugeBody({ [field]: value }));
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      if (field !== 'name') expect(res.json().errors[field]).toBe(message);
    }
  });

  it('is changed whole with the version read; an older version is refused; a code taken by another gauge too', async () => {
    const gauge = await createGauge();
    const other = await createGauge();
    const changed = await kit.ok('PUT', `/api/gauges/${gauge.id}`, {
      ...gaugeBody({ code: gauge.code, location: 'Tool crib' }),
      version: gauge.version,
    });
    expect(changed).toMatchObject({ location: 'Tool crib', version: 2 });
    const stale = await kit.call('PUT', `/api/gauges/${gauge.id}`, { ...gaugeBody(), version: 1 });
    expect(stale.statusCode).toBe(409);
    const taken = await kit.call('PUT', `/api/gauges/${gauge.id}`, gaugeBody({ code: other.code.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ code: 'A gauge with this code already exists' });
    expect((await kit.call('GET', `/api/gauges/${randomUUID()}`)).statusCode).toBe(404);
    expect((await kit.call('GET', '/api/gauges/not-an-id')).statusCode).toBe(404);
  });

  it('deletes a gauge nothing names; one with calibrations or readings is refused, to be retired instead', async () => {
    const unused = await createGauge();
    expect((await kit.call('DELETE', `/api/gauges/${unused.id}`)).statusCode).toBe(204);
    expect((await kit.call('GET', `/api/gauges/${unused.id}`)).statusCode).toBe(404);

    const used = await gaugeDueIn(10, 365);
    const buyer = await kit.customer();
    const product = await kit.product(buyer.partyCode);
    const planned = await createGauge();
    const [plan] = await kit.h.db
      .insert(controlPlans)
      .values({ productId: product.id, revisedOn: today })
      .returning({ id: controlPlans.id });
    await kit.h.db.insert(controlPlanCharacteristics).values({
      controlPlanId: (plan as { id: string }).id,
      seq: 1,
      characteristic: 'Final OD',
      gaugeId: planned.id,
    });
    expect((await kit.call('DELETE', `/api/gauges/${planned.id}`)).json().message).toBe(
      'This gauge has 1 control plan characteristic and cannot be deleted: retire it instead',
    );

    const refused = await kit.call('DELETE', `/api/gauges/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This gauge has 1 calibration and cannot be deleted: retire it instead');

    const retired = await kit.ok('PUT', `/api/gauges/${used.id}`, {
      ...gaugeBody({ code: used.code, calibrationFrequencyDays: 365 }),
      status: 'retired',
    });
    expect(retired).toMatchObject({ status: 'retired', state: 'retired', dueOn: addDays(ago(10), 365) });
  });
});

describe('calibrations', () => {
  it('set the due date from the latest by date: a pass its frequency later, a fail none; an older one changes nothing', async () => {
    const gauge = await createGauge({ calibrationFrequencyDays: 90 });
    // 15/01/2026 + 90 days: 16 left of January, 28 of February, 31 of March, then 15 April.
    let read = await calibrated(gauge.id, { calibratedOn: '2026-01-15', certificateNumber: 'NABL/CC/2291' });
    expect(read).toMatchObject({ lastCalibratedOn: '2026-01-15', dueOn: '2026-04-15', version: 2 });
    expect(read.calibrations).toEqual([
      expect.objectContaining({
        calibratedOn: '2026-01-15',
        result: 'pass',
        agency: 'Mitutoyo lab',
        certificateNumber: 'NABL/CC/2291',
        certificate: null,
        nextDueOn: '2026-04-15',
        recordedBy: expect.any(String),
      }),
    ]);

    // An older calibration is history: the due date stays the latest one's.
    read = await calibrated(gauge.id, { calibratedOn: '2025-10-01', result: 'fail' });
    expect(read).toMatchObject({ lastCalibratedOn: '2026-01-15', dueOn: '2026-04-15' });

    // A later failed one leaves it with no due date: it measures nothing until a pass.
    read = await calibrated(gauge.id, { calibratedOn: '2026-03-02', result: 'fail', remarks: 'Jaws worn' });
    expect(read).toMatchObject({ lastCalibratedOn: '2026-03-02', dueOn: null, state: 'uncalibrated' });
    expect(read.calibrations.map((c: { calibratedOn: string }) => c.calibratedOn)).toEqual([
      '2026-03-02',
      '2026-01-15',
      '2025-10-01',
    ]);
    expect(read.calibrations[0]).toMatchObject({ result: 'fail', nextDueOn: null, remarks: 'Jaws worn' });

    // Repaired and passed the same day: the later recorded of the day decides.
    read = await calibrated(gauge.id, { calibratedOn: '2026-03-02' });
    expect(read).toMatchObject({ lastCalibratedOn: '2026-03-02', dueOn: '2026-05-31' });

    // Removing it falls back to the fail of that day; removing that, to 15/01.
    const [repaired, failed] = read.calibrations;
    read = await kit.ok('DELETE', `/api/gauges/${gauge.id}/calibrations/${repaired.id}`);
    expect(read).toMatchObject({ lastCalibratedOn: '2026-03-02', dueOn: null });
    read = await kit.ok('DELETE', `/api/gauges/${gauge.id}/calibrations/${failed.id}`);
    expect(read).toMatchObject({ lastCalibratedOn: '2026-01-15', dueOn: '2026-04-15' });
    expect(read.calibrations).toHaveLength(2);
    expect((await kit.call('DELETE', `/api/gauges/${gauge.id}/calibrations/${failed.id}`)).statusCode).toBe(404);
  });

  it("move with the gauge's frequency: a change recomputes the due date from the latest pass", async () => {
    const gauge = await createGauge({ calibrationFrequencyDays: 90 });
    const read = await calibrated(gauge.id, { calibratedOn: '2026-01-15' });
    // 15/01/2026 + 30 days = 14/02/2026.
    const changed = await kit.ok('PUT', `/api/gauges/${gauge.id}`, {
      ...gaugeBody({ code: gauge.code, calibrationFrequencyDays: 30 }),
      version: read.version,
    });
    expect(changed).toMatchObject({
      calibrationFrequencyDays: 30,
      dueOn: '2026-02-14',
      lastCalibratedOn: '2026-01-15',
    });
    // What the calibration set when recorded stays as it was.
    expect(changed.calibrations[0].nextDueOn).toBe('2026-04-15');
  });

  it('refuse a day in the future, no day, an unknown result; a gauge that is not there is 404', async () => {
    const gauge = await createGauge();
    const future = await calibrate(gauge.id, { calibratedOn: addDays(today, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ calibratedOn: 'The calibration date cannot be in the future' });
    const blank = await calibrate(gauge.id, { calibratedOn: '', result: 'ok' });
    expect(blank.json().errors).toEqual({
      calibratedOn: 'Calibration date is required',
      result: 'Choose pass or fail',
    });
    expect((await calibrate(gauge.id, { calibratedOn: '2026-02-30' })).json().errors).toEqual({
      calibratedOn: 'Enter a valid date',
    });
    expect((await calibrate(randomUUID(), { calibratedOn: today })).statusCode).toBe(404);
  });

  it('are recorded with gauges: edit and removed with gauges: delete', async () => {
    const gauge = await createGauge();
    const viewer = await kit.h.userWith([{ scope: 'gauges', actions: ['view', 'create'] }]);
    const body = { calibratedOn: today, result: 'pass' };
    const url = `/api/gauges/${gauge.id}/calibrations`;
    expect((await kit.h.call('POST', url, { token: viewer.accessToken, body })).statusCode).toBe(403);
    const editor = await kit.h.userWith([{ scope: 'gauges', actions: ['view', 'edit'] }]);
    const read = await kit.h.call('POST', url, { token: editor.accessToken, body });
    expect(read.statusCode).toBe(201);
    const removal = `${url}/${read.json().calibrations[0].id}`;
    expect((await kit.h.call('DELETE', removal, { token: editor.accessToken })).statusCode).toBe(403);
  });
});

describe('calibration certificates', () => {
  it('are uploaded, named on a calibration and read back by whoever views gauges', async () => {
    const gauge = await createGauge();
    const bytes = pdfBytes();
    const uploaded = await uploadCertificate(undefined, bytes);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const certificate = uploaded.json();
    expect(certificate).toMatchObject({ fileName: 'Calibration VC-012 – NABL.pdf', contentType: 'application/pdf' });

    const read = await calibrated(gauge.id, { calibratedOn: ago(3), certificateId: certificate.id });
    expect(read.calibrations[0].certificate).toEqual(certificate);

    const viewer = await kit.h.userWith([{ scope: 'gauges', actions: ['view'] }]);
    const back = await download(certificate.id, viewer.accessToken);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);
    expect(back.headers['content-type']).toBe('application/pdf');
    // A viewer uploads nothing.
    expect((await uploadCertificate(viewer.accessToken)).statusCode).toBe(403);
    // Not a PDF though it says so.
    expect((await uploadCertificate(undefined, Buffer.from('MZ\x90\x00 not a pdf'))).statusCode).toBe(415);
  });

  it("never name or hand out a file someone else uploaded for something else, such as a heat's mill certificate", async () => {
    const clerk = await kit.h.userWith([{ scope: 'goods-receipts', actions: ['view', 'create'] }]);
    const mill = await uploadCertificate(clerk.accessToken, pdfBytes(), '/api/material-certificates');
    expect(mill.statusCode, mill.body).toBe(201);
    const millId = mill.json().id;

    const gauge = await createGauge();
    const named = await calibrate(gauge.id, { calibratedOn: today, certificateId: millId });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors).toEqual({ certificateId: 'Upload the certificate again' });
    expect((await calibrate(gauge.id, { calibratedOn: today, certificateId: randomUUID() })).statusCode).toBe(400);
    expect((await download(millId)).statusCode).toBe(404);
    expect((await download(randomUUID())).statusCode).toBe(404);
  });
});

describe('the gauges list', () => {
  it("filters by today's state and by type, searches code, name, type and location, and sorts by due date", async () => {
    const location = `Bay ${randomUUID().slice(0, 6)}`;
    const at = { location };
    const overdue = await gaugeDueIn(100, 90, at); // due 10 days ago
    const soon = await gaugeDueIn(85, 90, at); // due in 5 days
    const fine = await gaugeDueIn(1, 365, { ...at, gaugeType: 'Micrometer' });
    const never = await createGauge(at);
    const retired = await createGauge({ ...at, status: 'retired' });

    const codes = async (query: string) =>
      (
        await kit.ok('GET', `/api/gauges?search=${encodeURIComponent(location)}&sortBy=code&sortOrder=ASC${query}`)
      ).data.map((g: { code: string }) => g.code);
    expect(await codes('&state=overdue')).toEqual([overdue.code]);
    expect(await codes('&state=due_soon')).toEqual([soon.code]);
    expect(await codes('&state=calibrated')).toEqual([fine.code]);
    expect(await codes('&state=uncalibrated')).toEqual([never.code]);
    expect(await codes('&state=retired')).toEqual([retired.code]);
    expect(await codes('&type=Micrometer')).toEqual([fine.code]);

    const page = await kit.ok('GET', `/api/gauges?search=${encodeURIComponent(location)}&sortBy=dueOn&sortOrder=ASC`);
    const listed = page.data.map((g: { code: string; state: string }) => [g.code, g.state]);
    expect(listed.slice(0, 3)).toEqual([
      [overdue.code, 'overdue'],
      [soon.code, 'due_soon'],
      [fine.code, 'calibrated'],
    ]);
    // No due date sorts last going up (the two without one in the order of their ids).
    expect(listed.slice(3)).toEqual(
      expect.arrayContaining([
        [never.code, 'uncalibrated'],
        [retired.code, 'retired'],
      ]),
    );
    expect(page.total).toBe(5);
    expect(page.data[0]).not.toHaveProperty('calibrations');

    expect((await kit.call('GET', '/api/gauges?state=lost')).json().errors).toEqual({ state: 'Unknown state' });
    expect((await kit.call('GET', '/api/gauges?sortBy=location')).statusCode).toBe(400);
    // Newest first unless asked, as every list (contract §2).
    const newest = (await kit.call('GET', '/api/gauges')).json().data.map((g: { createdAt: string }) => g.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('exports what the list shows as CSV', async () => {
    const gauge = await gaugeDueIn(0, 30, { location: 'Export shelf' });
    const res = await kit.call('GET', '/api/gauges/export?search=Export%20shelf');
    expect(res.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(exportedCsv(res), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'Code',
      'Name',
      'Gauge Type',
      'Range Text',
      'Least Count',
      'Unit',
      'Location',
      'Calibration Frequency Days',
      'Last Calibrated On',
      'Due On',
      'Status',
      'State',
      'Remarks',
      'Created At',
      'Updated At',
    ]);
    expect(rows[1]?.slice(0, 12)).toEqual([
      gauge.code,
      'Vernier caliper 0–150 mm',
      'Vernier caliper',
      '0–150 mm',
      '0.02',
      'mm',
      'Export shelf',
      '30',
      today,
      addDays(today, 30),
      'active',
      'calibrated',
    ]);
  });
});

describe('the gauges picker', () => {
  it('offers only the gauges that may measure on the day, by code, to inspectors and control-plan editors', async () => {
    const tag = `PK${randomUUID().slice(0, 4)}`;
    const usable = await gaugeDueIn(80, 90, { code: `${tag}-B` }); // due in 10 days
    const lastDay = await gaugeDueIn(90, 90, { code: `${tag}-A` }); // due today: still measures
    await gaugeDueIn(91, 90, { code: `${tag}-C` }); // overdue since yesterday
    await createGauge({ code: `${tag}-D` }); // never calibrated
    const retired = await gaugeDueIn(1, 365, { code: `${tag}-E` });
    await kit.ok('PUT', `/api/gauges/${retired.id}`, gaugeBody({ code: retired.code, status: 'retired' }));

    const inspector = await kit.h.userWith([{ scope: 'inspection', actions: ['create'] }]);
    const ask = (query: string, token = inspector.accessToken) =>
      kit.h.call('GET', `/api/gauges/options?search=${tag}${query}`, { token });
    const answer = await ask('');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      items: [
        {
          id: lastDay.id,
          code: `${tag}-A`,
          name: 'Vernier caliper 0–150 mm',
          gaugeType: 'Vernier caliper',
          dueOn: today,
        },
        {
          id: usable.id,
          code: `${tag}-B`,
          name: 'Vernier caliper 0–150 mm',
          gaugeType: 'Vernier caliper',
          dueOn: addDays(today, 10),
        },
      ],
    });
    // A day further on, only the one due later still measures.
    expect((await ask(`&on=${addDays(today, 1)}`)).json().items.map((g: { code: string }) => g.code)).toEqual([
      `${tag}-B`,
    ]);
    // Back on the overdue one's due day it measured.
    expect((await ask(`&on=${ago(1)}`)).json().items.map((g: { code: string }) => g.code)).toEqual([
      `${tag}-A`,
      `${tag}-B`,
      `${tag}-C`,
    ]);
    expect((await ask('&on=2026-02-30')).statusCode).toBe(400);

    const planner = await kit.h.userWith([{ scope: 'control-plans', actions: ['view', 'edit'] }]);
    expect((await ask('', planner.accessToken)).statusCode).toBe(200);
    const stranger = await kit.h.userWith([{ scope: 'control-plans', actions: ['view'] }]);
    expect((await ask('', stranger.accessToken)).statusCode).toBe(403);
  });
});

describe('an inspection naming gauges (gaugeProblems)', () => {
  it('refuses each gauge that may not measure on the day, on its field, in words the inspector reads', async () => {
    const good = await gaugeDueIn(0, 90);
    const overdue = await gaugeDueIn(100, 90); // due 10 days ago
    const failed = await createGauge();
    await calibrated(failed.id, { calibratedOn: ago(2), result: 'fail' });
    const never = await createGauge();
    const retired = await createGauge({ status: 'retired' });
    const missing = randomUUID();

    const problems = await kit.h.db.transaction((tx) =>
      gaugeProblems(
        tx,
        [
          { gaugeId: good.id, field: 'readings.0.gaugeId' },
          { gaugeId: null, field: 'readings.1.gaugeId' },
          { gaugeId: overdue.id, field: 'readings.2.gaugeId' },
          { gaugeId: failed.id, field: 'readings.3.gaugeId' },
          { gaugeId: never.id, field: 'readings.4.gaugeId' },
          { gaugeId: retired.id, field: 'readings.5.gaugeId' },
          { gaugeId: missing, field: 'readings.6.gaugeId' },
          { gaugeId: 'VC-012', field: 'readings.7.gaugeId' },
          { gaugeId: overdue.id, field: 'readings.8.gaugeId' },
        ],
        today,
      ),
    );
    expect(problems).toEqual([
      {
        field: 'readings.2.gaugeId',
        message: `Gauge ${overdue.code} is overdue for calibration (due ${indianDate(ago(10))})`,
      },
      { field: 'readings.3.gaugeId', message: `Gauge ${failed.code} has no passed calibration` },
      { field: 'readings.4.gaugeId', message: `Gauge ${never.code} has no passed calibration` },
      { field: 'readings.5.gaugeId', message: `Gauge ${retired.code} is retired` },
      { field: 'readings.6.gaugeId', message: 'Unknown gauge' },
      { field: 'readings.7.gaugeId', message: 'Unknown gauge' },
      {
        field: 'readings.8.gaugeId',
        message: `Gauge ${overdue.code} is overdue for calibration (due ${indianDate(ago(10))})`,
      },
    ]);
    // On its due day the overdue gauge still measured.
    expect(await gaugeProblems(kit.h.db, [{ gaugeId: overdue.id, field: 'g' }], ago(10))).toEqual([]);
    expect(await gaugeProblems(kit.h.db, [], today)).toEqual([]);
    // A control plan (no day) may name a gauge due for calibration, never an unknown or retired one.
    expect(
      await gaugeProblems(
        kit.h.db,
        [overdue, failed, never, retired]
          .map((g, i) => ({ gaugeId: g.id, field: `c.${i}` }))
          .concat([{ gaugeId: missing, field: 'c.4' }]),
        null,
      ),
    ).toEqual([
      { field: 'c.3', message: `Gauge ${retired.code} is retired` },
      { field: 'c.4', message: 'Unknown gauge' },
    ]);
  });

  it('lists the readings taken with a gauge, the latest first, and keeps it from being deleted', async () => {
    const gauge = await gaugeDueIn(30, 365);
    const buyer = await kit.customer();
    const product = await kit.product(buyer.partyCode, { product_description: 'Plunger sleeve' });
    const order = await insertWorkOrder(kit.h.db, { productId: product.id });
    const inspect = async (inspectedOn: string, result: 'pass' | 'fail') => {
      const [row] = await kit.h.db
        .insert(inspections)
        .values({ kind: 'first_piece', workOrderId: order.id, productId: product.id, inspectedOn, result })
        .returning({ id: inspections.id });
      const id = (row as { id: string }).id;
      await kit.h.db.insert(inspectionReadings).values([
        {
          inspectionId: id,
          seq: 1,
          characteristic: 'Final OD',
          nominal: 24.98,
          measured: [24.97],
          result,
          gaugeId: gauge.id,
        },
        { inspectionId: id, seq: 2, characteristic: 'Final length', nominal: 40, measured: [40], result: 'pass' },
        {
          inspectionId: id,
          seq: 3,
          characteristic: 'Bore',
          nominal: 12,
          measured: [12],
          result: 'pass',
          gaugeId: gauge.id,
        },
      ]);
      return id;
    };
    const older = await inspect(ago(20), 'pass');
    const newer = await inspect(ago(2), 'fail');

    const read = await kit.ok('GET', `/api/gauges/${gauge.id}`);
    const reading = { kind: 'first_piece', productId: product.id, drawingNumber: product.drawing_number };
    expect(read.readings).toEqual([
      {
        ...reading,
        inspectionId: newer,
        inspectedOn: ago(2),
        productDescription: 'Plunger sleeve',
        characteristic: 'Final OD',
        result: 'fail',
      },
      {
        ...reading,
        inspectionId: newer,
        inspectedOn: ago(2),
        productDescription: 'Plunger sleeve',
        characteristic: 'Bore',
        result: 'pass',
      },
      {
        ...reading,
        inspectionId: older,
        inspectedOn: ago(20),
        productDescription: 'Plunger sleeve',
        characteristic: 'Final OD',
        result: 'pass',
      },
      {
        ...reading,
        inspectionId: older,
        inspectedOn: ago(20),
        productDescription: 'Plunger sleeve',
        characteristic: 'Bore',
        result: 'pass',
      },
    ]);
    const refused = await kit.call('DELETE', `/api/gauges/${gauge.id}`);
    expect(refused.json().message).toBe(
      'This gauge has 1 calibration and 4 readings and cannot be deleted: retire it instead',
    );
  });
});

describe('notifications', () => {
  it('tell whoever views gauges of those overdue (urgent) and due within the week, linking to each', async () => {
    const overdue = await gaugeDueIn(95, 90, { gaugeType: 'Plug gauge' }); // due 5 days ago
    const soon = await gaugeDueIn(87, 90); // due in 3 days
    const fine = await gaugeDueIn(0, 90);

    const viewer = await kit.h.userWith([{ scope: 'gauges', actions: ['view'] }]);
    const bell = await kit.h.call('GET', '/api/notifications', { token: viewer.accessToken });
    expect(bell.statusCode).toBe(200);
    const mine = bell
      .json()
      .items.filter((n: { id: string }) => [overdue.id, soon.id, fine.id].some((id) => n.id.endsWith(id)));
    expect(mine).toEqual([
      {
        id: `gauge_overdue:${overdue.id}`,
        kind: 'gauge_overdue',
        title: 'Gauge overdue for calibration',
        message: `Gauge ${overdue.code} (Plug gauge) was due for calibration on ${indianDate(ago(5))}`,
        link: `/gauges/view/${overdue.id}`,
        date: ago(5),
        customerId: null,
        customerName: null,
      },
      {
        id: `gauge_due_soon:${soon.id}`,
        kind: 'gauge_due_soon',
        title: 'Gauge due for calibration',
        message: `Gauge ${soon.code} (Vernier caliper) is due for calibration on ${indianDate(addDays(today, 3))}`,
        link: `/gauges/view/${soon.id}`,
        date: addDays(today, 3),
        customerId: null,
        customerName: null,
      },
    ]);
    // Overdue is urgent: every overdue gauge comes before every gauge merely due soon.
    const kinds: string[] = bell.json().items.map((n: { kind: string }) => n.kind);
    expect(kinds.lastIndexOf('gauge_overdue')).toBeLessThan(kinds.indexOf('gauge_due_soon'));

    const clerk = await kit.h.userWith([{ scope: 'invoices', actions: ['view'] }]);
    const theirs = await kit.h.call('GET', '/api/notifications', { token: clerk.accessToken });
    expect(theirs.json().items.some((n: { kind: string }) => n.kind.startsWith('gauge_'))).toBe(false);
  });
});

describe('the header search (Ctrl/Cmd+K)', () => {
  it('finds gauges by code or location for whoever views them, with their due date or state', async () => {
    const shelf = `Shelf ${randomUUID().slice(0, 6)}`;
    const due = await gaugeDueIn(0, 90, { location: shelf });
    const overdue = await gaugeDueIn(100, 90, { location: shelf });
    const viewer = await kit.h.userWith([{ scope: 'gauges', actions: ['view'] }]);
    const found = await kit.h.call('GET', `/api/search?search=${encodeURIComponent(shelf)}`, {
      token: viewer.accessToken,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(
      [
        {
          kind: 'gauge',
          id: due.id,
          title: due.code,
          detail: `Vernier caliper 0–150 mm · due ${indianDate(addDays(today, 90))}`,
        },
        { kind: 'gauge', id: overdue.id, title: overdue.code, detail: 'Vernier caliper 0–150 mm · overdue' },
      ].sort((a, b) => a.title.localeCompare(b.title)),
    );
    const clerk = await kit.h.userWith([{ scope: 'machines', actions: ['view'] }]);
    const theirs = await kit.h.call('GET', `/api/search?search=${encodeURIComponent(due.code)}`, {
      token: clerk.accessToken,
    });
    expect(theirs.json()).toEqual([]);
  });
});

describe('history', () => {
  it("shows the gauge's changes and its calibrations", async () => {
    const gauge = await gaugeDueIn(1, 90);
    const history = await kit.ok('GET', `/api/gauges/${gauge.id}/history`);
    expect(history.total).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(history.data)).toContain('calibrations');
  });
});
