import { computeGst, type GstLine, type GstLineInput, type GstResult, type TaxType } from '@lathe/shared';

/** A draft's figures as typed, by the same computeGst the server stores them with (in paise). */
export interface GstPreview {
  /** Per form line; null for a line whose numbers are missing or invalid (left out of the totals). */
  lines: (GstLine | null)[];
  totals: GstResult;
  /** Some line was left out. */
  incomplete: boolean;
}

/**
 * The live figures of a document's form (an invoice, a note), worked out by computeGst exactly as
 * the server will store them: `inputs` has a line's figures, or null for a line not yet valid.
 * Null when the amounts are too large to count exactly.
 */
export function previewGst(
  inputs: readonly (GstLineInput | null)[],
  taxType: TaxType,
  /** An export or SEZ supply without payment of IGST: the rates shown, no tax. */
  zeroRated = false,
): GstPreview | null {
  const valid = inputs.filter((input): input is GstLineInput => input !== null);
  let totals: GstResult;
  try {
    totals = computeGst({ intraState: taxType === 'intra', zeroRated, lines: valid });
  } catch {
    return null;
  }
  let next = 0;
  return {
    lines: inputs.map((input) => (input === null ? null : (totals.lines[next++] ?? null))),
    totals,
    incomplete: valid.length < inputs.length,
  };
}
