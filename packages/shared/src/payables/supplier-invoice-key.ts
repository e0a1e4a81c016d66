/**
 * A supplier's invoice number as a key: upper case, letters and digits only, so the ways one
 * number gets typed ("inv/26-27/0042", "INV 26 27 0042", "Inv-26/27-0042") are the one invoice.
 * A bill is booked once per supplier, financial year and key; GSTR-2B's match reads the same key.
 */
export function supplierInvoiceKey(invoiceNumber: string): string {
  return invoiceNumber
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}
