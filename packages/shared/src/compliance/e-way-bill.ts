import { indianDate } from '../calendar.js';
import { isWithoutPayment } from '../documents/export-supply.js';
import { sumPaise, toPaise } from '../money/money.js';
import type { EWayBillTransport } from '../schemas/e-way-bill.js';
import { decimalPlaces } from '../schemas/product-numbers.js';
import { type GstProblem, REPORTED_INVOICE_STATUSES } from './e-invoice.js';
import { isExportDocument } from './e-invoice-export.js';
import { type GstAddress, gstAddress } from './gst-address.js';
import type { GstDocument, GstDocumentLine } from './gst-document.js';
import { type GstUnit, gstUnitOf } from './gst-units.js';
import { destinationOf, shipsElsewhere } from './ship-to.js';

/*
 * The e-way bill JSON of a consignment (CGST Rule 138), as the e-way bill portal's bulk upload
 * takes it (E_WAY_BILL_SCHEMA), built from a tax invoice or a delivery challan and the
 * transport typed with it, and what stops a document from being one. Lathe does not submit it:
 * the user uploads the file on ewaybillgst.gov.in and types the e-way bill's number back.
 */

/** The version the portal's offline tool writes on its files. */
export const E_WAY_BILL_VERSION = '1.0.0621';

/**
 * CGST Rule 138(1): goods moved in a consignment worth more than ₹50,000 (its value with the
 * tax charged on it, Rule 138 Explanation 2) need an e-way bill before the movement starts.
 * Below it one may still be generated, and inter-state job work needs one whatever the value.
 */
export const E_WAY_BILL_THRESHOLD = 50_000;

/** The portal's sub-supply types (outward and inward). */
export const SUB_SUPPLY_TYPES = {
  1: 'Supply',
  2: 'Import',
  3: 'Export',
  4: 'Job Work',
  5: 'For Own Use',
  6: 'Job Work Returns',
  7: 'Sales Return',
  8: 'Others',
  9: 'SKD/CKD/Lots',
  10: 'Line Sales',
  11: 'Recipient Not Known',
  12: 'Exhibition or Fairs',
} as const;

/**
 * Why a delivery challan moves goods out, as the portal's sub-supply types allow it on a challan
 * of an outward movement to another party: job work (4), or others (8) with a description of at
 * most 20 characters. The portal takes "Supply" only on a tax invoice or a bill of supply, and
 * "Job Work Returns" only inward (the principal receiving goods back).
 */
export type ChallanPurpose = { subSupplyType: 4 } | { subSupplyType: 8; description: string };

/**
 * A dispatch's challan: goods of a sale sent ahead of their tax invoice. On the portal that is
 * "Others", described.
 */
export const INVOICE_TO_FOLLOW: ChallanPurpose = { subSupplyType: 8, description: 'Invoice to follow' };

/** A delivery challan as the portal sees it: the parties, lines and figures of a document, and why the goods move. */
export interface ChallanDocument extends Omit<GstDocument, 'type' | 'reference'> {
  type: 'CHL';
  purpose: ChallanPurpose;
}

/** What an e-way bill is made from: a tax invoice (INV, a supply) or a delivery challan. */
export type EWayBillDocument = GstDocument | ChallanDocument;

export interface EWayBillItem {
  itemNo: number;
  productName: string;
  productDesc: string;
  hsnCode: number;
  quantity: number;
  qtyUnit: GstUnit;
  taxableAmount: number;
  sgstRate: number;
  cgstRate: number;
  igstRate: number;
  cessRate: number;
  cessNonAdvol: number;
}

/** One bill of the file (field names as the portal's offline tool writes them). */
export interface EWayBill {
  userGstin: string;
  supplyType: 'O';
  /** 1 Supply; 3 Export; a challan's purpose. */
  subSupplyType: 1 | 3 | ChallanPurpose['subSupplyType'];
  subSupplyDesc?: string;
  docType: 'INV' | 'CHL';
  docNo: string;
  docDate: string;
  /** 1 Regular; 2 Bill To - Ship To (the goods go to another address than the bill's). */
  transType: 1 | 2;
  fromGstin: string;
  fromTrdName: string;
  fromAddr1: string;
  fromAddr2?: string;
  fromPlace: string;
  fromPincode: number;
  fromStateCode: number;
  actualFromStateCode: number;
  /** The buyer's GSTIN, or URP (unregistered person). */
  toGstin: string;
  toTrdName: string;
  toAddr1: string;
  toAddr2?: string;
  toPlace: string;
  toPincode: number;
  /** The place of supply: the recipient's (bill-to) state. */
  toStateCode: number;
  /** Where the goods are delivered (ship-to): a delivery address's own state. */
  actualToStateCode: number;
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  cessValue: number;
  TotNonAdvolVal: number;
  /** The round-off. */
  OthValue: number;
  totInvValue: number;
  transMode: number;
  transDistance: number;
  transporterName?: string;
  transporterId?: string;
  transDocNo?: string;
  transDocDate?: string;
  vehicleNo?: string;
  vehicleType?: 'R' | 'O';
  itemList: EWayBillItem[];
}

/** The file for the portal's bulk upload. */
export interface EWayBillFile {
  version: string;
  billLists: EWayBill[];
}

/** The file of one or more bills. */
export const eWayBillFile = (billLists: EWayBill[]): EWayBillFile => ({ version: E_WAY_BILL_VERSION, billLists });

/**
 * Text as the portal takes it in names, addresses, places and descriptions: letters, digits,
 * spaces and @ # & , . / - (anything else becomes a space), at most `max` characters.
 */
export function eWayBillText(text: string | null | undefined, max: number): string {
  return (text ?? '')
    .replace(/[^A-Za-z0-9 @#&,./-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ,/g, ',')
    .trim()
    .slice(0, max)
    .trim();
}

/** A document number the portal takes: 1–16 letters, digits, / and -. */
const DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;
/** The portal's date pattern takes years 2010 to 2029. */
const PORTAL_YEARS = /^20[1-2]\d-/;

/** HSN codes of chapter 99 are services (SAC): they move no goods. */
export const isServiceHsn = (hsnCode: string | null) => (hsnCode ?? '').startsWith('99');

/** An address as the e-way bill prints it: its lines, place and PIN in the portal's characters. */
function portalAddress(address: GstAddress) {
  return {
    addr1: eWayBillText(address.addr1, 120),
    addr2: eWayBillText(address.addr2, 120),
    place: eWayBillText(address.loc, 50),
    pin: address.pin,
  };
}

/**
 * The e-way bill's "to" address and its actual state: the delivery address (its own state, or a
 * typed shipping address's by its PIN) when the goods go elsewhere, else the billing address in
 * the place of supply's state; undefined, with the problem added, when the portal could not take it.
 */
function destinationPortal(document: EWayBillDocument, problems: GstProblem[]) {
  const { buyer } = document;
  // An export's goods go to the port of export, never to the buyer's address abroad.
  if (document.type === 'INV' && isExportDocument(document) && !buyer.shipTo) {
    problems.push({ field: 'deliveryAddressId', message: EXPORT_NEEDS_PORT });
    return undefined;
  }
  const shipping = destinationOf(buyer);
  if (shipping?.problem) {
    problems.push(shipping.problem);
    return undefined;
  }
  if (shipping) {
    const address = portalAddress(shipping.destination.address);
    if (!address.addr1 || !address.place) {
      problems.push({
        field: 'deliveryAddressId',
        message: 'The delivery address needs letters or digits in its street and town',
      });
    }
    const code = shipping.destination.stateCode;
    return { address, stateCode: code ? stateNumber(code) : null };
  }
  const address = partyAddress(buyer.billingAddress, 'customerId', "The customer's billing address", problems);
  return address ? { address, stateCode: null } : undefined;
}

const what = (document: EWayBillDocument) => (document.type === 'CHL' ? 'challan' : 'invoice');

function partyAddress(text: string | null, field: string, whose: string, problems: GstProblem[]) {
  const { address, problem } = gstAddress(text, whose);
  if (!address) {
    problems.push({ field, message: problem });
    return undefined;
  }
  const portal = portalAddress(address);
  if (!portal.addr1 || !portal.place) {
    problems.push({ field, message: `${whose} needs letters or digits in its street and town` });
  }
  return portal;
}

function lineProblems(line: GstDocumentLine, i: number): GstProblem[] {
  const at = (field: string, message: string) => ({
    field: `lines.${i}.${field}`,
    message: `Line ${i + 1}: ${message}`,
  });
  const problems: GstProblem[] = [];
  if (!line.hsnCode) problems.push(at('hsnCode', 'an HSN code is required'));
  if (!gstUnitOf(line.unit)) {
    problems.push(at('unit', `unit ${line.unit} is not a GST unit (UQC, such as NOS, PCS, KGS or SET)`));
  }
  if (!eWayBillText(line.description, 100)) problems.push(at('description', 'the description needs letters or digits'));
  return problems;
}

/**
 * Every reason the document cannot be an e-way bill with this transport, on the field to mend:
 * a registered company (the e-way bill's generator), both addresses ending in town and PIN, the
 * place of supply, a number and a date the portal takes, goods (not only services) with HSN
 * codes and GST units, and a transport document dated no earlier than the document.
 */
export function eWayBillProblems(document: EWayBillDocument, transport?: EWayBillTransport): GstProblem[] {
  const problems: GstProblem[] = [];
  const { seller, buyer } = document;
  if (document.type === 'CRN' || document.type === 'DBN') {
    problems.push({ field: 'type', message: 'A credit or debit note moves no goods: it has no e-way bill' });
  }
  if (!seller.gstin) problems.push({ field: 'seller', message: "Fill in the company's GSTIN in Company Settings" });
  if (!seller.stateCode) problems.push({ field: 'seller', message: "Choose the company's state in Company Settings" });
  if (!eWayBillText(seller.name, 100)) problems.push({ field: 'seller', message: "Fill in the company's name" });
  const from = partyAddress(seller.address, 'seller', "The company's address (Company Settings)", problems);
  if (!eWayBillText(buyer.name, 100)) problems.push({ field: 'customerId', message: "The customer's name is empty" });
  if (!buyer.placeOfSupplyCode) {
    problems.push({ field: 'customerId', message: "Choose the customer's state: it is the place of supply" });
  }
  const to = destinationPortal(document, problems)?.address;
  if (document.number === null) {
    problems.push({ field: 'number', message: `Only a numbered ${what(document)} has an e-way bill: issue it first` });
  } else if (!DOCUMENT_NUMBER.test(document.number)) {
    problems.push({
      field: 'number',
      message: `The number ${document.number} cannot be reported: 1 to 16 letters, digits, / and -`,
    });
  }
  if (!PORTAL_YEARS.test(document.date)) {
    problems.push({ field: 'date', message: 'The portal takes documents dated 2010 to 2029' });
  }
  if (document.lines.length === 0 || document.lines.every((line) => isServiceHsn(line.hsnCode))) {
    problems.push({ field: 'lines', message: 'Only goods have an e-way bill: every line is a service (HSN 99…)' });
  }
  document.lines.forEach((line, i) => {
    problems.push(...lineProblems(line, i));
  });
  if (transport?.transDocDate && !PORTAL_YEARS.test(transport.transDocDate)) {
    problems.push({ field: 'transDocDate', message: 'The portal takes transport documents dated 2010 to 2029' });
  } else if (transport?.transDocDate && transport.transDocDate < document.date) {
    problems.push({
      field: 'transDocDate',
      message: `The transport document cannot be dated before the ${what(document)} (${indianDate(document.date)})`,
    });
  }
  // The portal refuses more than 100 km between two places of one PIN code.
  if (transport && from && to && from.pin === to.pin && transport.transDistance > 100) {
    problems.push({ field: 'transDistance', message: 'Both addresses have the same PIN code: at most 100 km' });
  }
  return problems;
}

const stateNumber = (code: string) => Number(code);

/** The e-way bill's state of an export's recipient: 99, Other Country (NIC's state master). */
export const EXPORT_STATE_CODE = 99;
export const EXPORT_NEEDS_PORT =
  "An export's e-way bill runs to the port of export: choose the port as the invoice's delivery address";

/** A line's tax rates: IGST at the GST rate between states, else CGST and SGST at half of it each. */
const ratesOf = (line: GstDocumentLine, interState: boolean) =>
  interState
    ? { sgstRate: 0, cgstRate: 0, igstRate: line.gstRate }
    : { sgstRate: line.gstRate / 2, cgstRate: line.gstRate / 2, igstRate: 0 };

const item =
  (interState: boolean, withoutPayment = false) =>
  (line: GstDocumentLine, i: number): EWayBillItem => {
    const name = eWayBillText(line.description, 100);
    return {
      itemNo: i + 1,
      productName: name,
      productDesc: name,
      hsnCode: Number(line.hsnCode),
      quantity: line.quantity,
      qtyUnit: gstUnitOf(line.unit) as GstUnit,
      taxableAmount: line.taxable,
      ...(withoutPayment ? { sgstRate: 0, cgstRate: 0, igstRate: 0 } : ratesOf(line, interState)),
      cessRate: 0,
      cessNonAdvol: 0,
    };
  };

/** Part B as typed: only what was given, the vehicle with its type (regular unless over-dimensional). */
function transportFields(
  transport: EWayBillTransport,
): Partial<EWayBill> & Pick<EWayBill, 'transMode' | 'transDistance'> {
  const fields: Partial<EWayBill> & Pick<EWayBill, 'transMode' | 'transDistance'> = {
    transMode: Number(transport.transMode),
    transDistance: transport.transDistance,
  };
  const name = eWayBillText(transport.transporterName, 100);
  if (name) fields.transporterName = name;
  if (transport.transporterId) fields.transporterId = transport.transporterId;
  if (transport.transDocNo) fields.transDocNo = transport.transDocNo;
  if (transport.transDocDate) fields.transDocDate = indianDate(transport.transDocDate);
  if (transport.vehicleNo) {
    fields.vehicleNo = transport.vehicleNo;
    fields.vehicleType = transport.vehicleType ?? 'R';
  }
  return fields;
}

export type EWayBillResult = { json: EWayBill; problems?: never } | { json?: never; problems: GstProblem[] };

/**
 * The e-way bill of a tax invoice (outward supply, INV) or a delivery challan (outward, CHL, its
 * purpose as the sub-supply type) with the transport typed for it, or why it cannot be one.
 */
export function eWayBillOf(document: EWayBillDocument, transport: EWayBillTransport): EWayBillResult {
  const problems = eWayBillProblems(document, transport);
  if (problems.length > 0) return { problems };
  const { seller, buyer, totals } = document;
  const from = portalAddress(gstAddress(seller.address, '').address as GstAddress);
  const destination = destinationPortal(document, []) as NonNullable<ReturnType<typeof destinationPortal>>;
  const to = destination.address;
  const sellerState = stateNumber(seller.stateCode as string);
  const placeOfSupply = stateNumber(buyer.placeOfSupplyCode as string);
  const purpose = document.type === 'CHL' ? document.purpose : null;
  // The tax type the figures were computed with: IGST between states (a document without tax by its states).
  const exported = document.type === 'INV' && isExportDocument(document);
  // A zero-rated supply is inter-state (IGST Act 7(5)); under the LUT it charges none, so its items carry 0.
  const zeroRated = document.type === 'INV' ? document.exportSupply : null;
  const interState =
    Boolean(zeroRated) || totals.igst > 0 || (totals.cgst === 0 && totals.sgst === 0 && placeOfSupply !== sellerState);
  const json: EWayBill = {
    userGstin: seller.gstin as string,
    supplyType: 'O',
    subSupplyType: purpose ? purpose.subSupplyType : exported ? 3 : 1,
    ...(purpose?.subSupplyType === 8 ? { subSupplyDesc: eWayBillText(purpose.description, 20) } : {}),
    docType: document.type === 'CHL' ? 'CHL' : 'INV',
    docNo: document.number as string,
    docDate: indianDate(document.date),
    transType: shipsElsewhere(buyer) ? 2 : 1,
    fromGstin: seller.gstin as string,
    fromTrdName: eWayBillText(seller.name, 100),
    fromAddr1: from.addr1,
    ...(from.addr2 ? { fromAddr2: from.addr2 } : {}),
    fromPlace: from.place,
    fromPincode: from.pin,
    fromStateCode: sellerState,
    actualFromStateCode: sellerState,
    toGstin: exported ? 'URP' : (buyer.gstin ?? 'URP'),
    toTrdName: eWayBillText(buyer.name, 100),
    toAddr1: to.addr1,
    ...(to.addr2 ? { toAddr2: to.addr2 } : {}),
    toPlace: to.place,
    toPincode: to.pin,
    toStateCode: exported ? EXPORT_STATE_CODE : placeOfSupply,
    actualToStateCode: destination.stateCode ?? placeOfSupply,
    totalValue: totals.taxable,
    cgstValue: totals.cgst,
    sgstValue: totals.sgst,
    igstValue: totals.igst,
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: totals.roundOff,
    totInvValue: totals.grandTotal,
    ...transportFields(transport),
    itemList: document.lines.map(item(interState, isWithoutPayment(zeroRated?.type))),
  };
  return { json };
}

const paise = (rupees: number) => toPaise(rupees);

/** A rate (up to 3 decimals) of an amount in paise, rounded half up, counted in integers. */
const ratePaise = (amount: number, rate: number) =>
  Number((BigInt(amount) * BigInt(Math.round(rate * 1000)) + 50_000n) / 100_000n);

/**
 * The portal's arithmetic, checked in paise: totalValue = Σ taxableAmount; each tax's value the
 * items' rates of their taxable amounts (each line's tax rounded on its own, so within a paisa a
 * line); CGST and SGST at equal rates, never beside IGST; totInvValue = totalValue + taxes + cess
 * + OthValue exactly (the portal allows ₹2 either way); amounts in paise, rates and quantities
 * to 3 decimals (the published `multipleOf`). Empty when it all adds up.
 */
export function eWayBillArithmetic(bill: EWayBill): string[] {
  const wrong: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) wrong.push(what);
  };
  const amounts = {
    totalValue: bill.totalValue,
    cgstValue: bill.cgstValue,
    sgstValue: bill.sgstValue,
    igstValue: bill.igstValue,
    cessValue: bill.cessValue,
    TotNonAdvolVal: bill.TotNonAdvolVal,
    OthValue: bill.OthValue,
    totInvValue: bill.totInvValue,
  };
  for (const [name, value] of Object.entries(amounts))
    check(decimalPlaces(value) <= 2, `${name} has more than 2 decimals`);
  for (const line of bill.itemList) {
    const at = `item ${line.itemNo}`;
    check(decimalPlaces(line.taxableAmount) <= 2, `${at}: taxableAmount has more than 2 decimals`);
    for (const rate of [line.cgstRate, line.sgstRate, line.igstRate, line.cessRate, line.quantity]) {
      check(decimalPlaces(rate) <= 3, `${at}: a rate or the quantity has more than 3 decimals`);
    }
    check(line.cgstRate === line.sgstRate, `${at}: CGST rate ≠ SGST rate`);
    check(line.igstRate === 0 || line.cgstRate === 0, `${at}: both IGST and CGST/SGST`);
  }
  const sum = (values: number[]) => sumPaise(values.map(paise));
  check(paise(bill.totalValue) === sum(bill.itemList.map((l) => l.taxableAmount)), 'totalValue ≠ Σ taxableAmount');
  const taxOf = (rate: (l: EWayBillItem) => number) =>
    sumPaise(bill.itemList.map((l) => ratePaise(paise(l.taxableAmount), rate(l))));
  // Each line's tax is rounded on its own (CGST and SGST each on half the rate): a paisa a line either way.
  const slack = 2 * bill.itemList.length;
  const stateTaxes = sumPaise([paise(bill.cgstValue), paise(bill.sgstValue)]);
  check(paise(bill.cgstValue) === paise(bill.sgstValue), 'cgstValue ≠ sgstValue');
  check(
    Math.abs(stateTaxes - taxOf((l) => l.cgstRate + l.sgstRate)) <= slack,
    'CGST + SGST ≠ their rates of the items',
  );
  check(Math.abs(paise(bill.igstValue) - taxOf((l) => l.igstRate)) <= slack, 'igstValue ≠ IGST rates of the items');
  const invoiceValue = sum([
    bill.totalValue,
    bill.cgstValue,
    bill.sgstValue,
    bill.igstValue,
    bill.cessValue,
    bill.TotNonAdvolVal,
    bill.OthValue,
  ]);
  check(paise(bill.totInvValue) === invoiceValue, 'totInvValue ≠ totalValue + taxes + cess + OthValue');
  return wrong;
}

/** Worth more than ₹50,000 (Rule 138(1)), in paise so that ₹50,000.01 counts. */
export const aboveEWayBillThreshold = (value: number) => toPaise(value) > toPaise(E_WAY_BILL_THRESHOLD);

/**
 * An invoice whose goods need an e-way bill that is not recorded yet: it stands (issued, however
 * far paid), it has goods (a line that is not a service), it is worth more than ₹50,000, and no
 * e-way bill number is kept on it. The list reads the same rule in SQL.
 */
export function isEWayBillPending(invoice: {
  status: string;
  grandTotal: number;
  eWayBillNumber: string | null;
  hasGoods: boolean;
}): boolean {
  return (
    (REPORTED_INVOICE_STATUSES as readonly string[]).includes(invoice.status) &&
    invoice.hasGoods &&
    aboveEWayBillThreshold(invoice.grandTotal) &&
    !invoice.eWayBillNumber
  );
}
