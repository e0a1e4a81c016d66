import { type CompanySettings, formatIndianNumber, indianDate, lineAmountPaise, toPaise } from '@lathe/shared';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, dispatches, dispatchLines, products, salesOrderLines, salesOrders } from '../../db/schema/index.js';
import {
  consigneeLines,
  drawChallanParties,
  drawChallanSignatures,
  drawChallanTitle,
  drawCopies,
} from '../../lib/challan-pdf.js';
import { notFound } from '../../lib/errors.js';
import { fill, LEFT, lines, money, type PdfLayout, renderPdf, WIDTH } from '../../lib/pdf-layout.js';

/** The three copies a delivery challan travels in (CGST Rule 55(2)). */
export const CHALLAN_COPIES = [
  'ORIGINAL FOR CONSIGNEE',
  'DUPLICATE FOR TRANSPORTER',
  'TRIPLICATE FOR CONSIGNER',
] as const;

interface ChallanLine {
  lineNumber: number;
  drawingNumber: string;
  description: string;
  hsnCode: string | null;
  quantity: number;
  rate: number;
}

/** What a delivery challan prints: the dispatch, its order and consignee, and what went out. */
export interface Challan {
  challanNumber: string | null;
  dispatchDate: string;
  vehicleReference: string | null;
  notes: string | null;
  orderNumber: string | null;
  customerPoNumber: string | null;
  customerPoDate: string | null;
  consignee: {
    partyCode: string;
    name: string;
    address: string | null;
    gstin: string | null;
    state: string | null;
  };
  lines: ChallanLine[];
}

/** One dispatch of the order as its challan; 404 when the order has no such dispatch. */
export async function readChallan(tx: DbOrTx, orderId: string, dispatchId: string): Promise<Challan> {
  const [head] = await tx
    .select({
      orderId: dispatches.orderId,
      challanNumber: dispatches.challanNumber,
      dispatchDate: dispatches.dispatchDate,
      vehicleReference: dispatches.vehicleReference,
      notes: dispatches.notes,
      orderNumber: salesOrders.orderNumber,
      customerPoNumber: salesOrders.customerPoNumber,
      customerPoDate: salesOrders.customerPoDate,
      partyCode: customers.partyCode,
      name: customers.name,
      billingAddress: customers.billingAddress,
      shippingAddress: customers.shippingAddress,
      gstin: customers.gstin,
      state: customers.state,
    })
    .from(dispatches)
    .innerJoin(salesOrders, eq(salesOrders.id, dispatches.orderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(eq(dispatches.id, dispatchId));
  if (!head || head.orderId !== orderId) throw notFound('Dispatch');
  const sent = await tx
    .select({
      lineNumber: salesOrderLines.lineNumber,
      drawingNumber: salesOrderLines.drawingNumber,
      description: salesOrderLines.description,
      hsnCode: products.hsnCode,
      quantity: dispatchLines.quantity,
      rate: salesOrderLines.rate,
    })
    .from(dispatchLines)
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .leftJoin(products, eq(products.id, salesOrderLines.productId))
    .where(eq(dispatchLines.dispatchId, dispatchId))
    .orderBy(asc(salesOrderLines.lineNumber));
  return {
    challanNumber: head.challanNumber,
    dispatchDate: head.dispatchDate,
    vehicleReference: head.vehicleReference,
    notes: head.notes,
    orderNumber: head.orderNumber,
    customerPoNumber: head.customerPoNumber,
    customerPoDate: head.customerPoDate,
    consignee: {
      partyCode: head.partyCode,
      name: head.name,
      address: head.shippingAddress ?? head.billingAddress,
      gstin: head.gstin,
      state: head.state,
    },
    lines: sent,
  };
}

const linePaise = (line: ChallanLine) => lineAmountPaise(line.quantity, toPaise(line.rate));

function drawCopy(layout: PdfLayout, challan: Challan, seller: CompanySettings, copy: string) {
  drawChallanTitle(layout, 'DELIVERY CHALLAN', copy);
  drawChallanParties(layout, seller, {
    consignerLabel: 'Consigner',
    particularsLabel: 'Particulars',
    particulars: lines(
      `Challan No.: ${challan.challanNumber ?? '—'}`,
      `Date: ${indianDate(challan.dispatchDate)}`,
      challan.orderNumber && `Sales order: ${challan.orderNumber}`,
      challan.customerPoNumber &&
        `Customer PO: ${challan.customerPoNumber}${challan.customerPoDate ? ` dated ${indianDate(challan.customerPoDate)}` : ''}`,
      `Vehicle / Transporter: ${challan.vehicleReference ?? '—'}`,
      'Purpose: supply against the order; tax invoice to follow',
    ),
    consigneeLabel: 'Consignee (ship to)',
    consignee: consigneeLines(challan.consignee, `Party Code: ${challan.consignee.partyCode}`),
  });

  const totalPieces = challan.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalValue = challan.lines.reduce((sum, line) => sum + linePaise(line), 0);
  type Row = ChallanLine | 'total';
  layout.table(
    fill<Row>([
      { header: '#', width: 18, align: 'right', value: (l) => (l === 'total' ? '' : String(l.lineNumber)) },
      {
        header: 'Description of goods',
        width: 0,
        flex: true,
        value: (l) => (l === 'total' ? 'Total' : `${l.description}\nDrg. No. ${l.drawingNumber}`),
      },
      { header: 'HSN', width: 50, value: (l) => (l === 'total' ? '' : (l.hsnCode ?? '')) },
      {
        header: 'Qty (Nos)',
        width: 56,
        align: 'right',
        value: (l) => formatIndianNumber(l === 'total' ? totalPieces : l.quantity, 0),
      },
      { header: 'Rate', width: 60, align: 'right', value: (l) => (l === 'total' ? '' : money(l.rate)) },
      {
        header: 'Value (₹)',
        width: 80,
        align: 'right',
        value: (l) => money((l === 'total' ? totalValue : linePaise(l)) / 100),
      },
    ]),
    [...challan.lines, 'total'],
  );
  layout.y += 6;
  if (challan.notes) layout.y = layout.text(`Note: ${challan.notes}`, LEFT, layout.y, WIDTH) + 6;
  drawChallanSignatures(layout, seller, 'Received the goods above in good condition', "Receiver's signature and seal");
}

/** The challan as a PDF: one copy a page, original, duplicate and triplicate. */
export function renderChallanPdf(challan: Challan, seller: CompanySettings): Promise<Buffer> {
  return renderPdf(
    {
      Title: challan.challanNumber ?? 'Delivery challan',
      Subject: `Delivery challan to ${challan.consignee.name}`,
      Author: seller.name ?? '',
    },
    (layout, doc) => drawCopies(layout, doc, CHALLAN_COPIES, (copy) => drawCopy(layout, challan, seller, copy)),
  );
}
