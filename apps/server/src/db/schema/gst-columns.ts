import { text, timestamp } from 'drizzle-orm/pg-core';

/*
 * What the GST portals hand back for a document, kept on it: the Invoice Registration Portal's
 * IRN for an e-invoiced document, and the e-way bill that moves its goods.
 */

/** The IRN of an e-invoiced document, its acknowledgement and the signed QR code the portal returned. */
export const irnColumns = () => ({
  /** 64 hexadecimal characters. */
  irn: text('irn'),
  irnAckNumber: text('irn_ack_number'),
  /** When the portal registered it: the 24 hours within which it may still be cancelled run from here. */
  irnAckDate: timestamp('irn_ack_date', { withTimezone: true }),
  /** The signed QR code (a signed JWT), printed as a QR image. */
  irnSignedQr: text('irn_signed_qr'),
});

/** The e-way bill of a consignment: its 12-digit number, when it was generated and until when it is valid. */
export const eWayBillColumns = () => ({
  eWayBillNumber: text('eway_bill_number'),
  eWayBillDate: timestamp('eway_bill_date', { withTimezone: true }),
  eWayBillValidUntil: timestamp('eway_bill_valid_until', { withTimezone: true }),
});
