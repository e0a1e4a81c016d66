import { z } from 'zod';
import { boxCodeField, dispatchBoxSchema } from './box.js';
import { optionalTextField, versionField } from './common.js';
import { deliveryAddressIdField } from './delivery-address.js';
import {
  amountField,
  checkMoneyLimit,
  documentDateField,
  documentLinesField,
  lineQuantityField,
  optionalDocumentDateField,
} from './document-fields.js';
import { eWayBillFields } from './e-way-bill.js';

export const SALES_ORDER_STATUSES = ['draft', 'confirmed', 'completed', 'closed', 'cancelled'] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

export const SALES_ORDER_SORTABLE = [
  'orderNumber',
  'orderDate',
  'deliveryDate',
  'customerName',
  'totalAmount',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** Most lines one order may carry. */
export const MAX_ORDER_LINES = 200;

/** Not / Partly / Fully dispatched or invoiced: Σ min(done, ordered) / Σ ordered (contract §4). */
export const PROGRESS = ['Not', 'Partly', 'Fully'] as const;
const progressSchema = z.enum(PROGRESS);

export const salesOrderLineInputSchema = z.object({
  productId: z.uuid({ error: 'Product is required' }),
  quantity: lineQuantityField(),
  rate: amountField('Rate is required'),
  deliveryDate: optionalDocumentDateField(),
});

/** POST sales-orders and PUT sales-orders/{id}: a draft, whole (header and lines). */
export const salesOrderInputSchema = z.object({
  customerId: z.uuid({ error: 'Customer is required' }),
  orderDate: documentDateField('Order date is required'),
  customerPoNumber: optionalTextField(50),
  customerPoDate: optionalDocumentDateField(),
  deliveryDate: optionalDocumentDateField(),
  /** Where the goods go: one of the customer's delivery addresses; blank, its own shipping address. */
  deliveryAddressId: deliveryAddressIdField,
  notes: optionalTextField(1000),
  lines: documentLinesField(salesOrderLineInputSchema, MAX_ORDER_LINES).superRefine(checkMoneyLimit('order')),
  version: versionField,
});
export type SalesOrderInput = z.input<typeof salesOrderInputSchema>;
export type SalesOrderData = z.output<typeof salesOrderInputSchema>;

/** Most boxes one dispatch may carry. */
export const MAX_DISPATCH_BOXES = 1000;

export const dispatchInputSchema = z.object({
  dispatchDate: documentDateField('Dispatch date is required'),
  vehicleReference: optionalTextField(100),
  notes: optionalTextField(500),
  /**
   * Where these goods go: left out, the order's delivery address; blank, the customer's own
   * shipping address; else another of the customer's delivery addresses.
   */
  deliveryAddressId: deliveryAddressIdField,
  /** Lines with a quantity; an order line left out or at 0 is not part of this dispatch. */
  lines: z
    .array(
      z.object({
        orderLineId: z.uuid({ error: 'Order line is required' }),
        quantity: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(0, 'Quantity cannot be negative'),
      }),
    )
    .refine((lines) => lines.some((l) => l.quantity > 0), 'Enter a quantity to dispatch'),
  /**
   * The user confirmed the PDI warning: products with no passed PDI on record go all the same
   * (only with `pdi-override: create`; recorded in the order's history). Ignored when every product has one.
   */
  pdiOverride: z.boolean({ error: 'pdiOverride must be true or false' }).optional(),
  /**
   * The boxes scanned into the dispatch (issue 31), by code or the QR text: each must hold a
   * product of the order from an inspected lot and be on no dispatch yet, and a product's
   * boxes must hold exactly what the dispatch sends of it. They are marked dispatched with it.
   */
  boxCodes: z
    .array(boxCodeField)
    .max(MAX_DISPATCH_BOXES, `At most ${MAX_DISPATCH_BOXES} boxes go on one dispatch`)
    .optional(),
  version: versionField,
});
export type DispatchInput = z.input<typeof dispatchInputSchema>;
export type DispatchData = z.output<typeof dispatchInputSchema>;

export const salesOrderListFilterSchema = z.object({
  status: z.enum(SALES_ORDER_STATUSES, { error: 'Unknown status' }).optional(),
  customerId: z.uuid({ error: 'Customer is invalid' }).optional(),
  late: z
    .enum(['true', 'false'], { error: 'late must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** `week`: confirmed, not late, something still to dispatch due today or in the six days after (the dashboard's "Due this week"). */
  due: z.enum(['week'], { error: 'due must be week' }).optional(),
});
export type SalesOrderListFilter = z.output<typeof salesOrderListFilterSchema>;

/** What the plant needs for a quantity of a product (machining, raw material, packing). */
export const plantNeedsSchema = z.object({
  machiningHours: z.number(),
  rawMaterialKg: z.number().nullable(),
  bags: z.number().nullable(),
  boxes: z.number().nullable(),
  cartons: z.number().nullable(),
});

/** One row of the list, and the header of the detail. */
export const salesOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string().nullable(),
  status: z.enum(SALES_ORDER_STATUSES),
  customerId: z.string(),
  customerPartyCode: z.string(),
  customerName: z.string(),
  orderDate: z.string(),
  customerPoNumber: z.string().nullable(),
  customerPoDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  /** The delivery address its dispatches start from; null, the customer's own shipping address. */
  deliveryAddressId: z.string().nullable(),
  notes: z.string().nullable(),
  totalAmount: z.number(),
  lineCount: z.number().int(),
  dispatchStatus: progressSchema,
  invoiceStatus: progressSchema,
  /** Computed when read: confirmed, and a line not fully dispatched is past its delivery date. */
  late: z.boolean(),
  confirmedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  statusReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesOrderSummary = z.infer<typeof salesOrderSummarySchema>;

export const salesOrderLineSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  productId: z.string(),
  /** Copied from the product when the line was written. */
  drawingNumber: z.string(),
  description: z.string(),
  /** The product's, for an invoice made from the order. */
  hsnCode: z.string().nullable(),
  gstRate: z.number(),
  quantity: z.number().int(),
  rate: z.number(),
  amount: z.number(),
  deliveryDate: z.string().nullable(),
  dispatchedQuantity: z.number().int(),
  invoicedQuantity: z.number().int(),
  dispatchStatus: progressSchema,
  invoiceStatus: progressSchema,
  late: z.boolean(),
  needs: plantNeedsSchema,
});
export type SalesOrderLine = z.infer<typeof salesOrderLineSchema>;

export const dispatchSchema = z.object({
  id: z.string(),
  /** The delivery challan's number, `DC/2026-27/0007`: the next of the dispatch date's yearly series. */
  challanNumber: z.string().nullable(),
  dispatchDate: z.string(),
  vehicleReference: z.string().nullable(),
  notes: z.string().nullable(),
  /** Where the goods went, as the challan printed it (null columns: recorded before issue 32, the customer's address). */
  deliveryAddressId: z.string().nullable(),
  shipToAddress: z.string().nullable(),
  shipToPlace: z.string().nullable(),
  shipToState: z.string().nullable(),
  shipToPin: z.string().nullable(),
  shipToGstin: z.string().nullable(),
  /** The e-way bill of the challan's goods, once typed back from the portal. */
  ...eWayBillFields,
  createdAt: z.string(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      lineNumber: z.number().int(),
      drawingNumber: z.string(),
      quantity: z.number(),
    }),
  ),
  /** The boxes scanned into it (issue 31), by code. */
  boxes: z.array(dispatchBoxSchema).optional(),
});
export type Dispatch = z.infer<typeof dispatchSchema>;

/** An invoice made from the order, as the order shows it. */
export const orderInvoiceRefSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string().nullable(),
  status: z.string(),
  invoiceDate: z.string(),
  grandTotal: z.number(),
});

/** GET sales-orders/{id}: the header, the lines with their progress and needs, dispatches and invoices. */
export const salesOrderSchema = salesOrderSummarySchema.extend({
  lines: z.array(salesOrderLineSchema),
  needs: plantNeedsSchema,
  dispatches: z.array(dispatchSchema),
  invoices: z.array(orderInvoiceRefSchema),
});
export type SalesOrder = z.infer<typeof salesOrderSchema>;
