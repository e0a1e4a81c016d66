import { describe, expect, it } from 'vitest';
import { type BarDemand, type BarReceipt, barReadiness, projectBar, suggestPurchase } from './bar-requirements.js';

/*
 * Hand-worked projections of one bar (issue 27): EN8 Ø25, 300 kg on hand on 06/12/2026.
 */
const today = '2026-12-06';
const need = (date: string, kg: number, label: string): BarDemand => ({
  date,
  grams: kg * 1000,
  label,
  ref: { kind: 'sales_order', id: label },
});
const coming = (date: string, kg: number, label: string): BarReceipt => ({
  date,
  grams: kg * 1000,
  label,
  ref: { kind: 'purchase_order', id: label },
});

describe('a bar projected day by day', () => {
  it('runs short the day a need outgrows what is on hand and has come in; buys the net shortage', () => {
    // 300 on hand; 200 needed on 10/12 (100 left); 250 on 15/12 (−150); a PO of 100 due 20/12 (−50); 80 on 22/12 (−130).
    const projection = projectBar({
      today,
      onHandGrams: 300_000,
      demands: [need('2026-12-15', 250, 'SO-2'), need('2026-12-10', 200, 'SO-1'), need('2026-12-22', 80, 'SO-3')],
      receipts: [coming('2026-12-20', 100, 'PO-1')],
    });
    expect(projection.rows.map((row) => [row.date, row.kind, row.balanceGrams / 1000])).toEqual([
      ['2026-12-10', 'demand', 100],
      ['2026-12-15', 'demand', -150],
      ['2026-12-20', 'receipt', -50],
      ['2026-12-22', 'demand', -130],
    ]);
    expect(projection.shortFrom).toBe('2026-12-15');
    // 530 needed against 300 + 100: 130 to buy, first needed on 15/12 (even with PO-1 counted, 450 > 400).
    expect(projection.netShortGrams).toBe(130_000);
    expect(projection.needBy).toBe('2026-12-15');
    expect(projection.lateReceipts).toBe(false);
    // Lead time 7 days, minimum 500 kg: order 500 kg by 08/12.
    expect(suggestPurchase(projection, { leadTimeDays: 7, minimumGrams: 500_000 }, today)).toEqual({
      grams: 500_000,
      needBy: '2026-12-15',
      orderBy: '2026-12-08',
      late: false,
    });
  });

  it('a purchase order due after the need makes the balance dip though nothing is left to buy', () => {
    const projection = projectBar({
      today,
      onHandGrams: 100_000,
      demands: [need('2026-12-10', 150, 'SO-1')],
      receipts: [coming('2026-12-18', 200, 'PO-1')],
    });
    expect(projection).toMatchObject({ shortFrom: '2026-12-10', netShortGrams: 0, needBy: null, lateReceipts: true });
    expect(suggestPurchase(projection, { leadTimeDays: 5, minimumGrams: 0 }, today)).toBeNull();
  });

  it('needs and receipts dated before today count today; an order-by day past is late; kg round up', () => {
    const projection = projectBar({
      today,
      onHandGrams: 0,
      demands: [need('2026-11-30', 75.336, 'SO-1')],
      receipts: [],
    });
    expect(projection.rows[0]).toMatchObject({ date: today, balanceGrams: -75_336 });
    expect(suggestPurchase(projection, { leadTimeDays: 10, minimumGrams: 0 }, today)).toEqual({
      grams: 76_000,
      needBy: today,
      orderBy: '2026-11-26',
      late: true,
    });
  });

  it('on one day what comes in is counted before what goes out', () => {
    const projection = projectBar({
      today,
      onHandGrams: 0,
      demands: [need('2026-12-12', 50, 'SO-1')],
      receipts: [coming('2026-12-12', 50, 'PO-1')],
    });
    expect(projection.shortFrom).toBeNull();
    expect(projection.rows.map((row) => row.kind)).toEqual(['receipt', 'demand']);
  });
});

describe('when bar for new work can be had', () => {
  const projection = projectBar({
    today,
    onHandGrams: 300_000,
    demands: [need('2026-12-10', 200, 'SO-1')],
    receipts: [coming('2026-12-20', 500, 'PO-1')],
  });
  // Balances: 100 after SO-1 on 10/12, 600 after PO-1 on 20/12.
  it('today when stock covers it without leaving planned work short', () => {
    expect(barReadiness(projection, 300_000, 100_000, today, 7)).toEqual({ date: today, from: 'stock' });
  });
  it('the day a purchase order brings enough, when stock alone would leave SO-1 short', () => {
    expect(barReadiness(projection, 300_000, 150_000, today, 7)).toEqual({ date: '2026-12-20', from: 'receipt' });
  });
  it('the lead time from today when even what is coming is not enough', () => {
    expect(barReadiness(projection, 300_000, 700_000, today, 7)).toEqual({ date: '2026-12-13', from: 'purchase' });
  });
});
