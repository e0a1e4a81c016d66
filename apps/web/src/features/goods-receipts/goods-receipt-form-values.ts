import {
  type GoodsReceipt,
  type GoodsReceiptData,
  type GoodsReceiptInput,
  type MaterialCertificate,
  type ReceivableOrder,
  readNumber,
  scaleDecimal,
} from '@lathe/shared';
import type { GoodsReceiptBody } from './api';

/** What the form holds: the contract's input, every number as typed (the schema reads them). */
export type GoodsReceiptFormValues = GoodsReceiptInput;
export type ReceiptLineValues = GoodsReceiptInput['lines'][number];
export type OrderLine = ReceivableOrder['lines'][number];

/** A quantity as the form shows it: "1980", "20.5"; nothing for none. */
const typed = (quantity: number) => (quantity > 0 ? String(quantity) : '');

/** A line receiving what is left of the order line: all of it accepted until inspection says otherwise. */
export const blankReceiptLine = (of?: OrderLine): ReceiptLineValues => ({
  purchaseOrderLineId: of?.id ?? '',
  receivedQuantity: of ? typed(of.leftToReceive) : '',
  acceptedQuantity: of ? typed(of.leftToReceive) : '',
  rejectedQuantity: '0',
  bars: '',
  heatNumber: '',
  certificateId: '',
  rejectionReason: '',
});

/** A new receipt against `order`, dated `today`: a line for each of its lines with something left to receive. */
export const blankGoodsReceipt = (order: ReceivableOrder, today: string): GoodsReceiptFormValues => {
  const open = order.lines.filter((line) => line.leftToReceive > 0);
  return {
    purchaseOrderId: order.id,
    receiptDate: today,
    supplierInvoiceNumber: '',
    supplierInvoiceDate: '',
    vehicleNumber: '',
    remarks: '',
    lines: (open.length > 0 ? open : order.lines.slice(0, 1)).map(blankReceiptLine),
  };
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** A saved draft as form values. */
export const goodsReceiptFormValues = (receipt: GoodsReceipt): GoodsReceiptFormValues => ({
  purchaseOrderId: receipt.purchaseOrderId,
  receiptDate: receipt.receiptDate,
  supplierInvoiceNumber: receipt.supplierInvoiceNumber ?? '',
  supplierInvoiceDate: receipt.supplierInvoiceDate ?? '',
  vehicleNumber: receipt.vehicleNumber ?? '',
  remarks: receipt.remarks ?? '',
  lines: receipt.lines.map((line) => ({
    purchaseOrderLineId: line.purchaseOrderLineId,
    receivedQuantity: String(line.receivedQuantity),
    acceptedQuantity: String(line.acceptedQuantity),
    rejectedQuantity: String(line.rejectedQuantity),
    bars: text(line.bars),
    heatNumber: line.heatNumber ?? '',
    certificateId: line.certificate?.id ?? '',
    rejectionReason: line.rejectionReason ?? '',
  })),
});

/** The certificates a saved draft's lines name, by id: the form shows their names. */
export const certificatesOf = (receipt: GoodsReceipt | undefined): Record<string, MaterialCertificate> =>
  Object.fromEntries(
    (receipt?.lines ?? []).flatMap((line) => (line.certificate ? [[line.certificate.id, line.certificate]] : [])),
  );

/** POST and PUT take the validated draft whole; an edit names the version it read. */
export const goodsReceiptBody = (values: GoodsReceiptData, version?: number): GoodsReceiptBody => {
  const { version: _ignored, ...draft } = values;
  return version === undefined ? draft : { ...draft, version };
};

/**
 * What is accepted when `received` came in and `rejected` was turned away, as typed text; null
 * when either is not a number yet or more is rejected than received.
 */
export function acceptedOf(received: unknown, rejected: unknown): string | null {
  const r = readNumber(typeof received === 'number' ? received : String(received ?? ''));
  const x = readNumber(typeof rejected === 'number' ? rejected : String(rejected ?? '')) ?? 0;
  if (r === null || !Number.isFinite(r) || !Number.isFinite(x) || r < 0 || x < 0) return null;
  const thousandths = scaleDecimal(r, 3) - scaleDecimal(x, 3);
  return thousandths < 0 ? null : String(thousandths / 1000);
}
