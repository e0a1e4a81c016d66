/*
 * Bar stock is known by its grade and rod size, typed freely on products ("25 mm Round",
 * "17 A/F Hex") and on purchase orders ("Ø25"). One key says when two of them are the same bar,
 * so plant needs, stock and open purchase orders meet in one shortage list.
 */

/** A rod size read as shape and size in mm, or null when the text is not one of the usual ways of writing it. */
export interface RodSize {
  shape: 'round' | 'hex' | 'square';
  /** Diameter, or across flats, in mm. */
  mm: number;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d{1,2})?)`;
const SHAPES: [RodSize['shape'], RegExp][] = [
  ['hex', /\bhex(?:agon(?:al)?)?\b|\ba\/?f\b/i],
  ['square', /\bsq(?:uare)?\b/i],
  ['round', /^ø|\bround\b|\bdia(?:meter)?\b|\brd\b|ø/i],
];

/** "Ø25", "25 mm Round", "Dia 25", "25" → round 25; "17 A/F Hex", "Hex 17", "17 mm Hex" → hex 17. */
export function parseRodSize(text: string): RodSize | null {
  const trimmed = text.trim();
  const sizes = trimmed.match(new RegExp(NUMBER, 'g'));
  if (sizes?.length !== 1) return null;
  const rest = trimmed.replace(new RegExp(NUMBER), ' ').replace(/\bmm\b/i, ' ');
  const shape = SHAPES.find(([, pattern]) => pattern.test(rest))?.[0];
  // A bare number is a round bar's diameter; anything else unrecognised is not read.
  const leftover = rest.replace(
    /ø|\bhex(?:agon(?:al)?)?\b|\ba\/?f\b|\bsq(?:uare)?\b|\bround\b|\bdia(?:meter)?\b|\brd\b|[\s.]/gi,
    '',
  );
  if (leftover !== '') return null;
  return { shape: shape ?? 'round', mm: Number(sizes[0]) };
}

/** The rod size as Lathe prints it: "Ø25", "Hex 17", "Sq 20"; unrecognised text as typed, spaces tidied. */
export function rodSizeLabel(text: string): string {
  const size = parseRodSize(text);
  if (!size) return text.trim().replace(/\s+/g, ' ');
  const prefix = { round: 'Ø', hex: 'Hex ', square: 'Sq ' }[size.shape];
  return `${prefix}${size.mm}`;
}

/** A grade as one key: "en 8", "EN8", "EN-8" → "EN8". */
export const gradeKey = (grade: string) => grade.toUpperCase().replace(/[\s\-_.]/g, '');

/**
 * The stock item a bar is: `EN8|Ø25`. Two products, a purchase order line and a receipt with
 * the same key draw from and add to the same stock.
 */
export const materialKey = (grade: string, rodSize: string) =>
  `${gradeKey(grade)}|${rodSizeLabel(rodSize).toUpperCase()}`;

/** The finished-parts stock item of a product. */
export const partKey = (productId: string) => `part:${productId}`;
