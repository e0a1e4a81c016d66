import type {
  Permission,
  StockBalance,
  StockItemOption,
  StockMovement,
  StockPlanningRow,
  TrackedProduct,
} from '@lathe/shared';
import { makeUser } from '../../test/fixtures';

/** Ids the stock screens' tests name. */
export const IDS = {
  customer: 'c0000000-0000-4000-8000-000000000001',
  product: 'a0000000-0000-4000-8000-000000000002',
  order: 'b0000000-0000-4000-8000-000000000003',
  receipt: 'd0000000-0000-4000-8000-000000000004',
  challan: 'e0000000-0000-4000-8000-000000000005',
  dispatch: 'f0000000-0000-4000-8000-000000000006',
  workOrder: '90000000-0000-4000-8000-000000000007',
  supplier: '80000000-0000-4000-8000-000000000008',
};

export const EN8_KEY = 'EN8|Ø25';

export const balance = (overrides: Partial<StockBalance> = {}): StockBalance => ({
  id: `${EN8_KEY}@`,
  itemKey: EN8_KEY,
  itemType: 'material',
  label: 'EN8 Ø25',
  grade: 'EN8',
  rodSize: 'Ø25',
  productId: null,
  drawingNumber: null,
  unit: 'KGS',
  ownerId: null,
  ownerName: null,
  quantity: 1250.5,
  bars: 40,
  heats: [
    { heatNumber: 'H-101', quantity: 1000, bars: 32, firstIn: '2026-04-02' },
    { heatNumber: 'H-117', quantity: 250.5, bars: 8, firstIn: '2026-05-10' },
  ],
  ...overrides,
});

export const movement = (overrides: Partial<StockMovement> = {}): StockMovement => ({
  id: '1',
  movementDate: '2026-05-10',
  kind: 'receipt',
  itemKey: EN8_KEY,
  itemType: 'material',
  label: 'EN8 Ø25',
  grade: 'EN8',
  rodSize: 'Ø25',
  productId: null,
  drawingNumber: null,
  unit: 'KGS',
  ownerId: null,
  ownerName: null,
  heatNumber: 'H-117',
  quantity: 250.5,
  bars: 8,
  reason: null,
  salesOrderId: null,
  salesOrderNumber: null,
  sourceType: 'goods_receipt',
  sourceId: IDS.receipt,
  sourceNumber: 'GRN/2026-27/0004',
  createdByName: 'Jane Doe',
  createdAt: '2026-05-10T10:00:00.000Z',
  ...overrides,
});

export const planningRow = (overrides: Partial<StockPlanningRow> = {}): StockPlanningRow => ({
  id: EN8_KEY,
  grade: 'EN8',
  rodSize: 'Ø25',
  needKg: 1500,
  issuedKg: 200,
  inStockKg: 800,
  onOrderKg: 349.75,
  shortageKg: 150.25,
  ordersCount: 3,
  unknownWeight: [],
  shortFrom: null,
  lateReceipts: false,
  suggestion: null,
  ...overrides,
});

export const itemOption = (overrides: Partial<StockItemOption> = {}): StockItemOption => ({
  itemKey: EN8_KEY,
  itemType: 'material',
  label: 'EN8 Ø25',
  grade: 'EN8',
  rodSize: 'Ø25',
  productId: null,
  drawingNumber: null,
  description: null,
  partyCode: null,
  customerName: null,
  unit: 'KGS',
  hsnCode: '72142090',
  gstRate: 18,
  inStock: 1250.5,
  ...overrides,
});

export const tracked = (overrides: Partial<TrackedProduct> = {}): TrackedProduct => ({
  id: IDS.product,
  productId: IDS.product,
  tracked: true,
  drawingNumber: 'DAC-2231-B',
  description: 'Nozzle holder sleeve',
  partyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  inStock: 1200,
  trackedSince: '2026-04-01T10:00:00.000Z',
  ...overrides,
});

/** A page of the list, as the API answers it. */
export const page = <T>(data: T[]) => ({
  data,
  total: data.length,
  page: 1,
  limit: 10,
  totalPages: data.length ? 1 : 0,
  totalCapped: false,
});

/** A signed-in user holding exactly these permissions, through a role not named Admin. */
export const userWith = (permissions: Permission[]) =>
  makeUser({ roles: [{ id: 'r9', name: 'Storekeeper' }], role: { id: 'r9', name: 'Storekeeper', permissions } });
