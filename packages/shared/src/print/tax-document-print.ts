import { quantityText } from '../compliance/gst-units.js';
import { field, fields, stateWithCode } from './print-format.js';
import type { GstLinesFormat, GstPrintLine } from './print-gst.js';
import type { PrintField, PrintMark, PrintParty } from './print-model.js';

/*
 * What a tax invoice (CGST Rule 46) and a credit or debit note (Rule 53) print alike: what a draft
 * or a cancelled one says across its top, the place of supply, the customer with GSTIN, state
 * code and party code, and the goods with their drawing numbers, counted in whole pieces.
 */

/** The customer as a tax document names it. */
export interface TaxDocumentCustomer {
  customerName: string;
  customerGstin: string | null;
  customerPartyCode: string;
  placeOfSupply: string | null;
  placeOfSupplyCode: string | null;
}

/** A draft is not yet the document (`what`: "a tax invoice"); a cancelled one says so, with why. */
export function taxDocumentMark(
  document: { status: string; cancelReason: string | null },
  what: string,
): PrintMark | null {
  if (document.status === 'draft') return { text: `DRAFT — not ${what} until issued`, tone: 'draft' };
  if (document.status === 'cancelled') {
    return { text: `CANCELLED${document.cancelReason ? ` — ${document.cancelReason}` : ''}`, tone: 'void' };
  }
  return null;
}

/** "Place of supply: Maharashtra (Code 27)", or "Not known" for a customer without a state. */
export const placeOfSupplyField = (document: TaxDocumentCustomer): PrintField => ({
  label: 'Place of supply',
  value: stateWithCode(document.placeOfSupply, document.placeOfSupplyCode) ?? 'Not known',
});

/** The customer under `label` ("Bill to", "Recipient") at `address`: GSTIN (or Unregistered), state with its code, party code. */
export const customerParty = (label: string, document: TaxDocumentCustomer, address: string | null): PrintParty => ({
  label,
  name: document.customerName,
  address,
  fields: fields(
    field('GSTIN', document.customerGstin ?? 'Unregistered'),
    field('State', stateWithCode(document.placeOfSupply, document.placeOfSupplyCode)),
    field('Party code', document.customerPartyCode),
  ),
});

/**
 * The goods as a tax document lists them: the drawing number under the description, the quantity
 * with its decimals where the unit measures (12.5 KGS), the column wider when any line has some.
 */
export const taxDocumentLines = <L extends GstPrintLine & { description: string; drawingNumber?: string | null }>(
  label: string,
  lines: readonly L[],
): GstLinesFormat<L> => ({
  label,
  describe: (line) => ({
    text: line.description,
    ...(line.drawingNumber ? { detail: `Drg. No. ${line.drawingNumber}` } : {}),
  }),
  quantity: quantityText,
  quantityWidth: lines.every((line) => Number.isInteger(line.quantity)) ? 40 : 50,
});
