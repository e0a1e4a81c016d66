import type { OperationKind, ProductionEntry } from '@lathe/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  employees,
  machines,
  productionEntries,
  productionReasons,
  workOrderOperations,
  workOrders,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** An entry as the API answers it: its machine, operator, work order, operation and reasons by name. */

const rejectionReasons = alias(productionReasons, 'rejection_reasons');
const downtimeReasons = alias(productionReasons, 'downtime_reasons');

export const selectEntries = (tx: DbOrTx) =>
  tx
    .select({
      id: productionEntries.id,
      entryDate: productionEntries.entryDate,
      shift: productionEntries.shift,
      machineId: productionEntries.machineId,
      machineNo: machines.machineNo,
      machineName: machines.machineName,
      operatorId: productionEntries.operatorId,
      operatorName: sql<string>`${employees.firstName} || ' ' || ${employees.lastName} || ' (' || ${employees.employeeCode} || ')'`,
      workOrderId: productionEntries.workOrderId,
      woNumber: workOrders.woNumber,
      productId: workOrders.productId,
      productDescription: workOrders.productDescription,
      drawingNumber: workOrders.drawingNumber,
      operationId: productionEntries.operationId,
      operationSeq: workOrderOperations.seq,
      operationLabel: workOrderOperations.label,
      operationKind: workOrderOperations.kind,
      goodQuantity: productionEntries.goodQuantity,
      rejectedQuantity: productionEntries.rejectedQuantity,
      rejectionReasonId: productionEntries.rejectionReasonId,
      rejectionReasonName: rejectionReasons.name,
      downtimeMinutes: productionEntries.downtimeMinutes,
      downtimeReasonId: productionEntries.downtimeReasonId,
      downtimeReasonName: downtimeReasons.name,
      plannedMinutes: productionEntries.plannedMinutes,
      cycleTimeSec: productionEntries.cycleTimeSec,
      remarks: productionEntries.remarks,
      version: productionEntries.version,
      createdAt: productionEntries.createdAt,
      updatedAt: productionEntries.updatedAt,
    })
    .from(productionEntries)
    .innerJoin(machines, eq(machines.id, productionEntries.machineId))
    .innerJoin(employees, eq(employees.id, productionEntries.operatorId))
    .innerJoin(workOrders, eq(workOrders.id, productionEntries.workOrderId))
    .innerJoin(workOrderOperations, eq(workOrderOperations.id, productionEntries.operationId))
    .leftJoin(rejectionReasons, eq(rejectionReasons.id, productionEntries.rejectionReasonId))
    .leftJoin(downtimeReasons, eq(downtimeReasons.id, productionEntries.downtimeReasonId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

export const toEntry = (row: Row): ProductionEntry => ({
  ...row,
  operationKind: row.operationKind as OperationKind,
  cycleTimeSec: Number(row.cycleTimeSec),
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** One entry (404 when there is none). */
export async function readEntry(tx: DbOrTx, id: string): Promise<ProductionEntry> {
  const [row] = await selectEntries(tx).where(eq(productionEntries.id, id));
  if (!row) throw notFound('Production entry');
  return toEntry(row);
}
