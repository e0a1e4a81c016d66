import { z } from 'zod';
import { todayIn } from '../calendar.js';
import { WORK_ORDER_STATUSES } from '../documents/work-order-flow.js';
import { MAX_PARTS_PER_BOX, parseBoxScan } from '../quality/box-label.js';
import { documentDateField, lineQuantityField } from './document-fields.js';
import { INVALID_NUMBER, readNumber } from './product-numbers.js';

/*
 * Boxes (issue 31): a work order's finished pieces packed into boxes, each with its label and code,
 * listed, printed, unpacked while in the stores, and scanned into the dispatch that sends them.
 */

export const BOX_SORTABLE = ['createdAt'] as const;

export const PACKED_ON_IN_FUTURE = 'The packing date cannot be in the future';
export const PER_BOX_MESSAGE = `Must be a whole number from 1 to ${MAX_PARTS_PER_BOX.toLocaleString('en-IN')}`;

/** Parts per box: a whole number 1 … 100,000; blank or absent takes the product's. */
const perBoxField = z
  .union([z.number(), z.string(), z.null()], { error: INVALID_NUMBER })
  .optional()
  .transform((value, ctx) => {
    const number = readNumber(value);
    if (number === null) return undefined;
    if (Number.isNaN(number)) {
      ctx.addIssue({ code: 'custom', message: INVALID_NUMBER });
      return z.NEVER;
    }
    if (!Number.isInteger(number) || number < 1 || number > MAX_PARTS_PER_BOX) {
      ctx.addIssue({ code: 'custom', message: PER_BOX_MESSAGE });
      return z.NEVER;
    }
    return number;
  });

/** POST boxes/pack: pieces of a work order packed into boxes of the product's parts (or those typed). */
export const boxPackInputSchema = z.object({
  workOrderId: z.uuid({ error: 'Work order is required' }),
  quantity: lineQuantityField('Quantity to pack is required'),
  perBox: perBoxField,
  packedOn: documentDateField('Packing date is required').refine((date) => date <= todayIn(), PACKED_ON_IN_FUTURE),
});
export type BoxPackInput = z.input<typeof boxPackInputSchema>;
export type BoxPackData = z.output<typeof boxPackInputSchema>;

/** A box as the lists, the packing and the scan show it. */
export const boxSchema = z.object({
  id: z.string(),
  code: z.string(),
  packingId: z.string(),
  productId: z.string(),
  /** The part number: the product's drawing number. */
  drawingNumber: z.string(),
  description: z.string(),
  workOrderId: z.string(),
  woNumber: z.string().nullable(),
  heatNumbers: z.string(),
  quantity: z.number().int(),
  boxNo: z.number().int(),
  boxCount: z.number().int(),
  packedOn: z.string(),
  /** The dispatch that sent it, its challan and date and its sales order; null while it is in the stores. */
  dispatchId: z.string().nullable(),
  challanNumber: z.string().nullable(),
  dispatchDate: z.string().nullable(),
  salesOrderId: z.string().nullable(),
  createdAt: z.string(),
});
export type Box = z.infer<typeof boxSchema>;

export const BOX_STATES = ['packed', 'dispatched'] as const;
export type BoxState = (typeof BOX_STATES)[number];
export const BOX_STATE_LABELS: Record<BoxState, string> = { packed: 'In stores', dispatched: 'Dispatched' };

export const boxListFilterSchema = z.object({
  workOrderId: z.uuid({ error: 'Work order is invalid' }).optional(),
  productId: z.uuid({ error: 'Product is invalid' }).optional(),
  dispatchId: z.uuid({ error: 'Dispatch is invalid' }).optional(),
  /** packed: still in the stores; dispatched: sent. */
  state: z.enum(BOX_STATES, { error: 'State must be packed or dispatched' }).optional(),
});
export type BoxListFilter = z.output<typeof boxListFilterSchema>;

/** The boxes packed together, "box n of N" within them. */
export const packingSchema = z.object({
  packingId: z.string(),
  workOrderId: z.string(),
  woNumber: z.string().nullable(),
  drawingNumber: z.string(),
  description: z.string(),
  packedOn: z.string(),
  quantity: z.number().int(),
  /** Boxes of it on a dispatch: while any is, it cannot be unpacked. */
  dispatchedBoxes: z.number().int(),
  boxes: z.array(boxSchema),
});
export type Packing = z.infer<typeof packingSchema>;

/** GET boxes/pack/{workOrderId}: what the pack form shows of the work order, and its packings so far. */
export const packTemplateSchema = z.object({
  workOrderId: z.string(),
  woNumber: z.string().nullable(),
  status: z.enum(WORK_ORDER_STATUSES),
  productId: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  /** Good pieces the work order made; pieces already in boxes; the difference. */
  made: z.number().int(),
  packed: z.number().int(),
  left: z.number().int(),
  /** The product's parts per box; null when its packing is not given. */
  perBox: z.number().int().nullable(),
  /** The heats the label prints: those the work order drew. */
  heatNumbers: z.string(),
  /** Whether its status lets it be packed (released, in progress or completed). */
  packable: z.boolean(),
  packings: z.array(packingSchema.omit({ boxes: true }).extend({ boxCount: z.number().int() })),
});
export type PackTemplate = z.infer<typeof packTemplateSchema>;

/** A scan's text: the QR line or the code typed, read back to the code. */
export const boxCodeField = z.string({ error: 'Scan a box or type its code' }).transform((text, ctx) => {
  const scan = parseBoxScan(text);
  if (scan.code !== undefined) return scan.code;
  ctx.addIssue({ code: 'custom', message: scan.error });
  return z.NEVER;
});

/** GET boxes/scan: a box scanned at the dispatch of an order. */
export const boxScanQuerySchema = z.object({
  code: boxCodeField,
  orderId: z.uuid({ error: 'Sales order is invalid' }),
});

/** The box a scan found and the order line it fills. */
export const boxScanSchema = z.object({
  box: boxSchema,
  orderLineId: z.string(),
  lineNumber: z.number().int(),
  /** What is left to dispatch of the box's product on the order, over all its lines. */
  leftOnOrder: z.number().int(),
});
export type BoxScanResult = z.infer<typeof boxScanSchema>;

export const LABEL_FORMATS = ['a4', 'thermal'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const labelsQuerySchema = z.object({
  packingId: z.uuid({ error: 'Packing is invalid' }),
  format: z.enum(LABEL_FORMATS, { error: 'Format must be a4 or thermal' }).default('a4'),
});

/** A dispatch's box, as the order's dispatches list it. */
export const dispatchBoxSchema = z.object({
  code: z.string(),
  drawingNumber: z.string(),
  quantity: z.number().int(),
});
export type DispatchBox = z.infer<typeof dispatchBoxSchema>;
