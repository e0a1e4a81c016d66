import { stateCodeOf } from '../indian-states.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { lineAmountPaise, toPaise } from '../money/money.js';
import type { DispatchBox } from '../schemas/box.js';
import { CHALLAN_COPIES, challanFoot } from './challan-print.js';
import { dated, field, fields, present, printAmount, printDate, stateWithCode } from './print-format.js';
import { letterheadOf, type PrintCompany } from './print-letterhead.js';
import type { PrintModel, PrintSection, PrintTable } from './print-model.js';
import { gstParty } from './print-party.js';

/*
 * The delivery challan a dispatch against a sales order goes out with (CGST rule 55): the company
 * as consigner, the challan's number and date with the order and the customer's PO, the consignee
 * where the goods are shipped, each line with its drawing, HSN, pieces, rate and value, and the
 * receiver's and the company's signatures, in its three copies (rule 55(2)).
 */

export interface DispatchChallanLine {
  lineNumber: number;
  drawingNumber: string;
  description: string;
  hsnCode: string | null;
  quantity: number;
  /** Rupees a piece, as the order line has it. */
  rate: number;
}

/** A dispatch as its challan prints it: the dispatch, its order and consignee, and what went out. */
export interface DispatchChallan {
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
    /** Where the goods go: a delivery address's own state (its PIN is in `address`). */
    state: string | null;
    /** The customer's own state, the place of supply, when the goods go to another state. */
    billedIn?: string | null;
  };
  lines: DispatchChallanLine[];
  /** The boxes scanned into the dispatch (issue 31), in code order. */
  boxes?: DispatchBox[];
}

/** A line's value in paise: its pieces at the order's rate. */
const valuePaise = (line: DispatchChallanLine) => lineAmountPaise(line.quantity, toPaise(line.rate));
const pieces = (value: number) => formatIndianNumber(value, 0);

function linesTable(challan: DispatchChallan): PrintTable {
  const totalPieces = challan.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalPaise = challan.lines.reduce((sum, line) => sum + valuePaise(line), 0);
  return {
    kind: 'table',
    label: 'Goods dispatched',
    title: null,
    columns: [
      { key: 'lineNumber', header: '#', width: 18, kind: 'count', align: 'right' },
      { key: 'description', header: 'Description of goods', width: 0, flex: true, kind: 'text', align: 'left' },
      { key: 'hsnCode', header: 'HSN', width: 50, kind: 'text', align: 'left' },
      { key: 'quantity', header: 'Qty (Nos)', width: 56, kind: 'count', align: 'right' },
      { key: 'rate', header: 'Rate (₹)', width: 60, kind: 'money', align: 'right' },
      { key: 'value', header: 'Value (₹)', width: 80, kind: 'money', align: 'right' },
    ],
    rows: challan.lines.map((line) => ({
      key: String(line.lineNumber),
      label: `Line ${line.lineNumber}`,
      cells: [
        { text: String(line.lineNumber) },
        { text: line.description, detail: `Drg. No. ${line.drawingNumber}` },
        { text: line.hsnCode ?? '' },
        { text: pieces(line.quantity) },
        { text: printAmount(line.rate) },
        { text: printAmount(valuePaise(line) / 100) },
      ],
    })),
    foot: [
      {
        key: 'total',
        strong: true,
        cells: [
          { text: 'Total', span: 3 },
          { text: pieces(totalPieces) },
          { text: '' },
          { text: printAmount(totalPaise / 100) },
        ],
      },
    ],
  };
}

/** The boxes the goods went in, a line a part: "DAC-FB-2231 — 6 boxes: BX0000121 (200), … BX0000126 (50)". */
function boxesSection(boxes: readonly DispatchBox[]): PrintSection {
  const parts = [...new Set(boxes.map((box) => box.drawingNumber))];
  return {
    kind: 'section',
    key: 'boxes',
    label: `Boxes (${boxes.length})`,
    lines: parts.map((part) => {
      const of = boxes.filter((box) => box.drawingNumber === part);
      const list = of.map((box) => `${box.code} (${pieces(box.quantity)})`).join(', ');
      return `${part} — ${of.length} ${of.length === 1 ? 'box' : 'boxes'}: ${list}`;
    }),
  };
}

/** The challan as printed, with `company` (its letterhead and `logo`) as the consigner. */
export function dispatchChallanPrint(challan: DispatchChallan, company: PrintCompany, logo: string | null): PrintModel {
  return {
    name: 'Delivery challan',
    title: 'Delivery Challan',
    file: {
      title: challan.challanNumber ?? 'Delivery challan',
      subject: `Delivery challan to ${challan.consignee.name}`,
      author: company.name ?? '',
    },
    copies: [...CHALLAN_COPIES],
    mark: null,
    watermark: null,
    letterhead: letterheadOf('Consigner', company, logo),
    particulars: {
      label: 'Delivery challan',
      fields: fields(
        field('Challan No.', challan.challanNumber ?? '—'),
        field('Challan date', printDate(challan.dispatchDate)),
        field('Sales order', challan.orderNumber),
        field('Customer PO', challan.customerPoNumber && dated(challan.customerPoNumber, challan.customerPoDate)),
        field('Vehicle / Transporter', challan.vehicleReference),
        field('Purpose', 'Supply against the order; tax invoice to follow'),
      ),
    },
    band: null,
    parties: [
      gstParty(
        'Consignee (ship to)',
        challan.consignee,
        { label: 'Party code', value: challan.consignee.partyCode },
        ...field(
          'Place of supply',
          challan.consignee.billedIn &&
            stateWithCode(challan.consignee.billedIn, stateCodeOf(challan.consignee.billedIn) ?? null),
        ),
      ),
    ],
    body: [
      linesTable(challan),
      ...(challan.boxes?.length ? [boxesSection(challan.boxes)] : []),
      ...(challan.notes ? [{ kind: 'section' as const, label: 'Note', lines: present(challan.notes) }] : []),
    ],
    foot: challanFoot(company, 'Received the goods above in good condition', "Receiver's signature and seal"),
  };
}
