import { z } from 'zod';
import { todayIn } from '../calendar.js';
import { searchQueryField } from '../list.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { optionalIdField, optionalTextField, safeText } from './common.js';
import { documentDateField, queryDayField } from './document-fields.js';
import { decimalPlaces, INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * The stock screens' schemas: what a storekeeper records by hand (an issue to production, a
 * return from it, an adjustment with its reason), and what the balances, the ledger, material
 * planning and the item picker answer. Bar stock is counted in kg (and bars), finished parts in
 * pieces; material a customer sent in (free issue) is its owner's and kept apart.
 */

export const STOCK_ITEM_TYPES = ['material', 'part'] as const;
export type StockItemType = (typeof STOCK_ITEM_TYPES)[number];
export const STOCK_ITEM_TYPE_LABELS: Record<StockItemType, string> = { material: 'Bar stock', part: 'Parts' };
/** The GST unit (UQC) each kind of item is counted in. */
export const STOCK_UNITS = { material: 'KGS', part: 'NOS' } as const satisfies Record<StockItemType, string>;

/** Every kind of movement the ledger holds, as the database's CHECK lists them. */
export const STOCK_MOVEMENT_KINDS = [
  'receipt',
  'receipt_reversal',
  'issue',
  'return',
  'adjustment',
  'job_work_out',
  'job_work_in',
  'dispatch',
  'dispatch_reversal',
  'free_issue_in',
  'free_issue_out',
  'production',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_KIND_LABELS: Record<StockMovementKind, string> = {
  receipt: 'Goods receipt',
  receipt_reversal: 'Goods receipt cancelled',
  issue: 'Issue to production',
  return: 'Return from production',
  adjustment: 'Adjustment',
  job_work_out: 'Out for job work',
  job_work_in: 'Back from job work',
  dispatch: 'Dispatch',
  dispatch_reversal: 'Dispatch reversed',
  free_issue_in: 'Customer material in',
  free_issue_out: 'Customer material out',
  production: 'Production',
};

/** The movements a storekeeper records by hand; the others are posted by their documents. */
export const STOCK_ENTRY_KINDS = ['issue', 'return', 'adjustment'] as const;
export type StockEntryKind = (typeof STOCK_ENTRY_KINDS)[number];

/** Most kg or pieces one movement may move: a typo like 10000000 stays out. */
export const MAX_STOCK_QUANTITY = 1_000_000;
/** Most bars one movement may move. */
export const MAX_STOCK_BARS = 100_000;
export const MOVEMENT_DATE_IN_FUTURE = 'The movement date cannot be in the future';

const quantityProblem = (value: number): string | undefined => {
  if (decimalPlaces(value) > 3) return 'Maximum 3 decimal places';
  return Math.abs(value) >= MAX_STOCK_QUANTITY
    ? `Must be less than ${formatIndianNumber(MAX_STOCK_QUANTITY, 0)}`
    : undefined;
};

/** What a number field holds (text from the form, a number from the API): the number, null when empty, or the problem. */
function readStockNumber(value: unknown, rule: (value: number) => string | undefined): number | null | string {
  const number = readNumber(value as string | number | null | undefined);
  if (number === null) return null;
  return Number.isFinite(number) ? (rule(number) ?? number) : INVALID_NUMBER;
}

const numberInput = z.union([z.number(), z.string(), z.null()], { error: INVALID_NUMBER }).optional();

/** Kg (3 decimals) or pieces, signed: the kind says which signs it may take. */
const stockQuantityField = numberInput.transform((value, ctx): number => {
  const read = readStockNumber(value, quantityProblem);
  if (typeof read === 'number') return read;
  ctx.addIssue({ code: 'custom', message: read ?? 'Quantity is required' });
  return z.NEVER;
});

/** Bars moved with the kg: a whole number, signed for an adjustment; left empty, none. */
const stockBarsField = numberInput.transform((value, ctx): number | null => {
  const read = readStockNumber(value, (bars) => {
    if (!Number.isInteger(bars)) return 'Must be a whole number';
    return Math.abs(bars) >= MAX_STOCK_BARS ? `Must be less than ${formatIndianNumber(MAX_STOCK_BARS, 0)}` : undefined;
  });
  if (typeof read !== 'string') return read;
  ctx.addIssue({ code: 'custom', message: read });
  return z.NEVER;
});

/** The day the goods moved: a real day from 2000 on, and not after today (India time). */
export const movementDateField = documentDateField('Movement date is required').refine(
  (day) => day <= todayIn(),
  MOVEMENT_DATE_IN_FUTURE,
);

/** A stock item's key as the picker gives it: `EN8|Ø25` for a bar, `part:<product id>` for parts. */
const itemKeyField = safeText(z.string().trim().max(120, 'Item is invalid')).nullish();

/**
 * `POST stock/movements`: an issue to production (optionally against a sales order, drawn from
 * the heat named or, left empty, oldest heats first), a return from production, or an
 * adjustment (+ found, − lost or scrapped) with its reason. The item is the picker's `itemKey`,
 * or a bar's grade and rod size, or a product for its parts.
 */
export const stockMovementInputSchema = z
  .object({
    kind: z.enum(STOCK_ENTRY_KINDS, { error: 'Choose issue, return or adjustment' }),
    itemType: z.enum(STOCK_ITEM_TYPES, { error: 'Choose bar stock or parts' }),
    itemKey: itemKeyField,
    grade: optionalTextField(50),
    rodSize: optionalTextField(50),
    productId: optionalIdField('Product is invalid'),
    /** The customer whose free-issue material moves; empty for the company's own stock. */
    ownerId: optionalIdField('Owner is invalid'),
    heatNumber: optionalTextField(50),
    /** In kg for bar stock, in pieces for parts: above 0 for an issue or return, + or − for an adjustment. */
    quantity: stockQuantityField,
    bars: stockBarsField,
    movementDate: movementDateField,
    /** The confirmed order an issue (or its return) is for: material planning counts it as used for it. */
    salesOrderId: optionalIdField('Sales order is invalid'),
    /** Why: required for an adjustment; a note on an issue or return. */
    reason: optionalTextField(500),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const { kind, itemType, quantity, bars } = input;
    if (typeof quantity === 'number') {
      if (kind === 'adjustment' && quantity === 0) issue('quantity', 'Enter the quantity to add (+) or take off (−)');
      if (kind !== 'adjustment' && quantity <= 0) issue('quantity', 'Must be more than 0');
      if (itemType === 'part' && !Number.isInteger(quantity)) issue('quantity', 'Parts are counted in whole pieces');
    }
    if (typeof bars === 'number' && bars !== 0) {
      if (itemType === 'part') issue('bars', 'Parts are counted in pieces, not bars');
      else if (kind !== 'adjustment' && bars < 0) issue('bars', 'Must be 0 or more');
      else if (kind === 'adjustment' && typeof quantity === 'number' && quantity * bars < 0) {
        issue('bars', 'Bars go the same way as the quantity (both + or both −)');
      }
    }
    if (kind === 'adjustment' && !input.reason) issue('reason', 'Give the reason for the adjustment');
    if (kind === 'adjustment' && input.salesOrderId) {
      issue('salesOrderId', 'Only an issue or a return is made against a sales order');
    }
    const key = input.itemKey ?? '';
    if (itemType === 'material') {
      if (key.startsWith('part:')) issue('itemKey', 'This item is parts, not bar stock');
      else if (!key && !input.grade) issue('grade', 'Grade is required for bar stock');
      else if (!key && !input.rodSize) issue('rodSize', 'Rod size is required for bar stock');
    }
    if (itemType === 'part') {
      if (key && !/^part:[0-9a-f-]{36}$/i.test(key)) issue('itemKey', 'This item is bar stock, not parts');
      else if (!key && !input.productId) issue('productId', 'Choose the part');
    }
  });
export type StockMovementInput = z.input<typeof stockMovementInputSchema>;
export type StockMovementData = z.output<typeof stockMovementInputSchema>;

// ── Queries ────────────────────────────────────────────────────────────────────────────────

const itemTypeFilter = z.enum(STOCK_ITEM_TYPES, { error: 'Item type must be material or part' }).optional();
const itemKeyFilter = safeText(z.string().trim().min(1, 'Item is invalid').max(120, 'Item is invalid')).optional();
const ownerIdFilter = z.uuid({ error: 'Owner is invalid' }).optional();

export const STOCK_BALANCE_SORTABLE = ['item', 'quantity', 'bars', 'owner'] as const;
export const STOCK_OWNERS = ['own', 'customer'] as const;

/** `GET stock/balances`: as of the end of a day (today when not given), by kind of item and owner. */
export const stockBalanceFilterSchema = z.object({
  asOf: queryDayField('As of').optional(),
  itemType: itemTypeFilter,
  /** One item's balances (`EN8|Ø25`). */
  itemKey: itemKeyFilter,
  /** The company's own stock, or customers' free-issue material. */
  owner: z.enum(STOCK_OWNERS, { error: 'Owner must be own or customer' }).optional(),
  ownerId: ownerIdFilter,
});
export type StockBalanceFilter = z.output<typeof stockBalanceFilterSchema>;

export const STOCK_MOVEMENT_SORTABLE = ['movementDate'] as const;

/** `GET stock/movements`: the ledger, newest first; filtered by item, kind, days, owner and document. */
export const stockMovementFilterSchema = z.object({
  itemKey: itemKeyFilter,
  itemType: itemTypeFilter,
  kind: z.enum(STOCK_MOVEMENT_KINDS, { error: 'Unknown kind of movement' }).optional(),
  from: queryDayField('From').optional(),
  to: queryDayField('To').optional(),
  ownerId: ownerIdFilter,
  /** The document that moved it (a goods receipt, a challan, a dispatch). */
  sourceId: z.uuid({ error: 'Document is invalid' }).optional(),
  salesOrderId: z.uuid({ error: 'Sales order is invalid' }).optional(),
});
export type StockMovementFilter = z.output<typeof stockMovementFilterSchema>;

export const STOCK_PLANNING_SORTABLE = ['shortage', 'material', 'need'] as const;

/** `GET stock/planning`: every bar the open orders need; `short` keeps those short of it. */
export const stockPlanningFilterSchema = z.object({
  short: z
    .enum(['true', 'false'], { error: 'short must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type StockPlanningFilter = z.output<typeof stockPlanningFilterSchema>;

/** `GET stock/items/options`: the stock item picker's query. */
export const stockItemOptionsQuerySchema = z.object({ search: searchQueryField, itemType: itemTypeFilter });
export type StockItemOptionsQuery = z.output<typeof stockItemOptionsQuerySchema>;

export const TRACKED_PRODUCT_SORTABLE = ['drawingNumber', 'createdAt'] as const;

/** `…/tracked-products/{productId}`. */
export const trackedProductParamsSchema = z.object({ productId: z.uuid({ error: 'Product is invalid' }) });

// ── Answers ────────────────────────────────────────────────────────────────────────────────

const stockUnitSchema = z.enum(['KGS', 'NOS']);

/** What names an item and its owner on every row that shows one. */
const itemFields = {
  itemKey: z.string(),
  itemType: z.enum(STOCK_ITEM_TYPES),
  /** "EN8 Ø25" for a bar; "TV-100 Shaft" for parts. */
  label: z.string(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  productId: z.string().nullable(),
  drawingNumber: z.string().nullable(),
  unit: stockUnitSchema,
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
};

export const stockHeatSchema = z.object({
  /** '' when the heat is not known. */
  heatNumber: z.string(),
  quantity: z.number(),
  bars: z.number().int(),
  /** When this heat first came in: issues without a heat draw the oldest first. */
  firstIn: z.string(),
});
export type StockHeat = z.infer<typeof stockHeatSchema>;

/** One item of one owner: its total and what each heat holds. */
export const stockBalanceSchema = z.object({
  /** `{itemKey}@{ownerId}`: the row's key. */
  id: z.string(),
  ...itemFields,
  quantity: z.number(),
  bars: z.number().int(),
  heats: z.array(stockHeatSchema),
});
export type StockBalance = z.infer<typeof stockBalanceSchema>;

/** One movement of the ledger, with the document that made it. */
export const stockMovementSchema = z.object({
  id: z.string(),
  movementDate: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  ...itemFields,
  heatNumber: z.string(),
  /** Signed: + into stock, − out of it. */
  quantity: z.number(),
  bars: z.number().int(),
  reason: z.string().nullable(),
  salesOrderId: z.string().nullable(),
  salesOrderNumber: z.string().nullable(),
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  sourceNumber: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The item's stock right after this movement, in ledger order (the movement date, then the order
   * they were recorded), across its heats: only while the ledger lists one item's movements and
   * all of them (`ledgerRunsBalance`); absent otherwise. Bars are null for parts.
   */
  balanceAfter: z.object({ quantity: z.number(), bars: z.number().int().nullable() }).nullish(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** A product on the open orders whose raw material weight is not known: its need cannot be counted. */
export const planningUnknownSchema = z.object({
  productId: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
});

/**
 * One bar the open orders need: the raw material for their pieces still to dispatch, less what
 * was issued against those orders, less own stock, less what is on order; short when above 0.
 */
export const stockPlanningRowSchema = z.object({
  /** The bar's key (`EN8|Ø25`). */
  id: z.string(),
  grade: z.string(),
  rodSize: z.string(),
  /** For the pieces still to dispatch, of the products whose raw material weight is known. */
  needKg: z.number(),
  /** Issued against these orders (less returns), each order's at most its need. */
  issuedKg: z.number(),
  inStockKg: z.number(),
  onOrderKg: z.number(),
  /** Need − issued − in stock − on order: above 0, the kg to buy; 0 or below, covered. */
  shortageKg: z.number(),
  ordersCount: z.number().int(),
  unknownWeight: z.array(planningUnknownSchema),
  /** The first day the projected balance (stock, then orders due in, less needs by their day) is below zero. */
  shortFrom: z.string().nullable(),
  /** Purchase orders placed arrive after the day they are needed: the balance dips before they come. */
  lateReceipts: z.boolean(),
  /** What to buy, by when, from whom: null when nothing is short. */
  suggestion: z
    .object({
      kg: z.number(),
      /** The day the bar still to buy is first needed. */
      needBy: z.string(),
      /** needBy less the supplier's lead time. */
      orderBy: z.string(),
      /** The order-by day has passed. */
      late: z.boolean(),
      /** Who last supplied this bar (their lead time and minimum apply); null when nobody has yet. */
      supplierId: z.string().nullable(),
      supplierName: z.string().nullable(),
      leadTimeDays: z.number().int(),
      minimumOrderKg: z.number(),
      /**
       * Whole bars the kg come to (rounded up), when the products needing the bar have its geometry
       * and agree on a bar's weight (barPerPiece); null otherwise.
       */
      bars: z.number().int().nullable(),
    })
    .nullable(),
});
export type StockPlanningRow = z.infer<typeof stockPlanningRowSchema>;

/** `GET stock/planning/{id}/projection`: one bar's needs and receipts day by day, with the balance after each. */
export const stockProjectionSchema = z.object({
  id: z.string(),
  grade: z.string(),
  rodSize: z.string(),
  today: z.string(),
  inStockKg: z.number(),
  rows: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['demand', 'receipt']),
      kg: z.number(),
      balanceKg: z.number(),
      label: z.string(),
      ref: z.object({ kind: z.enum(['sales_order', 'work_order', 'purchase_order']), id: z.string() }),
    }),
  ),
});
export type StockProjection = z.infer<typeof stockProjectionSchema>;

/** `POST stock/planning/{id}/purchase-order`: a draft purchase order of the bar from a supplier. */
export const planningPurchaseInputSchema = z.object({
  supplierId: z.uuid({ error: 'Choose the supplier' }),
  quantityKg: z
    .number({ error: 'Enter the kg to order' })
    .positive('Enter the kg to order')
    .max(10_000_000, 'At most 1,00,00,000 kg on one order')
    .refine((kg) => decimalPlaces(kg) <= 3, 'Order kg to the gram: at most 3 decimal places'),
});
export type PlanningPurchaseInput = z.input<typeof planningPurchaseInputSchema>;
export type PlanningPurchaseData = z.output<typeof planningPurchaseInputSchema>;

/** The planning row's bar, as its path names it (`EN8|Ø25`, URL-encoded). */
export const planningItemParamsSchema = z.object({
  id: safeText(z.string().min(3, 'Not a bar').max(120, 'Not a bar').includes('|', { error: 'Not a bar' })),
});

/** An item the picker offers: a bar known from products, stock or purchase orders, or a product's parts. */
export const stockItemOptionSchema = z.object({
  itemKey: z.string(),
  itemType: z.enum(STOCK_ITEM_TYPES),
  label: z.string(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  productId: z.string().nullable(),
  drawingNumber: z.string().nullable(),
  description: z.string().nullable(),
  partyCode: z.string().nullable(),
  customerName: z.string().nullable(),
  unit: stockUnitSchema,
  hsnCode: z.string().nullable(),
  gstRate: z.number().nullable(),
  /** The company's own stock of it now (kg or pieces). */
  inStock: z.number(),
});
export type StockItemOption = z.infer<typeof stockItemOptionSchema>;

/** A product and whether its finished parts are kept in stock (its dispatches then draw from it). */
export const trackedProductSchema = z.object({
  /** The product's id. */
  id: z.string(),
  productId: z.string(),
  tracked: z.boolean(),
  drawingNumber: z.string(),
  description: z.string(),
  partyCode: z.string(),
  customerName: z.string().nullable(),
  /** Own pieces in stock now. */
  inStock: z.number(),
  /** When tracking began. */
  trackedSince: z.string().nullable(),
});
export type TrackedProduct = z.infer<typeof trackedProductSchema>;
