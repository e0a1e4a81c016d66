import { ADMIN_ROLE_NAME, addDays, todayIn } from '@lathe/shared';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  dispatches,
  dispatchLines,
  employees,
  plantHolidays,
  productionReasons,
  products,
  roles,
  salesOrderLines,
  salesOrders,
  stockTrackedProducts,
  users,
} from '../../src/db/schema/index.js';
import { lineDueDate, pendingLine } from '../../src/lib/pending-order-lines.js';
import { capacityOf, readMachines } from '../../src/modules/schedule/schedule-data.js';
import { productColumns } from '../../src/modules/work-orders/work-order-product.js';

/*
 * What the production seed plans from, read once: who keys it in (the planner, the supervisor,
 * the inspector), the machines with their capacity, the plant's holidays, the shop-floor staff,
 * the company's rejection and downtime reasons, the open sales order lines of products with cycle
 * times, the products kept in stock, and the recent dispatches.
 */

export const PLANNER_EMAIL = 'rajesh.kulkarni@example.com';
export const SUPERVISOR_EMAIL = 'sachin.pawar@example.com';
export const INSPECTOR_EMAIL = 'pooja.wagh@example.com';

export interface Actor {
  id: string;
  email: string;
}

async function activeUser(db: Db, email: string): Promise<Actor | undefined> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)));
  return user;
}

/** The first active admin, else any active user; undefined on a database without users. */
async function fallbackUser(db: Db): Promise<Actor | undefined> {
  const [admin] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(and(eq(roles.name, ADMIN_ROLE_NAME), eq(users.isActive, true)))
    .orderBy(asc(users.createdAt));
  if (admin) return admin;
  const [anyone] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.createdAt));
  return anyone;
}

export interface ProductionActors {
  /** Draws up and releases the work orders. */
  planner: Actor;
  /** Keys in the shifts' production. */
  supervisor: Actor;
  /** Records the inspections. */
  inspector: Actor;
}

/** The demo's planner, supervisor and inspector, each else an admin (else anyone); null without users. */
export async function productionActors(db: Db): Promise<ProductionActors | null> {
  const fallback = await fallbackUser(db);
  if (!fallback) return null;
  return {
    planner: (await activeUser(db, PLANNER_EMAIL)) ?? fallback,
    supervisor: (await activeUser(db, SUPERVISOR_EMAIL)) ?? fallback,
    inspector: (await activeUser(db, INSPECTOR_EMAIL)) ?? fallback,
  };
}

/** A product as the plan reads it: what it is made from, its cycle times and its drawing's figures. */
export const productFields = {
  ...productColumns,
  qtyInBox: products.qtyInBox,
  finalOd: products.finalOd,
  finalId: products.finalId,
  finalLength: products.finalLength,
};

export async function loadProductionInputs(db: Db, now: Date) {
  const today = todayIn('Asia/Kolkata', now);
  const machines = (await readMachines(db)).map((row) => capacityOf(row));
  const holidays = (await db.select({ date: plantHolidays.holidayDate }).from(plantHolidays)).map((row) => row.date);
  const staff = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      designation: employees.designationName,
    })
    .from(employees)
    .where(eq(employees.isActive, true))
    .orderBy(asc(employees.employeeCode));
  const reasons = await db
    .select({ id: productionReasons.id, kind: productionReasons.kind, name: productionReasons.name })
    .from(productionReasons)
    .where(eq(productionReasons.active, true))
    .orderBy(asc(productionReasons.name));

  const lines = await db
    .select({
      lineId: salesOrderLines.id,
      orderDate: salesOrders.orderDate,
      dueDate: sql<string>`${lineDueDate}`,
      ordered: salesOrderLines.quantity,
      dispatched: salesOrderLines.dispatchedQuantity,
      product: productFields,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .where(and(eq(salesOrders.status, 'confirmed'), pendingLine, lte(salesOrders.orderDate, today)))
    .orderBy(asc(salesOrders.orderDate), asc(salesOrders.orderNumber), asc(salesOrderLines.lineNumber));

  const stocked = await db
    .select(productFields)
    .from(stockTrackedProducts)
    .innerJoin(products, eq(products.id, stockTrackedProducts.productId))
    .orderBy(asc(products.drawingNumber), asc(products.id));

  const sent = await db
    .select({
      id: dispatches.id,
      date: dispatches.dispatchDate,
      productId: salesOrderLines.productId,
    })
    .from(dispatches)
    .innerJoin(dispatchLines, eq(dispatchLines.dispatchId, dispatches.id))
    .innerJoin(salesOrderLines, eq(salesOrderLines.id, dispatchLines.orderLineId))
    .where(
      and(
        gte(dispatches.dispatchDate, addDays(today, -30)),
        lte(dispatches.dispatchDate, today),
        gt(dispatchLines.quantity, 0),
      ),
    )
    .orderBy(asc(dispatches.dispatchDate), asc(dispatches.challanNumber), asc(salesOrderLines.lineNumber));
  const recentDispatches = new Map<string, { id: string; date: string; products: string[] }>();
  for (const row of sent) {
    const dispatch = recentDispatches.get(row.id) ?? { id: row.id, date: row.date, products: [] };
    if (!dispatch.products.includes(row.productId)) dispatch.products.push(row.productId);
    recentDispatches.set(row.id, dispatch);
  }

  return {
    today,
    now,
    machines,
    holidays,
    staff,
    reasons,
    lines: lines.map(({ ordered, dispatched, ...line }) => ({ ...line, pending: ordered - dispatched })),
    stocked,
    dispatches: [...recentDispatches.values()],
  };
}

export type ProductionInputs = Awaited<ReturnType<typeof loadProductionInputs>>;
export type OpenLine = ProductionInputs['lines'][number];
export type PlanProduct = OpenLine['product'];
export type MachineView = ProductionInputs['machines'][number];
