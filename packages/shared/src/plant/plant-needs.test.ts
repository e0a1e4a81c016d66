import { describe, expect, it } from 'vitest';
import { SS316_SLEEVE } from './bar-test-sleeve.js';
import { lineNeeds, type NeedsProduct, sumNeeds } from './plant-needs.js';

const product: NeedsProduct = {
  rough_first_cycle_time_sec: 12.5,
  single_setup_cycle_time_sec: 30.3, // 42.8 s a piece
  raw_material_weight: 0.125,
  qty_in_plastic_bag: 50,
  qty_in_box: 300,
  qty_in_carton: 1200,
};

describe('lineNeeds', () => {
  it('works out raw material and packs', () => {
    expect(lineNeeds(product, 1000)).toEqual({
      rawMaterialKg: 125,
      bags: 20,
      boxes: 4, // 3⅓ boxes
      cartons: 1,
    });
  });

  it('gives raw material exact to the gram', () => {
    expect(lineNeeds({ raw_material_weight: 0.1 }, 3).rawMaterialKg).toBe(0.3);
    expect(lineNeeds({ raw_material_weight: 0.123 }, 3).rawMaterialKg).toBe(0.369);
    expect(lineNeeds({ raw_material_weight: 0.333 }, 0.5).rawMaterialKg).toBe(0.167); // 0.1665
    expect(lineNeeds({ raw_material_weight: 2.345 }, 100000).rawMaterialKg).toBe(234500);
  });

  it("takes the bar a piece from the product's geometry before its raw material weight", () => {
    const sleeve: NeedsProduct = SS316_SLEEVE;
    // 65 pieces a 57,019.9 g bar: 877 g a piece (bar-per-piece.test.ts); × 100 = 87.7 kg, not 100 × 0.9 = 90.
    expect(lineNeeds(sleeve, 100).rawMaterialKg).toBe(87.7);
    expect(lineNeeds({ ...sleeve, barLengthMm: null }, 100).rawMaterialKg).toBe(90);
  });

  it('leaves unknown figures null, and a pack size of 0 unknown', () => {
    expect(lineNeeds({ raw_material_weight: null, qty_in_box: 0, qty_in_carton: null }, 10)).toEqual({
      rawMaterialKg: null,
      bags: null,
      boxes: null,
      cartons: null,
    });
  });

  it('needs no packs and nothing else for no pieces', () => {
    expect(lineNeeds(product, 0)).toEqual({ rawMaterialKg: 0, bags: 0, boxes: 0, cartons: 0 });
  });

  it('rounds packs up only past a whole pack', () => {
    expect(lineNeeds({ qty_in_plastic_bag: 50 }, 100).bags).toBe(2);
    expect(lineNeeds({ qty_in_plastic_bag: 50 }, 101).bags).toBe(3);
    expect(lineNeeds({ qty_in_plastic_bag: 50 }, 1).bags).toBe(1);
  });
});

describe('sumNeeds', () => {
  it('adds the lines exactly', () => {
    const a = { machiningHours: 11.89, ...lineNeeds(product, 1000) };
    const b = { machiningHours: 0.01, ...lineNeeds({ ...product, raw_material_weight: 0.2 }, 1) };
    expect(sumNeeds([a, b])).toEqual({
      machiningHours: 11.9, // 11.89 + 0.01
      rawMaterialKg: 125.2,
      bags: 21,
      boxes: 5,
      cartons: 2,
    });
    const tenths = [0.1, 0.2].map((raw) => ({ machiningHours: 0, ...lineNeeds({ raw_material_weight: raw }, 1) }));
    expect(sumNeeds(tenths).rawMaterialKg).toBe(0.3);
  });

  it('sums the known values and stays null only when none is known', () => {
    const known = { machiningHours: 0, ...lineNeeds({ raw_material_weight: 1.5, qty_in_box: 10 }, 20) };
    const unknown = { machiningHours: 0, ...lineNeeds({}, 20) };
    expect(sumNeeds([known, unknown])).toEqual({
      machiningHours: 0,
      rawMaterialKg: 30,
      bags: null,
      boxes: 2,
      cartons: null,
    });
  });

  it('gives zero hours and nothing known for no lines', () => {
    expect(sumNeeds([])).toEqual({ machiningHours: 0, rawMaterialKg: null, bags: null, boxes: null, cartons: null });
  });
});
