import { indianDate } from '../calendar.js';
import { type ExportType, isExport } from '../documents/export-supply.js';
import { lineAmountPaise, percentOfPaise, sumPaise, toPaise } from '../money/money.js';
import { decimalPlaces } from '../schemas/product-numbers.js';
import {
  type EInvoiceExportDetails,
  EXPORT_BUYER,
  type ExportSupplyType,
  eInvoiceSupplyType,
  expDtlsOf,
  exportProblems,
  foreignAddress,
  isExportDocument,
  isSupplyWithoutPayment,
  valueInForeignCurrency,
} from './e-invoice-export.js';
import { type GstAddress, gstAddress, portalText } from './gst-address.js';
import type { GstDocument, GstDocumentLine } from './gst-document.js';
import { gstUnitOf, QUANTITY_DECIMALS } from './gst-units.js';
import { consigneeGstin, destinationOf } from './ship-to.js';

/*
 * The e-invoice JSON (schema 1.1) of an issued invoice, credit note or debit note, as the
 * Invoice Registration Portal takes it, and what stops a document from being one. Only B2B
 * supplies are e-invoiced: a document to a buyer without a GSTIN is B2C and is not reported.
 */

export const E_INVOICE_VERSION = '1.1';

/** A document number the portals take: 1–16 capitals, digits, '/' and '-', not starting with 0, '/' or '-'. */
export const GST_DOCUMENT_NUMBER = /^[1-9A-Z][0-9A-Z/-]{0,15}$/;
/** The portals' date pattern takes years 2010 to 2029. */
const PORTAL_YEARS = /^20[1-2]\d-/;

export interface EInvoiceParty {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
  Ph?: string;
  Em?: string;
}

export interface EInvoiceItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

export interface EInvoice {
  Version: string;
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B' | ExportSupplyType; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: GstDocument['type']; No: string; Dt: string };
  SellerDtls: EInvoiceParty;
  BuyerDtls: EInvoiceParty & { Pos: string };
  ShipDtls?: Omit<EInvoiceParty, 'Ph' | 'Em' | 'Gstin'> & { Gstin?: string };
  ItemList: EInvoiceItem[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    Discount: number;
    OthChrg: number;
    RndOffAmt: number;
    TotInvVal: number;
    /** An export's value in its foreign currency. */
    TotInvValFc?: number;
  };
  /** An export's shipping bill, port, currency and country. */
  ExpDtls?: EInvoiceExportDetails;
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
}

/** What keeps a document from being a valid e-invoice, on the field to mend ("lines.2.hsnCode"). */
export interface GstProblem {
  field: string;
  message: string;
}

export interface GstRules {
  /**
   * The company's aggregate turnover is above ₹5 crore: every B2B document is e-invoiced and its
   * HSN codes have 6 or 8 digits (notification 78/2020), not 4.
   */
  aboveFiveCrore: boolean;
}

/** A document is B2B, and so e-invoiced, when its buyer has a GSTIN; an export is e-invoiced too. */
export const isB2b = (document: Pick<GstDocument, 'buyer' | 'exportSupply'>) =>
  Boolean(document.buyer.gstin) || isExportDocument(document);

/** The statuses of an invoice that stands, and is reported: issued, however far paid. */
export const REPORTED_INVOICE_STATUSES = ['issued', 'partially_paid', 'paid'] as const;

/** An invoice the portal is told about: it stands and its buyer is registered. */
export const isReportedInvoice = (invoice: {
  status: string;
  customerGstin: string | null;
  /** An export is e-invoiced though its buyer abroad has no GSTIN. */
  exportType?: string | null | undefined;
}) =>
  (REPORTED_INVOICE_STATUSES as readonly string[]).includes(invoice.status) &&
  (Boolean(invoice.customerGstin) || isExport(invoice.exportType as ExportType | null | undefined));

function lineProblems(line: GstDocumentLine, i: number, rules: GstRules): GstProblem[] {
  const at = (field: string, message: string) => ({
    field: `lines.${i}.${field}`,
    message: `Line ${i + 1}: ${message}`,
  });
  const problems: GstProblem[] = [];
  if (portalText(line.description).length < 3) problems.push(at('description', 'the description needs 3 characters'));
  if (!line.hsnCode) problems.push(at('hsnCode', 'an HSN code is required'));
  else if (rules.aboveFiveCrore && line.hsnCode.length < 6) {
    problems.push(at('hsnCode', 'HSN code must be 6 or 8 digits (aggregate turnover above ₹5 crore)'));
  }
  if (!gstUnitOf(line.unit)) {
    problems.push(at('unit', `unit ${line.unit} is not a GST unit (UQC, such as NOS, PCS, KGS or SET)`));
  }
  return problems;
}

function partyAddress(text: string | null, field: string, whose: string, problems: GstProblem[]) {
  const { address, problem } = gstAddress(text, whose);
  if (problem) problems.push({ field, message: problem });
  return address;
}

/** Every reason the document cannot be reported, for the screen and for the refusal to issue it. */
export function eInvoiceProblems(document: GstDocument, rules: GstRules): GstProblem[] {
  const problems: GstProblem[] = [];
  const { seller, buyer } = document;
  const exported = isExportDocument(document);
  if (!buyer.gstin && !exported) {
    problems.push({
      field: 'customerId',
      message: 'The customer has no GSTIN: a supply to an unregistered buyer is B2C and is not e-invoiced',
    });
  }
  if (!seller.gstin) problems.push({ field: 'seller', message: "Fill in the company's GSTIN in Company Settings" });
  if (!seller.stateCode) problems.push({ field: 'seller', message: "Choose the company's state in Company Settings" });
  if (portalText(seller.name ?? '').length < 3) {
    problems.push({ field: 'seller', message: "The company's name needs 3 characters" });
  }
  partyAddress(seller.address, 'seller', "The company's address (Company Settings)", problems);
  if (portalText(buyer.name).length < 3)
    problems.push({ field: 'customerId', message: "The customer's name needs 3 characters" });
  if (!buyer.placeOfSupplyCode) {
    problems.push({ field: 'customerId', message: "Choose the customer's state: it is the place of supply" });
  }
  // An export's buyer is abroad: its address has no Indian PIN (exportProblems reads it).
  if (!exported) partyAddress(buyer.billingAddress, 'customerId', "The customer's billing address", problems);
  problems.push(...exportProblems(document));
  const shipping = destinationOf(shipmentBuyer(document));
  if (shipping?.problem) problems.push(shipping.problem);
  if (document.number !== null && !GST_DOCUMENT_NUMBER.test(document.number)) {
    problems.push({
      field: 'number',
      message: `The number ${document.number} cannot be reported: 1 to 16 capitals, digits, / and -, not starting with 0`,
    });
  }
  if (!PORTAL_YEARS.test(document.date)) {
    problems.push({ field: 'date', message: 'The portals take documents dated 2010 to 2029' });
  }
  document.lines.forEach((line, i) => {
    problems.push(...lineProblems(line, i, rules));
  });
  return problems;
}

/**
 * The buyer as the ship-to reads it: an export's goods leave from a port in India, so only a
 * delivery address chosen on the document (the port) is its ship-to, never the foreign address.
 */
const shipmentBuyer = (document: GstDocument): GstDocument['buyer'] =>
  isExportDocument(document) && !document.buyer.shipTo ? { ...document.buyer, shippingAddress: null } : document.buyer;

/** BuyerDtls: the registered buyer (an SEZ unit too), or an export's buyer abroad. */
function buyerDetails(document: GstDocument): EInvoice['BuyerDtls'] {
  const { buyer } = document;
  const LglNm = portalText(buyer.name);
  if (isExportDocument(document)) {
    const { Gstin, Pos, Stcd, Pin } = EXPORT_BUYER;
    return {
      Gstin,
      LglNm,
      Pos,
      ...(foreignAddress(buyer.billingAddress) as { Addr1: string; Loc: string }),
      Pin,
      Stcd,
    };
  }
  const gstin = buyer.gstin as string;
  const billing = gstAddress(buyer.billingAddress, '').address as GstAddress;
  return {
    Gstin: gstin,
    LglNm,
    Pos: stateCode(buyer.placeOfSupplyCode as string),
    ...addressFields(billing),
    Stcd: gstin.slice(0, 2),
  };
}

const digitsOf = (phone: string | null) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 12 ? digits : undefined;
};
const emailOf = (email: string | null) =>
  email && email.length >= 6 && /^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$/.test(email) ? email : undefined;

function addressFields(address: GstAddress) {
  return {
    Addr1: address.addr1,
    ...(address.addr2 ? { Addr2: address.addr2 } : {}),
    Loc: address.loc,
    Pin: address.pin,
  };
}

const stateCode = (code: string) => String(Number(code)).padStart(2, '0');

/** HSN codes of chapter 99 are services (SAC). */
const isService = (hsnCode: string) => hsnCode.startsWith('99');

function item(line: GstDocumentLine, i: number): EInvoiceItem {
  return {
    SlNo: String(i + 1),
    PrdDesc: portalText(line.description),
    IsServc: isService(line.hsnCode ?? '') ? 'Y' : 'N',
    HsnCd: line.hsnCode ?? '',
    Qty: line.quantity,
    Unit: gstUnitOf(line.unit) ?? line.unit,
    UnitPrice: line.rate,
    TotAmt: line.taxable,
    Discount: 0,
    AssAmt: line.taxable,
    GstRt: line.gstRate,
    IgstAmt: line.igst,
    CgstAmt: line.cgst,
    SgstAmt: line.sgst,
    TotItemVal: line.total,
  };
}

export type EInvoiceResult = { json: EInvoice; problems?: never } | { json?: never; problems: GstProblem[] };

/** The e-invoice of an issued document, or why it cannot be one. */
export function eInvoiceOf(document: GstDocument, rules: GstRules): EInvoiceResult {
  const problems = eInvoiceProblems(document, rules);
  if (document.number === null) problems.push({ field: 'number', message: 'Only an issued document is e-invoiced' });
  if (problems.length > 0) return { problems };
  const { seller, buyer, totals } = document;
  const sellerAddress = gstAddress(seller.address, '').address as GstAddress;
  const sellerParty: EInvoiceParty = {
    Gstin: seller.gstin as string,
    LglNm: portalText(seller.name as string),
    ...addressFields(sellerAddress),
    Stcd: stateCode(seller.stateCode as string),
  };
  const phone = digitsOf(seller.phone);
  const email = emailOf(seller.email);
  if (phone) sellerParty.Ph = phone;
  if (email) sellerParty.Em = email;
  const buyerGstin = buyer.gstin ?? EXPORT_BUYER.Gstin;
  const json: EInvoice = {
    Version: E_INVOICE_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: eInvoiceSupplyType(document), RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: document.type, No: document.number as string, Dt: indianDate(document.date) },
    SellerDtls: sellerParty,
    BuyerDtls: buyerDetails(document),
    ItemList: document.lines.map(item),
    ValDtls: {
      AssVal: totals.taxable,
      CgstVal: totals.cgst,
      SgstVal: totals.sgst,
      IgstVal: totals.igst,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: totals.roundOff,
      TotInvVal: totals.grandTotal,
    },
  };
  // Its own state, PIN and town: goods billed in Karnataka and delivered to Hosur are shipped to 33.
  const shipping = destinationOf(shipmentBuyer(document))?.destination;
  if (shipping) {
    const gstin = consigneeGstin(shipping, buyerGstin);
    json.ShipDtls = {
      ...(gstin ? { Gstin: gstin } : {}),
      LglNm: portalText(buyer.name),
      ...addressFields(shipping.address),
      Stcd: stateCode(shipping.stateCode ?? buyerGstin.slice(0, 2)),
    };
  }
  const foreignValue = valueInForeignCurrency(document.exportSupply, totals.grandTotal);
  if (foreignValue !== null) json.ValDtls.TotInvValFc = foreignValue;
  if (document.exportSupply && isExportDocument(document)) json.ExpDtls = expDtlsOf(document.exportSupply);
  if (document.reference) {
    json.RefDtls = { PrecDocDtls: [{ InvNo: document.reference.number, InvDt: indianDate(document.reference.date) }] };
  }
  return { json };
}

const paise = (rupees: number) => toPaise(rupees);

/**
 * The portal's arithmetic, checked in paise: Qty to 3 decimals, TotAmt = Qty × UnitPrice (the
 * quantity in thousandths, so 12.5 kg × ₹86.40 is exact), AssAmt = TotAmt − Discount,
 * the tax the rate of the assessable amount (CGST and SGST each half of it, rounded on its own),
 * TotItemVal = AssAmt + taxes, ValDtls the sum of the lines, TotInvVal = AssVal + taxes + other
 * charges − discount + RndOffAmt, and the round-off within ±99.99. Empty when it all adds up.
 */
export function eInvoiceArithmetic(json: EInvoice): string[] {
  const wrong: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) wrong.push(what);
  };
  const withoutPayment = isSupplyWithoutPayment(json.TranDtls.SupTyp);
  const zeroRated = json.TranDtls.SupTyp !== 'B2B';
  for (const line of json.ItemList) {
    const at = `item ${line.SlNo}`;
    const assessable = paise(line.AssAmt);
    const taxes = [line.CgstAmt, line.SgstAmt, line.IgstAmt].map(paise);
    check(decimalPlaces(line.Qty) <= QUANTITY_DECIMALS, `${at}: Qty has more than ${QUANTITY_DECIMALS} decimals`);
    check(paise(line.TotAmt) === lineAmountPaise(line.Qty, paise(line.UnitPrice)), `${at}: TotAmt ≠ Qty × UnitPrice`);
    check(assessable === paise(line.TotAmt) - paise(line.Discount), `${at}: AssAmt ≠ TotAmt − Discount`);
    // Under the LUT the rate is reported and no tax charged; otherwise the tax is the rate of AssAmt.
    const tax = withoutPayment ? 0 : percentOfPaise(assessable, line.GstRt);
    check(
      Math.abs(sumPaise(taxes) - tax) <= 1,
      withoutPayment ? `${at}: tax on a supply without payment` : `${at}: taxes ≠ GstRt of AssAmt`,
    );
    check(!zeroRated || (taxes[0] === 0 && taxes[1] === 0), `${at}: CGST/SGST on an SEZ or export supply`);
    check(taxes[2] === 0 || (taxes[0] === 0 && taxes[1] === 0), `${at}: both IGST and CGST/SGST`);
    check(taxes[0] === taxes[1], `${at}: CGST ≠ SGST`);
    check(paise(line.TotItemVal) === sumPaise([assessable, ...taxes]), `${at}: TotItemVal ≠ AssAmt + taxes`);
  }
  const sum = (pick: (line: EInvoiceItem) => number) => sumPaise(json.ItemList.map((line) => paise(pick(line))));
  const v = json.ValDtls;
  check(paise(v.AssVal) === sum((l) => l.AssAmt), 'AssVal ≠ Σ AssAmt');
  check(paise(v.CgstVal) === sum((l) => l.CgstAmt), 'CgstVal ≠ Σ CgstAmt');
  check(paise(v.SgstVal) === sum((l) => l.SgstAmt), 'SgstVal ≠ Σ SgstAmt');
  check(paise(v.IgstVal) === sum((l) => l.IgstAmt), 'IgstVal ≠ Σ IgstAmt');
  check(Math.abs(v.RndOffAmt) <= 99.99, 'RndOffAmt beyond ±99.99');
  const invoiceValue = sumPaise(
    [v.AssVal, v.CgstVal, v.SgstVal, v.IgstVal, v.OthChrg, -v.Discount, v.RndOffAmt].map(paise),
  );
  check(paise(v.TotInvVal) === invoiceValue, 'TotInvVal ≠ AssVal + taxes + OthChrg − Discount + RndOffAmt');
  return wrong;
}
