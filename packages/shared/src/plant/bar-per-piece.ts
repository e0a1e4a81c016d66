import { formatIndianNumber } from '../money/indian-format.js';
import { scaleDecimal } from '../money/money.js';
import { gradeKey, parseRodSize, type RodSize } from '../stock/material.js';

/*
 * The bar a piece takes, from the product's geometry (issue 27). A turned part is parted off a bar
 * of stock: each piece takes its finished length, the parting tool's width and the facing allowance
 * (the cut length); a bar holds as many whole cut lengths as fit in it less the bar-end loss (the
 * remnant the collet or bar feeder cannot use). The whole bar is bought, so each piece's share is
 * the bar's weight over the pieces it holds: the end loss and the partings are part of every piece.
 * When the geometry, the grade's density or the bar's size is not known, the product's own raw
 * material weight is the answer, as it was before.
 */

/**
 * Densities in g/cm³ of the grades Indian turned-part shops buy, keyed by gradeKey. Carbon and
 * alloy steels 7.85 (the figure IS 1732's and every steel bar weight table's mass per metre is
 * worked from); austenitic stainless (303, 304, 316) ≈ 8.0 (EN 10088-1 gives 7.9–8.0);
 * martensitic stainless (410, 420) ≈ 7.7 (EN 10088-1); free-cutting brass CW614N 8.5 (EN 12164,
 * Copper Development Association data sheet ≈ 8.47); aluminium 6061 / 6082 2.7; copper 8.96.
 */
const STEEL = 7.85;
const AUSTENITIC = 8.0;
const MARTENSITIC = 7.7;
const BRASS = 8.5;
const ALUMINIUM = 2.7;
const COPPER = 8.96;

export const GRADE_DENSITY: Readonly<Record<string, number>> = {
  EN1A: STEEL,
  EN1APB: STEEL,
  EN8: STEEL,
  EN8D: STEEL,
  EN9: STEEL,
  EN19: STEEL,
  EN24: STEEL,
  EN31: STEEL,
  EN353: STEEL,
  C45: STEEL,
  '20MNCR5': STEEL,
  '16MNCR5': STEEL,
  SAE1018: STEEL,
  SS303: AUSTENITIC,
  SS304: AUSTENITIC,
  SS304L: AUSTENITIC,
  SS316: AUSTENITIC,
  SS316L: AUSTENITIC,
  SS410: MARTENSITIC,
  SS420: MARTENSITIC,
  CW614N: BRASS,
  BRASSCW614N: BRASS,
  // CZ121, the old BS name of CW614N, is still how many shops order it.
  CZ121: BRASS,
  BRASSCZ121: BRASS,
  BRASS: BRASS,
  AL6061: ALUMINIUM,
  AL6061T6: ALUMINIUM,
  AL6082: ALUMINIUM,
  AL6082T6: ALUMINIUM,
  '6061': ALUMINIUM,
  '6061T6': ALUMINIUM,
  '6082': ALUMINIUM,
  '6082T6': ALUMINIUM,
  AL: ALUMINIUM,
  ALUMINIUM: ALUMINIUM,
  COPPER: COPPER,
  CU: COPPER,
};

/** The grade's density in g/cm³, or null when the table does not know it. */
export const densityOf = (grade: string): number | null => GRADE_DENSITY[gradeKey(grade)] ?? null;

/** A bar's cross-section in mm²: round πd²/4, hex (√3/2)s² across flats, square s². */
export function crossSectionMm2({ shape, mm }: RodSize): number {
  if (shape === 'hex') return (Math.sqrt(3) / 2) * mm * mm;
  if (shape === 'square') return mm * mm;
  return (Math.PI * mm * mm) / 4;
}

/**
 * The product's figures the rule reads, under the product's own names: the spec's (grade,
 * rod_size, final_length, raw_material_weight) and ours for the bar (lengths in mm).
 */
export interface BarProduct {
  grade?: string | null;
  rod_size?: string | null;
  /** The finished part's length, mm. */
  final_length?: number | null;
  /** The parting tool's width, mm. */
  partingWidthMm?: number | null;
  /** What facing takes off the part's length, mm. */
  facingAllowanceMm?: number | null;
  /** The bar as bought, mm. */
  barLengthMm?: number | null;
  /** The remnant of each bar the machine cannot use, mm. */
  barEndLossMm?: number | null;
  /** Kg a piece as the product states it: the answer when the geometry cannot give one. */
  raw_material_weight?: number | null;
}

export interface BarPerPiece {
  /** Kg of bar a piece takes, to the gram; null when neither the geometry nor the weight says. */
  kgPerPiece: number | null;
  /** Whole pieces a bar holds; null unless worked from the geometry. */
  piecesPerBar: number | null;
  /** The share of a bar a piece takes (1 / pieces a bar); null unless worked from the geometry. */
  barsPerPiece: number | null;
  /** Kg a whole bar weighs, to the gram; null unless worked from the geometry. */
  kgPerBar: number | null;
  /** Where kgPerPiece came from: the bar's geometry, the product's raw material weight, or nowhere. */
  from: 'geometry' | 'weight' | null;
  /** Part length + parting width + facing allowance, mm; null unless all three are known. */
  cutLengthMm: number | null;
}

/** A length in hundredths of a mm (the columns keep 2 decimals), so sums carry no float dust. */
const hundredths = (mm: number | null | undefined) =>
  mm == null || !Number.isFinite(mm) ? null : Math.round(mm * 100);

/** The cut length in hundredths of a mm, or null unless part length, parting width and facing allowance are all known. */
function cutHundredths(product: BarProduct): number | null {
  const parts = [product.final_length, product.partingWidthMm, product.facingAllowanceMm].map(hundredths);
  if (parts.some((part) => part === null)) return null;
  return (parts as number[]).reduce((sum, part) => sum + part, 0);
}

/** Whole pieces a bar holds (floor of the usable length over the cut length); null unless all the lengths are known and make sense. */
function piecesOfBar(product: BarProduct): number | null {
  const cut = cutHundredths(product);
  const bar = hundredths(product.barLengthMm);
  const loss = hundredths(product.barEndLossMm);
  if (cut === null || bar === null || loss === null || cut <= 0 || bar <= 0 || loss < 0) return null;
  return Math.floor((bar - loss) / cut);
}

/** The product's own weight a piece, to the gram; null when not known or not above zero. */
function statedWeight(product: BarProduct): number | null {
  const weight = product.raw_material_weight;
  return weight == null || !Number.isFinite(weight) || weight <= 0 ? null : scaleDecimal(weight, 3) / 1000;
}

/**
 * The bar a piece of the product takes. From the geometry when the part length, parting width,
 * facing allowance, bar length and end loss are all given, the grade's density is known and the
 * rod size reads as a shape and size, and the bar holds at least one piece: grams a bar =
 * density × cross-section × bar length ÷ 1000 (g/cm³ × mm³), over the pieces it holds, rounded
 * once to the gram. Else the product's raw material weight; else nothing.
 */
export function barPerPiece(product: BarProduct): BarPerPiece {
  const cut = cutHundredths(product);
  const cutLengthMm = cut === null ? null : cut / 100;
  const pieces = piecesOfBar(product);
  const density = product.grade ? densityOf(product.grade) : null;
  const size = product.rod_size ? parseRodSize(product.rod_size) : null;
  if (pieces !== null && pieces >= 1 && density !== null && size !== null && size.mm > 0) {
    const gramsPerBar = (density * crossSectionMm2(size) * (product.barLengthMm as number)) / 1000;
    return {
      kgPerPiece: Math.round(gramsPerBar / pieces) / 1000,
      piecesPerBar: pieces,
      barsPerPiece: 1 / pieces,
      kgPerBar: Math.round(gramsPerBar) / 1000,
      from: 'geometry',
      cutLengthMm,
    };
  }
  const weight = statedWeight(product);
  return {
    kgPerPiece: weight,
    piecesPerBar: null,
    barsPerPiece: null,
    kgPerBar: null,
    from: weight === null ? null : 'weight',
    cutLengthMm,
  };
}

/** Grams of bar a piece takes (the rule's kg a piece, as whole grams); null when not known. */
export function gramsPerPiece(product: BarProduct): number | null {
  const { kgPerPiece } = barPerPiece(product);
  return kgPerPiece === null ? null : Math.round(kgPerPiece * 1000);
}

/** What is wrong with a product's bar lengths together, on the field to correct. */
export interface BarGeometryProblem {
  field: 'barEndLossMm' | 'barLengthMm';
  message: string;
}

/**
 * The bar's lengths checked together (each one alone is checked by its field): the end loss must
 * leave some bar, and the bar less its end loss must hold at least one cut length.
 */
export function barGeometryProblem(product: BarProduct): BarGeometryProblem | null {
  const bar = hundredths(product.barLengthMm);
  const loss = hundredths(product.barEndLossMm);
  if (bar === null || loss === null) return null;
  if (loss >= bar) return { field: 'barEndLossMm', message: 'End loss must be less than the bar length' };
  const cut = cutHundredths(product);
  if (cut !== null && cut > bar - loss) {
    const length = formatIndianNumber(bar / 100, bar % 100 === 0 ? 0 : 2);
    return { field: 'barLengthMm', message: `A bar of ${length} mm less its end loss holds no piece` };
  }
  return null;
}
