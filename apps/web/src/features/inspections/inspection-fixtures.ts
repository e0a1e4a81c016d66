import type { FirstPieceTemplate, Inspection, Option, PdiTemplate } from '@lathe/shared';
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
} as const;

export const INSPECTORS: Option[] = [{ id: IDS.inspector, name: 'Suresh Patil (QC-01)' }];

export const FIRST_PIECE_TEMPLATE: FirstPieceTemplate = {
  productId: IDS.product,
  productDescription: 'Plunger sleeve',
  drawingNumber: 'DRG-118',
  source: 'drawing',
  characteristics: [
    { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
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
  characteristics: [
    { characteristic: 'Final OD', nominal: 24.98, lowerTolerance: -0.02, upperTolerance: 0, unit: 'mm' },
    { characteristic: 'Free of burrs', nominal: null, lowerTolerance: null, upperTolerance: null, unit: 'mm' },
  ],
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
