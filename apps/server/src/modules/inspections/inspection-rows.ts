import {
  type CompanySettings,
  companyLetterhead,
  type InProcessTrigger,
  type Inspection,
  type InspectionReading,
  type InspectionResult,
  type InspectionSummary,
} from '@lathe/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  dispatches,
  employees,
  gauges,
  inspectionReadings,
  inspections,
  machines,
  products,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { dispatchHead, operationLabelOf } from './inspection-templates.js';
import { invoicesOfDispatch, withHeats, workOrdersOfDispatch } from './inspection-trace.js';

/*
 * An inspection as the API answers it: the list row, and the whole inspection with its readings
 * (each with the gauge it was measured with) and what its report prints (the product, the work
 * order with an in-process inspection's operation and machine, or the dispatch with its order,
 * customer and invoices, and the work orders and heats the pieces came from).
 */

export type InspectionRecord = typeof inspections.$inferSelect;

/** The inspector as the report names them: "Suresh Patil"; null when none was named. */
export const nameOf = (employee: { firstName: string | null; lastName: string | null; employeeCode: string | null }) =>
  employee.firstName === null ? null : `${employee.firstName} ${employee.lastName ?? ''}`.trim();

/** The columns every list row and the whole inspection read beside the inspection. */
export const summaryColumns = {
  inspection: inspections,
  productDescription: products.productDescription,
  drawingNumber: products.drawingNumber,
  partyCode: products.partyCode,
  workOrderNumber: workOrders.woNumber,
  challanNumber: dispatches.challanNumber,
  firstName: employees.firstName,
  lastName: employees.lastName,
  employeeCode: employees.employeeCode,
};

export interface SummaryRow {
  inspection: InspectionRecord;
  productDescription: string;
  drawingNumber: string;
  partyCode: string;
  workOrderNumber: string | null;
  challanNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  employeeCode: string | null;
}

/** The inspection with its product, work order or dispatch, and inspector, joined. */
export const selectSummaries = (tx: DbOrTx) =>
  tx
    .select(summaryColumns)
    .from(inspections)
    .innerJoin(products, eq(products.id, inspections.productId))
    .leftJoin(workOrders, eq(workOrders.id, inspections.workOrderId))
    .leftJoin(dispatches, eq(dispatches.id, inspections.dispatchId))
    .leftJoin(employees, eq(employees.id, inspections.inspectorId));

export function toInspectionSummary(row: SummaryRow): InspectionSummary {
  const { inspection } = row;
  return {
    id: inspection.id,
    kind: inspection.kind as InspectionSummary['kind'],
    result: inspection.result as InspectionResult,
    inspectedOn: inspection.inspectedOn,
    productId: inspection.productId,
    productDescription: row.productDescription,
    drawingNumber: row.drawingNumber,
    workOrderId: inspection.workOrderId,
    workOrderNumber: row.workOrderNumber,
    dispatchId: inspection.dispatchId,
    challanNumber: row.challanNumber,
    inspectorName: nameOf(row),
    sampleSize: inspection.sampleSize,
    createdAt: inspection.createdAt.toISOString(),
  };
}

const extreme = (values: number[], pick: (...values: number[]) => number) => (values.length ? pick(...values) : null);

/** The inspection's readings in their order, each with the least and most measured and its gauge's code. */
export async function readReadings(tx: DbOrTx, inspectionId: string): Promise<InspectionReading[]> {
  const rows = await tx
    .select({ row: inspectionReadings, gaugeCode: gauges.code })
    .from(inspectionReadings)
    .leftJoin(gauges, eq(gauges.id, inspectionReadings.gaugeId))
    .where(eq(inspectionReadings.inspectionId, inspectionId))
    .orderBy(asc(inspectionReadings.seq));
  return rows.map(({ row, gaugeCode }) => {
    const measured = row.measured.map(Number);
    return {
      seq: row.seq,
      characteristic: row.characteristic,
      nominal: row.nominal,
      lowerTolerance: row.lowerTolerance,
      upperTolerance: row.upperTolerance,
      unit: row.unit,
      measured,
      min: extreme(measured, Math.min),
      max: extreme(measured, Math.max),
      result: row.result as InspectionResult,
      gaugeId: row.gaugeId,
      gaugeCode,
    };
  });
}

/** An in-process inspection's operation and machine; all null for another kind. */
async function inProcessFacts(tx: DbOrTx, inspection: InspectionRecord) {
  const none = { operationLabel: null, machineNo: null, machineName: null };
  if (!inspection.operationId || !inspection.machineId) return none;
  const [row] = await tx
    .select({
      seq: workOrderOperations.seq,
      label: workOrderOperations.label,
      machineNo: machines.machineNo,
      machineName: machines.machineName,
    })
    .from(workOrderOperations)
    .innerJoin(machines, eq(machines.id, inspection.machineId))
    .where(eq(workOrderOperations.id, inspection.operationId));
  return row ? { operationLabel: operationLabelOf(row), machineNo: row.machineNo, machineName: row.machineName } : none;
}

/** The latest first-piece inspection of a work order: the one that decides whether production may be recorded. */
export async function latestFirstPiece(tx: DbOrTx, workOrderId: string) {
  const [latest] = await tx
    .select({ id: inspections.id, result: inspections.result })
    .from(inspections)
    .where(and(eq(inspections.workOrderId, workOrderId), eq(inspections.kind, 'first_piece')))
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(1);
  return latest;
}

/** The whole inspection (404 when there is none), with the company as it is now at the head of its report. */
export async function readInspection(tx: DbOrTx, id: string, company: CompanySettings): Promise<Inspection> {
  const [row] = await selectSummaries(tx).where(eq(inspections.id, id));
  if (!row) throw notFound('Inspection');
  const summary = toInspectionSummary(row);
  const { inspection } = row;
  const readings = await readReadings(tx, id);
  const base = {
    ...summary,
    inspectorId: inspection.inspectorId,
    lotQuantity: inspection.lotQuantity,
    remarks: inspection.remarks,
    partyCode: row.partyCode,
    operationId: inspection.operationId,
    machineId: inspection.machineId,
    trigger: inspection.trigger as InProcessTrigger | null,
    ...(await inProcessFacts(tx, inspection)),
    readings,
    company: companyLetterhead(company),
    version: inspection.version,
    updatedAt: inspection.updatedAt.toISOString(),
  };
  // A first piece, an in-process inspection or a lot's PDI: of a work order, not of a dispatch.
  if (inspection.workOrderId && !inspection.dispatchId) {
    const latest = inspection.kind === 'first_piece' ? await latestFirstPiece(tx, inspection.workOrderId) : undefined;
    return {
      ...base,
      decides: latest !== undefined && latest.id === id,
      dispatchId: null,
      challanNumber: null,
      dispatchDate: null,
      salesOrderId: null,
      orderNumber: null,
      customerName: null,
      customerPoNumber: null,
      invoices: [],
      workOrders: await withHeats(tx, [{ id: inspection.workOrderId, woNumber: row.workOrderNumber }]),
    };
  }
  const dispatch = inspection.dispatchId ? await dispatchHead(tx, inspection.dispatchId) : undefined;
  if (!dispatch) throw notFound('Inspection');
  return {
    ...base,
    decides: false,
    dispatchDate: dispatch.dispatchDate,
    salesOrderId: dispatch.salesOrderId,
    orderNumber: dispatch.orderNumber,
    customerName: dispatch.customerName,
    customerPoNumber: dispatch.customerPoNumber,
    invoices: await invoicesOfDispatch(tx, dispatch.salesOrderId, dispatch.id),
    workOrders: await workOrdersOfDispatch(tx, dispatch, inspection.productId),
  };
}
