import { CHALLAN_COPIES, financialYearOf, todayIn } from '@lathe/shared';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceTestKit } from '../../../test/invoice-test-kit.js';
import { pageCount, pdfText, titleOf } from '../../../test/pdf-facts.js';
import { dispatches } from '../../db/schema/index.js';

/** Every dispatch is a numbered delivery challan, printed in three copies. */
const kit = invoiceTestKit();
const today = todayIn();
const year = financialYearOf(today);

describe('delivery challans', () => {
  it("numbers each dispatch from its date's yearly series, gap-free, and prints it original, duplicate and triplicate", async () => {
    const { order } = await kit.oneLineOrder(100, 25);
    const send = async (quantity: number) =>
      (
        await kit.ok(
          'POST',
          `/api/sales-orders/${order.id}/dispatches`,
          {
            dispatchDate: today,
            vehicleReference: 'MH12AB1234',
            lines: [{ orderLineId: order.lineIds[0], quantity }],
            pdiOverride: true,
          },
          201,
        )
      ).dispatches[0];
    const first = await send(30);
    // A refused dispatch takes no number.
    const refused = await kit.call('POST', `/api/sales-orders/${order.id}/dispatches`, {
      dispatchDate: today,
      lines: [{ orderLineId: order.lineIds[0], quantity: 500 }],
      pdiOverride: true,
    });
    expect(refused.statusCode).toBe(400);
    const second = await send(20);
    expect([first.challanNumber, second.challanNumber]).toEqual([`DC/${year}/0001`, `DC/${year}/0002`]);

    const res = await kit.call('GET', `/api/sales-orders/${order.id}/dispatches/${second.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="DC-${year}-0002.pdf"`);
    expect(titleOf(res.rawPayload)).toBe(`DC/${year}/0002`);
    expect(pageCount(res.rawPayload)).toBe(3);
    const text = pdfText(res.rawPayload);
    expect(text.filter((t) => (CHALLAN_COPIES as readonly string[]).includes(t))).toEqual([...CHALLAN_COPIES]);
    expect(text.filter((t) => t === 'Value (₹)')).toHaveLength(3);
  });

  it('answers 404 for a dispatch of another order', async () => {
    const { order } = await kit.oneLineOrder(10, 5);
    const { order: other } = await kit.oneLineOrder(10, 5);
    const sent = (
      await kit.ok(
        'POST',
        `/api/sales-orders/${order.id}/dispatches`,
        { dispatchDate: today, lines: [{ orderLineId: order.lineIds[0], quantity: 10 }], pdiOverride: true },
        201,
      )
    ).dispatches[0];
    expect((await kit.call('GET', `/api/sales-orders/${other.id}/dispatches/${sent.id}/pdf`)).statusCode).toBe(404);
  });

  it('numbers dispatches recorded without one (before migration 0012, or by the demo seed) after the series, in date order', async () => {
    const { order } = await kit.oneLineOrder(10, 5);
    const [late, early] = await kit.h.db
      .insert(dispatches)
      .values([
        { orderId: order.id, dispatchDate: '2025-03-20' },
        { orderId: order.id, dispatchDate: '2025-03-10' },
      ])
      .returning({ id: dispatches.id });
    await kit.h.db.execute(sql`select delivery_challans_number()`);
    const numbers = await kit.h.db
      .select({ id: dispatches.id, challanNumber: dispatches.challanNumber })
      .from(dispatches)
      .where(inArray(dispatches.id, [late?.id as string, early?.id as string]));
    expect(Object.fromEntries(numbers.map((n) => [n.id, n.challanNumber]))).toEqual({
      [early?.id as string]: 'DC/2024-25/0001',
      [late?.id as string]: 'DC/2024-25/0002',
    });
    // The series moved on: the next dispatch of that year takes 0003.
    const next = await kit.ok(
      'POST',
      `/api/sales-orders/${order.id}/dispatches`,
      { dispatchDate: '2025-03-25', lines: [{ orderLineId: order.lineIds[0], quantity: 1 }], pdiOverride: true },
      201,
    );
    expect(next.dispatches.map((d: { challanNumber: string }) => d.challanNumber)).toContain('DC/2024-25/0003');
  });
});
