import { computeGst, fromPaise, type GstResult, toPaise } from '@lathe/shared';

/**
 * CGST+SGST when the place of supply is the company's own state, IGST across states. The
 * invoice is inter-state only when both states are known and differ: a customer without a
 * state is taken as local (the printed place of supply then stays blank), and issuing
 * refuses while the company's own state is unknown, so no issued invoice rests on a guess
 * about the seller.
 */
export const isIntraState = (companyState: string | null, placeOfSupply: string | null) =>
  !companyState || !placeOfSupply || companyState === placeOfSupply;

/** What computeGst needs of a line, as the form sends it or as a draft stores it. */
export interface TaxedLine {
  quantity: number;
  rate: number;
  gstRate: number;
  hsnCode: string | null | undefined;
}

/** The tax of an invoice's lines, in paise, as computeGst computes it (a line without an HSN code has none). */
export const taxOf = (intraState: boolean, lines: readonly TaxedLine[]): GstResult =>
  computeGst({ intraState, lines: lines.map((line) => ({ ...line, hsnCode: line.hsnCode ?? null })) });

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
export const invoiceFigures = (intraState: boolean, lines: readonly TaxedLine[]) =>
  gstColumns(taxOf(intraState, lines));

/** A stored line's tax figures, in rupees. */
export interface StoredLineFigures {
  hsnCode: string | null;
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The HSN-wise tax summary of the stored lines: grouped by HSN code and GST rate (codes in
 * order, lines without one last), each figure the exact sum of the lines' printed figures,
 * so the summary always adds up to the invoice's totals.
 */
export function hsnSummaryOf(lines: readonly StoredLineFigures[]) {
  const groups = new Map<string, { hsnCode: string | null; gstRate: number; paise: number[] }>();
  for (const line of lines) {
    const key = JSON.stringify([line.hsnCode, line.gstRate]);
    const group = groups.get(key) ?? { hsnCode: line.hsnCode, gstRate: line.gstRate, paise: [0, 0, 0, 0] };
    [line.taxable, line.cgst, line.sgst, line.igst].forEach((rupees, i) => {
      group.paise[i] = (group.paise[i] as number) + toPaise(rupees);
    });
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => {
      if (a.hsnCode !== b.hsnCode) {
        if (a.hsnCode === null) return 1;
        if (b.hsnCode === null) return -1;
        return a.hsnCode < b.hsnCode ? -1 : 1;
      }
      return a.gstRate - b.gstRate;
    })
    .map(({ hsnCode, gstRate, paise: [taxable = 0, cgst = 0, sgst = 0, igst = 0] }) => ({
      hsnCode,
      gstRate,
      taxable: fromPaise(taxable),
      cgst: fromPaise(cgst),
      sgst: fromPaise(sgst),
      igst: fromPaise(igst),
      tax: fromPaise(cgst + sgst + igst),
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
): 'intra' | 'inter' {
  if (totals.igstTotal !== 0) return 'inter';
  if (totals.cgstTotal !== 0 || totals.sgstTotal !== 0) return 'intra';
  return isIntraState(sellerState, placeOfSupply) ? 'intra' : 'inter';
}
