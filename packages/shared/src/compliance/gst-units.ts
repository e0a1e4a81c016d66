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
