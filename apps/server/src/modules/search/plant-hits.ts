import {
  GAUGE_STATE_LABELS,
  gaugeState,
  indianDate,
  RECORD_HITS_PER_KIND,
  type RecordHit,
  todayIn,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrderStatus,
} from '@lathe/shared';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { employees, gauges, machines, salesOrders, workOrders } from '../../db/schema/index.js';
import { escapeLike, searchCondition } from '../../lib/list.js';

/*
 * What the header search finds of the plant: work orders by number, product, drawing or the
 * number of the sales order they are made for; machines by number or name; employees by code or
 * name; gauges by code, name, type or location. A few of each, work orders newest first.
 */

const limit = RECORD_HITS_PER_KIND;

/** The sales order a work order is made for, as the hit names it. */
const madeFor = alias(salesOrders, 'made_for');

export async function workOrderHits(db: Db, text: string): Promise<RecordHit[]> {
  const pattern = `%${escapeLike(text)}%`;
  // The orders are found first (their trigram-indexed text), so both halves are index lookups.
  const orders = db.select({ id: salesOrders.id }).from(salesOrders).where(ilike(salesOrders.searchText, pattern));
  const rows = await db
    .select({
      id: workOrders.id,
      number: workOrders.woNumber,
      status: workOrders.status,
      drawing: workOrders.drawingNumber,
      description: workOrders.productDescription,
      orderNumber: madeFor.orderNumber,
    })
    .from(workOrders)
    .leftJoin(madeFor, eq(madeFor.id, workOrders.salesOrderId))
    .where(or(ilike(workOrders.searchText, pattern), sql`${workOrders.salesOrderId} = any(array(${orders}))`))
    .orderBy(desc(workOrders.woDate), desc(workOrders.id))
    .limit(limit);
  return rows.map((w) => ({
    kind: 'work-order',
    id: w.id,
    title: w.number ?? 'Draft work order',
    detail: [
      [w.drawing, w.description].filter(Boolean).join(' '),
      w.orderNumber ?? 'for stock',
      WORK_ORDER_STATUS_LABELS[w.status as WorkOrderStatus].toLowerCase(),
    ].join(' · '),
  }));
}

export const machineHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({ id: machines.id, number: machines.machineNo, name: machines.machineName })
      .from(machines)
      .where(searchCondition([machines.searchText], text))
      .orderBy(machines.machineNo, machines.id)
      .limit(limit)
  ).map((m) => ({ kind: 'machine', id: m.id, title: m.number, detail: m.name }));

export const employeeHits = async (db: Db, text: string): Promise<RecordHit[]> =>
  (
    await db
      .select({
        id: employees.id,
        code: employees.employeeCode,
        firstName: employees.firstName,
        lastName: employees.lastName,
        designation: employees.designationName,
        department: employees.departmentName,
        active: employees.isActive,
      })
      .from(employees)
      .where(searchCondition([employees.searchText], text))
      .orderBy(employees.employeeCode, employees.id)
      .limit(limit)
  ).map((e) => ({
    kind: 'employee',
    id: e.id,
    title: e.code,
    detail: [`${e.firstName} ${e.lastName}`, e.designation, e.department, e.active ? null : 'inactive']
      .filter(Boolean)
      .join(' · '),
  }));

/** Gauges by code, name, type or location, with their state today: "VC-012 · Vernier caliper 0–150 mm · due 01/06/2027". */
export async function gaugeHits(db: Db, text: string): Promise<RecordHit[]> {
  const today = todayIn();
  const rows = await db
    .select({ id: gauges.id, code: gauges.code, name: gauges.name, status: gauges.status, dueOn: gauges.dueOn })
    .from(gauges)
    .where(searchCondition([gauges.searchText], text))
    .orderBy(gauges.code, gauges.id)
    .limit(limit);
  return rows.map((g) => {
    const state = gaugeState(g, today);
    const due = state === 'calibrated' || state === 'due_soon' ? `due ${indianDate(g.dueOn)}` : null;
    return {
      kind: 'gauge',
      id: g.id,
      title: g.code,
      detail: [g.name, due ?? GAUGE_STATE_LABELS[state].toLowerCase()].join(' · '),
    };
  });
}
