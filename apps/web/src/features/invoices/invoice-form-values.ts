import type { InvoiceProposal } from '@lathe/shared';
import { DEFAULT_GST_RATE, DEFAULT_UNIT, type Invoice, type InvoiceData, type InvoiceInput } from '@lathe/shared';
import type { InvoiceBody } from './api';

/** What the form holds: the contract's input, every input as text (the schema reads the numbers). */
export type InvoiceFormValues = InvoiceInput;
export type LineFormValues = InvoiceInput['lines'][number];

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A supply in India: no export details (the customer's category may choose otherwise). */
const NO_EXPORT = {
  exportType: null,
  portCode: '',
  shippingBillNumber: '',
  shippingBillDate: '',
  foreignCurrency: '',
  exchangeRate: '',
} satisfies Partial<InvoiceFormValues>;

/** A new line: GST at the usual rate, counted in pieces. */
export const blankLine = (): LineFormValues => ({
  salesOrderLineId: null,
  productId: null,
  description: '',
  drawingNumber: '',
  hsnCode: '',
  unit: DEFAULT_UNIT,
  quantity: '',
  rate: '',
  gstRate: String(DEFAULT_GST_RATE),
});

/** A new invoice dated `today`; the due date follows once the customer (and so the terms) is known. */
export const blankInvoice = (today: string): InvoiceFormValues => ({
  customerId: '',
  salesOrderId: null,
  invoiceDate: today,
  dueDate: '',
  customerPoNumber: '',
  customerPoDate: '',
  vehicleReference: '',
  deliveryAddressId: '',
  notes: '',
  lines: [blankLine()],
  ...NO_EXPORT,
});

/** A line of a saved draft or of a proposal: what the form's line is filled from. */
type StoredLine = Pick<
  Invoice['lines'][number],
  | 'salesOrderLineId'
  | 'productId'
  | 'description'
  | 'drawingNumber'
  | 'hsnCode'
  | 'unit'
  | 'quantity'
  | 'rate'
  | 'gstRate'
>;

const lineValues = (line: StoredLine): LineFormValues => ({
  salesOrderLineId: line.salesOrderLineId,
  productId: line.productId,
  description: line.description,
  drawingNumber: text(line.drawingNumber),
  hsnCode: text(line.hsnCode),
  unit: line.unit || DEFAULT_UNIT,
  quantity: text(line.quantity),
  rate: text(line.rate),
  gstRate: text(line.gstRate),
});

/** A saved draft as form values. */
export const invoiceFormValues = (invoice: Invoice): InvoiceFormValues => ({
  customerId: invoice.customerId,
  salesOrderId: invoice.salesOrderId,
  invoiceDate: invoice.invoiceDate,
  dueDate: text(invoice.dueDate),
  customerPoNumber: text(invoice.customerPoNumber),
  customerPoDate: text(invoice.customerPoDate),
  vehicleReference: text(invoice.vehicleReference),
  deliveryAddressId: text(invoice.deliveryAddressId),
  notes: text(invoice.notes),
  lines: invoice.lines.map(lineValues),
  exportType: invoice.exportType,
  portCode: text(invoice.portCode),
  shippingBillNumber: text(invoice.shippingBillNumber),
  shippingBillDate: text(invoice.shippingBillDate),
  foreignCurrency: text(invoice.foreignCurrency),
  exchangeRate: text(invoice.exchangeRate),
});

/** The server's proposal for an order: what remains on each line, at the order's rates. */
export const proposalFormValues = (proposal: InvoiceProposal): InvoiceFormValues => ({
  customerId: proposal.customerId,
  salesOrderId: proposal.salesOrderId,
  invoiceDate: proposal.invoiceDate,
  dueDate: text(proposal.dueDate),
  customerPoNumber: text(proposal.customerPoNumber),
  customerPoDate: text(proposal.customerPoDate),
  vehicleReference: text(proposal.vehicleReference),
  // Where the goods went: the dispatch's address, or the order's.
  deliveryAddressId: text(proposal.deliveryAddressId),
  notes: '',
  lines: proposal.lines.map(lineValues),
  // The customer's category, once read, gives an SEZ or export supply its default.
  ...NO_EXPORT,
});

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const invoiceBody = (values: InvoiceData, version?: number): InvoiceBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

/** What the form shows of an order line: its number on the order, what is left to invoice and what is dispatched of that. */
export interface OrderLineInfo {
  lineNumber?: number;
  remaining: number;
  /** Dispatched and not yet invoiced; more than this bills goods still in the plant. */
  dispatchable?: number;
}

/** The order lines of a proposal by id; a draft from an order reads them from a fresh proposal. */
export const orderLinesOf = (proposal: InvoiceProposal | undefined): Map<string, OrderLineInfo> =>
  new Map(
    (proposal?.lines ?? []).map((line) => [
      line.salesOrderLineId,
      {
        remaining: line.remaining,
        dispatchable: line.dispatchable,
        ...(line.lineNumber === undefined ? {} : { lineNumber: line.lineNumber }),
      },
    ]),
  );

/** The lines that invoice more than is dispatched and not yet invoiced of their order line. */
export const beyondDispatched = (
  lines: readonly { salesOrderLineId?: string | null; quantity: number }[],
  orderLines: ReadonlyMap<string, OrderLineInfo>,
) =>
  lines.filter((line) => {
    const dispatchable = line.salesOrderLineId ? orderLines.get(line.salesOrderLineId)?.dispatchable : undefined;
    return dispatchable !== undefined && line.quantity > dispatchable;
  });
