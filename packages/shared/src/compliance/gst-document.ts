import { computeGst, type GstLineInput } from '../money/gst.js';
import { fromPaise } from '../money/money.js';
import type { Note } from '../schemas/gst-note.js';
import type { Invoice } from '../schemas/invoice.js';

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
  };
  lines: GstDocumentLine[];
  totals: { taxable: number; cgst: number; sgst: number; igst: number; roundOff: number; grandTotal: number };
  /** The invoice a credit or debit note adjusts. */
  reference?: { number: string; date: string } | undefined;
}

/** An invoice as the portals see it. */
export function invoiceGstDocument(invoice: Invoice): GstDocument {
  return {
    type: 'INV',
    number: invoice.invoiceNumber,
    date: invoice.invoiceDate,
    seller: {
      name: invoice.seller.name,
      gstin: invoice.seller.gstin,
      address: invoice.seller.address,
      stateCode: invoice.seller.stateCode,
      phone: invoice.seller.phone,
      email: invoice.seller.email,
    },
    buyer: {
      name: invoice.customerName,
      gstin: invoice.customerGstin,
      billingAddress: invoice.billingAddress,
      shippingAddress: invoice.shippingAddress,
      placeOfSupplyCode: invoice.placeOfSupplyCode,
    },
    lines: invoice.lines,
    totals: {
      taxable: invoice.taxableTotal,
      cgst: invoice.cgstTotal,
      sgst: invoice.sgstTotal,
      igst: invoice.igstTotal,
      roundOff: invoice.roundOff,
      grandTotal: invoice.grandTotal,
    },
  };
}

/** A credit or debit note as the portals see it: CRN or DBN, referring to its invoice. */
export function noteGstDocument(note: Note): GstDocument {
  return {
    type: note.kind === 'credit' ? 'CRN' : 'DBN',
    number: note.noteNumber,
    date: note.noteDate,
    seller: {
      name: note.seller.name,
      gstin: note.seller.gstin,
      address: note.seller.address,
      stateCode: note.seller.stateCode,
      phone: note.seller.phone,
      email: note.seller.email,
    },
    buyer: {
      name: note.customerName,
      gstin: note.customerGstin,
      billingAddress: note.billingAddress,
      shippingAddress: note.shippingAddress,
      placeOfSupplyCode: note.placeOfSupplyCode,
    },
    lines: note.lines,
    totals: {
      taxable: note.taxableTotal,
      cgst: note.cgstTotal,
      sgst: note.sgstTotal,
      igst: note.igstTotal,
      roundOff: note.roundOff,
      grandTotal: note.grandTotal,
    },
    reference: { number: note.invoiceNumber, date: note.invoiceDate },
  };
}

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
