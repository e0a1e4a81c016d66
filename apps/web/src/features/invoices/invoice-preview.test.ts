import { computeGst } from '@lathe/shared';
import { TAX_TYPE_CASES } from '@lathe/shared/testing';
import { describe, expect, it } from 'vitest';
import { previewInvoice, taxTypeOf } from './invoice-preview';

const line = (quantity: string, rate: string, gstRate = '18', hsnCode = '84099990') => ({
  quantity,
  rate,
  gstRate,
  hsnCode,
});

describe('previewInvoice', () => {
  it('gives computeGst’s figures for the lines as typed (text), in their order', () => {
    const preview = previewInvoice([line('400', '42.55'), line('1000', '6.35', '12', ' 73182990 ')], 'intra');
    const expected = computeGst({
      intraState: true,
      lines: [
        { quantity: 400, rate: 42.55, gstRate: 18, hsnCode: '84099990' },
        { quantity: 1000, rate: 6.35, gstRate: 12, hsnCode: '73182990' },
      ],
    });
    expect(preview?.totals).toEqual(expected);
    expect(preview?.lines).toEqual(expected.lines);
    expect(preview?.incomplete).toBe(false);
  });

  it('leaves out a line the schema would refuse, keeping the others in place', () => {
    const preview = previewInvoice(
      [line('', '10'), line('2', '10'), line('1.5', '10'), line('2', '10.001'), line('2', '10', '7')],
      'inter',
    );
    expect(preview?.lines.map((figures) => figures?.taxable ?? null)).toEqual([null, 2000, null, null, null]);
    expect(preview?.totals.igstTotal).toBe(360);
    expect(preview?.incomplete).toBe(true);
  });

  it('treats a blank HSN as none, so the summary groups it apart', () => {
    const preview = previewInvoice([line('1', '100', '18', '  ')], 'inter');
    expect(preview?.totals.hsnSummary[0]?.hsnCode).toBeNull();
  });

  it('gives up (null) rather than showing a total it cannot count exactly', () => {
    expect(previewInvoice([line('9999999', '99999999.99'), line('9999999', '99999999.99')], 'intra')).toBeNull();
  });
});

describe('taxTypeOf', () => {
  it('is intra-state when the customer is in the company’s state, in any case', () => {
    expect(taxTypeOf({ state: 'Maharashtra' }, 'maharashtra ', true)).toBe('intra');
    expect(taxTypeOf({ state: 'Maharashtra' }, 'Karnataka', true)).toBe('inter');
  });

  it.each(TAX_TYPE_CASES)(
    'previews what the server stores: seller $seller, place of supply $placeOfSupply → $taxType',
    ({ seller, placeOfSupply, taxType }) => {
      expect(taxTypeOf({ state: seller }, placeOfSupply, true)).toBe(taxType);
    },
  );

  it('is unknown until both the company settings and the customer are known', () => {
    expect(taxTypeOf(undefined, 'Maharashtra', true)).toBeNull();
    expect(taxTypeOf({ state: 'Maharashtra' }, undefined, false)).toBeNull();
  });
});
