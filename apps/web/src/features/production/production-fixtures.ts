import {
  datesOfMonth,
  machineOee,
  minuteOf,
  type OeeEntry,
  type OeeReport,
  type ProductionEntry,
  type ProductionMachine,
  type ProductionReason,
  type ProductionWorkOrder,
} from '@lathe/shared';

/** Ids the production screens' tests share. */
export const IDS = {
  order: '11111111-1111-4111-8111-111111111111',
  operation: '22222222-2222-4222-8222-222222222222',
  secondOperation: '22222222-2222-4222-8222-333333333333',
  cnc3: '33333333-3333-4333-8333-333333333333',
  spm: '33333333-3333-4333-8333-444444444444',
  operator: '44444444-4444-4444-8444-444444444444',
  odOversize: '55555555-5555-4555-8555-555555555555',
  burr: '55555555-5555-4555-8555-666666666666',
  powerCut: '66666666-6666-4666-8666-666666666666',
  entry: '77777777-7777-4777-8777-777777777777',
} as const;

export const machines = (): ProductionMachine[] => [
  {
    id: IDS.cnc3,
    machineNo: 'CNC-3',
    machineName: 'CNC lathe',
    shiftsPerDay: 2,
    hoursPerShift: 8,
    operationKinds: ['rough', 'second_op', 'single_setup'],
  },
  { id: IDS.spm, machineNo: 'SPM-1', machineName: 'SPM', shiftsPerDay: 3, hoursPerShift: 7.5, operationKinds: ['spm'] },
];

/** WO/2026-27/0001: 10,000 pieces at 45 s in one setup; `fields` override. */
export const workOrder = (fields: Partial<ProductionWorkOrder> = {}): ProductionWorkOrder => ({
  id: IDS.order,
  woNumber: 'WO/2026-27/0001',
  status: 'released',
  releasedOn: '2026-04-01',
  productId: 'p1',
  productDescription: 'Shaft',
  drawingNumber: 'DRG-101',
  quantity: 10_000,
  goodQuantity: 0,
  rejectedQuantity: 0,
  leftToMake: 10_000,
  barOwedKg: 0,
  firstPiece: 'passed',
  firstPieceOn: '2026-04-02',
  refusal: null,
  operations: [
    {
      id: IDS.operation,
      seq: 1,
      label: 'Single setup',
      kind: 'single_setup',
      cycleTimeSec: 45,
      goodQuantity: 0,
      rejectedQuantity: 0,
      inputQuantity: 10_000,
      leftToMake: 10_000,
    },
  ],
  ...fields,
});

const reason = (id: string, kind: 'rejection' | 'downtime', name: string, fields: Partial<ProductionReason> = {}) => ({
  id,
  kind,
  name,
  active: true,
  entryCount: 0,
  version: 1,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...fields,
});

export const rejectionReasons = (): ProductionReason[] => [
  reason(IDS.odOversize, 'rejection', 'OD oversize', { entryCount: 3 }),
  reason(IDS.burr, 'rejection', 'Burr'),
];
export const downtimeReasons = (): ProductionReason[] => [reason(IDS.powerCut, 'downtime', 'Power cut')];

/** The entry the form records for the journey: 1,800 good + 20 rejected ('OD oversize'). */
export const entry = (fields: Partial<ProductionEntry> = {}): ProductionEntry => ({
  id: IDS.entry,
  entryDate: '2026-04-06',
  shift: 1,
  machineId: IDS.cnc3,
  machineNo: 'CNC-3',
  machineName: 'CNC lathe',
  operatorId: IDS.operator,
  operatorName: 'Ravi Kumar (E012)',
  workOrderId: IDS.order,
  woNumber: 'WO/2026-27/0001',
  productId: 'p1',
  productDescription: 'Shaft',
  drawingNumber: 'DRG-101',
  operationId: IDS.operation,
  operationSeq: 1,
  operationLabel: 'Single setup',
  operationKind: 'single_setup',
  goodQuantity: 1800,
  rejectedQuantity: 20,
  rejectionReasonId: IDS.odOversize,
  rejectionReasonName: 'OD oversize',
  downtimeMinutes: 0,
  downtimeReasonId: null,
  downtimeReasonName: null,
  plannedMinutes: 480,
  cycleTimeSec: 45,
  remarks: null,
  version: 1,
  createdAt: '2026-04-06T10:00:00.000Z',
  updatedAt: '2026-04-06T10:00:00.000Z',
  ...fields,
});

const entryOf = (fields: Partial<OeeEntry> & Pick<OeeEntry, 'entryDate' | 'shift' | 'plannedMinutes'>): OeeEntry => ({
  downtimeMinutes: 0,
  goodQuantity: 0,
  rejectedQuantity: 0,
  cycleTimeSec: 45,
  ...fields,
});

/** Monday to Saturday, no holidays or breaks. */
const week = { workingDays: [1, 2, 3, 4, 5, 6], holidays: [] };

/**
 * The OEE report of a month as the server works it (shared machineOee), now 06:00 on Wednesday
 * 08/04/2026 (every shift up to Tuesday's over): CNC-3, two shifts of 8 h from 08:00, ran both
 * shifts of Monday 06/04 (870 of 960 minutes, 1,260 good, 10 rejected, ideal 777.5 min); SPM-1,
 * three shifts of 7.5 h from 06:00, ran shift 1 of Tuesday 07/04 (400 of 450 minutes, 900 good
 * and 20 rejected at 27 s: 414 ideal minutes, performance 103.5%). Every other shift of their
 * working days up to then was planned and not logged. Another month has no entries.
 */
export function oeeReport(month = '2026-04'): OeeReport {
  const now = minuteOf('2026-04-08', '06:00');
  const cnc = machineOee({
    month,
    calendar: { ...week, shiftsPerDay: 2, hoursPerShift: 8, firstShiftStart: '08:00' },
    entries: [
      entryOf({
        entryDate: '2026-04-06',
        shift: 1,
        plannedMinutes: 480,
        goodQuantity: 560,
        rejectedQuantity: 10,
        downtimeMinutes: 30,
      }),
      entryOf({
        entryDate: '2026-04-06',
        shift: 2,
        plannedMinutes: 480,
        goodQuantity: 700,
        cycleTimeSec: 30,
        downtimeMinutes: 60,
      }),
    ],
    now,
  });
  const spm = machineOee({
    month,
    calendar: { ...week, shiftsPerDay: 3, hoursPerShift: 7.5, firstShiftStart: '06:00' },
    entries: [
      entryOf({
        entryDate: '2026-04-07',
        shift: 1,
        plannedMinutes: 450,
        goodQuantity: 900,
        rejectedQuantity: 20,
        cycleTimeSec: 27,
        downtimeMinutes: 50,
      }),
    ],
    now,
  });
  return {
    month,
    until: month === '2026-04' ? '2026-04-08' : (datesOfMonth(month).at(-1) ?? month),
    machines: [
      { machineId: IDS.cnc3, machineNo: 'CNC-3', machineName: 'CNC lathe', ...cnc },
      { machineId: IDS.spm, machineNo: 'SPM-1', machineName: 'SPM', ...spm },
    ],
  };
}

export const page = <T>(data: T[]) => ({
  data,
  total: data.length,
  page: 1,
  limit: 10,
  totalPages: 1,
  totalCapped: false,
});
