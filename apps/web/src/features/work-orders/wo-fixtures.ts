import {
  operationsPreview,
  type Permission,
  PRODUCT_CYCLE_TIMES,
  type WorkOrder,
  type WorkOrderProductOption,
  type WorkOrderSalesLineOption,
} from '@lathe/shared';
import { PRINT_COMPANY, PRINT_WORK_ORDER } from '@lathe/shared/testing';
import { makeUser } from '../../test/fixtures';

/** Test data of the work order screens: a Pune shop turning pinion shafts for a truck maker and for stock. */
export const IDS = {
  pinion: '11111111-1111-4111-8111-111111111111',
  bare: '22222222-2222-4222-8222-222222222222',
  released: '33333333-3333-4333-8333-333333333333',
  draft: '44444444-4444-4444-8444-444444444444',
  order: '55555555-5555-4555-8555-555555555555',
  line: '66666666-6666-4666-8666-666666666666',
  customer: '77777777-7777-4777-8777-777777777777',
} as const;

const cycleTimes = (times: Partial<WorkOrderProductOption['cycleTimes']>) =>
  ({
    ...Object.fromEntries(PRODUCT_CYCLE_TIMES.map((field) => [field, null])),
    ...times,
  }) as WorkOrderProductOption['cycleTimes'];

export const PRODUCTS: WorkOrderProductOption[] = [
  {
    id: IDS.pinion,
    partyCode: 'TML',
    drawingNumber: 'DRG-101',
    description: 'Pinion shaft',
    grade: 'EN8',
    rodSize: '25 mm Round',
    rawMaterialWeight: 0.025,
    cycleTimes: cycleTimes({ rough_first_cycle_time_sec: 12.5, single_setup_cycle_time_sec: 45 }),
  },
  {
    id: IDS.bare,
    partyCode: 'TML',
    drawingNumber: 'DRG-900',
    description: 'Spacer, not yet timed',
    grade: 'EN1A',
    rodSize: 'Ø16',
    rawMaterialWeight: null,
    cycleTimes: cycleTimes({}),
  },
];

export const LINES: WorkOrderSalesLineOption[] = [
  {
    id: IDS.line,
    salesOrderId: IDS.order,
    orderNumber: 'SO/2026-27/0012',
    lineNumber: 1,
    customerId: IDS.customer,
    customerName: 'Tata Motors',
    dueDate: '2026-06-15',
    product: PRODUCTS[0] as WorkOrderProductOption,
    ordered: 10000,
    dispatched: 1800,
    onWorkOrders: 0,
    leftToPlan: 8200,
  },
];

/**
 * A released work order of 10,000 pinion shafts for the order's line, 1,800 good so far and its bar
 * short: the printed example (PRINT_WORK_ORDER) under this file's ids, its operations from the product's cycle times.
 */
export function makeWorkOrder(overrides: Partial<WorkOrder> = {}): WorkOrder {
  const quantity = overrides.quantity ?? 10000;
  const operations = operationsPreview(PRODUCTS[0]?.cycleTimes ?? {}, quantity).map((operation, i) => ({
    id: `op-${i + 1}`,
    seq: operation.seq,
    cycleField: operation.cycleField,
    kind: operation.kind,
    label: operation.label,
    cycleTimeSec: operation.cycleTimeSec,
    piecesPerHour: operation.piecesPerHour,
    hoursForQuantity: operation.hoursForQuantity,
    goodQuantity: i === 0 ? 1820 : 1800,
    rejectedQuantity: i === 0 ? 0 : 20,
    lockedMachineId: null,
    lockedStart: null,
    transferMinutes: i === 1 ? 30 : null,
  }));
  return {
    ...PRINT_WORK_ORDER,
    id: IDS.released,
    productId: IDS.pinion,
    salesOrderId: IDS.order,
    salesOrderLineId: IDS.line,
    customerId: IDS.customer,
    quantity,
    product: { ...PRINT_WORK_ORDER.product, id: IDS.pinion },
    salesOrder: {
      ...(PRINT_WORK_ORDER.salesOrder as NonNullable<WorkOrder['salesOrder']>),
      id: IDS.order,
      lineId: IDS.line,
      customerId: IDS.customer,
    },
    operations,
    company: { ...PRINT_COMPANY, name: 'Acme Precision', pan: null, email: null, phone: null },
    ...overrides,
  };
}

/** A draft for stock: no number, nothing reserved, nothing made. */
export const makeDraft = (overrides: Partial<WorkOrder> = {}) =>
  makeWorkOrder({
    id: IDS.draft,
    woNumber: null,
    status: 'draft',
    salesOrderId: null,
    salesOrderNumber: null,
    salesOrderLineId: null,
    customerId: null,
    customerName: null,
    salesOrder: null,
    operations: makeWorkOrder().operations.map((o) => ({ ...o, goodQuantity: 0, rejectedQuantity: 0 })),
    goodQuantity: 0,
    rejectedQuantity: 0,
    leftToMake: 10000,
    releasedAt: null,
    inProgressAt: null,
    materials: [],
    materialNeed: {
      item: 'EN8|Ø25',
      grade: 'EN8',
      rodSize: 'Ø25',
      neededKg: 250,
      reservedKg: 0,
      shortKg: null,
      note: null,
    },
    firstPiecePassed: false,
    version: 2,
    ...overrides,
  });

export const userWith = (permissions: Permission[]) => makeUser({ role: { id: 'r9', name: 'Planner', permissions } });
