import type {
  CustomerOption,
  DeliveryPerformanceReport,
  DeliverySchedule,
  DeliveryScheduleLine,
  DeliveryScheduleSummary,
} from '@lathe/shared';
import { addDays } from '@lathe/shared';
import { answerCustomerPickers } from '../../test/customer-pickers';
import type { FakeRequest } from '../../test/fake-fetch';
import { json } from '../../test/fake-fetch';
import { pageOf } from '../../test/fixtures';

/*
 * Test data of the delivery schedule screens: Bharat Auto Components' December 2026 (it starts on
 * a Tuesday: W49 = 30/11 … W53 = 28/12), firm until 14/12. Rev 0 came as their workbook, Rev 1
 * as a CSV moving the flange bush: +500 in week 50, −200 in week 51, +200 in week 52. Of the
 * bush, W49's 500 went on time and 300 of W50's 1,300; the sleeve's 600 of W49 are short.
 * Ids are real UUIDs, as the schemas check them.
 */
export const IDS = {
  customer: '2d7a0c74-56e3-4f90-9c65-4b3e8f0abc03',
  bush: '8b2e3f40-5d6c-4e7f-a081-9c0d1e2f3041',
  sleeve: 'ad405162-7f8e-4091-a2a3-1e2f30415263',
  schedule: 'f0000000-0000-4000-8000-000000000001',
  release: 'c2000000-0000-4000-8000-000000000001',
} as const;

export const CUSTOMERS: CustomerOption[] = [
  { id: IDS.customer, partyCode: 'BAC01', name: 'Bharat Auto Components', state: 'Tamil Nadu', paymentTermsDays: 45 },
];

export const PRODUCT_OPTIONS = [
  { id: IDS.bush, drawingNumber: 'FB-2231', description: 'Flange bush' },
  { id: IDS.sleeve, drawingNumber: 'SL-0907', description: 'Sleeve' },
].map((p) => ({ ...p, partyCode: 'BAC01', hsnCode: '84839000', gstRate: 18, lastRate: null }));

let lineNo = 0;
function line(
  part: 'bush' | 'sleeve',
  date: string,
  quantity: number,
  dispatched: number,
  state: DeliveryScheduleLine['state'],
): DeliveryScheduleLine {
  lineNo += 1;
  return {
    id: `a0000000-0000-4000-8000-0000000000${String(lineNo).padStart(2, '0')}`,
    productId: IDS[part],
    drawingNumber: part === 'bush' ? 'FB-2231' : 'SL-0907',
    description: part === 'bush' ? 'Flange bush' : 'Sleeve',
    bucket: 'week',
    date,
    dueBy: addDays(date, 6),
    quantity,
    firm: date <= '2026-12-14',
    orderLineId: null,
    dispatched,
    leftToDispatch: quantity - dispatched,
    rate: part === 'bush' ? 35.5 : 12.4,
    state,
  };
}

export const SUMMARY: DeliveryScheduleSummary = {
  id: IDS.schedule,
  customerId: IDS.customer,
  customerName: 'Bharat Auto Components',
  customerPartyCode: 'BAC01',
  month: '2026-12',
  revision: 1,
  receivedOn: '2026-12-03',
  firmUntil: '2026-12-14',
  reference: 'BAC/SCH/12',
  lineCount: 6,
  scheduled: 4000,
  dispatched: 800,
  releaseOrder: { id: IDS.release, orderNumber: 'SO/2026-27/0042', status: 'confirmed' },
  version: 3,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-12-03T10:00:00.000Z',
};

export const SCHEDULE: DeliverySchedule = {
  ...SUMMARY,
  lines: [
    line('bush', '2026-11-30', 500, 500, 'on_time'),
    line('bush', '2026-12-07', 1300, 300, 'open'),
    line('bush', '2026-12-14', 400, 0, 'open'),
    line('bush', '2026-12-21', 200, 0, 'open'),
    line('sleeve', '2026-11-30', 600, 0, 'short'),
    line('sleeve', '2026-12-07', 1000, 0, 'open'),
  ],
  revisions: [
    {
      id: 'e0000000-0000-4000-8000-000000000000',
      revision: 0,
      receivedOn: '2026-11-25',
      firmUntil: '2026-12-14',
      reference: null,
      source: 'xlsx',
      fileName: 'Schedule Dec.xlsx',
      scheduled: 3500,
      difference: [],
      createdAt: '2026-11-25T10:00:00.000Z',
    },
    {
      id: 'e0000000-0000-4000-8000-000000000001',
      revision: 1,
      receivedOn: '2026-12-03',
      firmUntil: '2026-12-14',
      reference: 'BAC/SCH/12',
      source: 'csv',
      fileName: 'rev1.csv',
      scheduled: 4000,
      difference: [
        {
          productId: IDS.bush,
          partNumber: 'FB-2231',
          text: '+500 in week 50, −200 in week 51, +200 in week 52',
          net: 500,
        },
      ],
      createdAt: '2026-12-03T10:00:00.000Z',
    },
  ],
};

const days = (from: string, to: string) => {
  const all: { date: string; due: number; dispatched: number }[] = [];
  for (let date = from, i = 0; date <= to; date = addDays(date, 1), i += 1) {
    all.push({
      date,
      due: date >= '2026-12-13' ? 1900 : date >= '2026-12-06' ? 1300 : 500,
      dispatched: i > 5 ? 1700 : 0,
    });
  }
  return all;
};

export const PERFORMANCE: DeliveryPerformanceReport = {
  month: '2026-12',
  asOf: '2026-12-22',
  customers: [
    {
      customerId: IDS.customer,
      customerName: 'Bharat Auto Components',
      scheduleId: IDS.schedule,
      counted: 3,
      onTimeInFull: 2,
      otifPercent: 66.7,
      scheduled: 1900,
      onTime: 1700,
      deliveryPercent: 89.5,
      backlog: 200,
      carriedOver: 150,
      buckets: [
        { ...bucket('b1', '2026-11-30', 500, 500, 0, 0), state: 'on_time' },
        { ...bucket('b2', '2026-12-07', 800, 800, 0, 0), state: 'on_time' },
        { ...bucket('b3', '2026-12-14', 600, 400, 0, 200), state: 'short' },
      ],
      days: days('2026-12-01', '2026-12-31'),
    },
  ],
};

function bucket(id: string, date: string, scheduled: number, onTime: number, late: number, short: number) {
  return {
    id,
    productId: IDS.bush,
    partNumber: 'FB-2231',
    bucket: 'week' as const,
    date,
    dueBy: addDays(date, 6),
    scheduled,
    onTime,
    late,
    short,
  };
}

/** The pickers' reads and the month's schedule: `existing` answers the month's list (or nothing). */
export function servePickers(req: FakeRequest, existing: DeliverySchedule | null = null): Response | undefined {
  const picked = answerCustomerPickers(req, CUSTOMERS);
  if (picked) return picked;
  if (req.path === '/api/products/options') {
    const text = (req.query.get('search') ?? '').toLowerCase();
    return json(PRODUCT_OPTIONS.filter((p) => `${p.drawingNumber} ${p.description}`.toLowerCase().includes(text)));
  }
  if (req.path === '/api/delivery-schedules' && req.method === 'GET') {
    const month = req.query.get('month');
    return json(pageOf(existing && (!month || month === existing.month) ? [existing] : []));
  }
  if (existing && req.path === `/api/delivery-schedules/${existing.id}` && req.method === 'GET') return json(existing);
  return undefined;
}
