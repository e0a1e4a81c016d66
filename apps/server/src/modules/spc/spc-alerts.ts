import { addDays, SPC_DEFAULT_DAYS, SPC_MAX_SUBGROUPS } from '@lathe/shared';
import { and, asc, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, inspectionReadings, inspections, products } from '../../db/schema/index.js';
import { chartOf, chronological, type ReadingRow, readingColumns } from './spc-rows.js';

/*
 * What SPC raises for the notifications: a characteristic of a product whose recent readings show
 * a value outside its specification, or a point beyond a control limit (Western Electric rule 1),
 * on the chart the notification's link opens (the last 90 days up to today).
 */

/** Days back a reading counts as recent: the last week, today included. */
export const SPC_ALERT_DAYS = 7;
/** The most characteristics looked at a time, those inspected latest first. */
export const SPC_ALERT_MAX = 50;

export interface OutOfControl {
  productId: string;
  drawingNumber: string;
  description: string;
  customerId: string | null;
  customerName: string | null;
  characteristic: string;
  /** The latest recent day a point was out. */
  date: string;
  /** That point's reading lies outside its specification (else it is beyond a control limit). */
  outOfSpec: boolean;
}

/**
 * The characteristics out of control in the last week, the latest first. Two reads, both over
 * recent inspections by their day (an index range): the product and characteristic pairs measured
 * in the week (at most SPC_ALERT_MAX, the latest first), then those pairs' readings of the
 * chart's 90 days, each pair's newest SPC_MAX_SUBGROUPS as its chart keeps them. Each pair is then
 * charted as the SPC page charts it.
 */
export async function outOfControl(db: DbOrTx, today: string): Promise<OutOfControl[]> {
  const recentFrom = addDays(today, 1 - SPC_ALERT_DAYS);
  const lastDay = sql<string>`max(${inspections.inspectedOn})`;
  const pairs = await db
    .select({
      productId: inspections.productId,
      characteristic: inspectionReadings.characteristic,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      customerId: customers.id,
      customerName: customers.name,
      lastDay,
    })
    .from(inspections)
    .innerJoin(inspectionReadings, eq(inspectionReadings.inspectionId, inspections.id))
    .innerJoin(products, eq(products.id, inspections.productId))
    .leftJoin(customers, eq(customers.partyCode, products.partyCode))
    .where(
      and(
        gte(inspections.inspectedOn, recentFrom),
        lte(inspections.inspectedOn, today),
        isNotNull(inspectionReadings.nominal),
      ),
    )
    .groupBy(inspections.productId, inspectionReadings.characteristic, products.id, customers.id)
    .orderBy(desc(lastDay), asc(products.drawingNumber), asc(inspectionReadings.characteristic))
    .limit(SPC_ALERT_MAX);
  if (pairs.length === 0) return [];

  const productIds = pairs.map((pair) => pair.productId);
  const names = pairs.map((pair) => pair.characteristic);
  const newest = sql<number>`row_number() over (
    partition by ${inspections.productId}, ${inspectionReadings.characteristic}
    order by ${inspections.inspectedOn} desc, ${inspections.createdAt} desc, ${inspections.id} desc
  )`
    .mapWith(Number)
    .as('newest');
  const ranked = db
    .select({
      ...readingColumns,
      productId: inspections.productId,
      characteristic: inspectionReadings.characteristic,
      newest,
    })
    .from(inspections)
    .innerJoin(inspectionReadings, eq(inspectionReadings.inspectionId, inspections.id))
    .where(
      and(
        gte(inspections.inspectedOn, addDays(today, 1 - SPC_DEFAULT_DAYS)),
        lte(inspections.inspectedOn, today),
        isNotNull(inspectionReadings.nominal),
        sql`(${inspections.productId}, ${inspectionReadings.characteristic}) in (
          select * from unnest(${sql.param(productIds)}::uuid[], ${sql.param(names)}::text[]))`,
      ),
    )
    .as('ranked');
  // Each pair's newest first, as its chart keeps them.
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.newest, SPC_MAX_SUBGROUPS))
    .orderBy(asc(ranked.productId), asc(ranked.characteristic), asc(ranked.newest));

  const byPair = new Map<string, ReadingRow[]>();
  for (const row of rows) {
    const key = `${row.productId}\u0000${row.characteristic}`;
    const list = byPair.get(key);
    if (list) list.push(row);
    else byPair.set(key, [row]);
  }
  const found: OutOfControl[] = [];
  for (const { lastDay: _, ...pair } of pairs) {
    const chart = chartOf(chronological(byPair.get(`${pair.productId}\u0000${pair.characteristic}`) ?? []), {
      lsl: null,
      usl: null,
    });
    const out = chart.points.filter(
      (point) => point.inspectedOn >= recentFrom && (point.outOfSpec || point.rules.includes(1)),
    );
    const last = out.at(-1);
    if (last) found.push({ ...pair, date: last.inspectedOn, outOfSpec: last.outOfSpec });
  }
  return found;
}
