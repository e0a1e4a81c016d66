import type {
  OeeReport,
  ProductionEntry,
  ProductionMachine,
  ProductionReason,
  ProductionWorkOrder,
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

const none = {
  plannedMinutes: 0,
  downtimeMinutes: 0,
  runMinutes: 0,
  availableMinutes: 960,
  idealMinutes: 0,
  goodQuantity: 0,
  rejectedQuantity: 0,
  availability: null,
  performance: null,
  quality: null,
  oee: null,
  utilisation: 0,
};

/**
 * April 2026 for CNC-3 and SPM-1: CNC-3 ran on Monday 06/04 (870 of 960 minutes, 1,260 good, 10
 * rejected at OEE 80.4%), SPM-1 on Tuesday 07/04 (400 of 450, 900 good, 20 rejected).
 */
export function oeeReport(): OeeReport {
  const dates = Array.from({ length: 30 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);
  const cncDay = {
    plannedMinutes: 960,
    downtimeMinutes: 90,
    runMinutes: 870,
    availableMinutes: 960,
    idealMinutes: 777.5,
    goodQuantity: 1260,
    rejectedQuantity: 10,
    availability: 0.90625,
    performance: 777.5 / 870,
    quality: 1260 / 1270,
    oee: 0.8035187,
    utilisation: 0.90625,
  };
  const spmDay = {
    plannedMinutes: 450,
    downtimeMinutes: 50,
    runMinutes: 400,
    availableMinutes: 1350,
    idealMinutes: 400,
    goodQuantity: 900,
    rejectedQuantity: 20,
    availability: 400 / 450,
    performance: 1,
    quality: 900 / 920,
    oee: (400 / 450) * (900 / 920),
    utilisation: 400 / 1350,
  };
  return {
    month: '2026-04',
    until: '2026-04-30',
    machines: [
      {
        machineId: IDS.cnc3,
        machineNo: 'CNC-3',
        machineName: 'CNC lathe',
        days: dates.map((date) => ({ date, ...(date === '2026-04-06' ? cncDay : none) })),
        month: { ...cncDay, availableMinutes: 24_960, utilisation: 870 / 24_960 },
      },
      {
        machineId: IDS.spm,
        machineNo: 'SPM-1',
        machineName: 'SPM',
        days: dates.map((date) => ({
          date,
          ...(date === '2026-04-07' ? spmDay : { ...none, availableMinutes: 1350 }),
        })),
        month: { ...spmDay, availableMinutes: 35_100, utilisation: 400 / 35_100 },
      },
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
