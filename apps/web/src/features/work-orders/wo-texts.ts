import type { WorkOrder } from '@lathe/shared';

/** Asked before a work order is released, from its form or its page. */
export const releaseQuestion = (productDescription: string | null | undefined) =>
  `Release this work order${productDescription ? ` for ${productDescription}` : ''}? It takes the next WO number, reserves its bar from stock and can no longer be edited.`;

/** "Work order WO/2026-27/0001 released", and what the reservation fell short by. */
export const releasedText = (order: Pick<WorkOrder, 'woNumber' | 'materialNeed'>) =>
  `Work order ${order.woNumber ?? ''} released${order.materialNeed.shortKg ? '; its bar is short' : ''}`;
