import { describe, expect, it } from 'vitest';
import { machiningSecondsPerPiece, piecesPerHour, scrapWeightPerPiece } from '../plant/product-figures.js';
import { productCreateSchema, productUpdateSchema } from './product.js';
import { decimalPlaces } from './product-numbers.js';

const required = {
  partyCode: 'DAC01',
  assembly: 'Fuel injection pump',
  product_description: 'Nozzle holder sleeve',
  drawing_number: 'DAC-2231-B',
  product_type: 'Turned component',
  rod_size: '22 mm Hex',
  grade: 'EN8D',
};

/** The message for one field given `value`, or null when it passes. */
function messageFor(field: string, value: unknown): string | null {
  const result = productCreateSchema.safeParse({ ...required, [field]: value });
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path[0] === field);
  return issue?.message ?? null;
}
const parsed = (field: string, value: unknown) =>
  (productCreateSchema.parse({ ...required, [field]: value }) as Record<string, unknown>)[field];

describe('product schema: required texts', () => {
  it.each([
    ['partyCode', 'Party Code is required'],
    ['assembly', 'Assembly information is required'],
    ['product_description', 'Product description is required'],
    ['drawing_number', 'Drawing number is required'],
    ['product_type', 'Product type is required'],
    ['rod_size', 'Rod size is required'],
    ['grade', 'Grade is required'],
  ])('%s: missing, empty or blank gives "%s"', (field, message) => {
    expect(messageFor(field, undefined)).toBe(message);
    expect(messageFor(field, '')).toBe(message);
    expect(messageFor(field, '   ')).toBe(message);
    expect(messageFor(field, null)).toBe(message);
    expect(messageFor(field, ' x ')).toBeNull();
    expect(parsed(field, ' x ')).toBe('x');
  });

  it('leaves the bag, box and carton sizes optional; blank is none', () => {
    for (const field of ['plastic_bag_size', 'box_size', 'carton_size']) {
      expect(messageFor(field, undefined)).toBeNull();
      expect(parsed(field, '')).toBeNull();
      expect(parsed(field, ' 6 x 8 in ')).toBe('6 x 8 in');
    }
  });
});

describe('product schema: numbers', () => {
  const weights = ['raw_material_weight', 'net_weight'];
  const dimensions = ['final_od', 'final_id', 'final_length'];
  const times = [
    'spm_rough_first_cycle_time_sec',
    'rough_first_cycle_time_sec',
    'rough_second_cycle_time_sec',
    'single_setup_cycle_time_sec',
    'first_setup_cycle_time_sec',
    'second_setup_cycle_time_sec',
  ];
  const quantities = ['qty_in_plastic_bag', 'qty_in_box', 'qty_in_carton'];

  it('treats empty as null (allowed) and a missing one as not given', () => {
    for (const field of [...weights, ...dimensions, ...times, ...quantities]) {
      expect(parsed(field, '')).toBeNull();
      expect(parsed(field, '  ')).toBeNull();
      expect(parsed(field, null)).toBeNull();
      expect(parsed(field, undefined)).toBeUndefined();
      expect(messageFor(field, 'abc'), field).toBe('Enter a valid number');
      expect(messageFor(field, '1.2.3'), field).toBe('Enter a valid number');
      expect(messageFor(field, '1e3'), field).toBe('Enter a valid number');
      expect(messageFor(field, true), field).toBe('Enter a valid number');
      expect(messageFor(field, Number.NaN), field).toBe('Enter a valid number');
    }
  });

  it('weights: positive, at most 3 decimals', () => {
    for (const field of weights) {
      expect(messageFor(field, 0)).toBe('Must be a positive number');
      expect(messageFor(field, '0')).toBe('Must be a positive number');
      expect(messageFor(field, -0.5)).toBe('Must be a positive number');
      expect(messageFor(field, 0.001)).toBeNull();
      expect(messageFor(field, '1.234')).toBeNull();
      expect(messageFor(field, '1.2345')).toBe('Maximum 3 decimal places');
      expect(messageFor(field, 0.0001)).toBe('Maximum 3 decimal places');
      expect(parsed(field, '12.5')).toBe(12.5);
      expect(parsed(field, '.5')).toBe(0.5);
    }
  });

  it('dimensions: positive, at most 2 decimals', () => {
    for (const field of dimensions) {
      expect(messageFor(field, 0)).toBe('Value must be positive');
      expect(messageFor(field, -1)).toBe('Value must be positive');
      expect(messageFor(field, 0.01)).toBeNull();
      expect(messageFor(field, '21.75')).toBeNull();
      expect(messageFor(field, '21.755')).toBe('Maximum 2 decimal places');
      expect(parsed(field, 46)).toBe(46);
    }
  });

  it('cycle times: positive, at most 1 decimal', () => {
    for (const field of times) {
      expect(messageFor(field, 0)).toBe('Time must be positive');
      expect(messageFor(field, '-2')).toBe('Time must be positive');
      expect(messageFor(field, 0.1)).toBeNull();
      expect(messageFor(field, '38.5')).toBeNull();
      expect(messageFor(field, '38.55')).toBe('Maximum 1 decimal place');
      // 0.1 + 0.2 is not 0.3 in binary: it has more than one decimal.
      expect(messageFor(field, 0.1 + 0.2)).toBe('Maximum 1 decimal place');
    }
  });

  it('quantities: whole numbers of 0 or more', () => {
    for (const field of quantities) {
      expect(messageFor(field, 0)).toBeNull();
      expect(messageFor(field, '0')).toBeNull();
      expect(messageFor(field, 500)).toBeNull();
      expect(messageFor(field, 2.5)).toBe('Must be a whole number');
      expect(messageFor(field, '2.5')).toBe('Must be a whole number');
      expect(messageFor(field, -1)).toBe('Must be 0 or greater');
      expect(parsed(field, '250')).toBe(250);
    }
  });

  it('refuses figures of a million or more', () => {
    expect(messageFor('final_length', 999999.99)).toBeNull();
    expect(messageFor('final_length', 1_000_000)).toBe('Must be less than 1,000,000');
    expect(messageFor('qty_in_box', '1000000')).toBe('Must be less than 1,000,000');
  });

  it('counts decimals of numbers JavaScript writes with an exponent', () => {
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.5e-3)).toBe(4);
    expect(decimalPlaces(12.5)).toBe(1);
    expect(decimalPlaces(3)).toBe(0);
  });
});

describe('product schema: invoicing fields', () => {
  it('defaults the GST rate to 18 and takes only the GST slabs', () => {
    expect(productCreateSchema.parse(required).gstRate).toBe(18);
    expect(parsed('gstRate', '5')).toBe(5);
    expect(parsed('gstRate', 0.25)).toBe(0.25);
    expect(messageFor('gstRate', 7)).toBe('Choose a GST rate from the list');
    expect(messageFor('gstRate', '')).toBe('Choose a GST rate from the list');
  });

  it('takes an HSN code of 4, 6 or 8 digits', () => {
    expect(parsed('hsnCode', '8409')).toBe('8409');
    expect(parsed('hsnCode', '84099990')).toBe('84099990');
    expect(parsed('hsnCode', '')).toBeNull();
    expect(messageFor('hsnCode', '84099')).toBe('HSN code must be 4, 6 or 8 digits');
    expect(messageFor('hsnCode', '8409A')).toBe('HSN code must be 4, 6 or 8 digits');
  });
});

describe('product schema: the bar a piece takes', () => {
  const bar = { final_length: 40, partingWidthMm: 3, facingAllowanceMm: 0.5, barLengthMm: 3000, barEndLossMm: 150 };
  const issuesOf = (schema: typeof productCreateSchema | typeof productUpdateSchema, data: object) =>
    (schema.safeParse(data).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('takes the four lengths in mm, each optional, as numbers or text', () => {
    const data = productCreateSchema.parse({
      ...required,
      partingWidthMm: '3',
      facingAllowanceMm: '0.5',
      barLengthMm: '3000',
      barEndLossMm: '150',
    });
    expect(data).toMatchObject({ partingWidthMm: 3, facingAllowanceMm: 0.5, barLengthMm: 3000, barEndLossMm: 150 });
    for (const field of ['partingWidthMm', 'facingAllowanceMm', 'barLengthMm', 'barEndLossMm']) {
      expect(messageFor(field, undefined)).toBeNull();
      expect(parsed(field, '')).toBeNull();
      expect(messageFor(field, 'abc')).toBe('Enter a valid number');
      expect(messageFor(field, 300.125)).toBe('Maximum 2 decimal places');
    }
  });

  it('needs a parting width above zero; facing allowance and end loss may be nothing', () => {
    expect(messageFor('partingWidthMm', 0)).toBe('Value must be positive');
    expect(parsed('facingAllowanceMm', 0)).toBe(0);
    expect(parsed('barEndLossMm', '0')).toBe(0);
    expect(messageFor('facingAllowanceMm', -0.5)).toBe('Must be 0 or greater');
    expect(messageFor('barEndLossMm', -1)).toBe('Must be 0 or greater');
  });

  it('takes bars from 100 to 12,000 mm', () => {
    expect(parsed('barLengthMm', 100)).toBe(100);
    expect(parsed('barLengthMm', 12000)).toBe(12000);
    expect(messageFor('barLengthMm', 99.99)).toBe('Bar length must be from 100 to 12,000 mm');
    expect(messageFor('barLengthMm', 12000.01)).toBe('Bar length must be from 100 to 12,000 mm');
  });

  it('refuses an end loss of the whole bar, and a bar that holds no piece', () => {
    expect(issuesOf(productCreateSchema, { ...required, ...bar })).toEqual([]);
    expect(issuesOf(productCreateSchema, { ...required, ...bar, barEndLossMm: 3000 })).toEqual([
      ['barEndLossMm', 'End loss must be less than the bar length'],
    ]);
    // 40 + 3 + 0.5 = 43.5 mm a piece; 3000 − 2960 = 40 mm of usable bar.
    expect(issuesOf(productCreateSchema, { ...required, ...bar, barEndLossMm: 2960 })).toEqual([
      ['barLengthMm', 'A bar of 3,000 mm less its end loss holds no piece'],
    ]);
    expect(issuesOf(productUpdateSchema, { barLengthMm: 200, barEndLossMm: 200, version: 1 })).toEqual([
      ['barEndLossMm', 'End loss must be less than the bar length'],
    ]);
  });
});

describe('product schema: input hygiene', () => {
  it('drops the fields a client reads but must not write, and unknown ones', () => {
    const data = productCreateSchema.parse({
      ...required,
      id: 'x',
      createdAt: 'x',
      created_at: 'x',
      updated_at: 'x',
      isDeleted: true,
      extra: 1,
    });
    expect(Object.keys(data)).not.toEqual(expect.arrayContaining(['id']));
    for (const key of ['id', 'createdAt', 'created_at', 'updated_at', 'isDeleted', 'extra']) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it('PATCH takes any subset and leaves absent numbers absent', () => {
    const data = productUpdateSchema.parse({ grade: 'EN24', net_weight: '', version: 3 });
    expect(data).toEqual({ grade: 'EN24', net_weight: null, version: 3 });
    expect(productUpdateSchema.safeParse({ grade: '' }).error?.issues[0]?.message).toBe('Grade is required');
  });
});

describe('planning figures', () => {
  it('pieces per hour at a cycle time, in whole pieces', () => {
    expect(piecesPerHour(45)).toBe(80);
    expect(piecesPerHour(0.3)).toBe(12000);
    expect(piecesPerHour(7)).toBe(514);
    expect(piecesPerHour(null)).toBeNull();
    expect(piecesPerHour(0)).toBeNull();
  });

  it('scrap per piece is raw minus net, exact to the gram', () => {
    expect(scrapWeightPerPiece({ raw_material_weight: 0.245, net_weight: 0.182 })).toBe(0.063);
    expect(scrapWeightPerPiece({ raw_material_weight: 0.3, net_weight: 0.1 })).toBe(0.2);
    expect(scrapWeightPerPiece({ raw_material_weight: 0.3, net_weight: null })).toBeNull();
  });

  it('scrap per piece is the bar a piece takes by its geometry minus net, when the geometry weighs the bar', () => {
    // SS316 Ø55, part 41 + parting 3 + facing 0.5 = 44.5 mm a cut; (3000 − 150) / 44.5 = 64 pieces a bar.
    // A bar: 8.0 g/cm³ × π × 27.5² mm² × 3000 mm = 57,019.9 g; ÷ 64 = 890.9 → 0.891 kg a piece.
    // Scrap: 0.891 − 0.127 = 0.764 kg (the stated raw weight 0.876 would have said 0.749).
    const product = {
      grade: 'SS316',
      rod_size: '55 mm Round',
      final_length: 41,
      partingWidthMm: 3,
      facingAllowanceMm: 0.5,
      barLengthMm: 3000,
      barEndLossMm: 150,
      raw_material_weight: 0.876,
      net_weight: 0.127,
    };
    expect(scrapWeightPerPiece(product)).toBe(0.764);
    expect(scrapWeightPerPiece({ ...product, barLengthMm: null })).toBe(0.749);
  });

  it('machining time per piece adds every operation with a time', () => {
    expect(machiningSecondsPerPiece({ rough_first_cycle_time_sec: 38.5, single_setup_cycle_time_sec: 72.2 })).toBe(
      110.7,
    );
    expect(machiningSecondsPerPiece({})).toBe(0);
  });
});
