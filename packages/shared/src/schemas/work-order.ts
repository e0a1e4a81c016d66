import { z } from 'zod';
import { WORK_ORDER_STATUSES } from '../documents/work-order-flow.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { productOperations, runMinutes } from '../plant/operations.js';
import { OPERATION_KINDS } from '../production/schedule.js';
import { optionalIdField, optionalTextField, versionField } from './common.js';
import { companyLetterheadSchema, MAX_TRANSFER_MINUTES, TRANSFER_MINUTES_MESSAGE } from './company-settings.js';
import { documentDateField, queryDayField } from './document-fields.js';
import { PRODUCT_CYCLE_TIMES } from './product.js';
import { INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * Work orders (issue 21): a product's quantity to make, for a confirmed sales order's line or for
 * stock, with its operations from the product's cycle times and, once released, the bar reserved
 * for it by heat. The flow (draft → released → in progress → completed / closed short) is
 * documents/work-order-flow.ts; production entries move it on.
 */

export const WORK_ORDER_SORTABLE = [
  'woNumber',
  'woDate',
  'dueDate',
  'productDescription',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** Most pieces one work order makes. */
export const MAX_WORK_ORDER_QUANTITY = 10_000_000;

/** The refusal (400 on productId) of a product that cannot be planned on a machine. */
export const NO_CYCLE_TIMES_MESSAGE = 'This product has no cycle times; add them to the product first';
export const DUE_BEFORE_WO_DATE = 'Due date cannot be before the WO date';

const QUANTITY_REQUIRED = 'Quantity is required';

/** Whole pieces, 1 to 1,00,00,000: the form sends text and the API a number, both read alike. */
export const workOrderQuantityField = z
  .union([z.number(), z.string(), z.null()], { error: QUANTITY_REQUIRED })
  .transform((value, ctx) => {
    const number = readNumber(value);
    let message: string | undefined;
    if (number === null) message = QUANTITY_REQUIRED;
    else if (Number.isNaN(number)) message = INVALID_NUMBER;
    else if (!Number.isInteger(number)) message = 'Must be a whole number of pieces';
    else if (number < 1) message = 'Must be at least 1';
    else if (number > MAX_WORK_ORDER_QUANTITY) {
      message = `Must be at most ${formatIndianNumber(MAX_WORK_ORDER_QUANTITY, 0)}`;
    }
    if (message === undefined) return number as number;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * An operation's own transfer time, wall-clock minutes from the end of the operation before it:
 * 0 to 10,080, whole; empty (null) takes the plant's default. The form sends text, the API numbers.
 */
export const operationTransferField = z
  .union([z.number(), z.string(), z.null()], { error: TRANSFER_MINUTES_MESSAGE })
  .transform((value, ctx) => {
    const number = readNumber(value);
    if (number === null) return null;
    if (Number.isInteger(number) && number >= 0 && number <= MAX_TRANSFER_MINUTES) return number;
    ctx.addIssue({ code: 'custom', message: TRANSFER_MINUTES_MESSAGE });
    return z.NEVER;
  });

/**
 * POST work-orders and PUT work-orders/{id}: a draft, whole. With a sales order line it is made for
 * that line (the line's product); without one it is made for stock.
 */
export const workOrderInputSchema = z
  .object({
    productId: z.uuid({ error: 'Product is required' }),
    /** An open line of a confirmed sales order; blank or absent makes the work order for stock. */
    salesOrderLineId: optionalIdField('Sales order line is invalid'),
    quantity: workOrderQuantityField,
    woDate: documentDateField('WO date is required'),
    /** When the pieces must be made by: the schedule places work orders in this order. */
    dueDate: documentDateField('Due date is required'),
    remarks: optionalTextField(1000),
    /**
     * Each operation's own transfer time by the product cycle time it comes from; an operation not
     * named, or null, takes the plant's default. A cycle time the product lacks is ignored.
     */
    transferMinutes: z
      .partialRecord(
        z.enum(PRODUCT_CYCLE_TIMES, { error: 'Name an operation by its cycle time' }),
        operationTransferField,
      )
      .optional(),
    version: versionField,
  })
  .superRefine((order, ctx) => {
    if (order.dueDate < order.woDate) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_BEFORE_WO_DATE });
  });
export type WorkOrderInput = z.input<typeof workOrderInputSchema>;
export type WorkOrderData = z.output<typeof workOrderInputSchema>;

export const workOrderListFilterSchema = z.object({
  status: z.enum(WORK_ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  productId: z.uuid({ error: 'Product is invalid' }).optional(),
  /** Due on or after this day. */
  dueFrom: queryDayField('Due from').optional(),
  /** Due on or before this day. */
  dueTo: queryDayField('Due to').optional(),
});
export type WorkOrderListFilter = z.output<typeof workOrderListFilterSchema>;

/** One row of the list, and the header of the detail. */
export const workOrderSummarySchema = z.object({
  id: z.string(),
  /** Given on release (WO/2026-27/0001); a draft has none. */
  woNumber: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  woDate: z.string(),
  dueDate: z.string(),
  productId: z.string(),
  /** The product's description and drawing as the work order was drawn up. */
  productDescription: z.string(),
  drawingNumber: z.string().nullable(),
  /** The sales order it is made for; all null when it is made for stock. */
  salesOrderId: z.string().nullable(),
  salesOrderNumber: z.string().nullable(),
  salesOrderLineId: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  quantity: z.number().int(),
  /** Good pieces off the last operation, and pieces rejected at any operation (production entries). */
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
  /** Quantity less good pieces, never below zero. */
  leftToMake: z.number().int(),
  remarks: z.string().nullable(),
  releasedAt: z.string().nullable(),
  inProgressAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  closedShortAt: z.string().nullable(),
  /** Why it was closed short. */
  statusReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;

/** One operation of the work order: a cycle time of the product, with its machine time for the quantity. */
export const workOrderOperationSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  /** Which of the product's cycle times it is ('single_setup_cycle_time_sec' …). */
  cycleField: z.enum(PRODUCT_CYCLE_TIMES),
  kind: z.enum(OPERATION_KINDS),
  label: z.string(),
  cycleTimeSec: z.number(),
  /** Whole pieces an hour at the cycle time. */
  piecesPerHour: z.number().int().nullable(),
  /** Machine hours the whole quantity takes at the cycle time, 2 decimals (no setup). */
  hoursForQuantity: z.number(),
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
  /** A planner's pinned placement on the schedule (plant time 'YYYY-MM-DDTHH:MM'), if any. */
  lockedMachineId: z.string().nullable(),
  lockedStart: z.string().nullable(),
  /** Its own wall-clock minutes from the end of the operation before it; null takes the plant's default. */
  transferMinutes: z.number().int().nullable(),
});
export type WorkOrderOperation = z.infer<typeof workOrderOperationSchema>;

/** Bar reserved for the work order from one heat, and how much of it production has drawn. */
export const workOrderMaterialSchema = z.object({
  itemKey: z.string(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  heatNumber: z.string(),
  reservedQuantity: z.number(),
  issuedQuantity: z.number(),
});
export type WorkOrderMaterial = z.infer<typeof workOrderMaterialSchema>;

/**
 * The bar the quantity needs against what is reserved. `neededKg` is null when the product lacks
 * the figures (its raw material weight, grade or rod size) and `note` says which; `shortKg` is
 * what the reservation fell short by, once released (null for a draft, or an unknown need).
 */
export const workOrderMaterialNeedSchema = z.object({
  /** The stock item (materialKey): "EN8|Ø25"; null without a grade or rod size. */
  item: z.string().nullable(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  neededKg: z.number().nullable(),
  reservedKg: z.number(),
  shortKg: z.number().nullable(),
  note: z.string().nullable(),
});
export type WorkOrderMaterialNeed = z.infer<typeof workOrderMaterialNeedSchema>;

/** The product as the work order reads it now. */
export const workOrderProductSchema = z.object({
  id: z.string(),
  description: z.string(),
  drawingNumber: z.string().nullable(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  /** Kg of bar a piece takes (barPerPiece: the product's geometry, else its raw material weight). */
  rawMaterialWeight: z.number().nullable(),
  partyCode: z.string().nullable(),
});

/** The sales order line the work order is made for. */
export const workOrderSalesOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string().nullable(),
  lineId: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
});

/** GET work-orders/{id}: the work order with its operations, reserved bar and progress. */
export const workOrderSchema = workOrderSummarySchema.extend({
  product: workOrderProductSchema,
  /** Null for a work order made for stock. */
  salesOrder: workOrderSalesOrderSchema.nullable(),
  operations: z.array(workOrderOperationSchema),
  materials: z.array(workOrderMaterialSchema),
  materialNeed: workOrderMaterialNeedSchema,
  /** The latest first-piece inspection of it passed: production entries are accepted. */
  firstPiecePassed: z.boolean(),
  /** The company as it is now, at the head of the job card. */
  company: companyLetterheadSchema,
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** `GET work-orders/options?search=`: a released or in-progress work order to record against. */
export const workOrderOptionSchema = z.object({
  id: z.string(),
  woNumber: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  productId: z.string(),
  productDescription: z.string(),
  drawingNumber: z.string().nullable(),
  dueDate: z.string(),
  quantity: z.number().int(),
  goodQuantity: z.number().int(),
  leftToMake: z.number().int(),
  operations: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      label: z.string(),
      kind: z.enum(OPERATION_KINDS),
      cycleTimeSec: z.number(),
    }),
  ),
});
export type WorkOrderOption = z.infer<typeof workOrderOptionSchema>;

/** The cycle times of a product as the work order form reads them. */
const cycleTimesShape = Object.fromEntries(PRODUCT_CYCLE_TIMES.map((field) => [field, z.number().nullable()])) as {
  [K in (typeof PRODUCT_CYCLE_TIMES)[number]]: z.ZodNullable<z.ZodNumber>;
};

/** `GET work-orders/products?search=`: a product to make, with the cycle times its operations come from. */
export const workOrderProductOptionSchema = z.object({
  id: z.string(),
  partyCode: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  grade: z.string(),
  rodSize: z.string(),
  /** Kg of bar a piece takes (barPerPiece: the product's geometry, else its raw material weight). */
  rawMaterialWeight: z.number().nullable(),
  cycleTimes: z.object(cycleTimesShape),
});
export type WorkOrderProductOption = z.infer<typeof workOrderProductOptionSchema>;

/**
 * `GET work-orders/sales-order-lines?search=`: a line of a confirmed order with pieces still to
 * dispatch, and how many of them are already on work orders not closed: what is left to plan.
 */
export const workOrderSalesLineOptionSchema = z.object({
  id: z.string(),
  salesOrderId: z.string(),
  orderNumber: z.string().nullable(),
  lineNumber: z.number().int(),
  customerId: z.string(),
  customerName: z.string().nullable(),
  /** The line's delivery date, else the order's. */
  dueDate: z.string().nullable(),
  product: workOrderProductOptionSchema,
  ordered: z.number().int(),
  dispatched: z.number().int(),
  /** Pieces on the line's work orders that are not closed short (drafts included). */
  onWorkOrders: z.number().int(),
  /** Ordered less dispatched less on work orders, never below zero: the new work order's quantity. */
  leftToPlan: z.number().int(),
});
export type WorkOrderSalesLineOption = z.infer<typeof workOrderSalesLineOptionSchema>;

/** Machine hours `pieces` take at `cycleTimeSec`: the run's whole minutes over 60, to 2 decimals. */
export const operationHours = (pieces: number, cycleTimeSec: number) =>
  Math.round((runMinutes(pieces, cycleTimeSec) * 100) / 60) / 100;

/** The operations a product's cycle times make, each with its pieces an hour and its hours for `quantity`. */
export const operationsPreview = (
  cycleTimes: Partial<Record<(typeof PRODUCT_CYCLE_TIMES)[number], number | null>>,
  quantity: number,
) =>
  productOperations(cycleTimes).map((operation) => ({
    ...operation,
    hoursForQuantity: operationHours(quantity, operation.cycleTimeSec),
  }));

/** "8,200 to make", in Indian grouping. */
export const toMakeText = (pieces: number) => `${formatIndianNumber(pieces, 0)} to make`;

/** "Short by 12.500 kg": what the bar reserved on release fell short of the need by. */
export const shortByText = (kg: number) => `Short by ${formatIndianNumber(kg, 3)} kg`;
