import { describe, expect, it } from 'vitest';
import { messagesOf } from './input-arbitraries.js';
import {
  onlyLeftToReceiveMessage,
  purchaseOrderInputSchema,
  purchaseOrderLineInputSchema,
  purchaseQuantityText,
} from './purchase-order.js';

const bar = {
  kind: 'bar_stock',
  grade: ' EN8 ',
  rodSize: '25 mm  Round',
  quantity: '250.5',
  rate: '78.5',
  gstRate: '18',
};

describe('a purchase order line', () => {
  it('prints a bar-stock line’s rod size as Lathe does, and fills its description and unit when left blank', () => {
    expect(purchaseOrderLineInputSchema.parse(bar)).toMatchObject({
      grade: 'EN8',
      rodSize: 'Ø25',
      description: 'Bright bar EN8 Ø25',
      unit: 'KGS',
      quantity: 250.5,
      bars: null,
    });
    // What the buyer wrote stands; the unit any case.
    expect(purchaseOrderLineInputSchema.parse({ ...bar, description: 'EN8 peeled bar', unit: 'mtr' })).toMatchObject({
      description: 'EN8 peeled bar',
      unit: 'MTR',
    });
  });

  it('keeps no grade or rod size on a bought-out item or a service, which count in numbers', () => {
    expect(
      purchaseOrderLineInputSchema.parse({ ...bar, kind: 'service', description: 'Hardening', quantity: 500 }),
    ).toMatchObject({ grade: null, rodSize: null, unit: 'NOS', description: 'Hardening' });
  });

  it('refuses what is missing or malformed, each on its field', () => {
    expect(messagesOf(purchaseOrderLineInputSchema, { ...bar, grade: '', rodSize: null })).toEqual({
      grade: 'Grade is required for bar stock',
      rodSize: 'Rod size is required for bar stock',
    });
    expect(messagesOf(purchaseOrderLineInputSchema, { ...bar, kind: 'bought_out' })).toEqual({
      description: 'Description is required',
    });
    expect(messagesOf(purchaseOrderLineInputSchema, { ...bar, quantity: '0.0001', bars: '2.5', unit: 'KG' })).toEqual({
      quantity: 'Maximum 3 decimal places',
      bars: 'Must be a whole number',
      unit: 'Choose a unit from the GST list (KGS, NOS …)',
    });
  });
});

describe('a purchase order', () => {
  const order = { supplierId: '8f14e45f-ceea-467f-a0e6-7b5c1a9a2d11', poDate: '2026-05-11', lines: [bar] };

  it('refuses a delivery before its PO date, on the order and on a line', () => {
    expect(
      messagesOf(purchaseOrderInputSchema, {
        ...order,
        deliveryDate: '2026-05-10',
        lines: [{ ...bar, deliveryDate: '2026-05-01' }],
      }),
    ).toEqual({
      deliveryDate: 'Delivery cannot be before the PO date',
      'lines.0.deliveryDate': 'Delivery cannot be before the PO date',
    });
  });

  it('bounds money with kilograms to the gram: a line, then the whole order', () => {
    const big = { ...bar, quantity: '9999999.999', rate: '99999999.99' };
    expect(messagesOf(purchaseOrderInputSchema, { ...order, lines: [big] })).toEqual({
      'lines.0.rate': 'The line amount is too large',
    });
    // ₹6,00,00,00,000 a line with its GST: two fit, 200 do not.
    const share = { ...bar, quantity: '5084745.763', rate: '1000', gstRate: '18' };
    expect(messagesOf(purchaseOrderInputSchema, { ...order, lines: [share, share] })).toEqual({});
    expect(messagesOf(purchaseOrderInputSchema, { ...order, lines: Array(200).fill(share) })).toEqual({
      lines: 'The purchase order total is too large',
    });
  });
});

describe('quantities as printed', () => {
  it('groups the Indian way to the gram, without trailing zeros', () => {
    expect(purchaseQuantityText(1250.5)).toBe('1,250.5');
    expect(purchaseQuantityText(123456.125)).toBe('1,23,456.125');
    expect(purchaseQuantityText(40)).toBe('40');
    expect(onlyLeftToReceiveMessage(150.25, 'KGS')).toBe('Only 150.25 KGS left to receive on this line');
    expect(onlyLeftToReceiveMessage(0, 'NOS')).toBe('Nothing is left to receive on this line');
  });
});
