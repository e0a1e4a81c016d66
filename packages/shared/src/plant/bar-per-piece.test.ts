import { describe, expect, it } from 'vitest';
import { barGeometryProblem, barPerPiece, crossSectionMm2, densityOf, gramsPerPiece } from './bar-per-piece.js';
import { SS316_SLEEVE } from './bar-test-sleeve.js';

/** SS316 Ø55: a 40 mm part, 3 mm parting tool, 0.5 mm facing, 3 m bars losing 150 mm at the end. */
const sleeve = SS316_SLEEVE;

describe('barPerPiece', () => {
  it('works a round bar out from its geometry (hand-worked)', () => {
    // Cut length 40 + 3 + 0.5 = 43.5 mm; usable bar 3000 − 150 = 2850 mm; 2850 / 43.5 = 65.5 → 65 pieces a bar.
    // Cross-section π × 27.5² = π × 756.25 = 2,375.829 mm²; × 3000 mm = 7,127,488 mm³ = 7,127.488 cm³.
    // × 8.0 g/cm³ (austenitic stainless) = 57,019.9 g a bar (57.020 kg); ÷ 65 = 877.23 g → 0.877 kg a piece.
    expect(barPerPiece(sleeve)).toEqual({
      kgPerPiece: 0.877,
      piecesPerBar: 65,
      barsPerPiece: 1 / 65,
      kgPerBar: 57.02,
      from: 'geometry',
      cutLengthMm: 43.5,
    });
  });

  it('works a hex bar across flats and a square bar (hand-worked)', () => {
    // EN8 Hex 22 A/F: cut 25 + 2.5 + 0.5 = 28 mm; (3000 − 100) / 28 = 103.6 → 103 pieces.
    // (√3/2) × 22² = 0.866025 × 484 = 419.156 mm²; × 3000 = 1,257,469 mm³ × 7.85 / 1000 = 9,871.13 g a bar;
    // ÷ 103 = 95.84 g → 0.096 kg a piece.
    const hex = barPerPiece({
      grade: 'en 8',
      rod_size: '22 A/F Hex',
      final_length: 25,
      partingWidthMm: 2.5,
      facingAllowanceMm: 0.5,
      barLengthMm: 3000,
      barEndLossMm: 100,
    });
    expect(hex).toMatchObject({ kgPerPiece: 0.096, piecesPerBar: 103, kgPerBar: 9.871, from: 'geometry' });
    // Brass Sq 20: cut 30 + 2 + 0 = 32 mm; (3000 − 200) / 32 = 87.5 → 87 pieces.
    // 20² = 400 mm² × 3000 = 1,200,000 mm³ × 8.5 / 1000 = 10,200 g a bar; ÷ 87 = 117.24 g → 0.117 kg a piece.
    const square = barPerPiece({
      grade: 'Brass',
      rod_size: 'Sq 20',
      final_length: 30,
      partingWidthMm: 2,
      facingAllowanceMm: 0,
      barLengthMm: 3000,
      barEndLossMm: 200,
    });
    expect(square).toMatchObject({ kgPerPiece: 0.117, piecesPerBar: 87, kgPerBar: 10.2, from: 'geometry' });
  });

  it('counts lengths in hundredths of a mm, so decimals add exactly', () => {
    // 40.1 + 3.2 + 0.2 = 43.5 exactly (in floats 40.1 + 3.2 is 43.300000000000004): still 65 pieces.
    const piece = barPerPiece({ ...sleeve, final_length: 40.1, partingWidthMm: 3.2, facingAllowanceMm: 0.2 });
    expect(piece).toMatchObject({ piecesPerBar: 65, cutLengthMm: 43.5 });
    // A cut that fits exactly: 2850 / 47.5 = 60 pieces, not 59.
    expect(barPerPiece({ ...sleeve, final_length: 44 }).piecesPerBar).toBe(60);
  });

  it('takes the raw material weight when the geometry is not all there', () => {
    const fallback = { kgPerPiece: 0.9, piecesPerBar: null, barsPerPiece: null, kgPerBar: null, from: 'weight' };
    expect(barPerPiece({ ...sleeve, barLengthMm: null })).toEqual({ ...fallback, cutLengthMm: 43.5 });
    expect(barPerPiece({ ...sleeve, partingWidthMm: null })).toEqual({ ...fallback, cutLengthMm: null });
    expect(barPerPiece({ ...sleeve, final_length: undefined })).toMatchObject(fallback);
    expect(barPerPiece({ raw_material_weight: 0.9 })).toMatchObject(fallback);
  });

  it('takes the raw material weight when the grade or the rod size is not known', () => {
    expect(barPerPiece({ ...sleeve, grade: 'Inconel 718' })).toMatchObject({ kgPerPiece: 0.9, from: 'weight' });
    expect(barPerPiece({ ...sleeve, rod_size: '55 x 30 flat' })).toMatchObject({ kgPerPiece: 0.9, from: 'weight' });
    // A bar too short for one piece holds none: the weight answers.
    expect(barPerPiece({ ...sleeve, barLengthMm: 190 })).toMatchObject({ kgPerPiece: 0.9, from: 'weight' });
  });

  it('knows nothing when neither the geometry nor a weight says', () => {
    expect(barPerPiece({ ...sleeve, grade: 'Inconel 718', raw_material_weight: null })).toEqual({
      kgPerPiece: null,
      piecesPerBar: null,
      barsPerPiece: null,
      kgPerBar: null,
      from: null,
      cutLengthMm: 43.5,
    });
    expect(barPerPiece({}).from).toBeNull();
    expect(barPerPiece({ raw_material_weight: 0 }).kgPerPiece).toBeNull();
  });

  it('keeps the stated weight to the gram', () => {
    expect(barPerPiece({ raw_material_weight: 0.1234 }).kgPerPiece).toBe(0.123);
    expect(gramsPerPiece({ raw_material_weight: 0.29 })).toBe(290);
    expect(gramsPerPiece(sleeve)).toBe(877);
    expect(gramsPerPiece({})).toBeNull();
  });
});

describe('densityOf', () => {
  it('reads the grade however it is typed', () => {
    expect(densityOf('EN8')).toBe(7.85);
    expect(densityOf('en-1a')).toBe(7.85);
    expect(densityOf('20MnCr5')).toBe(7.85);
    expect(densityOf('SAE 1018')).toBe(7.85);
    expect(densityOf('ss 304')).toBe(8);
    expect(densityOf('SS410')).toBe(7.7);
    expect(densityOf('CW614N')).toBe(8.5);
    expect(densityOf('Brass CZ121')).toBe(8.5);
    expect(densityOf('Al 6061-T6')).toBe(2.7);
    expect(densityOf('EN1A Pb')).toBe(7.85);
    expect(densityOf('EN8D')).toBe(7.85);
    expect(densityOf('Al')).toBe(2.7);
    expect(densityOf('6082')).toBe(2.7);
    expect(densityOf('Copper')).toBe(8.96);
    expect(densityOf('Inconel 718')).toBeNull();
  });
});

describe('crossSectionMm2', () => {
  it('gives each shape its area', () => {
    expect(crossSectionMm2({ shape: 'round', mm: 10 })).toBeCloseTo(78.5398, 4); // π × 5²
    expect(crossSectionMm2({ shape: 'hex', mm: 10 })).toBeCloseTo(86.6025, 4); // √3/2 × 100
    expect(crossSectionMm2({ shape: 'square', mm: 10 })).toBe(100);
  });
});

describe('barGeometryProblem', () => {
  it('refuses an end loss of the whole bar', () => {
    expect(barGeometryProblem({ barLengthMm: 3000, barEndLossMm: 3000 })).toEqual({
      field: 'barEndLossMm',
      message: 'End loss must be less than the bar length',
    });
  });

  it('refuses a cut length longer than the usable bar', () => {
    // 3000 − 2960 = 40 mm usable; the cut is 43.5 mm.
    expect(barGeometryProblem({ ...sleeve, barEndLossMm: 2960 })).toEqual({
      field: 'barLengthMm',
      message: 'A bar of 3,000 mm less its end loss holds no piece',
    });
    expect(barGeometryProblem({ ...sleeve, barLengthMm: 193.25 })?.message).toBe(
      'A bar of 193.25 mm less its end loss holds no piece',
    );
    // 193.5 − 150 = 43.5: exactly one piece.
    expect(barGeometryProblem({ ...sleeve, barLengthMm: 193.5 })).toBeNull();
  });

  it('says nothing until the lengths it compares are given', () => {
    expect(barGeometryProblem(sleeve)).toBeNull();
    expect(barGeometryProblem({ barLengthMm: 3000 })).toBeNull();
    expect(barGeometryProblem({ ...sleeve, partingWidthMm: null, barEndLossMm: 2990 })).toBeNull();
  });
});
