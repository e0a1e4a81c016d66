import type { DeliveryScheduleLine } from '@lathe/shared';

/*
 * A dispatch against a schedule as the server posts it: each part's pieces go to its buckets with
 * something left, earliest first. Reaching a bucket past the firm zone (the forecast) needs a
 * reason; the form asks for it as the quantities are typed rather than after a refusal.
 */

export interface DispatchPart {
  productId: string;
  drawingNumber: string;
  description: string;
  /** Pieces left to dispatch over all its buckets. */
  left: number;
  /** Its buckets with something left, earliest first. */
  open: DeliveryScheduleLine[];
}

/** The parts of the schedule, in its order, each with what is left of it. */
export function dispatchParts(lines: readonly DeliveryScheduleLine[]): DispatchPart[] {
  const parts = new Map<string, DispatchPart>();
  for (const line of lines) {
    const part = parts.get(line.productId) ?? {
      productId: line.productId,
      drawingNumber: line.drawingNumber,
      description: line.description,
      left: 0,
      open: [],
    };
    if (line.leftToDispatch > 0) {
      part.left += line.leftToDispatch;
      part.open.push(line);
    }
    parts.set(line.productId, part);
  }
  for (const part of parts.values()) part.open.sort((a, b) => a.date.localeCompare(b.date));
  return [...parts.values()];
}

/** The forecast buckets a part's pieces would reach, earliest first. */
export function forecastReached(part: DispatchPart, quantity: number): DeliveryScheduleLine[] {
  const reached: DeliveryScheduleLine[] = [];
  let rest = Number.isFinite(quantity) ? Math.max(0, Math.floor(quantity)) : 0;
  for (const bucket of part.open) {
    if (rest <= 0) break;
    if (!bucket.firm) reached.push(bucket);
    rest -= Math.min(rest, bucket.leftToDispatch);
  }
  return reached;
}

/** Whether the quantities typed reach past the firm zone for any part. */
export const reachesForecast = (parts: readonly DispatchPart[], quantities: readonly unknown[]) =>
  parts.some((part, index) => forecastReached(part, Number(quantities[index] ?? 0)).length > 0);
