import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inspections, products, workOrderMaterials, workOrderOperations, workOrders } from '../../db/schema/index.js';

/*
 * Work orders as production's tests need them, written straight into the tables a release leaves
 * them in (work orders are released by their own module; these tests are about what production
 * does with one): released on a day, with its operations, the bar reserved for it by heat, and a
 * first-piece inspection that passed or failed. Real rows in the real database; nothing mocked.
 */

export interface FixtureOperation {
  kind: 'spm' | 'rough' | 'second_op' | 'single_setup';
  label: string;
  cycleTimeSec: number;
}

export interface FixtureMaterial {
  itemKey: string;
  grade: string;
  rodSize: string;
  heatNumber: string;
  reservedQuantity: number;
}

export interface WorkOrderFixture {
  productId: string;
  quantity: number;
  /** 'draft' writes an unreleased order (no number, no release day). */
  status?: 'draft' | 'released' | 'closed_short';
  /** The day it was released (India's date). */
  releasedOn?: string;
  operations?: FixtureOperation[];
  materials?: FixtureMaterial[];
  /** The first-piece inspection recorded for it, if any. */
  firstPiece?: 'pass' | 'fail' | null;
  salesOrderId?: string | null;
}

/** One operation in one setup at 45 s: 10,000 pieces on CNC-3 take 125 hours. */
export const SINGLE_SETUP: FixtureOperation[] = [{ kind: 'single_setup', label: 'Single setup', cycleTimeSec: 45 }];

/** Rough turning of the first side, then of the second. */
export const TWO_SIDES: FixtureOperation[] = [
  { kind: 'rough', label: 'Rough 1st side', cycleTimeSec: 30 },
  { kind: 'second_op', label: 'Rough 2nd side', cycleTimeSec: 20 },
];

/** Noon in India on the day: a release stamp that falls on that date there. */
const middayInIndia = (date: string) => new Date(`${date}T06:30:00Z`);

/** Records a first-piece inspection of the work order; the latest one decides. */
export async function inspectFirstPiece(
  db: Db,
  workOrderId: string,
  result: 'pass' | 'fail',
  inspectedOn = '2024-01-10',
) {
  const [order] = await db
    .select({ productId: workOrders.productId })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  if (!order) throw new Error(`No work order ${workOrderId}`);
  await db.insert(inspections).values({
    kind: 'first_piece',
    workOrderId,
    productId: order.productId,
    inspectedOn,
    result,
    createdAt: new Date(),
  });
}

/** A work order as released (or a draft), with its operations, reserved bar and first-piece inspection. */
export async function releasedWorkOrder(db: Db, fixture: WorkOrderFixture) {
  const status = fixture.status ?? 'released';
  const releasedOn = fixture.releasedOn ?? '2024-01-10';
  const [product] = await db
    .select({ description: products.productDescription, drawingNumber: products.drawingNumber })
    .from(products)
    .where(eq(products.id, fixture.productId));
  if (!product) throw new Error(`No product ${fixture.productId}`);
  const [order] = await db
    .insert(workOrders)
    .values({
      woNumber: status === 'draft' ? null : `WO/TEST/${randomUUID().slice(0, 8)}`,
      status,
      woDate: releasedOn,
      productId: fixture.productId,
      productDescription: product.description,
      drawingNumber: product.drawingNumber,
      salesOrderId: fixture.salesOrderId ?? null,
      quantity: fixture.quantity,
      dueDate: '2024-12-31',
      releasedAt: status === 'draft' ? null : middayInIndia(releasedOn),
      closedShortAt: status === 'closed_short' ? middayInIndia(releasedOn) : null,
    })
    .returning({ id: workOrders.id, woNumber: workOrders.woNumber });
  const { id, woNumber } = order as { id: string; woNumber: string | null };
  const operations = await db
    .insert(workOrderOperations)
    .values(
      (fixture.operations ?? SINGLE_SETUP).map((operation, index) => ({
        workOrderId: id,
        seq: index + 1,
        cycleField: 'single_setup_cycle_time_sec',
        ...operation,
      })),
    )
    .returning({ id: workOrderOperations.id, seq: workOrderOperations.seq, label: workOrderOperations.label });
  operations.sort((a, b) => a.seq - b.seq);
  if (fixture.materials?.length) {
    await db.insert(workOrderMaterials).values(fixture.materials.map((material) => ({ workOrderId: id, ...material })));
  }
  if (fixture.firstPiece) await inspectFirstPiece(db, id, fixture.firstPiece, releasedOn);
  return { id, woNumber, operations };
}

export type ReleasedWorkOrder = Awaited<ReturnType<typeof releasedWorkOrder>>;
