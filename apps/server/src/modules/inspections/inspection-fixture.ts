import { randomUUID } from 'node:crypto';
import { materialKey, todayIn } from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  machines,
  productionEntries,
  products,
  workOrderMaterials,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';

/*
 * Work orders for the inspection tests, written straight into their tables: the work-order
 * module is tested on its own, and an inspection needs no more than a work order in a status
 * with its product, an operation and the bar it drew by heat.
 */

let made = 0;

interface WorkOrderFixture {
  productId: string;
  status?: 'draft' | 'released' | 'in_progress' | 'completed' | 'closed_short';
  quantity?: number;
  /** Good pieces off its last operation so far (0 unless told). */
  goodQuantity?: number;
  /** The sales order line it is made for; none for stock. */
  salesOrderId?: string | null;
  salesOrderLineId?: string | null;
  customerId?: string | null;
  /** The heats of the bar reserved for it. */
  heats?: string[];
}

/** A work order of the product (released unless told), with one operation and its bar by heat; its id and number. */
export async function insertWorkOrder(db: Db, fixture: WorkOrderFixture) {
  made += 1;
  const [product] = await db.select().from(products).where(eq(products.id, fixture.productId));
  if (!product) throw new Error(`No product ${fixture.productId}`);
  const status = fixture.status ?? 'released';
  const woNumber = status === 'draft' ? null : `WO/TEST/${randomUUID().slice(0, 6)}-${made}`;
  const [row] = await db
    .insert(workOrders)
    .values({
      woNumber,
      status,
      woDate: todayIn(),
      productId: product.id,
      productDescription: product.productDescription,
      drawingNumber: product.drawingNumber,
      salesOrderId: fixture.salesOrderId ?? null,
      salesOrderLineId: fixture.salesOrderLineId ?? null,
      customerId: fixture.customerId ?? null,
      quantity: fixture.quantity ?? 1000,
      goodQuantity: fixture.goodQuantity ?? 0,
      dueDate: todayIn(),
      releasedAt: status === 'draft' ? null : new Date(),
    })
    .returning({ id: workOrders.id });
  const id = (row as { id: string }).id;
  const [operation] = await db
    .insert(workOrderOperations)
    .values({
      workOrderId: id,
      seq: 1,
      cycleField: 'single_setup_cycle_time_sec',
      kind: 'single_setup',
      label: 'Single setup',
      cycleTimeSec: 45,
    })
    .returning({ id: workOrderOperations.id });
  const heats = fixture.heats ?? [];
  if (heats.length) {
    await db.insert(workOrderMaterials).values(
      heats.map((heatNumber) => ({
        workOrderId: id,
        itemKey: materialKey(product.grade, product.rodSize),
        grade: product.grade,
        rodSize: product.rodSize,
        heatNumber,
        reservedQuantity: 50,
      })),
    );
  }
  return { id, woNumber, operationId: (operation as { id: string }).id };
}

/**
 * A production entry against the work order's operation on a new machine: what makes its first
 * piece relied upon, and the machine an in-process inspection of the operation proposes. Answers
 * the machine.
 */
export async function insertProductionEntry(
  db: Db,
  workOrder: { id: string; operationId: string },
  operatorId: string,
) {
  const [machine] = await db
    .insert(machines)
    .values({ machineNo: `M-${randomUUID().slice(0, 6)}`, machineName: 'CNC test' })
    .returning({ id: machines.id });
  await db.insert(productionEntries).values({
    entryDate: todayIn(),
    shift: 1,
    machineId: (machine as { id: string }).id,
    operatorId,
    workOrderId: workOrder.id,
    operationId: workOrder.operationId,
    goodQuantity: 100,
    plannedMinutes: 480,
    cycleTimeSec: 45,
  });
  return machine as { id: string };
}
