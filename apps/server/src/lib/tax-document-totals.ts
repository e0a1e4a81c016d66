import { computeGst, fromPaise, type GstResult, hsnSummary, type TaxType, taxTypeFor, toPaise } from '@lathe/shared';

/*
 * The GST figures of a tax document's lines (an invoice, a credit or debit note, a purchase order):
 * computed from its lines, kept in its columns, summed by HSN code, and the tax type it charges.
 */

/** What computeGst needs of a line, as the form sends it or as a draft stores it. */
export interface TaxedLine {
  quantity: number;
  rate: number;
  gstRate: number;
  hsnCode: string | null | undefined;
}

/**
 * The tax of an invoice's lines, in paise, as computeGst computes it (a line without an HSN code
 * has none); `zeroRated`, an export or SEZ supply without payment of IGST, has none at all.
 */
export const taxOf = (taxType: TaxType, lines: readonly TaxedLine[], zeroRated = false): GstResult =>
  computeGst({
    intraState: taxType === 'intra',
    zeroRated,
    lines: lines.map((line) => ({ ...line, hsnCode: line.hsnCode ?? null })),
  });

/**
 * computeGst's figures as the columns of an invoice's lines and totals: counted in paise,
 * turned into rupees only here, at the NUMERIC(14,2) columns.
 */
export function gstColumns(gst: GstResult) {
  return {
    lines: gst.lines.map((line) => ({
      taxable: fromPaise(line.taxable),
      cgst: fromPaise(line.cgst),
      sgst: fromPaise(line.sgst),
      igst: fromPaise(line.igst),
      total: fromPaise(line.total),
    })),
    totals: {
      taxableTotal: fromPaise(gst.taxableTotal),
      cgstTotal: fromPaise(gst.cgstTotal),
      sgstTotal: fromPaise(gst.sgstTotal),
      igstTotal: fromPaise(gst.igstTotal),
      roundOff: fromPaise(gst.roundOff),
      grandTotal: fromPaise(gst.grandTotal),
    },
  };
}

/** The columns of an invoice's lines and totals, computed from its lines. */
export const invoiceFigures = (taxType: TaxType, lines: readonly TaxedLine[], zeroRated = false) =>
  gstColumns(taxOf(taxType, lines, zeroRated));

/** A stored line's tax figures, in rupees. */
export interface StoredLineFigures {
  hsnCode: string | null;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** The HSN-wise tax summary of the stored lines (rupees), by the shared rule on their paise. */
export function hsnSummaryOf(lines: readonly StoredLineFigures[]) {
  const inPaise = lines.map(({ hsnCode, gstRate, taxable, cgst, sgst, igst }) => ({
    hsnCode,
    gstRate,
    taxable: toPaise(taxable),
    cgst: toPaise(cgst),
    sgst: toPaise(sgst),
    igst: toPaise(igst),
  }));
  return hsnSummary(inPaise).map((row) => ({
    ...row,
    taxable: fromPaise(row.taxable),
    cgst: fromPaise(row.cgst),
    sgst: fromPaise(row.sgst),
    igst: fromPaise(row.igst),
    tax: fromPaise(row.tax),
  }));
}

/**
 * Which tax the invoice charges, read from its stored figures (what it prints); an invoice
 * that charges no tax at all (0 % lines) falls back to the states it was made between.
 */
export function taxTypeOf(
  totals: { cgstTotal: number; sgstTotal: number; igstTotal: number },
  sellerState: string | null,
  placeOfSupply: string | null,
): TaxType {
  if (totals.igstTotal !== 0) return 'inter';
  if (totals.cgstTotal !== 0 || totals.sgstTotal !== 0) return 'intra';
  return taxTypeFor(sellerState, placeOfSupply);
}
