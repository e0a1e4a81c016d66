import { indianDate } from '../calendar.js';
import { formatRupees } from '../money/indian-format.js';
import { toPaise } from '../money/money.js';
import { EXPORT_BUYER, isExportDocument } from './e-invoice-export.js';
import type { GstDocument, GstDocumentType } from './gst-document.js';

/*
 * The signed QR code the Invoice Registration Portal returns with an IRN: a JWT signed by NIC
 * whose payload's `data` is a JSON string naming the document (SellerGstin, BuyerGstin, DocNo,
 * DocTyp, DocDt, TotInvVal, ItemCnt, MainHsnCode, Irn, IrnDt). It is read here, in the browser
 * and on the server alike, to see that it is the QR of the document it is recorded against.
 *
 * Its signature is NOT verified: that needs NIC's public key (given to registered GSPs and to
 * the verification app, not published for download), so a forged JWT with the right fields
 * would pass. What this catches is the usual mistake, the QR of another invoice pasted in.
 */

/** What the QR's `data` says of the document. */
export interface SignedQrPayload {
  SellerGstin?: string;
  BuyerGstin?: string;
  DocNo?: string;
  DocTyp?: string;
  /** dd/mm/yyyy */
  DocDt?: string;
  TotInvVal?: number | string;
  ItemCnt?: number;
  MainHsnCode?: string;
  Irn?: string;
  /** yyyy-MM-dd HH:mm:ss, India time. */
  IrnDt?: string;
}

/** A JWT's shape: header, payload and signature, each base64url, joined by dots. */
export const JWT_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of base64url text (no padding), or null when it is not base64url. */
function base64UrlBytes(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const char of text) {
    const digit = BASE64URL.indexOf(char);
    if (digit < 0) return null;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return bytes.subarray(0, at);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The document the signed QR code names: its JWT payload's `data` read as JSON (the signature is
 * not checked, see above). Null when it is no JWT or its payload is not the portal's.
 */
export function decodeSignedQr(jwt: string): SignedQrPayload | null {
  if (!JWT_PATTERN.test(jwt)) return null;
  const bytes = base64UrlBytes(jwt.split('.')[1] as string);
  if (!bytes) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const payload = parseJson(text);
  if (!isObject(payload)) return null;
  // NIC's payload carries the document as a JSON string; an object is taken too.
  const data = typeof payload.data === 'string' ? parseJson(payload.data) : payload.data;
  return isObject(data) ? (data as SignedQrPayload) : null;
}

const DOCUMENT_NAMES: Record<GstDocumentType, string> = { INV: 'invoice', CRN: 'credit note', DBN: 'debit note' };
const nameOf = (type: string | undefined) => DOCUMENT_NAMES[type as GstDocumentType] ?? `document type ${type}`;
const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
const shortIrn = (irn: string) => (irn.length > 16 ? `${irn.slice(0, 8)}…${irn.slice(-8)}` : irn);

/**
 * How the signed QR code disagrees with the document it is recorded against and the IRN typed
 * with it, one sentence each ("The QR code is of invoice INV/2026-27/0009, not INV/2026-27/0012");
 * empty when it agrees. A QR that cannot be read is one problem.
 */
export function signedQrProblems(signedQrCode: string, irn: string, document: GstDocument): string[] {
  const qr = decodeSignedQr(signedQrCode);
  if (!qr) return ['The signed QR code cannot be read: it is not the JWT the portal returns'];
  const problems: string[] = [];
  const what = nameOf(document.type);
  if (qr.DocTyp !== undefined && qr.DocTyp !== document.type) {
    problems.push(`The QR code is of a ${nameOf(qr.DocTyp)}, not an ${what}`);
  }
  if (!same(qr.DocNo, document.number)) {
    problems.push(`The QR code is of ${what} ${qr.DocNo ?? '(none)'}, not ${document.number ?? 'this draft'}`);
  }
  if (!same(qr.Irn, irn)) {
    problems.push(`The QR code carries the IRN ${shortIrn(qr.Irn ?? '(none)')}, not the IRN ${shortIrn(irn)} typed`);
  }
  if (!same(qr.SellerGstin, document.seller.gstin)) {
    problems.push(
      `The QR code's seller GSTIN is ${qr.SellerGstin ?? '(none)'}, not ${document.seller.gstin ?? '(none)'}`,
    );
  }
  // An export's buyer is reported as URP (unregistered person).
  const buyerGstin = document.buyer.gstin ?? (isExportDocument(document) ? EXPORT_BUYER.Gstin : null);
  if (!same(qr.BuyerGstin, buyerGstin)) {
    problems.push(`The QR code's buyer GSTIN is ${qr.BuyerGstin ?? '(none)'}, not ${buyerGstin ?? '(none)'}`);
  }
  if (qr.DocDt !== undefined && qr.DocDt !== indianDate(document.date)) {
    problems.push(`The QR code's ${what} date is ${qr.DocDt}, not ${indianDate(document.date)}`);
  }
  const value = Number(qr.TotInvVal);
  if (!Number.isFinite(value) || Math.abs(value) > 1e13 || toPaise(value) !== toPaise(document.totals.grandTotal)) {
    const stated = Number.isFinite(value) && Math.abs(value) <= 1e13 ? formatRupees(toPaise(value)) : '(none)';
    problems.push(`The QR code's ${what} value is ${stated}, not ${formatRupees(toPaise(document.totals.grandTotal))}`);
  }
  return problems;
}
