/**
 * The three copies an issued tax invoice of goods is made out in (CGST Rule 48(4)), each marked
 * with whom it is for: the PDF prints one after the other, each from a new page, and so does the
 * browser's print of the invoice. A draft or cancelled invoice prints once, with its note.
 */
export const INVOICE_COPIES = [
  'Original for recipient',
  'Duplicate for transporter',
  'Triplicate for supplier',
] as const;

export type InvoiceCopy = (typeof INVOICE_COPIES)[number];
