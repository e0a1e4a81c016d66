import { randomBytes } from 'node:crypto';
import { indianDate } from '@lathe/shared';
import { SignJWT } from 'jose';

/*
 * The Invoice Registration Portal's answer for an invoice, made up for tests: a fresh IRN and a
 * signed QR code whose payload names the invoice as NIC's does. It is signed with a key of the
 * test's own (HS256): the server only reads the payload, it cannot verify NIC's signature.
 */

/** What the QR code names: the invoice as the API answers it. */
export interface QrInvoice {
  invoiceNumber: string | null;
  invoiceDate: string;
  customerGstin: string | null;
  grandTotal: number;
  seller: { gstin: string | null };
  lines?: { hsnCode: string | null }[];
}

const KEY = new TextEncoder().encode('lathe-test-key-not-nic-0123456789abcdef');

export const newIrn = () => randomBytes(32).toString('hex');

/** The portal's acknowledgement date ("yyyy-MM-dd HH:mm:ss", India time) of a moment. */
export function portalDate(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 19)}`;
}

/** A signed QR code for `invoice` and `irn`; `data` overrides what its payload says. */
export function signedQrFor(invoice: QrInvoice, irn: string, data: Record<string, unknown> = {}): Promise<string> {
  const payload = {
    SellerGstin: invoice.seller.gstin,
    BuyerGstin: invoice.customerGstin,
    DocNo: invoice.invoiceNumber,
    DocTyp: 'INV',
    DocDt: indianDate(invoice.invoiceDate),
    TotInvVal: invoice.grandTotal,
    ItemCnt: invoice.lines?.length ?? 1,
    MainHsnCode: invoice.lines?.[0]?.hsnCode ?? '84139190',
    Irn: irn,
    IrnDt: portalDate(new Date()),
    ...data,
  };
  return new SignJWT({ data: JSON.stringify(payload), iss: 'NIC' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(KEY);
}

/** A valid PUT invoices/{id}/irn body for the invoice: a fresh IRN acknowledged now. */
export async function irnBodyFor(invoice: QrInvoice & { version?: number }, irn = newIrn()) {
  return {
    irn,
    ackNumber: String(112_010_000_000_000 + Math.floor(Math.random() * 1e9)),
    ackDate: portalDate(new Date()),
    signedQrCode: await signedQrFor(invoice, irn),
  };
}
