import {
  type FirstPieceData,
  formatIndianNumber,
  type InProcessData,
  type InProcessTrigger,
  type Inspection,
  type InspectionKind,
  type InspectionListFilter,
  type InspectionReadingData,
  type InspectionSummary,
  inspectionPdfName,
  inspectionVerdict,
  type ListQuery,
  type ListResult,
  type LotPdiData,
  OPTION_MATCHES,
  type PdiData,
  readingVerdict,
  WORK_ORDER_FLOW,
} from '@lathe/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  dispatches,
  employees,
  inspectionReadings,
  inspections,
  machines,
  productionEntries,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { allPages, listPage, searchCondition } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { assertGauges } from '../gauges/index.js';
import { fetchInspectionSummaries, type InspectionSort, inspectionListSpec } from './inspection-list.js';
import { renderInspectionPdf } from './inspection-pdf.js';
import { readInspection } from './inspection-rows.js';
import {
  chosenProduct,
  dispatchedProducts,
  firstPieceTemplate,
  inProcessTemplate,
  lotPdiTemplate,
  pdiReportsOf,
  pdiTemplate,
} from './inspection-templates.js';

export const PDI_EXISTS =
  'This dispatch has its PDI report of this product already; delete it to record the inspection again';
export const FIRST_PIECE_RELIED_ON =
  'Production has been recorded since this first piece passed; the inspection cannot be deleted';

/** The inspector, when one is named: an employee still with the company (400 on `inspectorId` otherwise). */
async function assertInspector(tx: DbOrTx, inspectorId: string | null | undefined) {
  if (!inspectorId) return null;
  const [employee] = await tx
    .select({ isActive: employees.isActive })
    .from(employees)
    .where(eq(employees.id, inspectorId));
  if (!employee) throw invalidField('inspectorId', 'Inspector not found');
  if (!employee.isActive) throw invalidField('inspectorId', 'This employee is no longer active');
  return inspectorId;
}

/**
 * Each reading's verdict as the server reckons it (the figures against their band; the
 * inspector's call only where there is no nominal), and the inspection's: a client's verdict for
 * a measured characteristic is never taken.
 */
function judged(readings: InspectionReadingData[]) {
  const verdicts = readings.map((reading, index) => {
    const verdict = readingVerdict(reading);
    if (!verdict) throw invalidField(`readings.${index}.result`, 'Mark it pass or fail');
    return verdict;
  });
  const result = inspectionVerdict(readings) ?? 'fail';
  return { verdicts, result };
}

interface InspectionRow {
  kind: InspectionKind;
  workOrderId?: string;
  dispatchId?: string;
  /** An in-process inspection's operation, machine and what called for it. */
  operationId?: string;
  machineId?: string;
  trigger?: InProcessTrigger;
  productId: string;
  inspectedOn: string;
  inspectorId: string | null;
  sampleSize: number;
  lotQuantity: number;
  remarks: string | null | undefined;
  readings: InspectionReadingData[];
}

/** Writes the inspection and its readings with the server's verdicts, its gauges checked; answers its id. */
async function insertInspection(tx: DbOrTx, row: InspectionRow, userId: string): Promise<string> {
  const { verdicts, result } = judged(row.readings);
  // Every gauge the readings name must measure on the inspection date: 400 on each reading's gaugeId.
  await assertGauges(
    tx,
    row.readings.map((reading, index) => ({ gaugeId: reading.gaugeId, field: `readings.${index}.gaugeId` })),
    row.inspectedOn,
  );
  const [made] = await tx
    .insert(inspections)
    .values({
      kind: row.kind,
      workOrderId: row.workOrderId ?? null,
      dispatchId: row.dispatchId ?? null,
      operationId: row.operationId ?? null,
      machineId: row.machineId ?? null,
      trigger: row.trigger ?? null,
      productId: row.productId,
      inspectedOn: row.inspectedOn,
      inspectorId: row.inspectorId,
      sampleSize: row.sampleSize,
      lotQuantity: row.lotQuantity,
      result,
      remarks: row.remarks ?? null,
      createdBy: userId,
    })
    .returning({ id: inspections.id });
  const id = (made as { id: string }).id;
  await tx.insert(inspectionReadings).values(
    row.readings.map((reading, index) => ({
      inspectionId: id,
      seq: index + 1,
      characteristic: reading.characteristic,
      nominal: reading.nominal,
      lowerTolerance: reading.nominal === null ? null : reading.lowerTolerance,
      upperTolerance: reading.nominal === null ? null : reading.upperTolerance,
      unit: reading.unit,
      measured: reading.measured,
      result: verdicts[index] as string,
      gaugeId: reading.gaugeId ?? null,
    })),
  );
  return id;
}

/** The work order's row, locked as production entries lock it, so an inspection and an entry queue. */
async function lockWorkOrderRow(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
  return row;
}

/** The work order an in-process inspection or a lot PDI is of, locked; 400 on `workOrderId` when there is none. */
async function lockedWorkOrder(tx: DbOrTx, workOrderId: string) {
  const order = await lockWorkOrderRow(tx, workOrderId);
  if (!order) throw invalidField('workOrderId', 'Work order not found');
  return order;
}

export const NOT_ITS_OPERATION = 'This operation is not one of the work order’s';

/** What a lot PDI may cover: no more than the good pieces the work order has made. */
export const lotTooLarge = (good: number) =>
  good === 0
    ? 'The work order has made no good pieces yet: there is no lot to inspect'
    : `The work order has made ${formatIndianNumber(good, 0)} good pieces: the lot cannot be more`;

/**
 * Inspections: a work order's first piece (several attempts; the latest decides whether
 * production may be recorded), in-process inspections of its operations on their machines, the
 * pre-dispatch inspection of its lot, and each dispatch's one pre-dispatch inspection report of
 * a product, with the forms' templates, the list, the report and its PDF.
 */
export function createInspectionsService(db: Db, company: CompanyService) {
  return {
    get: async (id: string): Promise<Inspection> => readInspection(db, id, await company.get(db)),

    list: (query: ListQuery<InspectionSort>, filters?: InspectionListFilter): Promise<ListResult<InspectionSummary>> =>
      listPage(db, inspectionListSpec(filters), query, fetchInspectionSummaries(db)),

    /** Every inspection matching the list's search, sort and filters, a batch at a time (CSV export). */
    async *all(query: Omit<ListQuery<InspectionSort>, 'page' | 'limit'>, filters?: InspectionListFilter) {
      yield* allPages(inspectionListSpec(filters), query, fetchInspectionSummaries(db));
    },

    firstPieceTemplate: (workOrderId: string) => firstPieceTemplate(db, workOrderId),

    pdiTemplate: (dispatchId: string, productId?: string) => pdiTemplate(db, dispatchId, productId),

    inProcessTemplate: (workOrderId: string) => inProcessTemplate(db, workOrderId),

    lotPdiTemplate: (workOrderId: string) => lotPdiTemplate(db, workOrderId),

    /** Up to 20 machines whose number or name holds the text, by number: any machine may be inspected on. */
    machines: (search: string) =>
      db
        .select({ id: machines.id, machineNo: machines.machineNo, machineName: machines.machineName })
        .from(machines)
        .where(searchCondition([machines.machineNo, machines.machineName], search))
        .orderBy(asc(machines.machineNo), asc(machines.id))
        .limit(OPTION_MATCHES),

    /**
     * An in-process inspection of an operation of a released, in-progress or completed work order
     * (409 with the flow's refusal otherwise: the last check of a shift is typed after the entry that
     * completed it) on a machine, its verdict the server's own. A failing one is
     * recorded like any other: production is not stopped by it (the plan's reaction plan is).
     */
    createInProcess: (data: InProcessData, userId: string): Promise<Inspection> =>
      db.transaction(async (tx) => {
        const order = await lockedWorkOrder(tx, data.workOrderId);
        assertStep(WORK_ORDER_FLOW, 'check', order.status);
        const [operation] = await tx
          .select({ workOrderId: workOrderOperations.workOrderId })
          .from(workOrderOperations)
          .where(eq(workOrderOperations.id, data.operationId));
        if (operation?.workOrderId !== order.id) throw invalidField('operationId', NOT_ITS_OPERATION);
        const [machine] = await tx.select({ id: machines.id }).from(machines).where(eq(machines.id, data.machineId));
        if (!machine) throw invalidField('machineId', 'Machine not found');
        const id = await insertInspection(
          tx,
          {
            kind: 'in_process',
            workOrderId: order.id,
            operationId: data.operationId,
            machineId: machine.id,
            trigger: data.trigger,
            productId: order.productId,
            inspectedOn: data.inspectedOn,
            inspectorId: await assertInspector(tx, data.inspectorId),
            sampleSize: data.sampleSize,
            lotQuantity: order.quantity,
            remarks: data.remarks,
            readings: data.readings,
          },
          userId,
        );
        return readInspection(tx, id, await company.get(tx));
      }),

    /**
     * The PDI of a work order's lot, before it is dispatched: no more pieces than the work order
     * has made good (400 on `lotQuantity`). As every PDI, it is the product's PDI on record while
     * it is the latest, so a passed one lets the product be dispatched without the override; and
     * the work order's boxes count as from an inspected lot while its latest lot PDI passed.
     */
    createLotPdi: (data: LotPdiData, userId: string): Promise<Inspection> =>
      db.transaction(async (tx) => {
        const order = await lockedWorkOrder(tx, data.workOrderId);
        if (data.lotQuantity > order.goodQuantity) throw invalidField('lotQuantity', lotTooLarge(order.goodQuantity));
        const id = await insertInspection(
          tx,
          {
            kind: 'pdi',
            workOrderId: order.id,
            productId: order.productId,
            inspectedOn: data.inspectedOn,
            inspectorId: await assertInspector(tx, data.inspectorId),
            sampleSize: data.sampleSize,
            lotQuantity: data.lotQuantity,
            remarks: data.remarks,
            readings: data.readings,
          },
          userId,
        );
        return readInspection(tx, id, await company.get(tx));
      }),

    /**
     * A first-piece inspection of a released or in-progress work order (409 with the flow's
     * refusal otherwise), its verdict the server's own.
     */
    createFirstPiece: (data: FirstPieceData, userId: string): Promise<Inspection> =>
      db.transaction(async (tx) => {
        const order = await lockWorkOrderRow(tx, data.workOrderId);
        if (!order) throw invalidField('workOrderId', 'Work order not found');
        assertStep(WORK_ORDER_FLOW, 'inspect', order.status);
        const id = await insertInspection(
          tx,
          {
            kind: 'first_piece',
            workOrderId: order.id,
            productId: order.productId,
            inspectedOn: data.inspectedOn,
            inspectorId: await assertInspector(tx, data.inspectorId),
            sampleSize: 1,
            lotQuantity: order.quantity,
            remarks: data.remarks,
            readings: data.readings,
          },
          userId,
        );
        return readInspection(tx, id, await company.get(tx));
      }),

    /**
     * The dispatch's PDI report of a product it sends (the one `productId` names when it sends
     * several): one a product, 409 when it has one (delete it to record it again).
     */
    createPdi: (data: PdiData, userId: string): Promise<Inspection> =>
      db.transaction(async (tx) => {
        const [dispatch] = await tx
          .select({ id: dispatches.id })
          .from(dispatches)
          .where(eq(dispatches.id, data.dispatchId))
          .for('update');
        if (!dispatch) throw invalidField('dispatchId', 'Dispatch not found');
        const product = chosenProduct(await dispatchedProducts(tx, dispatch.id), data.productId);
        if ((await pdiReportsOf(tx, dispatch.id)).has(product.productId)) throw conflict(PDI_EXISTS);
        const id = await insertInspection(
          tx,
          {
            kind: 'pdi',
            dispatchId: dispatch.id,
            productId: product.productId,
            inspectedOn: data.inspectedOn,
            inspectorId: await assertInspector(tx, data.inspectorId),
            sampleSize: data.sampleSize,
            lotQuantity: product.quantity,
            remarks: data.remarks,
            readings: data.readings,
          },
          userId,
        );
        return readInspection(tx, id, await company.get(tx));
      }),

    /**
     * Deletes an inspection with its readings. A first piece that passed and that production has
     * been recorded on since cannot go (409): the entries were accepted on its word.
     */
    remove: (id: string): Promise<void> =>
      db.transaction(async (tx) => {
        const [found] = await tx.select().from(inspections).where(eq(inspections.id, id));
        if (!found) throw notFound('Inspection');
        if (found.workOrderId) await lockWorkOrderRow(tx, found.workOrderId);
        const [inspection] = await tx.select().from(inspections).where(eq(inspections.id, id)).for('update');
        if (!inspection) throw notFound('Inspection');
        if (inspection.kind === 'first_piece' && inspection.result === 'pass' && inspection.workOrderId) {
          const [entry] = await tx
            .select({ id: productionEntries.id })
            .from(productionEntries)
            .where(
              and(
                eq(productionEntries.workOrderId, inspection.workOrderId),
                gte(productionEntries.createdAt, inspection.createdAt),
              ),
            )
            .limit(1);
          if (entry) throw conflict(FIRST_PIECE_RELIED_ON);
        }
        await tx.delete(inspections).where(eq(inspections.id, id));
      }),

    /** The report as a PDF, named for its dispatch or work order. */
    async pdf(id: string): Promise<{ fileName: string; body: Buffer }> {
      const settings = await company.get(db);
      const inspection = await readInspection(db, id, settings);
      return { fileName: inspectionPdfName(inspection), body: await renderInspectionPdf(inspection, settings) };
    },
  };
}

export type InspectionsService = ReturnType<typeof createInspectionsService>;
