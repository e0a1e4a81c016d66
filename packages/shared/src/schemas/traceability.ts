import { z } from 'zod';
import { fileNameOf } from '../file-name.js';
import { TRACE_SUBJECTS, type TraceSubjectKind } from '../quality/trace-path.js';
import { requiredText } from './common.js';

/*
 * Traceability (issue 31), both ways. Backward from a dispatch, an invoice or a box: per product,
 * the work orders its pieces were made in, with their production entries (machine, operator,
 * shift, date), the heats of the bar they drew with the goods receipts and mill certificates
 * those heats came in on, and their first-piece, in-process and PDI results. Forward from a heat
 * (the recall list): where it came from, what is left of it, every work order that drew it and
 * every dispatch, invoice and customer those reached, with quantities.
 */

export const TRACE_SUBJECT_LABELS: Record<TraceSubjectKind, string> = {
  dispatch: 'Delivery challan',
  invoice: 'Invoice',
  box: 'Box',
  heat: 'Heat',
};

/** A heat number as the path carries it (the ledger keeps them upper-case, up to 50 characters). */
export const HEAT_PATH_MAX = 50;
/** A box's code as its label prints it: BX and the serial (BX0000123). */
export const BOX_CODE = /^BX\d{7,12}$/i;

/** GET traceability/find?q=: a challan, invoice, box or heat number, typed or scanned. */
export const traceFindQuerySchema = z.object({
  q: requiredText('Type a challan, invoice, box or heat number', 60),
});

export const traceFoundSchema = z.object({
  kind: z.enum(TRACE_SUBJECTS),
  /** The record's id; a box's code; a heat's number. */
  id: z.string(),
  /** What was found, as its document names it: "DC/2026-27/0007", "INV/2026-27/0112", "BX0000123", "H2291". */
  label: z.string(),
});
export type TraceFound = z.infer<typeof traceFoundSchema>;

// ---------------------------------------------------------------------------------------------
// The pieces of a trace

export const TRACE_INSPECTION_KINDS = ['first_piece', 'in_process', 'lot_pdi', 'pdi'] as const;
export type TraceInspectionKind = (typeof TRACE_INSPECTION_KINDS)[number];
export const TRACE_INSPECTION_LABELS: Record<TraceInspectionKind, string> = {
  first_piece: 'First piece',
  in_process: 'In-process',
  lot_pdi: 'Lot PDI',
  pdi: 'PDI',
};
export const TRACE_TRIGGER_LABELS: Record<string, string> = {
  setup: 'setup',
  tool_change: 'tool change',
  periodic: 'periodic',
};

/** An inspection the pieces went through: its report opens at /inspections/view/{id}. */
export const traceInspectionSchema = z.object({
  id: z.string(),
  kind: z.enum(TRACE_INSPECTION_KINDS),
  inspectedOn: z.string(),
  result: z.enum(['pass', 'fail']),
  inspectorName: z.string().nullable(),
  /** Pieces measured, and the lot they stand for. */
  sampleSize: z.number().int(),
  lotQuantity: z.number().int().nullable(),
  /** An in-process inspection's operation, machine and what called for it. */
  operation: z.string().nullable(),
  machineNo: z.string().nullable(),
  trigger: z.string().nullable(),
  /** A dispatch's PDI: its challan. */
  dispatchId: z.string().nullable(),
  challanNumber: z.string().nullable(),
});
export type TraceInspection = z.infer<typeof traceInspectionSchema>;

/** A production entry: what a machine made of an operation in a shift, and who ran it. */
export const traceEntrySchema = z.object({
  id: z.string(),
  entryDate: z.string(),
  shift: z.number().int(),
  machineNo: z.string(),
  machineName: z.string().nullable(),
  operatorName: z.string(),
  operation: z.string(),
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
});
export type TraceEntry = z.infer<typeof traceEntrySchema>;

export const traceCertificateSchema = z.object({ id: z.string(), fileName: z.string() });

/**
 * How a heat came in: a goods receipt from a supplier (with the mill certificate its line
 * carries), a customer's free-issue material, or stock put in by an adjustment (an opening count).
 */
export const HEAT_SOURCE_KINDS = ['goods_receipt', 'customer_material', 'adjustment'] as const;
export type HeatSourceKind = (typeof HEAT_SOURCE_KINDS)[number];
export const HEAT_SOURCE_LABELS: Record<HeatSourceKind, string> = {
  goods_receipt: 'Goods receipt',
  customer_material: 'Customer material',
  adjustment: 'Stock adjustment',
};

export const heatSourceSchema = z.object({
  kind: z.enum(HEAT_SOURCE_KINDS),
  /** The document's id (a goods receipt, a customer material receipt); null for an adjustment. */
  id: z.string().nullable(),
  number: z.string().nullable(),
  date: z.string(),
  /** The supplier, or the customer whose material it is; null for an adjustment. */
  party: z.string().nullable(),
  /** kg accepted into stock. */
  quantity: z.number(),
  certificate: traceCertificateSchema.nullable(),
});
export type HeatSource = z.infer<typeof heatSourceSchema>;

/** A heat a work order drew: the bar, what was reserved and issued of it, and where it came from. */
export const traceHeatSchema = z.object({
  heatNumber: z.string(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  /** kg reserved for the work order at release, and issued to it (issues less returns) by the ledger. */
  reservedKg: z.number(),
  issuedKg: z.number(),
  sources: z.array(heatSourceSchema),
});
export type TraceHeat = z.infer<typeof traceHeatSchema>;

/** A box the pieces were packed in: "box n of N". */
export const traceBoxSchema = z.object({
  id: z.string(),
  code: z.string(),
  boxNo: z.number().int(),
  boxCount: z.number().int(),
  quantity: z.number().int(),
  packedOn: z.string(),
  heatNumbers: z.string(),
  workOrderId: z.string(),
  woNumber: z.string().nullable(),
  dispatchId: z.string().nullable(),
  challanNumber: z.string().nullable(),
});
export type TraceBox = z.infer<typeof traceBoxSchema>;

/** A work order the pieces were made in, with everything that happened to it. */
export const traceWorkOrderSchema = z.object({
  id: z.string(),
  woNumber: z.string().nullable(),
  status: z.string(),
  woDate: z.string(),
  quantity: z.number().int(),
  /** Good pieces off its last operation, and pieces rejected at any. */
  goodQuantity: z.number().int(),
  rejectedQuantity: z.number().int(),
  orderNumber: z.string().nullable(),
  entries: z.array(traceEntrySchema),
  heats: z.array(traceHeatSchema),
  inspections: z.array(traceInspectionSchema),
});
export type TraceWorkOrder = z.infer<typeof traceWorkOrderSchema>;

export const traceInvoiceRefSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
});
export type TraceInvoiceRef = z.infer<typeof traceInvoiceRefSchema>;

export const traceDispatchRefSchema = z.object({
  id: z.string(),
  challanNumber: z.string().nullable(),
  dispatchDate: z.string(),
  salesOrderId: z.string(),
  orderNumber: z.string().nullable(),
  customerPoNumber: z.string().nullable(),
  vehicleReference: z.string().nullable(),
  /** The invoices that billed its pieces. */
  invoices: z.array(traceInvoiceRefSchema),
});
export type TraceDispatchRef = z.infer<typeof traceDispatchRefSchema>;

/** A product the dispatch, invoice or box holds, and where its pieces came from. */
export const traceProductSchema = z.object({
  productId: z.string(),
  drawingNumber: z.string(),
  description: z.string(),
  partyCode: z.string(),
  /** The pieces of it the trace covers: dispatched, invoiced or in the box. */
  quantity: z.number().int(),
  workOrders: z.array(traceWorkOrderSchema),
  /** The PDI reports of the dispatches that sent it. */
  pdis: z.array(traceInspectionSchema),
  boxes: z.array(traceBoxSchema),
});
export type TraceProduct = z.infer<typeof traceProductSchema>;

export const traceCustomerSchema = z.object({ id: z.string(), name: z.string(), partyCode: z.string().nullable() });

/** GET traceability/dispatch/{id}, invoice/{id}, box/{code}: the backward trace. */
export const traceSchema = z.object({
  subject: z.object({
    kind: z.enum(['dispatch', 'invoice', 'box']),
    /** The dispatch's or invoice's id; the box's code. */
    id: z.string(),
    /** "DC/2026-27/0007", "INV/2026-27/0112", "BX0000123". */
    label: z.string(),
    date: z.string().nullable(),
  }),
  customer: traceCustomerSchema.nullable(),
  dispatches: z.array(traceDispatchRefSchema),
  invoices: z.array(traceInvoiceRefSchema),
  products: z.array(traceProductSchema),
});
export type Trace = z.infer<typeof traceSchema>;

// ---------------------------------------------------------------------------------------------
// The recall list

/** A dispatch a work order's pieces reached, with the invoices that billed it. */
export const recallDispatchSchema = z.object({
  id: z.string(),
  challanNumber: z.string().nullable(),
  dispatchDate: z.string(),
  salesOrderId: z.string(),
  orderNumber: z.string().nullable(),
  customerId: z.string(),
  customerName: z.string(),
  /** Pieces of the work order's product it sent (the whole line: a recall counts every piece that may hold the heat). */
  quantity: z.number().int(),
  invoices: z.array(traceInvoiceRefSchema),
});
export type RecallDispatch = z.infer<typeof recallDispatchSchema>;

export const recallWorkOrderSchema = z.object({
  id: z.string(),
  woNumber: z.string().nullable(),
  status: z.string(),
  woDate: z.string(),
  productId: z.string(),
  drawingNumber: z.string().nullable(),
  description: z.string(),
  /** The customer it was made for; null for stock. */
  customerName: z.string().nullable(),
  orderNumber: z.string().nullable(),
  quantity: z.number().int(),
  goodQuantity: z.number().int(),
  /** kg of this heat it drew (issues less returns), and every heat it drew. */
  kg: z.number(),
  heatNumbers: z.array(z.string()),
  dispatches: z.array(recallDispatchSchema),
});
export type RecallWorkOrder = z.infer<typeof recallWorkOrderSchema>;

/** Material of the heat that left otherwise than to a work order: job work, a dispatch, a hand issue, a cancelled receipt. */
export const recallMovementSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.string(),
  /** The document that moved it ("JWC/2026-27/0003"), and its kind and id for a link. */
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  sourceNumber: z.string().nullable(),
  /** Who it went to (the job worker, the customer); null when the ledger does not say. */
  party: z.string().nullable(),
  customerId: z.string().nullable(),
  /** Signed: − out, + back. kg of bar, pieces of a part. */
  quantity: z.number(),
  unit: z.enum(['kg', 'nos']),
  reason: z.string().nullable(),
});
export type RecallMovement = z.infer<typeof recallMovementSchema>;

/** Per customer: what of the heat reached them. */
export const recallCustomerSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  workOrders: z.number().int(),
  dispatches: z.number().int(),
  /** Pieces dispatched that may hold the heat (each dispatch line counted once). */
  pieces: z.number().int(),
  invoices: z.number().int(),
  /** kg of the heat issued or sent to them directly, not through a work order. */
  directKg: z.number(),
});
export type RecallCustomer = z.infer<typeof recallCustomerSchema>;

/** GET traceability/heat/{heatNumber}: where a heat came from and everywhere it went. */
export const recallSchema = z.object({
  heatNumber: z.string(),
  grade: z.string().nullable(),
  rodSize: z.string().nullable(),
  sources: z.array(heatSourceSchema),
  /** kg of bar: received (receipts less reversals, adjustments in and out), issued to work orders (net), sent out otherwise (net), in stock now. */
  receivedKg: z.number(),
  issuedKg: z.number(),
  otherKg: z.number(),
  inStockKg: z.number(),
  workOrders: z.array(recallWorkOrderSchema),
  movements: z.array(recallMovementSchema),
  customers: z.array(recallCustomerSchema),
});
export type Recall = z.infer<typeof recallSchema>;

/** "Trace DC-2026-27-0007.pdf", "Recall H2291.pdf". */
export const tracePdfName = (trace: Pick<Trace, 'subject'>) => fileNameOf(`Trace ${trace.subject.label}`, 'pdf');
export const recallPdfName = (recall: Pick<Recall, 'heatNumber'>) => fileNameOf(`Recall ${recall.heatNumber}`, 'pdf');

/** What the recall page and its PDF say of counting pieces. */
export const RECALL_CONSERVATIVE =
  'A recall is conservative: every piece of a work order that drew this heat is counted, even where the work order also drew other heats, and a dispatch counts all it sent of the work order’s product.';
