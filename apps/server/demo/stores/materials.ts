import { materialKey, parseRodSize, rodSizeLabel } from '@lathe/shared';
import { circle, densityOf, hexArea } from '../products/demo-math.js';
import { barPrice } from '../sales/pricing.js';

/*
 * What the demo stores know of a bar: who sells it (the demo suppliers of master-data/lists.ts), its
 * HSN heading, its price per kg (the one the sales seed costs parts at) and what one 3 m bright
 * bar of it weighs, so purchase orders, goods receipts and issues count bars and kg alike.
 */

/** Bright bar comes in 3 m lengths. */
const BAR_LENGTH_MM = 3000;

export interface Bar {
  /** The stock item (`EN8|Ø25`). */
  key: string;
  /** As the products spell it ("EN1A Pb", "Brass CZ121"). */
  grade: string;
  /** As Lathe prints it ("Ø25", "Hex 17"). */
  rodSize: string;
  supplierCode: string;
  hsnCode: string;
  ratePerKg: number;
  /** Grams in one 3 m bar. */
  gramsPerBar: number;
}

/** The supplier and HSN heading of a grade: brass and aluminium from their mills' agents, steel by its kind. */
function sourceOf(typed: string): { supplierCode: string; hsnCode: string } {
  // As typed on a product ("Brass CZ121") or as stock keys it ("BRASSCZ121").
  const grade = typed.toUpperCase();
  if (grade.startsWith('BRASS')) return { supplierCode: 'SUP-002', hsnCode: '7407' };
  if (grade.startsWith('AL')) return { supplierCode: 'SUP-007', hsnCode: '7604' };
  // Case-hardening grades from the alloy steel mill's stockist.
  if (['EN353', '20MNCR5'].some((prefix) => grade.startsWith(prefix))) {
    return { supplierCode: 'SUP-003', hsnCode: '7228' };
  }
  // Stainless bars (7222) and alloy steels (7228) from the trader who keeps the carbon steels (7215).
  if (grade.startsWith('SS')) return { supplierCode: 'SUP-001', hsnCode: '7222' };
  if (['EN19', 'EN24', 'EN31'].some((prefix) => grade.startsWith(prefix))) {
    return { supplierCode: 'SUP-001', hsnCode: '7228' };
  }
  return { supplierCode: 'SUP-001', hsnCode: '7215' };
}

/** The bar a product's grade and rod size name. */
export function barOf(grade: string, rodSize: string): Bar {
  const size = parseRodSize(rodSize);
  const area = !size
    ? circle(25)
    : size.shape === 'hex'
      ? hexArea(size.mm)
      : size.shape === 'square'
        ? size.mm ** 2
        : circle(size.mm);
  return {
    key: materialKey(grade, rodSize),
    grade: grade.trim(),
    rodSize: rodSizeLabel(rodSize),
    ...sourceOf(grade),
    ratePerKg: barPrice(grade),
    gramsPerBar: Math.max(100, Math.round(area * BAR_LENGTH_MM * densityOf(grade) * 1000)),
  };
}

/** Grams as the API takes kg: to the gram. */
export const kgOf = (grams: number) => Math.round(grams) / 1000;

const stepOf = (kg: number) => (kg > 500 ? 50 : kg > 100 ? 25 : 10);

/** A purchase quantity a buyer writes: to 50 kg above half a tonne, 25 kg above 100 kg, else 10 kg. */
export function roundKg(kg: number): number {
  const step = stepOf(kg);
  return Math.max(step, Math.round(kg / step) * step);
}

/** The same, never less than `kg`. */
export const roundUpKg = (kg: number) => Math.ceil(kg / stepOf(kg)) * stepOf(kg);
