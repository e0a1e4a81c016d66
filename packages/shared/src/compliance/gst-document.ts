import { computeGst, type GstLineInput } from '../money/gst.js';
import { fromPaise } from '../money/money.js';
import type { Note } from '../schemas/gst-note.js';
import type { Invoice } from '../schemas/invoice.js';
import { type ExportColumns, type ExportSupply, exportSupplyOf } from './export-details.js';
import { type ShipTo, shipToOf } from './ship-to.js';

/*
 * A document the GST portals are told about (a tax invoice, a credit note, a debit note) in the
 * one shape the e-invoice, the e-way bill and GSTR-1 are built from. Figures are rupees as
 * stored (2 decimals), computed line by line when the document was issued.
 */

/** INV tax invoice, CRN credit note, DBN debit note: the portals' own codes. */
export type GstDocumentType = 'INV' | 'CRN' | 'DBN';

export interface GstDocumentLine {
  description: string;
  hsnCode: string | null;
  unit: string;
  quantity: number;
  rate: number;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface GstDocument {
  type: GstDocumentType;
  /** Null before it is issued (the check before issuing has no number yet). */
  number: string | null;
  /** yyyy-MM-dd */
  date: string;
  seller: {
    name: string | null;
    gstin: string | null;
    address: string | null;
    stateCode: string | null;
    phone: string | null;
    email: string | null;
  };
  buyer: {
    name: string;
    gstin: string | null;
    billingAddress: string | null;
    shippingAddress: string | null;
    /** The place of supply's state code: the buyer's state as the document names it. */
    placeOfSupplyCode: string | null;
    /** Where the goods go when a delivery address was chosen: its street (`shippingAddress`), town, state and PIN. */
    shipTo?: ShipTo | null | undefined;
  };
  lines: GstDocumentLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; roundOff: number; grandTotal: number };
  /** The invoice a credit or debit note adjusts. */
  reference?: { number: string; date: string } | undefined;
  /** A zero-rated supply to an SEZ or abroad (a note: its invoice's); absent or null for a supply in India. */
  exportSupply?: ExportSupply | null | undefined;
}

/**
 * What an invoice and a note print of their parties and totals, under the same names whether read
 * from the API's document or straight from its row (a draft about to be issued, a month's
 * documents for GSTR-1): the seller, the buyer and the totals as the portals read them.
 */
export interface GstDocumentHeader extends ExportColumns {
  seller: GstDocument['seller'];
  customerName: string;
  customerGstin: string | null;
  billingAddress: string | null;
  shippingAddress: string | null;
  placeOfSupplyCode: string | null;
  /** The delivery address's town, state, PIN and GSTIN, copied on the document (null: the customer's own address). */
  shipToPlace?: string | null | undefined;
  shipToState?: string | null | undefined;
  shipToPin?: string | null | undefined;
  shipToGstin?: string | null | undefined;
  taxableTotal: number;
  cgstTotal: number;
  sgstTotal: number;
  igstTotal: number;
  roundOff: number;
  grandTotal: number;
}

/** The seller, the buyer and the totals of a document, as `GstDocument` holds them. */
export function gstPartiesOf(
  header: GstDocumentHeader,
): Pick<GstDocument, 'seller' | 'buyer' | 'totals' | 'exportSupply'> {
  const { seller } = header;
  return {
    seller: {
      name: seller.name,
      gstin: seller.gstin,
      address: seller.address,
      stateCode: seller.stateCode,
      phone: seller.phone,
      email: seller.email,
    },
    buyer: {
      name: header.customerName,
      gstin: header.customerGstin,
      billingAddress: header.billingAddress,
      shippingAddress: header.shippingAddress,
      placeOfSupplyCode: header.placeOfSupplyCode,
      shipTo: shipToOf(header),
    },
    totals: {
      taxable: header.taxableTotal,
      cgst: header.cgstTotal,
      sgst: header.sgstTotal,
      igst: header.igstTotal,
      roundOff: header.roundOff,
      grandTotal: header.grandTotal,
    },
    exportSupply: exportSupplyOf(header),
  };
}

/** A credit or debit note's portal type. */
export const noteGstType = (kind: Note['kind']): GstDocumentType => (kind === 'credit' ? 'CRN' : 'DBN');

/** An invoice as the portals see it. */
export const invoiceGstDocument = (invoice: Invoice): GstDocument => ({
  type: 'INV',
  number: invoice.invoiceNumber,
  date: invoice.invoiceDate,
  ...gstPartiesOf(invoice),
  lines: invoice.lines,
});

/** A credit or debit note as the portals see it: CRN or DBN, referring to its invoice. */
export const noteGstDocument = (note: Note): GstDocument => ({
  type: noteGstType(note.kind),
  number: note.noteNumber,
  date: note.noteDate,
  ...gstPartiesOf(note),
  lines: note.lines,
  reference: { number: note.invoiceNumber, date: note.invoiceDate },
});

/**
 * A document's lines with their tax and its totals, in rupees, computed as Lathe computes an
 * invoice's (computeGst, line by line, rounded to the rupee): for a document that was never
 * stored with its figures (a delivery challan), and for tests.
 */
export function withGstFigures<Line extends GstLineInput>(lines: readonly Line[], intraState: boolean) {
  const gst = computeGst({ intraState, lines });
  return {
    lines: lines.map((line, i) => {
      const figures = gst.lines[i] as (typeof gst.lines)[number];
      return {
        ...line,
        taxable: fromPaise(figures.taxable),
        cgst: fromPaise(figures.cgst),
        sgst: fromPaise(figures.sgst),
        igst: fromPaise(figures.igst),
        total: fromPaise(figures.total),
      };
    }),
    totals: {
      taxable: fromPaise(gst.taxableTotal),
      cgst: fromPaise(gst.cgstTotal),
      sgst: fromPaise(gst.sgstTotal),
      igst: fromPaise(gst.igstTotal),
      roundOff: fromPaise(gst.roundOff),
      grandTotal: fromPaise(gst.grandTotal),
    },
  };
}
