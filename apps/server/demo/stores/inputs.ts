import { ADMIN_ROLE_NAME, addDays, lineNeeds, materialKey, type StockPlanningRow, todayIn } from '@lathe/shared';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  customers,
  products,
  roles,
  salesOrderLines,
  salesOrders,
  suppliers,
  users,
} from '../../src/db/schema/index.js';
import { BAR_COLUMNS } from '../../src/modules/products/product-bar.js';
import { createStockService } from '../../src/modules/stock/stock.service.js';

/*
 * What the stores seed plans from, read once: who keys it in, the demo suppliers, the bars the
 * open orders need (material planning, as its screen shows it), and the sales order lines of
 * the last fourteen months with their products (what the plant machined, and still has to).
 */

export const STORES_EMAIL = 'suresh.pillai@example.com';

/** The demo Stores user, else the first active admin, else any active user; null on a database without users. */
export const storesActor = (db: Db) => demoActor(db, STORES_EMAIL);

/** The active demo user of `email`, else the first active admin, else any active user; null on a database without users. */
export async function demoActor(db: Db, email: string): Promise<{ id: string; email: string } | null> {
  const [named] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)));
  if (named) return named;
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
  return anyone ?? null;
}

/** A sales order line as the plan reads it, with its order and its product. */
export interface SalesLine {
  orderId: string;
  orderNumber: string | null;
  orderDate: string;
  status: string;
  customerId: string;
  partyCode: string;
  productId: string;
  drawingNumber: string;
  description: string;
  grade: string;
  rodSize: string;
  hsnCode: string | null;
  gstRate: number;
  qtyInBox: number | null;
  quantity: number;
  rate: number;
  /** Pieces still to dispatch. */
  pending: number;
  /** The stock item its bar is. */
  barKey: string;
  /** Grams of bar its pending pieces need (0 when the product's weight is unknown). */
  needGrams: number;
}

export async function loadStoresInputs(tx: Db, now: Date) {
  const today = todayIn('Asia/Kolkata', now);
  const supplierRows = await tx
    .select({ id: suppliers.id, code: suppliers.supplierCode, state: suppliers.state, isActive: suppliers.isActive })
    .from(suppliers);
  const supplierOf = new Map(
    supplierRows.flatMap((row) => (row.code && row.isActive ? [[row.code, { id: row.id, state: row.state }]] : [])),
  );

  const planning: StockPlanningRow[] = [];
  for await (const rows of createStockService(tx).planning.all({ search: '', sortBy: 'need', sortOrder: 'DESC' }, {})) {
    planning.push(...rows);
  }

  const rows = await tx
    .select({
      orderId: salesOrders.id,
      orderNumber: salesOrders.orderNumber,
      orderDate: salesOrders.orderDate,
      status: salesOrders.status,
      customerId: salesOrders.customerId,
      partyCode: customers.partyCode,
      productId: products.id,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      grade: products.grade,
      rodSize: products.rodSize,
      hsnCode: products.hsnCode,
      gstRate: products.gstRate,
      qtyInBox: products.qtyInBox,
      bar: BAR_COLUMNS,
      quantity: salesOrderLines.quantity,
      dispatched: salesOrderLines.dispatchedQuantity,
      rate: salesOrderLines.rate,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
    .innerJoin(products, eq(products.id, salesOrderLines.productId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .where(
      and(
        inArray(salesOrders.status, ['confirmed', 'completed', 'closed']),
        gte(salesOrders.orderDate, addDays(today, -430)),
      ),
    )
    .orderBy(asc(salesOrders.orderDate), asc(salesOrders.orderNumber), asc(salesOrderLines.lineNumber));

  const lines: SalesLine[] = rows.map(({ bar, dispatched, ...row }) => {
    const pending = row.status === 'confirmed' ? row.quantity - dispatched : 0;
    const needKg = lineNeeds(bar, pending).rawMaterialKg ?? 0;
    return {
      ...row,
      pending,
      barKey: materialKey(row.grade, row.rodSize),
      needGrams: Math.round(needKg * 1000),
    };
  });
  return { today, now, supplierOf, planning, lines };
}

export type StoresInputs = Awaited<ReturnType<typeof loadStoresInputs>>;
