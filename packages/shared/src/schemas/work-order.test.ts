import { describe, expect, it } from 'vitest';
import { messagesOf } from './input-arbitraries.js';
import { operationHours, operationsPreview, shortByText, toMakeText, workOrderInputSchema } from './work-order.js';

const order = {
  productId: '8f14e45f-ceea-467f-a0e6-7b5c1a9a2d11',
  quantity: '10000',
  woDate: '2026-05-04',
  dueDate: '2026-05-30',
};

describe('a work order draft', () => {
  it('reads the quantity as typed and makes a blank sales order line "for stock"', () => {
    expect(workOrderInputSchema.parse({ ...order, salesOrderLineId: '', remarks: '  ' })).toMatchObject({
      quantity: 10000,
      salesOrderLineId: null,
      remarks: null,
    });
  });

  it('takes whole pieces from 1 to 1,00,00,000 and refuses the rest on the field', () => {
    expect(workOrderInputSchema.parse({ ...order, quantity: 10_000_000 }).quantity).toBe(10_000_000);
    expect(messagesOf(workOrderInputSchema, { ...order, quantity: '' })).toEqual({ quantity: 'Quantity is required' });
    expect(messagesOf(workOrderInputSchema, { ...order, quantity: '12.5' })).toEqual({
      quantity: 'Must be a whole number of pieces',
    });
    expect(messagesOf(workOrderInputSchema, { ...order, quantity: 0 })).toEqual({ quantity: 'Must be at least 1' });
    expect(messagesOf(workOrderInputSchema, { ...order, quantity: 10_000_001 })).toEqual({
      quantity: 'Must be at most 1,00,00,000',
    });
  });

  it('needs a product and dates, the due date not before the WO date', () => {
    expect(messagesOf(workOrderInputSchema, { ...order, productId: '', dueDate: '' })).toEqual({
      productId: 'Product is required',
      dueDate: 'Due date is required',
    });
    expect(messagesOf(workOrderInputSchema, { ...order, dueDate: '2026-05-03' })).toEqual({
      dueDate: 'Due date cannot be before the WO date',
    });
  });
});

describe('the operations of a quantity', () => {
  it('gives each cycle time its pieces an hour and the hours the quantity takes, in whole minutes', () => {
    // 10,000 at 45 s: 7,500 minutes, 125 h (the CNC-3 job); 2,084 minutes at 12.5 s.
    expect(
      operationsPreview({ single_setup_cycle_time_sec: 45, rough_first_cycle_time_sec: 12.5 }, 10_000).map((o) => [
        o.seq,
        o.label,
        o.piecesPerHour,
        o.hoursForQuantity,
      ]),
    ).toEqual([
      [1, 'Rough 1st side', 288, 34.73],
      [2, 'Single setup', 80, 125],
    ]);
    expect(operationHours(1, 45)).toBe(0.02);
    expect(operationsPreview({ single_setup_cycle_time_sec: 0 }, 100)).toEqual([]);
  });

  it('speaks of what is left and short in Indian grouping', () => {
    expect(toMakeText(8200)).toBe('8,200 to make');
    expect(toMakeText(125000)).toBe('1,25,000 to make');
    expect(shortByText(12.5)).toBe('Short by 12.500 kg');
  });
});
