import {
  type FirstPieceData,
  type Inspection,
  type InspectionListFilter,
  type InspectionReadingData,
  type InspectionSummary,
  inspectionPdfName,
  inspectionVerdict,
  type ListQuery,
  type ListResult,
  type PdiData,
  readingVerdict,
  WORK_ORDER_FLOW,
} from '@lathe/shared';
import { and, eq, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  dispatches,
  employees,
  inspectionReadings,
  inspections,
  productionEntries,
  workOrders,
} from '../../db/schema/index.js';
import { assertStep } from '../../lib/document-kit.js';
import { conflict, invalidField, notFound } from '../../lib/errors.js';
import { allPages, listPage } from '../../lib/list.js';
import type { CompanyService } from '../company/index.js';
import { fetchInspectionSummaries, type InspectionSort, inspectionListSpec } from './inspection-list.js';
import { renderInspectionPdf } from './inspection-pdf.js';
import { readInspection } from './inspection-rows.js';
import {
  chosenProduct,
  dispatchedProducts,
  firstPieceTemplate,
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
  kind: 'first_piece' | 'pdi';
  workOrderId?: string;
  dispatchId?: string;
  productId: string;
  inspectedOn: string;
  inspectorId: string | null;
  sampleSize: number;
  lotQuantity: number;
  remarks: string | null | undefined;
  readings: InspectionReadingData[];
}

/** Writes the inspection and its readings with the server's verdicts; answers its id. */
async function insertInspection(tx: DbOrTx, row: InspectionRow, userId: string): Promise<string> {
  const { verdicts, result } = judged(row.readings);
  const [made] = await tx
    .insert(inspections)
    .values({
      kind: row.kind,
      workOrderId: row.workOrderId ?? null,
      dispatchId: row.dispatchId ?? null,
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
    })),
  );
  return id;
}

/** The work order's row, locked as production entries lock it, so an inspection and an entry queue. */
async function lockWorkOrderRow(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(workOrders).where(eq(workOrders.id, id)).for('update');
  return row;
}

/**
 * Inspections: a work order's first piece (several attempts; the latest decides whether
 * production may be recorded) and each dispatch's one pre-dispatch inspection report, with the
 * forms' templates, the list, the report and its PDF.
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
