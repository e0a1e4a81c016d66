import type { APIRequestContext } from '@playwright/test';
import { adminCall } from './admin-api';
import { daysFromToday } from './dates';

/**
 * A passed PDI on record for the product, as the plant gets one: a piece of it sent to the
 * customer on an order of its own (the admin confirming the PDI override, the product having
 * none yet) and that dispatch's PDI recorded as passed. A dispatch of the product by someone
 * without the override then goes through.
 */
export async function passedPdi(request: APIRequestContext, token: string, customerId: string, productId: string) {
  const today = daysFromToday(0);
  const order = await adminCall(request, token, 'POST', 'sales-orders/confirm', {
    customerId,
    orderDate: today,
    lines: [{ productId, quantity: 1, rate: 1 }],
  });
  const sent = await adminCall(request, token, 'POST', `sales-orders/${order.id}/dispatches`, {
    dispatchDate: today,
    lines: [{ orderLineId: order.lines[0].id, quantity: 1 }],
    pdiOverride: true,
  });
  return adminCall(request, token, 'POST', 'inspections/pdi', {
    dispatchId: sent.dispatches[0].id,
    inspectedOn: today,
    sampleSize: 1,
    readings: [
      {
        characteristic: 'Visual: free of burrs',
        nominal: null,
        lowerTolerance: null,
        upperTolerance: null,
        result: 'pass',
      },
    ],
  });
}
