import { indianDate } from '../calendar.js';
import { E_INVOICE_SUPPLY_TYPES, isExport, isWithoutPayment, OTHER_COUNTRY } from '../documents/export-supply.js';
import { fromPaise, toPaise } from '../money/money.js';
import type { ExportSupply } from './export-details.js';
import { gstStreetLines, portalText } from './gst-address.js';
import type { GstDocument } from './gst-document.js';

/*
 * What an SEZ supply or an export changes in the e-invoice (schema 1.1), as NIC's published
 * schema and the IRP's validations define it (einv-apisandbox.nic.in, "Generate IRN"; the
 * portal's FAQ on exports):
 * - TranDtls.SupTyp is SEZWP, SEZWOP, EXPWP or EXPWOP; IgstOnIntra stays N (a zero-rated supply
 *   is inter-state by law, IGST Act 7(5), so it is never "intra-state chargeable to IGST");
 * - an export's buyer is unregistered and abroad: Gstin "URP", Pos and Stcd "96" (Other
 *   Country), Pin 999999; its address lines and place are its foreign address as typed;
 * - an SEZ unit is registered: its GSTIN, its state as Pos and Stcd, as any B2B buyer;
 * - ExpDtls (exports only): ShipBNo (1–20), ShipBDt (dd/mm/yyyy), Port (2–10 letters and digits),
 *   RefClm (Y/N), ForCur (3–16 letters), CntCode (ISO 3166 alpha-2);
 * - without payment the items keep their GST rate with no tax (IgstAmt 0); with payment, IGST at it.
 */

export type ExportSupplyType = (typeof E_INVOICE_SUPPLY_TYPES)[keyof typeof E_INVOICE_SUPPLY_TYPES];

export interface EInvoiceExportDetails {
  ShipBNo?: string;
  ShipBDt?: string;
  Port?: string;
  /** Whether the exporter claims a refund: of the IGST paid (with payment), none here without. */
  RefClm: 'Y' | 'N';
  ForCur?: string;
  CntCode?: string;
}

/** An export's buyer as the portal takes it: unregistered, in "Other Country". */
export const EXPORT_BUYER = { Gstin: 'URP', Pos: OTHER_COUNTRY.code, Stcd: OTHER_COUNTRY.code, Pin: 999999 } as const;

/** The supply type of a document: B2B, or the zero-rated supply it is. */
export const eInvoiceSupplyType = (document: Pick<GstDocument, 'exportSupply'>): 'B2B' | ExportSupplyType =>
  document.exportSupply ? E_INVOICE_SUPPLY_TYPES[document.exportSupply.type] : 'B2B';

/** The document is an export (the buyer abroad, unregistered). */
export const isExportDocument = (document: Pick<GstDocument, 'exportSupply'>) => isExport(document.exportSupply?.type);

/** No IGST charged on it: an export or SEZ supply under the LUT. */
export const isSupplyWithoutPayment = (supplyType: string) => supplyType === 'SEZWOP' || supplyType === 'EXPWOP';

/**
 * A foreign address as typed ("1200 Harbor Blvd, Long Beach CA 90802, USA"): lines broken at
 * commas, the last part its place (3 to 100 characters), what comes before it the address lines.
 * It has no Indian PIN; the portal takes 999999 for it.
 */
export function foreignAddress(text: string | null | undefined): { Addr1: string; Addr2?: string; Loc: string } | null {
  const lines = gstStreetLines(text);
  if (!lines) return null;
  const parts = [lines[0], lines[1]]
    .filter((line): line is string => Boolean(line))
    .join(', ')
    .split(/\s*,\s*/);
  const place = parts.length > 1 ? (parts.pop() as string) : null;
  if (!place || place.length < 3 || place.length > 100) return null;
  const street = gstStreetLines(parts.join(', '));
  if (!street) return null;
  return { Addr1: street[0], ...(street[1] ? { Addr2: street[1] } : {}), Loc: portalText(place) };
}

/** What keeps an export or SEZ supply from the portal, on the field to mend. */
export function exportProblems(document: GstDocument): { field: string; message: string }[] {
  const supply = document.exportSupply;
  if (!supply) return [];
  const problems: { field: string; message: string }[] = [];
  if (isExport(supply.type)) {
    if (!foreignAddress(document.buyer.billingAddress)) {
      problems.push({
        field: 'customerId',
        message: "The customer's billing address needs its street and, after a comma, its town or country",
      });
    }
    if (!supply.countryCode) problems.push({ field: 'countryCode', message: 'An export names the country it goes to' });
  } else if (!document.buyer.gstin) {
    problems.push({ field: 'customerId', message: 'An SEZ unit or developer has a GSTIN: fill it in on the customer' });
  }
  return problems;
}

/** The e-invoice's ExpDtls of an export: only what is known, the port and shipping bill often later. */
export function expDtlsOf(supply: ExportSupply): EInvoiceExportDetails {
  return {
    ...(supply.shippingBillNumber ? { ShipBNo: supply.shippingBillNumber } : {}),
    ...(supply.shippingBillDate ? { ShipBDt: indianDate(supply.shippingBillDate) } : {}),
    ...(supply.portCode ? { Port: supply.portCode } : {}),
    RefClm: isWithoutPayment(supply.type) ? 'N' : 'Y',
    ...(supply.foreignCurrency ? { ForCur: supply.foreignCurrency } : {}),
    ...(supply.countryCode ? { CntCode: supply.countryCode } : {}),
  };
}

/** The invoice's value in its foreign currency (ValDtls.TotInvValFc), to the cent; none in rupees. */
export function valueInForeignCurrency(supply: ExportSupply | null | undefined, grandTotal: number): number | null {
  if (!supply?.foreignCurrency || supply.foreignCurrency === 'INR' || !supply.exchangeRate) return null;
  return fromPaise(Math.round(toPaise(grandTotal) / supply.exchangeRate));
}
