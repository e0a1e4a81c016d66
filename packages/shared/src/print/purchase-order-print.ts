import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrder,
  type PurchaseOrderLine,
  purchaseQuantityText,
} from '../schemas/purchase-order.js';
import { field, fields, present, printDate, stateWithCode } from './print-format.js';
import { gstLinesTable, gstTotals, hsnSummaryTable, taxField } from './print-gst.js';
import { companyName, letterheadOf, signingFor } from './print-letterhead.js';
import type { PrintMark, PrintModel } from './print-model.js';

/*
 * A purchase order as the supplier receives it: the company's letterhead as the buyer, the
 * order's number and dates, the supplier and where to deliver, the lines with the input GST as
 * the supplier will charge it, the totals with the round-off and the amount in words, the
 * HSN-wise summary, the terms and the signature.
 */

/** A draft is no order yet; a short-closed or cancelled one says so, with why. */
function markOf(order: PurchaseOrder): PrintMark | null {
  if (order.status === 'draft') return { text: 'DRAFT — not an order until confirmed', tone: 'draft' };
  if (order.status === 'cancelled' || order.status === 'short_closed') {
    const label = PURCHASE_ORDER_STATUS_LABELS[order.status].toUpperCase();
    return { text: `${label}${order.statusReason ? ` — ${order.statusReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** What identifies a line beyond its description: the bars the supplier counts and its own delivery date. */
const details = (line: PurchaseOrderLine) =>
  present(
    line.bars ? `${line.bars} bars` : null,
    line.deliveryDate && `Deliver by ${printDate(line.deliveryDate)}`,
  ).join(' · ');

/** The order as printed, with the company (its letterhead and `logo`) as the buyer. */
export function purchaseOrderPrint(order: PurchaseOrder, logo: string | null): PrintModel {
  const mark = markOf(order);
  const { buyer } = order;
  return {
    name: 'Purchase order',
    title: 'Purchase Order',
    file: {
      title: order.poNumber ?? 'Draft purchase order',
      subject: `Purchase order to ${order.supplierName}`,
      author: buyer.name ?? '',
    },
    copies: mark ? [] : ['Original for supplier'],
    mark,
    watermark: order.status === 'draft' ? 'DRAFT' : null,
    letterhead: letterheadOf('Buyer', buyer, logo),
    particulars: {
      label: 'Purchase Order',
      fields: fields(
        field('PO No.', order.poNumber ?? 'Draft (numbered on confirmation)'),
        field('PO date', printDate(order.poDate)),
        field('Delivery by', order.deliveryDate && printDate(order.deliveryDate)),
        field('Payment terms', order.paymentTerms),
        [taxField(order.taxType)],
      ),
    },
    band: null,
    parties: [
      {
        label: 'Supplier',
        name: order.supplierName,
        address: order.supplierAddress,
        fields: fields(
          field('GSTIN', order.supplierGstin ?? 'Unregistered'),
          field('State', order.supplierState),
          field('Supplier code', order.supplierCode),
        ),
      },
      {
        label: 'Deliver to',
        name: companyName(buyer),
        address: buyer.address,
        fields: field('State', stateWithCode(buyer.state, buyer.stateCode)),
      },
    ],
    body: [
      gstLinesTable(order.taxType, order.lines, {
        label: 'Purchase order lines',
        describe: (line) => ({ text: line.description, ...(details(line) ? { detail: details(line) } : {}) }),
        quantity: purchaseQuantityText,
        quantityWidth: 50,
      }),
      gstTotals(order, 'Purchase order totals'),
      hsnSummaryTable(order),
    ],
    foot: {
      sections: [
        {
          kind: 'section',
          label: 'Terms',
          lines: present(
            order.remarks,
            `Quote ${order.poNumber ? `PO No. ${order.poNumber}` : 'our PO number'} on your invoice and delivery challan.`,
            order.lines.some((line) => line.kind === 'bar_stock') &&
              'Send the mill test certificate of each heat with the bar stock; bars are accepted by heat number.',
          ),
        },
      ],
      signatures: [{ over: signingFor(buyer), under: 'Authorised Signatory' }],
      note: 'This is a computer-generated purchase order.',
    },
  };
}
