import {
  addDays,
  boxPackInputSchema,
  calibrationInputSchema,
  controlPlanInputSchema,
  dispatchInputSchema,
  gaugeInputSchema,
  type InProcessTrigger,
  inProcessInputSchema,
  lotPdiInputSchema,
  todayIn,
} from '@lathe/shared';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/db/client.js';
import {
  boxes,
  controlPlans,
  employees,
  gauges,
  inspections,
  productionEntries,
  products,
  salesOrderLines,
  salesOrders,
  workOrderOperations,
  workOrders,
} from '../../src/db/schema/index.js';
import { runWithAuditContext, setAuditActor } from '../../src/lib/audit-context.js';
import { pendingLine } from '../../src/lib/pending-order-lines.js';
import { createBoxesService } from '../../src/modules/boxes/boxes.service.js';
import { createCompanyService } from '../../src/modules/company/company.service.js';
import { createControlPlansService } from '../../src/modules/control-plans/control-plans.service.js';
import { createGaugesService } from '../../src/modules/gauges/gauges.service.js';
import { createInspectionsService } from '../../src/modules/inspections/inspections.service.js';
import { createSalesOrdersService } from '../../src/modules/sales-orders/sales-orders.service.js';
import { productFields, productionActors } from '../production/inputs.js';
import { processOffset } from '../production/inspection-plan.js';
import { stampBook } from '../production/stamps.js';
import { seededRandom } from '../sales/random.js';
import { calibrationsOf, DEMO_GAUGES } from './gauge-register.js';
import { inProcessReadings } from './in-process-readings.js';
import { planOfPart } from './plan-of-part.js';

/*
 * The demo's quality side (issue 31): the gauge register with its calibrations (one gauge overdue,
 * one due within the week), control plans for the ten parts the plant made most of last month, a
 * month of in-process checks of them (one per shift the finishing operation ran: at the setup,
 * after a tool change, or on the two-hourly round), lot inspections of the latest finished work
 * orders and their pieces packed into labelled boxes, one lot failed so its boxes cannot be sent.
 * Written through the services the screens use, after the production month. Safe to run twice.
 */

const SEED = 31_2026;
const PLANNED_PARTS = 10;
const SAMPLES = 5;
/** Finished work orders given a lot inspection and packed: the last of them fails its inspection. */
const LOTS = 4;

async function summary(db: DbOrTx): Promise<string> {
  const [g] = await db.select({ n: count() }).from(gauges);
  const [p] = await db.select({ n: count() }).from(controlPlans);
  const [i] = await db.select({ n: count() }).from(inspections).where(eq(inspections.kind, 'in_process'));
  const [b] = await db.select({ n: count(), sent: count(boxes.dispatchId) }).from(boxes);
  return (
    `${g?.n ?? 0} gauges, ${p?.n ?? 0} control plans, ${i?.n ?? 0} in-process inspections, ` +
    `${b?.n ?? 0} boxes, ${b?.sent ?? 0} dispatched`
  );
}

/** The QC inspectors (else anyone on the staff): who the checks name. */
async function inspectorIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id, designation: employees.designationName })
    .from(employees)
    .where(eq(employees.isActive, true))
    .orderBy(asc(employees.employeeCode));
  const qc = rows.filter((row) => row.designation === 'QC Inspector');
  return (qc.length ? qc : rows.slice(0, 1)).map((row) => row.id);
}

/** The parts with an OD that the plant made most of (by production entries), most first. */
async function busiestParts(db: DbOrTx) {
  return db
    .select({ ...productFields, entries: count(productionEntries.id) })
    .from(productionEntries)
    .innerJoin(workOrders, eq(workOrders.id, productionEntries.workOrderId))
    .innerJoin(products, eq(products.id, workOrders.productId))
    .where(isNotNull(products.finalOd))
    .groupBy(products.id)
    .orderBy(desc(count(productionEntries.id)), asc(products.drawingNumber))
    .limit(PLANNED_PARTS);
}

/** The production entries of each work order's last operation for the product, in the order they were made. */
async function finishingEntries(db: DbOrTx, productId: string) {
  const last = sql`(select max(o.seq) from work_order_operations o where o.work_order_id = ${workOrders.id})`;
  return db
    .select({
      workOrderId: workOrders.id,
      operationId: productionEntries.operationId,
      machineId: productionEntries.machineId,
      entryDate: productionEntries.entryDate,
      shift: productionEntries.shift,
      createdAt: productionEntries.createdAt,
    })
    .from(productionEntries)
    .innerJoin(workOrders, eq(workOrders.id, productionEntries.workOrderId))
    .innerJoin(workOrderOperations, eq(workOrderOperations.id, productionEntries.operationId))
    .where(and(eq(workOrders.productId, productId), sql`${workOrderOperations.seq} = ${last}`))
    .orderBy(asc(productionEntries.entryDate), asc(productionEntries.shift), asc(productionEntries.createdAt));
}

/**
 * Sends an inspected lot's boxes to the customer who waits for them: the work order's own order
 * line, else the earliest confirmed order's line of the part with pieces still to go; whole boxes,
 * half the lot at most and no more than the line takes, scanned into one dispatch today. Returns the boxes sent.
 */
async function sendBoxes(
  db: Db,
  order: { productId: string; lineId: string | null },
  packed: readonly { code: string; quantity: number }[],
  today: string,
  userId: string,
): Promise<number> {
  const [line] = await db
    .select({
      id: salesOrderLines.id,
      orderId: salesOrderLines.orderId,
      left: sql<number>`${salesOrderLines.quantity} - ${salesOrderLines.dispatchedQuantity}`.mapWith(Number),
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .where(and(eq(salesOrderLines.productId, order.productId), eq(salesOrders.status, 'confirmed'), pendingLine))
    .orderBy(
      sql`${salesOrderLines.id} = ${order.lineId ?? sql`null`} desc nulls last`,
      asc(salesOrders.orderDate),
      asc(salesOrderLines.lineNumber),
    )
    .limit(1);
  if (!line) return 0;
  const sent: string[] = [];
  let quantity = 0;
  // Half the lot goes now; the rest waits in the stores for the next call-off (and for scanning).
  for (const box of packed.slice(0, Math.ceil(packed.length / 2))) {
    if (quantity + box.quantity > line.left) break;
    sent.push(box.code);
    quantity += box.quantity;
  }
  if (!sent.length) return 0;
  // The order's version straight from its row: reading the order whole would plan its machine hours, in this transaction.
  const [{ version } = { version: 0 }] = await db
    .select({ version: salesOrders.version })
    .from(salesOrders)
    .where(eq(salesOrders.id, line.orderId));
  await createSalesOrdersService(db).dispatch(
    line.orderId,
    dispatchInputSchema.parse({
      dispatchDate: today,
      vehicleReference: 'MH-14-GU-4417',
      notes: 'Boxes scanned at the dispatch desk',
      lines: [{ orderLineId: line.id, quantity }],
      boxCodes: sent,
      version,
    }),
    userId,
  );
  return sent.length;
}

export async function seedQuality(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<string> {
  const [existing] = await db.select({ n: count() }).from(gauges);
  const actors = await productionActors(db);
  if ((existing?.n ?? 0) > 0 || !actors) return summary(db);
  const today = todayIn('Asia/Kolkata', now);
  const random = seededRandom(SEED);
  return runWithAuditContext({ ip: null, route: null }, async () => {
    setAuditActor(actors.inspector);
    const toSend: {
      order: { productId: string; lineId: string | null };
      boxes: { code: string; quantity: number }[];
    }[] = [];
    await db.transaction(async (tx) => {
      const company = createCompanyService(tx);
      const book = stampBook();
      const inspectorsList = await inspectorIds(tx);
      const inspector = () => random.pick(inspectorsList);

      // The register, each gauge with its calibrations.
      const gaugesService = createGaugesService(tx as Db);
      const gaugeIds = new Map<string, string>();
      for (const entry of DEMO_GAUGES) {
        const made = await gaugesService.create(gaugeInputSchema.parse(entry.gauge));
        gaugeIds.set(entry.gauge.code, made.id);
        for (const calibration of calibrationsOf(entry, today)) {
          await gaugesService.calibrate(made.id, calibrationInputSchema.parse(calibration), actors.inspector.id);
        }
      }

      // Control plans, then a month of in-process checks of each part.
      const plans = createControlPlansService(tx as Db, company);
      const inspectionsService = createInspectionsService(tx as Db, company);
      const parts = await busiestParts(tx);
      const overTopPart = parts[1]?.id;
      const driftingPart = parts[2]?.id;
      for (const part of parts) {
        await plans.save(part.id, controlPlanInputSchema.parse({ characteristics: planOfPart(part, gaugeIds) }));
        const entries = await finishingEntries(tx, part.id);
        const model = {
          offset: processOffset(part),
          driftFrom: part.id === driftingPart ? Math.floor(entries.length * 0.75) : null,
        };
        const seen = new Set<string>();
        let overTopDone = false;
        for (const [index, entry] of entries.entries()) {
          const template = await inspectionsService.inProcessTemplate(entry.workOrderId);
          const setup = `${entry.operationId}|${entry.machineId}`;
          const trigger: InProcessTrigger = !seen.has(setup) ? 'setup' : index % 7 === 3 ? 'tool_change' : 'periodic';
          seen.add(setup);
          const overTop: boolean = part.id === overTopPart && !overTopDone && entry.entryDate >= addDays(today, -2);
          overTopDone ||= overTop;
          const inspection = await inspectionsService.createInProcess(
            inProcessInputSchema.parse({
              workOrderId: entry.workOrderId,
              operationId: entry.operationId,
              machineId: entry.machineId,
              trigger,
              sampleSize: SAMPLES,
              inspectedOn: entry.entryDate,
              inspectorId: inspector(),
              readings: inProcessReadings(template.characteristics, SAMPLES, model, index, random, overTop),
              remarks: overTop
                ? 'OD over the top limit on the last piece: insert changed, offset corrected; pieces since the last check segregated'
                : null,
            }),
            actors.inspector.id,
          );
          // Recorded half an hour after the shift's entry.
          const at = new Date(entry.createdAt.getTime() + 30 * 60_000);
          book.stamp('inspections', inspection.id, { created_at: at, updated_at: at });
        }
      }

      // The latest finished work orders made from a known heat (those parts' first): a lot inspection each, then packed into boxes.
      const boxesService = createBoxesService(tx as Db, company);
      const finished = await tx
        .select({
          id: workOrders.id,
          productId: workOrders.productId,
          made: workOrders.goodQuantity,
          lineId: workOrders.salesOrderLineId,
        })
        .from(workOrders)
        .where(
          and(
            eq(workOrders.status, 'completed'),
            // Made from bar of a known heat, so the labels and the trace name it.
            sql`exists (select 1 from work_order_materials m where m.work_order_id = ${workOrders.id}
              and m.issued_quantity > 0 and m.heat_number <> '')`,
          ),
        )
        .orderBy(
          sql`${workOrders.productId} in ${parts.map((p) => p.id)} desc`,
          desc(workOrders.updatedAt),
          asc(workOrders.id),
        )
        .limit(LOTS);
      for (const [index, order] of finished.entries()) {
        const failing = index === finished.length - 1 && finished.length > 1;
        const template = await inspectionsService.lotPdiTemplate(order.id);
        const part = parts.find((p) => p.id === order.productId);
        const readings = inProcessReadings(
          template.characteristics,
          SAMPLES,
          { offset: part ? processOffset(part) : 0, driftFrom: null, inBand: true },
          0,
          random,
          failing,
        );
        await inspectionsService.createLotPdi(
          lotPdiInputSchema.parse({
            workOrderId: order.id,
            lotQuantity: order.made,
            sampleSize: SAMPLES,
            inspectedOn: today,
            inspectorId: inspector(),
            readings,
            remarks: failing
              ? 'OD oversize on 1 of 5: lot held for 100 % sorting'
              : 'Lot accepted: visual 100 %, dimensions on 5 pieces',
          }),
          actors.inspector.id,
        );
        const packing = await boxesService.pack(
          boxPackInputSchema.parse({ workOrderId: order.id, quantity: order.made, packedOn: today }),
          actors.inspector.id,
        );
        if (!failing) toSend.push({ order, boxes: packing.boxes });
      }
      await book.write(tx);
    });
    // Sent once packed and committed, each dispatch a transaction of its own as at the desk: the
    // order it returns is read (with its machine hours from the plan) outside the packing's.
    for (const lot of toSend) await sendBoxes(db, lot.order, lot.boxes, today, actors.inspector.id);
    return summary(db);
  });
}
