import { indianDate } from '../calendar.js';
import { lineAmountPaise, percentOfPaise, sumPaise, toPaise } from '../money/money.js';
import { type GstAddress, gstAddress, portalText } from './gst-address.js';
import type { GstDocument, GstDocumentLine } from './gst-document.js';
import { gstUnitOf } from './gst-units.js';

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
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: GstDocument['type']; No: string; Dt: string };
  SellerDtls: EInvoiceParty;
  BuyerDtls: EInvoiceParty & { Pos: string };
  ShipDtls?: Omit<EInvoiceParty, 'Ph' | 'Em'> & { Gstin: string };
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
  };
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

/** A document is B2B, and so e-invoiced, when its buyer has a GSTIN. */
export const isB2b = (document: Pick<GstDocument, 'buyer'>) => Boolean(document.buyer.gstin);

/** The statuses of an invoice that stands, and is reported: issued, however far paid. */
export const REPORTED_INVOICE_STATUSES = ['issued', 'partially_paid', 'paid'] as const;

/** An invoice the portal is told about: it stands and its buyer is registered. */
export const isReportedInvoice = (invoice: { status: string; customerGstin: string | null }) =>
  (REPORTED_INVOICE_STATUSES as readonly string[]).includes(invoice.status) && Boolean(invoice.customerGstin);

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
  if (!buyer.gstin) {
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
  partyAddress(buyer.billingAddress, 'customerId', "The customer's billing address", problems);
  if (shipsElsewhere(document))
    partyAddress(buyer.shippingAddress, 'customerId', "The customer's shipping address", problems);
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

const shipsElsewhere = ({ buyer }: GstDocument) =>
  Boolean(buyer.shippingAddress) && portalText(buyer.shippingAddress ?? '') !== portalText(buyer.billingAddress ?? '');

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
  const billing = gstAddress(buyer.billingAddress, '').address as GstAddress;
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
  const buyerGstin = buyer.gstin as string;
  const json: EInvoice = {
    Version: E_INVOICE_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: document.type, No: document.number as string, Dt: indianDate(document.date) },
    SellerDtls: sellerParty,
    BuyerDtls: {
      Gstin: buyerGstin,
      LglNm: portalText(buyer.name),
      Pos: stateCode(buyer.placeOfSupplyCode as string),
      ...addressFields(billing),
      Stcd: buyerGstin.slice(0, 2),
    },
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
  if (shipsElsewhere(document)) {
    const shipping = gstAddress(buyer.shippingAddress, '').address as GstAddress;
    json.ShipDtls = {
      Gstin: buyerGstin,
      LglNm: portalText(buyer.name),
      ...addressFields(shipping),
      Stcd: buyerGstin.slice(0, 2),
    };
  }
  if (document.reference) {
    json.RefDtls = { PrecDocDtls: [{ InvNo: document.reference.number, InvDt: indianDate(document.reference.date) }] };
  }
  return { json };
}

const paise = (rupees: number) => toPaise(rupees);

/**
 * The portal's arithmetic, checked in paise: TotAmt = Qty × UnitPrice, AssAmt = TotAmt − Discount,
 * the tax the rate of the assessable amount (CGST and SGST each half of it, rounded on its own),
 * TotItemVal = AssAmt + taxes, ValDtls the sum of the lines, TotInvVal = AssVal + taxes + other
 * charges − discount + RndOffAmt, and the round-off within ±99.99. Empty when it all adds up.
 */
export function eInvoiceArithmetic(json: EInvoice): string[] {
  const wrong: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) wrong.push(what);
  };
  for (const line of json.ItemList) {
    const at = `item ${line.SlNo}`;
    const assessable = paise(line.AssAmt);
    const taxes = [line.CgstAmt, line.SgstAmt, line.IgstAmt].map(paise);
    check(paise(line.TotAmt) === lineAmountPaise(line.Qty, paise(line.UnitPrice)), `${at}: TotAmt ≠ Qty × UnitPrice`);
    check(assessable === paise(line.TotAmt) - paise(line.Discount), `${at}: AssAmt ≠ TotAmt − Discount`);
    check(Math.abs(sumPaise(taxes) - percentOfPaise(assessable, line.GstRt)) <= 1, `${at}: taxes ≠ GstRt of AssAmt`);
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
