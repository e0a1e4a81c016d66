import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { stockBalances, stockMovements } from '../../db/schema/index.js';

/*
 * A heat's bars follow its kg. A movement of bar stock that names no bars (production's issues
 * and returns, an issue or adjustment typed in kg alone) moves the bars its kg stand for, so a
 * heat never shows 0 kg and 22 bars: after it, the heat holds as many bars as its kg fill at the
 * kg a bar it came in with (a part-used bar is still a bar), and none once its kg are gone. A
 * movement that names its bars moves those, except that the last kg out take the last bars with
 * them. A heat that never came in with a count of bars keeps none.
 */

/** The movement's item, owner and heat: the balance it moves. */
interface HeatMovement {
  itemKey: string;
  itemType: 'material' | 'part';
  ownerId?: string | null;
  heatNumber?: string | null;
  quantity: number;
  bars?: number | null;
}

/** Bars a heat of `kg` holds at the kg of a bar it came in with (received kg ÷ received bars). */
function barsHeld(kg: number, received: { kg: number; bars: number }) {
  if (kg <= 0 || received.bars <= 0 || received.kg <= 0) return 0;
  // A part-used bar is still a bar; a hair over a whole number of bars is float dust, not one more.
  return Math.ceil((kg * received.bars) / received.kg - 1e-6);
}

/**
 * The bars the movement moves (signed like its kg), read under the balance row's lock: its own
 * when it names them, else what keeps the heat's bars in step with its kg.
 */
export async function barsOfMovement(tx: DbOrTx, movement: HeatMovement): Promise<number> {
  const named = movement.bars ?? 0;
  if (movement.itemType !== 'material') return named;
  const ownerKey = movement.ownerId ?? '';
  const heatNumber = movement.heatNumber ?? '';
  const [balance] = await tx
    .select({ quantity: stockBalances.quantity, bars: stockBalances.bars })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.itemKey, movement.itemKey),
        eq(stockBalances.ownerKey, ownerKey),
        eq(stockBalances.heatNumber, heatNumber),
      ),
    )
    .for('update');
  if (!balance) return named;
  const kgAfter = Math.round((balance.quantity + movement.quantity) * 1000) / 1000;
  // The last kg out take every bar left with them.
  if (kgAfter === 0 && balance.bars + named > 0) return -balance.bars;
  if (named !== 0) return named;
  const [received] = await tx
    .select({
      kg: sql<string>`coalesce(sum(${stockMovements.quantity}), 0)`,
      bars: sql<string>`coalesce(sum(${stockMovements.bars}), 0)`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.itemKey, movement.itemKey),
        ownerKey ? eq(stockMovements.ownerId, ownerKey) : sql`${stockMovements.ownerId} is null`,
        eq(stockMovements.heatNumber, heatNumber),
        gt(stockMovements.bars, 0),
        gt(stockMovements.quantity, 0),
      ),
    );
  const held = barsHeld(kgAfter, { kg: Number(received?.kg ?? 0), bars: Number(received?.bars ?? 0) });
  // Kg out never add bars, kg in never take them away.
  return movement.quantity < 0
    ? Math.max(-balance.bars, Math.min(0, held - balance.bars))
    : Math.max(0, held - balance.bars);
}
