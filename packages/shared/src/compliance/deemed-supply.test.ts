import { describe, expect, it } from 'vitest';
import { type DeemedSupplyLineFacts, deemedSupplyNote, deemedSupplyOf } from './deemed-supply.js';

const line = (over: Partial<DeemedSupplyLineFacts>): DeemedSupplyLineFacts => ({
  id: 'l1',
  lineNumber: 1,
  goodsType: 'inputs',
  productId: null,
  description: 'EN8 Ø25 bars',
  hsnCode: '72142090',
  unit: 'KGS',
  quantity: 412.5,
  value: 30937.5,
  gstRate: 18,
  pendingQuantity: 412.5,
  deemedSupplyInvoiceStatus: null,
  ...over,
});

describe('the deemed supply of goods kept past their limit (section 143(3))', () => {
  it('invoices what is still out at the challan’s value a unit, dated the day after the year ended', () => {
    // Sent 10/04/2026; 400 of 412.5 kg came back. The year ends 10/04/2027: deemed supplied from 11/04/2027.
    const supply = deemedSupplyOf('2026-04-10', [line({ pendingQuantity: 12.5 })], '2027-04-11');
    expect(supply).toEqual({
      invoiceDate: '2027-04-11',
      lastDay: '2027-04-10',
      goodsType: 'inputs',
      lines: [
        {
          challanLineId: 'l1',
          lineNumber: 1,
          productId: null,
          description: 'EN8 Ø25 bars',
          hsnCode: '72142090',
          unit: 'KGS',
          quantity: 12.5,
          rate: 75, // ₹30,937.50 ÷ 412.5 kg
          gstRate: 18,
          taxableValue: 937.5, // 12.5 kg × ₹75.00
        },
      ],
    });
    // The last day of the year is still in time.
    expect(deemedSupplyOf('2026-04-10', [line({})], '2027-04-10')).toBeNull();
  });

  it('rounds the value a unit to the paisa', () => {
    // ₹10,000 for 3 pieces: ₹3,333.33 a piece; 2 still out: ₹6,666.66.
    const supply = deemedSupplyOf(
      '2026-04-10',
      [line({ unit: 'NOS', quantity: 3, value: 10000, pendingQuantity: 2 })],
      '2027-05-01',
    );
    expect(supply?.lines[0]).toMatchObject({ quantity: 2, rate: 3333.33, taxableValue: 6666.66 });
  });

  it('leaves out what is back, tools, and what an invoice already stands for; a cancelled one puts it back', () => {
    const lines = [
      line({ id: 'back', pendingQuantity: 0 }),
      line({ id: 'tool', goodsType: 'tools' }),
      line({ id: 'drafted', deemedSupplyInvoiceStatus: 'draft' }),
      line({ id: 'issued', deemedSupplyInvoiceStatus: 'issued' }),
      line({ id: 'cancelled', deemedSupplyInvoiceStatus: 'cancelled' }),
    ];
    expect(deemedSupplyOf('2020-04-10', lines, '2027-04-11')?.lines.map((l) => l.challanLineId)).toEqual(['cancelled']);
  });

  it('proposes the goods whose limit ended first: inputs after a year, capital goods after three', () => {
    const lines = [line({ id: 'input' }), line({ id: 'machine', goodsType: 'capital_goods' })];
    expect(deemedSupplyOf('2026-04-10', lines, '2028-01-01')).toMatchObject({
      invoiceDate: '2027-04-11',
      lines: [{ challanLineId: 'input' }],
    });
    const later = deemedSupplyOf('2026-04-10', [lines[1] as DeemedSupplyLineFacts], '2029-04-11');
    expect(later).toMatchObject({ invoiceDate: '2029-04-11', lastDay: '2029-04-10', goodsType: 'capital_goods' });
    expect(
      deemedSupplyNote(
        { challanNumber: 'JWC/2026-27/0001', challanDate: '2026-04-10' },
        later as NonNullable<typeof later>,
      ),
    ).toBe(
      'Deemed supply under section 143(3) of the CGST Act, 2017: capital goods sent for job work on challan ' +
        'JWC/2026-27/0001 dated 10/04/2026, not received back within 3 years (by 10/04/2029).',
    );
  });
});
