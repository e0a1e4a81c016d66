/**
 * The GST portal's unit quantity codes (UQC): the only units an e-invoice, an e-way bill and
 * GSTR-1's HSN summary accept. A line's unit is printed as typed, and must be one of these
 * when the document is reported.
 */
export const GST_UNITS = {
  BAG: 'Bags',
  BAL: 'Bale',
  BDL: 'Bundles',
  BKL: 'Buckles',
  BOU: 'Billion of units',
  BOX: 'Box',
  BTL: 'Bottles',
  BUN: 'Bunches',
  CAN: 'Cans',
  CBM: 'Cubic metres',
  CCM: 'Cubic centimetres',
  CMS: 'Centimetres',
  CTN: 'Cartons',
  DOZ: 'Dozens',
  DRM: 'Drums',
  GGK: 'Great gross',
  GMS: 'Grammes',
  GRS: 'Gross',
  GYD: 'Gross yards',
  KGS: 'Kilograms',
  KLR: 'Kilolitre',
  KME: 'Kilometre',
  LTR: 'Litres',
  MLT: 'Millilitre',
  MTR: 'Metres',
  MTS: 'Metric ton',
  NOS: 'Numbers',
  OTH: 'Others',
  PAC: 'Packs',
  PCS: 'Pieces',
  PRS: 'Pairs',
  QTL: 'Quintal',
  ROL: 'Rolls',
  SET: 'Sets',
  SQF: 'Square feet',
  SQM: 'Square metres',
  SQY: 'Square yards',
  TBS: 'Tablets',
  TGM: 'Ten gross',
  THD: 'Thousands',
  TON: 'Tonnes',
  TUB: 'Tubes',
  UGS: 'US gallons',
  UNT: 'Units',
  YDS: 'Yards',
} as const;
export type GstUnit = keyof typeof GST_UNITS;

/** The unit as the portal takes it ('nos' → 'NOS'), or null when it is not a UQC. */
export function gstUnitOf(unit: string): GstUnit | null {
  const code = unit.trim().toUpperCase();
  return Object.hasOwn(GST_UNITS, code) ? (code as GstUnit) : null;
}

/**
 * The units that measure rather than count (weight, length, area, volume): a quantity in them may
 * have decimals, as 12.5 KGS of scrap or 3.75 MTR of bar. Everything counted (NOS, PCS, SET, BOX,
 * DOZ, THD …), OTH and a unit not on the list take whole numbers.
 */
const DECIMAL_UNITS: ReadonlySet<GstUnit> = new Set<GstUnit>([
  'CBM',
  'CCM',
  'CMS',
  'GMS',
  'GYD',
  'KGS',
  'KLR',
  'KME',
  'LTR',
  'MLT',
  'MTR',
  'MTS',
  'QTL',
  'SQF',
  'SQM',
  'SQY',
  'TON',
  'UGS',
  'YDS',
]);

/** The decimals a measured quantity may have: 3, as the e-invoice's Qty and the e-way bill's quantity take. */
export const QUANTITY_DECIMALS = 3;

const QUANTITY_FORMAT = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: QUANTITY_DECIMALS,
  signDisplay: 'negative',
});

/** Whether a quantity in `unit` may have decimals (typed in any case: 'kgs' is KGS). */
export function unitAllowsDecimals(unit: string | null | undefined): boolean {
  const code = gstUnitOf(unit ?? '');
  return code !== null && DECIMAL_UNITS.has(code);
}

/** The refusal of a quantity its unit does not allow ("Quantity must be a whole number for NOS"), or undefined. */
export function unitQuantityRefusal(quantity: number, unit: string | null | undefined): string | undefined {
  if (Number.isInteger(quantity) || unitAllowsDecimals(unit)) return undefined;
  const shown = gstUnitOf(unit ?? '') ?? ((unit ?? '').trim() || 'this unit');
  return `Quantity must be a whole number for ${shown}`;
}

/**
 * A quantity as a document prints it: Indian grouping, its decimals up to 3 and none trailing
 * (1,000 · 12.5 · 1,23,456.125).
 */
export const quantityText = (quantity: number): string => QUANTITY_FORMAT.format(quantity);
