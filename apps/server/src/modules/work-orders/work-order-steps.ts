import { MAX_SERIES_NUMBER, type WorkOrderFacts, type WorkOrderStatus } from '@lathe/shared';
import type { DbOrTx } from '../../db/client.js';
import type { WorkOrderRecord } from './work-order-lock.js';
import { reserveBar } from './work-order-materials.js';
import { firstPiecePassed } from './work-order-rows.js';

export const workOrderSeriesFull = (financialYear: string) =>
  `The ${financialYear} work order series is full (${MAX_SERIES_NUMBER} work orders)`;

/** What the flow's needs read: the status, the quantity, the good pieces and the first piece's verdict. */
export async function workOrderFacts(tx: DbOrTx, order: WorkOrderRecord): Promise<WorkOrderFacts> {
  return {
    status: order.status as WorkOrderStatus,
    quantity: order.quantity,
    goodQuantity: order.goodQuantity,
    firstPiecePassed: await firstPiecePassed(tx, order.id),
  };
}

/**
 * draft → released: the number is taken (WO/2026-27/0001 by the WO date) and the bar reserved
 * by heat, oldest first, from what other open work orders do not hold. A shortfall does not stop
 * the release; the work order shows it.
 */
export const releaseStep = {
  async after(tx: DbOrTx, order: WorkOrderRecord) {
    await reserveBar(tx, order);
  },
};
