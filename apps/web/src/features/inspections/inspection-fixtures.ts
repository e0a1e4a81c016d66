import {
  addDays,
  type FirstPieceTemplate,
  type GaugeOptions,
  type InProcessTemplate,
  type Inspection,
  type LotPdiTemplate,
  type Option,
  type PdiTemplate,
  plainTemplateCharacteristic,
  todayIn,
} from '@lathe/shared';
import { PRINT_COMPANY, PRINT_INSPECTION } from '@lathe/shared/testing';

/** Test data of the inspection screens: a plunger sleeve's work order and a dispatch of it to Bosch. */
export const IDS = {
  workOrder: '11111111-1111-4111-8111-111111111111',
  product: '22222222-2222-4222-8222-222222222222',
  other: '33333333-3333-4333-8333-333333333333',
  dispatch: '44444444-4444-4444-8444-444444444444',
  order: '55555555-5555-4555-8555-555555555555',
  inspection: '66666666-6666-4666-8666-666666666666',
  inspector: '77777777-7777-4777-8777-777777777777',
  operation: '88888888-8888-4888-8888-888888888888',
  secondOperation: '88888888-8888-4888-8888-888888888889',
  machine: '99999999-9999-4999-8999-999999999999',
  caliper: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  micrometer: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  heightGauge: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
} as const;

export const INSPECTORS: Option[] = [{ id: IDS.inspector, name: 'Suresh Patil (QC-01)' }];

export const FIRST_PIECE_TEMPLATE: FirstPieceTemplate = {
  productId: IDS.product,
  productDescription: 'Plunger sleeve',
  drawingNumber: 'DRG-118',
  source: 'drawing',
  planRevision: null,
  sampleSize: 1,
  characteristics: [
    plainTemplateCharacteristic({
      characteristic: 'Final OD',
      nominal: 24.98,
      lowerTolerance: null,
      upperTolerance: null,
      unit: 'mm',
    }),
  ],
  workOrder: {
    id: IDS.workOrder,
    woNumber: 'WO/2026-27/0004',
    status: 'released',
    quantity: 10000,
    dueDate: '2026-12-15',
  },
  attempts: [],
};

export const PDI_TEMPLATE: PdiTemplate = {
  productId: IDS.product,
  productDescription: 'Plunger sleeve',
  drawingNumber: 'DRG-118',
  source: 'inspection',
  planRevision: null,
  sampleSize: 5,
  characteristics: [
    { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0, unit: 'mm' },
    { characteristic: 'Free of burrs', nominal: null, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
  ].map(plainTemplateCharacteristic),
  dispatch: {
    id: IDS.dispatch,
    challanNumber: 'DC/2026-27/0007',
    dispatchDate: '2026-11-27',
    salesOrderId: IDS.order,
    orderNumber: 'SO/2026-27/0042',
    customerName: 'Bosch Ltd',
  },
  products: [
    {
      productId: IDS.product,
      drawingNumber: 'DRG-118',
      description: 'Plunger sleeve',
      quantity: 2000,
      inspectionId: null,
    },
  ],
};

/**
 * The plant's gauges and their due dates: the caliper and the height gauge calibrated for months
 * yet, the micrometer overdue since yesterday (the gauges options never offer it for today).
 */
export const GAUGES: GaugeOptions = {
  items: [
    {
      id: IDS.caliper,
      code: 'VC-012',
      name: 'Vernier caliper 0–150 mm',
      gaugeType: 'Vernier caliper',
      dueOn: addDays(todayIn(), 100),
    },
    {
      id: IDS.heightGauge,
      code: 'HG-002',
      name: 'Height gauge 0–300 mm',
      gaugeType: 'Height gauge',
      dueOn: addDays(todayIn(), 300),
    },
    {
      id: IDS.micrometer,
      code: 'MM-004',
      name: 'Micrometer 0–25 mm',
      gaugeType: 'Micrometer',
      dueOn: addDays(todayIn(), -1),
    },
  ],
};

/** Where the plant's control plan (Rev 3) puts them: OD of 3 pieces with the caliper, burrs by eye on 1. */
const PLAN_CHARACTERISTICS = [
  {
    characteristic: 'Final OD',
    nominal: 24.98,
    lowerTolerance: -0.02,
    upperTolerance: 0,
    unit: 'mm',
    special: 'critical',
    method: 'At 3 places',
    sampleSize: null,
    gaugeType: 'Vernier caliper',
    gaugeId: IDS.caliper,
    gaugeCode: 'VC-012',
    reactionPlan: 'Stop the machine, segregate since the last good check, reset the tool offset',
  },
  {
    characteristic: 'Overall length',
    nominal: 40,
    lowerTolerance: -0.1,
    upperTolerance: 0.1,
    unit: 'mm',
    special: '',
    method: '',
    sampleSize: 1,
    gaugeType: 'Height gauge',
    gaugeId: null,
    gaugeCode: null,
    reactionPlan: 'Reset the stop',
  },
];

const WORK_ORDER_HEAD = {
  id: IDS.workOrder,
  woNumber: 'WO/2026-27/0004',
  status: 'in_progress',
  quantity: 10000,
  goodQuantity: 2400,
  dueDate: '2026-12-15',
};

/** What the plan proposes to the work order's in-process and lot forms: 3 pieces, the OD's with the caliper. */
const FROM_PLAN = {
  productId: IDS.product,
  productDescription: 'Plunger sleeve',
  drawingNumber: 'DRG-118',
  source: 'control_plan' as const,
  planRevision: 3,
  sampleSize: 3,
  characteristics: PLAN_CHARACTERISTICS,
  workOrder: WORK_ORDER_HEAD,
};

export const IN_PROCESS_TEMPLATE: InProcessTemplate = {
  ...FROM_PLAN,
  operations: [
    { id: IDS.operation, seq: 1, label: 'Rough 1st side', goodQuantity: 2500, lastMachine: null },
    {
      id: IDS.secondOperation,
      seq: 2,
      label: 'Single setup',
      goodQuantity: 2400,
      lastMachine: { id: IDS.machine, machineNo: 'CNC-07', machineName: 'Doosan Lynx 220' },
    },
  ],
  earlier: [],
};

export const LOT_TEMPLATE: LotPdiTemplate = {
  ...FROM_PLAN,
  earlier: [],
};

/** The printed PDI example (PRINT_INSPECTION) under this file's ids: no remarks, its measured reading alone. */
export function makeInspection(overrides: Partial<Inspection> = {}): Inspection {
  return {
    ...PRINT_INSPECTION,
    id: IDS.inspection,
    inspectorId: IDS.inspector,
    remarks: null,
    productId: IDS.product,
    dispatchId: IDS.dispatch,
    salesOrderId: IDS.order,
    invoices: PRINT_INSPECTION.invoices.map((invoice) => ({ ...invoice, id: 'inv' })),
    workOrders: PRINT_INSPECTION.workOrders.map((workOrder) => ({ ...workOrder, id: IDS.workOrder })),
    readings: PRINT_INSPECTION.readings.slice(0, 1),
    company: { ...PRINT_COMPANY, pan: null, email: null, phone: null },
    ...overrides,
  };
}
