/**
 * The bar tests' worked example (bar-per-piece.test.ts works it out by hand): an SS316 Ø55 sleeve,
 * a 40 mm part, 3 mm parting tool, 0.5 mm facing, 3 m bars losing 150 mm at the end — 65 pieces a
 * bar, 0.877 kg a piece, where its stated raw material weight says 0.9.
 */
export const SS316_SLEEVE = {
  grade: 'SS316',
  rod_size: 'Ø55',
  final_length: 40,
  partingWidthMm: 3,
  facingAllowanceMm: 0.5,
  barLengthMm: 3000,
  barEndLossMm: 150,
  raw_material_weight: 0.9,
};
