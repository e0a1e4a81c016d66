import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar, isValidGstin } from '../gstin.js';
import { INDIAN_STATES } from '../indian-states.js';
import { listQuerySchema, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH, SEARCH_TOO_LONG_MESSAGE } from '../list.js';
import { requiredDateField } from './common.js';
import { companySettingsInputSchema } from './company-settings.js';
import { customerCreateSchema, customerUpdateSchema } from './customer.js';
import { departmentCreateSchema } from './department.js';
import { designationCreateSchema, designationPutSchema } from './designation.js';
import { amountField, lineQuantityField, MAX_AMOUNT, MAX_LINE_QUANTITY } from './document-fields.js';
import { employeeCreateSchema, employeePutSchema } from './employee.js';
import { GST_RATES, gstRateField, optionalGstinField, optionalStateField } from './gst-fields.js';
import {
  ALPHANUMERIC,
  characters,
  customer,
  DIGITS,
  dateText,
  daysIn,
  department,
  designation,
  email,
  employee,
  type Fields,
  from,
  gstin,
  invoice,
  invoiceLine,
  LETTERS,
  machine,
  messagesOf,
  mixedCase,
  padding,
  pan,
  payment,
  phone,
  product,
  type Schema,
  salesOrder,
  state,
  supplier,
  text,
} from './input-arbitraries.js';
import { invoiceInputSchema, invoiceLineInputSchema, paymentInputSchema } from './invoice.js';
import { machineCreateSchema } from './machine.js';
import { productCreateSchema } from './product.js';
import { cycleTimeField, dimensionField, PRODUCT_NUMBER_LIMIT, quantityField, weightField } from './product-numbers.js';
import { roleInputSchema } from './role.js';
import { salesOrderInputSchema } from './sales-order.js';
import { supplierCreateSchema, supplierPutSchema } from './supplier.js';
import { userCreateSchema } from './user.js';

/**
 * Properties of the shared validation schemas over generated input, beside the worked examples
 * of the other tests: every valid record parses, and parsing its output changes nothing; text is
 * trimmed and kept within its length; every identifier, number and list parameter is accepted
 * exactly when its rule says so, with the field's own message otherwise.
 */

/**
 * Each input schema, a generator of valid input, and its free-text fields with the longest
 * text the spec allows. The lengths are written here, not read from the schemas, so a schema
 * that drifts from them fails.
 */
const ENTITIES: { name: string; schema: Schema; valid: fc.Arbitrary<Fields>; text: Record<string, number> }[] = [
  {
    name: 'customer',
    schema: customerCreateSchema,
    valid: customer,
    text: { partyCode: 30, name: 200, contactPerson: 100, billingAddress: 500, shippingAddress: 500 },
  },
  {
    name: 'supplier',
    schema: supplierCreateSchema,
    valid: supplier,
    text: { name: 200, supplierCode: 30, contactPerson: 100, address: 500, materials: 500 },
  },
  {
    name: 'employee',
    schema: employeeCreateSchema,
    valid: employee,
    text: { employeeCode: 30, firstName: 100, lastName: 100 },
  },
  { name: 'department', schema: departmentCreateSchema, valid: department, text: { name: 100 } },
  { name: 'designation', schema: designationCreateSchema, valid: designation, text: { name: 100, description: 500 } },
  {
    name: 'machine',
    schema: machineCreateSchema,
    valid: machine,
    text: { machineNo: 50, machineName: 100, setupNo: 50 },
  },
  {
    name: 'product',
    schema: productCreateSchema,
    valid: product,
    text: {
      partyCode: 30,
      assembly: 200,
      product_description: 500,
      drawing_number: 100,
      product_type: 100,
      rod_size: 50,
      grade: 50,
      plastic_bag_size: 100,
      box_size: 100,
      carton_size: 100,
    },
  },
  {
    name: 'sales order',
    schema: salesOrderInputSchema,
    valid: salesOrder,
    text: { customerPoNumber: 50, notes: 1000 },
  },
  {
    name: 'invoice',
    schema: invoiceInputSchema,
    valid: invoice,
    text: { customerPoNumber: 50, vehicleReference: 100, notes: 1000 },
  },
  {
    name: 'invoice line',
    schema: invoiceLineInputSchema,
    valid: invoiceLine,
    text: { description: 300, drawingNumber: 100, unit: 10 },
  },
  { name: 'payment', schema: paymentInputSchema, valid: payment, text: { reference: 100, notes: 500 } },
];

// ── Properties ─────────────────────────────────────────────────────────────────────────────

describe.each(ENTITIES)('$name input', ({ schema, valid, text: textFields }) => {
  it('every valid input parses, and parsing the result again changes nothing', () => {
    fc.assert(
      fc.property(valid, (input) => {
        const once = schema.safeParse(input);
        expect(once.error?.issues ?? []).toEqual([]);
        expect(schema.parse(once.data)).toEqual(once.data);
      }),
    );
  });

  it('text comes out trimmed and within its length', () => {
    fc.assert(
      fc.property(valid, (input) => {
        const output = schema.parse(input) as Fields;
        for (const [field, max] of Object.entries(textFields)) {
          const value = output[field];
          if (value === null || value === undefined || value === '') continue;
          expect(typeof value).toBe('string');
          expect((value as string).trim()).toBe(value);
          expect((value as string).length).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it('text one character or more past its length is refused on that field alone, with its message', () => {
    const fields = Object.entries(textFields);
    fc.assert(
      fc.property(
        valid,
        fc.constantFrom(...fields),
        fc.integer({ min: 1, max: 40 }),
        padding,
        (input, [field, max], over, pad) => {
          const long = `${pad}${'x'.repeat(max + over)}${pad}`;
          expect(messagesOf(schema, { ...input, [field]: long })).toEqual({
            [field]: `Must be at most ${max} characters`,
          });
          // Exactly the length, padded, still fits.
          expect(schema.safeParse({ ...input, [field]: `${pad}${'x'.repeat(max)}${pad}` }).success).toBe(true);
        },
      ),
    );
  });
});

describe('PUT bodies', () => {
  const PUTS = [
    { name: 'customer', create: customerCreateSchema, put: customerUpdateSchema, valid: customer },
    { name: 'supplier', create: supplierCreateSchema, put: supplierPutSchema, valid: supplier },
    { name: 'employee', create: employeeCreateSchema, put: employeePutSchema, valid: employee },
    { name: 'designation', create: designationCreateSchema, put: designationPutSchema, valid: designation },
  ];

  it.each(PUTS)(
    '$name: a field left out is cleared (null) or takes its default; what is sent is kept',
    ({ create, put, valid }) => {
      const keys = Object.keys(create.shape);
      fc.assert(
        fc.property(valid, fc.integer({ min: 1, max: 1000 }), (input, version) => {
          const created = create.parse(input) as Fields;
          const replaced = put.parse({ ...input, version }) as Fields;
          for (const key of keys) {
            expect(key in replaced, key).toBe(true);
            expect(replaced[key], key).toEqual(created[key] === undefined ? null : created[key]);
          }
          expect(replaced.version).toBe(version);
        }),
      );
    },
  );
});

describe('identifiers', () => {
  const gstinMessage = (value: unknown) =>
    messagesOf(customerCreateSchema, { partyCode: 'P1', name: 'N', gstin: value });

  it('a GSTIN with its check character is accepted in any case and padding, and comes out upper-case', () => {
    fc.assert(
      fc.property(gstin, padding, (valid, pad) => {
        expect(isValidGstin(valid)).toBe(true);
        expect(optionalGstinField.parse(`${pad}${valid.toLowerCase()}${pad}`)).toBe(valid);
      }),
    );
  });

  it('the check character is Luhn mod 36, as the GST network computes it, and agrees with published GSTINs', () => {
    /** Luhn mod 36 from the right: factors 2, 1, 2, … from the last character leftwards, digit sums in base 36. */
    const luhn36 = (payload: string) => {
      let sum = 0;
      [...payload].reverse().forEach((c, i) => {
        const product = ALPHANUMERIC.indexOf(c) * (i % 2 === 0 ? 2 : 1);
        sum += Math.floor(product / 36) + (product % 36);
      });
      return ALPHANUMERIC[(36 - (sum % 36)) % 36];
    };
    for (const published of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])
      expect(isValidGstin(published), published).toBe(true);
    fc.assert(
      fc.property(from(ALPHANUMERIC, 14), (payload) => {
        expect(gstinCheckChar(payload)).toBe(luhn36(payload));
      }),
    );
  });

  it('changing any one character of a valid GSTIN makes it invalid', () => {
    fc.assert(
      fc.property(gstin, fc.nat(14), fc.constantFrom(...ALPHANUMERIC), (valid, at, replacement) => {
        fc.pre(valid[at] !== replacement);
        const changed = `${valid.slice(0, at)}${replacement}${valid.slice(at + 1)}`;
        expect(isValidGstin(changed)).toBe(false);
        expect(gstinMessage(changed)).toEqual({ gstin: 'GSTIN is invalid' });
      }),
    );
  });

  it('a GSTIN one character short or long is invalid', () => {
    fc.assert(
      fc.property(gstin, fc.constantFrom(...ALPHANUMERIC), (valid, extra) => {
        expect(gstinMessage(valid.slice(0, 14))).toEqual({ gstin: 'GSTIN is invalid' });
        expect(gstinMessage(`${valid}${extra}`)).toEqual({ gstin: 'GSTIN is invalid' });
      }),
    );
  });

  const company = { name: 'Acme Precision' };
  /** What each company identifier's rule allows, position by position, written apart from the schema's pattern. */
  const RULES = {
    pan: {
      message: 'PAN is invalid',
      alphabet: LETTERS + DIGITS,
      rule: (v: string) => /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(v),
    },
    bankIfsc: {
      message: 'IFSC is invalid',
      alphabet: LETTERS + DIGITS,
      rule: (v: string) =>
        v.length === 11 && /^[A-Z]{4}$/.test(v.slice(0, 4)) && v[4] === '0' && /^[A-Z0-9]{6}$/.test(v.slice(5)),
    },
    bankAccountNumber: {
      message: 'Account number must be 6 to 18 digits',
      alphabet: `${DIGITS}A -`,
      rule: (v: string) => v.length >= 6 && v.length <= 18 && [...v].every((c) => DIGITS.includes(c)),
    },
  };

  it.each(Object.entries(RULES))(
    '%s: accepted (upper-cased) exactly when its rule holds',
    (field, { message, alphabet, rule }) => {
      const near = fc.oneof(
        fc.string({ unit: fc.constantFrom(...alphabet, ...alphabet.toLowerCase()), minLength: 1, maxLength: 20 }),
        pan,
        fc.tuple(from(LETTERS, 4), from(ALPHANUMERIC, 7)).map(([a, b]) => `${a}${b}`),
        from(DIGITS, 6),
        from(DIGITS, 18),
      );
      fc.assert(
        fc.property(near, padding, (value, pad) => {
          const upper = value.toUpperCase();
          const result = companySettingsInputSchema.safeParse({ ...company, [field]: `${pad}${value}${pad}` });
          if (value.trim() === '') expect((result.data as Fields | undefined)?.[field]).toBeNull();
          else if (rule(upper.trim())) expect((result.data as Fields | undefined)?.[field]).toBe(upper.trim());
          else
            expect(messagesOf(companySettingsInputSchema, { ...company, [field]: value })).toEqual({
              [field]: message,
            });
        }),
      );
    },
  );

  it('a valid PAN with one letter swapped for a digit, or a digit for a letter, is refused', () => {
    fc.assert(
      fc.property(
        pan,
        fc.nat(9),
        fc.constantFrom(...DIGITS),
        fc.constantFrom(...LETTERS),
        (valid, at, digit, letter) => {
          const isDigitPlace = at >= 5 && at <= 8;
          const changed = `${valid.slice(0, at)}${isDigitPlace ? letter : digit}${valid.slice(at + 1)}`;
          expect(messagesOf(companySettingsInputSchema, { ...company, pan: changed })).toEqual({
            pan: 'PAN is invalid',
          });
        },
      ),
    );
  });

  it('a phone number is accepted exactly when it is digits, spaces, dashes and brackets, 7 to 20 long, with an optional +', () => {
    const byRule = (v: string) => {
      const rest = v.startsWith('+') ? v.slice(1) : v;
      const isDigit = (c: string | undefined) => c !== undefined && DIGITS.includes(c);
      return (
        rest.length >= 7 &&
        rest.length <= 20 &&
        isDigit(rest[0]) &&
        isDigit(rest.at(-1)) &&
        [...rest].every((c) => isDigit(c) || ' ()-'.includes(c))
      );
    };
    /** The characters between the first and last digit, 3 to 22 of them: the rule allows 5 to 18. */
    const separators = fc
      .constantFrom(3, 4, 5, 6, 12, 17, 18, 19, 20, 22)
      .chain((length) =>
        fc.string({ unit: fc.constantFrom(...DIGITS, ' ', '(', ')', '-'), minLength: length, maxLength: length }),
      );
    const candidate = fc.oneof(
      phone,
      // Near the rule: right characters, the length around its bounds.
      fc.tuple(fc.constantFrom('', '+'), from(DIGITS, 1), separators, from(DIGITS, 1)).map((parts) => parts.join('')),
      fc.string({ unit: fc.constantFrom(...DIGITS, ' ', '(', ')', '-', '+', '.', 'x'), minLength: 1, maxLength: 24 }),
    );
    fc.assert(
      fc.property(candidate, padding, (value, pad) => {
        const result = supplierCreateSchema.safeParse({ name: 'S', phone: `${pad}${value}${pad}` });
        const expected = value.trim() === '' || byRule(value.trim());
        expect(result.success, value).toBe(expected);
        if (!expected) expect(result.error?.issues[0]?.message).toBe('Phone number is invalid');
      }),
    );
  });

  it('an e-mail address is accepted in any case and comes out lower-case; without an @ or a dotted domain it is refused', () => {
    fc.assert(
      fc.property(email, fc.integer({ min: 0, max: 2 }), (address, damage) => {
        const parsed = supplierCreateSchema.parse({ name: 'S', email: ` ${address} ` });
        expect(parsed.email).toBe(address.toLowerCase());
        const domainDot = address.indexOf('.', address.indexOf('@'));
        const broken = [address.replace('@', ''), address.slice(0, domainDot), `${address}@`][damage];
        expect(messagesOf(supplierCreateSchema, { name: 'S', email: broken })).toEqual({ email: 'Email is invalid' });
      }),
    );
  });

  it('a state is accepted in any case and comes out as the list spells it; anything else is refused', () => {
    const names = new Set(INDIAN_STATES.map((s) => s.name.toLowerCase()));
    const nearState = state.chain((name) =>
      fc.constantFrom(name.slice(0, -1), name.slice(1), `${name}x`, name.replace(' ', ''), name.slice(0, 3)),
    );
    fc.assert(
      fc.property(state, fc.oneof(characters(1, 30), nearState), (given, other) => {
        expect(optionalStateField.parse(` ${given} `)).toBe(
          INDIAN_STATES.find((s) => s.name.toLowerCase() === given.toLowerCase())?.name,
        );
        fc.pre(other.trim() !== '' && !names.has(other.trim().toLowerCase()));
        expect(messagesOf(supplierCreateSchema, { name: 'S', state: other })).toEqual({
          state: 'Choose a state from the list',
        });
      }),
    );
  });

  it('a date is accepted exactly when the day exists in that month and year', () => {
    const date = requiredDateField('Date is required');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const value = dateText(year, month, day);
          const exists = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
          expect(date.safeParse(value).success, value).toBe(exists);
        },
      ),
    );
  });
});

describe('list query', () => {
  const SORTABLE = ['createdAt', 'name', 'partyCode'] as const;
  const schema = listQuerySchema(SORTABLE);

  it('any page of 1 or more and any limit from 1 to 100 is accepted, as numbers or query text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: MAX_PAGE_SIZE }),
        (page, limit) => {
          expect(schema.parse({ page: String(page), limit: String(limit) })).toMatchObject({ page, limit });
          expect(schema.parse({ page, limit })).toMatchObject({ page, limit });
        },
      ),
    );
  });

  it('any other page or limit is refused with the page or limit message', () => {
    const notWhole = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).filter((n) => !Number.isInteger(n)),
      fc.constantFrom('abc', '1,5', 'NaN', 'Infinity', '-Infinity', '1.5', '2x', '0x'),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 0 }),
        fc.integer({ min: MAX_PAGE_SIZE + 1, max: 1e9 }),
        notWhole,
        (low, high, odd) => {
          expect(messagesOf(schema, { page: String(low) })).toEqual({ page: 'Page must be 1 or more' });
          expect(messagesOf(schema, { limit: String(low) })).toEqual({
            limit: `Limit must be between 1 and ${MAX_PAGE_SIZE}`,
          });
          expect(messagesOf(schema, { limit: String(high) })).toEqual({
            limit: `Limit must be between 1 and ${MAX_PAGE_SIZE}`,
          });
          expect(messagesOf(schema, { page: String(odd) })).toEqual({ page: 'Page must be a whole number' });
          expect(messagesOf(schema, { limit: String(odd) })).toEqual({ limit: 'Limit must be a whole number' });
        },
      ),
    );
  });

  it('sortBy is accepted from the whitelist only; sortOrder ASC or DESC in any case', () => {
    const nearColumn = fc.constantFrom(
      'password',
      'passwordHash',
      'id',
      'NAME',
      'createdat',
      'created_at',
      'name;',
      'name ',
    );
    fc.assert(
      fc.property(
        fc.oneof(characters(1, 30), nearColumn),
        fc.constantFrom(...SORTABLE),
        fc.constantFrom('asc', 'desc').chain(mixedCase),
        (other, allowed, order) => {
          expect(schema.parse({ sortBy: allowed, sortOrder: order })).toMatchObject({
            sortBy: allowed,
            sortOrder: order.toUpperCase(),
          });
          fc.pre(!(SORTABLE as readonly string[]).includes(other));
          expect(messagesOf(schema, { sortBy: other })).toEqual({ sortBy: `Sort by one of: ${SORTABLE.join(', ')}` });
          fc.pre(!['ASC', 'DESC'].includes(other.toUpperCase()));
          expect(messagesOf(schema, { sortOrder: other })).toEqual({ sortOrder: 'Sort order must be ASC or DESC' });
        },
      ),
    );
  });

  it(`search is trimmed and taken up to ${SEARCH_MAX_LENGTH} characters, refused past that`, () => {
    fc.assert(
      fc.property(text(SEARCH_MAX_LENGTH), fc.integer({ min: 1, max: 200 }), (search, over) => {
        expect(schema.parse({ search }).search).toBe(search.trim());
        expect(messagesOf(schema, { search: 'q'.repeat(SEARCH_MAX_LENGTH + over) })).toEqual({
          search: SEARCH_TOO_LONG_MESSAGE,
        });
      }),
    );
  });
});

describe('money, quantities and measures', () => {
  /** Digits after the point of a number as JavaScript writes it, exponents included (1e-7 has 7). */
  const places = (value: number) => {
    const [mantissa = '', exponent = '0'] = String(value).split('e');
    return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
  };
  /** A number with up to 4 decimals, small (near every rule's bounds) or large. */
  const decimal = (max: number) =>
    fc.integer({ min: -max, max }).chain((n) => fc.integer({ min: 0, max: 4 }).map((p) => n / 10 ** p));
  const anyNumber = fc.oneof(
    fc.double(),
    decimal(100),
    fc.constantFrom(
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
    ),
    decimal(1e12),
  );
  const NUMBER_TEXT = fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e3',
    '0x10',
    '1,000',
    '12.3.4',
    '₹100',
    '   ',
    '1 000',
  );

  const FIELDS: { name: string; field: Schema; rule: (n: number) => boolean }[] = [
    {
      name: 'amount',
      field: amountField('Amount is required'),
      rule: (n) => n >= 0 && n < MAX_AMOUNT && places(n) <= 2,
    },
    {
      name: 'payment amount',
      field: amountField('Amount is required', { positive: true }),
      rule: (n) => n > 0 && n < MAX_AMOUNT && places(n) <= 2,
    },
    {
      name: 'line quantity',
      field: lineQuantityField(),
      rule: (n) => Number.isInteger(n) && n >= 1 && n < MAX_LINE_QUANTITY,
    },
    { name: 'weight', field: weightField, rule: (n) => n > 0 && n < PRODUCT_NUMBER_LIMIT && places(n) <= 3 },
    { name: 'dimension', field: dimensionField, rule: (n) => n > 0 && n < PRODUCT_NUMBER_LIMIT && places(n) <= 2 },
    { name: 'cycle time', field: cycleTimeField, rule: (n) => n > 0 && n < PRODUCT_NUMBER_LIMIT && places(n) <= 1 },
    {
      name: 'pack quantity',
      field: quantityField,
      rule: (n) => Number.isInteger(n) && n >= 0 && n < PRODUCT_NUMBER_LIMIT,
    },
    { name: 'GST rate', field: gstRateField, rule: (n) => (GST_RATES as readonly number[]).includes(n) },
  ];

  it.each(FIELDS)(
    '$name: a number is accepted, unchanged, exactly when its rule holds; never NaN or ±Infinity',
    ({ field, rule }) => {
      fc.assert(
        fc.property(anyNumber, (n) => {
          const result = field.safeParse(n);
          expect(result.success, String(n)).toBe(Number.isFinite(n) && rule(n));
          if (result.success) {
            expect(result.data).toBe(n);
            expect(Number.isFinite(result.data)).toBe(true);
          }
        }),
      );
    },
  );

  it.each(FIELDS)(
    '$name: the same number written as text reads the same; words, exponents and symbols are refused',
    ({ field, rule }) => {
      fc.assert(
        fc.property(anyNumber, NUMBER_TEXT, (n, junk) => {
          fc.pre(Number.isFinite(n) && !String(n).includes('e'));
          const written = String(n);
          const result = field.safeParse(written);
          expect(result.success, written).toBe(rule(n));
          if (result.success) expect(result.data).toBe(Number(written));
          const refused = field.safeParse(junk);
          // Blank text is "none" where the field is optional; it is never a number.
          if (refused.success) expect(refused.data).toBeNull();
        }),
      );
    },
  );

  it('a GST rate is accepted exactly when it is a listed slab, over every twentieth of a per cent from -5 to 50', () => {
    for (let twentieths = -100; twentieths <= 1000; twentieths++) {
      const rate = twentieths / 20;
      const listed = (GST_RATES as readonly number[]).includes(rate);
      expect(gstRateField.safeParse(rate).success, String(rate)).toBe(listed);
      expect(gstRateField.safeParse(String(rate)).success, String(rate)).toBe(listed);
    }
  });

  it('an amount with a third decimal is refused with the decimals message; with two it is kept to the paisa', () => {
    const amount = amountField('Amount is required');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT * 100 - 1 }), fc.integer({ min: 1, max: 9 }), (paise, extra) => {
        expect(amount.parse(paise / 100)).toBe(paise / 100);
        const thousandths = (paise * 10 + extra) / 1000;
        expect(messagesOf(amount, thousandths)).toEqual({ '': 'Maximum 2 decimal places' });
        expect(messagesOf(amount, String(thousandths))).toEqual({ '': 'Maximum 2 decimal places' });
      }),
    );
  });
});

describe('users and roles', () => {
  it('a password from 8 to 128 characters is taken as typed (not trimmed); shorter or longer is refused', () => {
    const user = { email: 'a@b.co', firstName: 'A', lastName: 'B', roleId: 'r1' };
    fc.assert(
      fc.property(characters(8, 128), characters(1, 7), characters(129, 160), (good, short, long) => {
        expect(userCreateSchema.parse({ ...user, password: good }).password).toBe(good);
        expect(messagesOf(userCreateSchema, { ...user, password: short })).toEqual({
          password: 'Password must be at least 8 characters',
        });
        expect(messagesOf(userCreateSchema, { ...user, password: long })).toEqual({
          password: 'Password must be at most 128 characters',
        });
      }),
    );
  });

  it('a role name is trimmed and refused past 50 characters', () => {
    fc.assert(
      fc.property(text(50), fc.integer({ min: 1, max: 20 }), (name, over) => {
        expect(roleInputSchema.parse({ name }).name).toBe(name.trim());
        expect(messagesOf(roleInputSchema, { name: 'r'.repeat(50 + over) })).toEqual({
          name: 'Must be at most 50 characters',
        });
      }),
    );
  });
});
