import {
  type CostBasis,
  DEFAULT_MACHINE_CAPACITY,
  gramsPerPiece,
  MACHINE_STATUSES,
  type MachineStatus,
  machineTakesWork,
  materialKey,
  type OperationKind,
  perPieceOfKgRate,
  productOperations,
} from '@lathe/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  goodsReceiptLines,
  goodsReceipts,
  machineCapacity,
  machines,
  products,
  purchaseOrderLines,
  purchaseOrders,
  suppliers,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { BAR_COLUMNS } from '../products/index.js';

/*
 * What a new quotation line's cost sheet starts from (issue 30): the bar a piece takes and its
 * last rate, the product's operations each on the fastest machine that runs it with that machine's
 * hour rate, setup and efficiency, and the job work bought before as rates a piece. Every figure
 * is a starting point the estimator may change on the sheet.
 */

/** Every machine with the figures a cost sheet takes from it (the defaults where its capacity was never saved). */
async function costingMachines(db: DbOrTx) {
  const rows = await db
    .select({
      id: machines.id,
      machineNo: machines.machineNo,
      machineName: machines.machineName,
      kinds: machineCapacity.operationKinds,
      efficiencyPercent: machineCapacity.efficiencyPercent,
      setupMinutes: machineCapacity.setupMinutes,
      hourRate: machineCapacity.hourRate,
      status: machineCapacity.status,
    })
    .from(machines)
    .leftJoin(machineCapacity, eq(machineCapacity.machineId, machines.id))
    .orderBy(asc(machines.machineNo), asc(machines.id));
  const d = DEFAULT_MACHINE_CAPACITY;
  return rows.map((row) => ({
    id: row.id,
    machineNo: row.machineNo,
    machineName: row.machineName,
    kinds: (row.kinds ?? d.operationKinds) as OperationKind[],
    efficiencyPercent: row.efficiencyPercent ?? d.efficiencyPercent,
    setupMinutes: row.setupMinutes ?? d.setupMinutes,
    hourRate: row.hourRate ?? null,
    takesWork: machineTakesWork(
      (MACHINE_STATUSES as readonly string[]).includes(row.status ?? '') ? (row.status as MachineStatus) : d.status,
    ),
  }));
}

type CostingMachine = Awaited<ReturnType<typeof costingMachines>>[number];

/** The machine a kind is costed on by default: of those that run it (working ones first), the most efficient, then the quickest to set up. */
function fastestFor(kind: OperationKind, all: readonly CostingMachine[]): CostingMachine | null {
  const able = all.filter((machine) => machine.kinds.includes(kind));
  const ranked = [...able].sort(
    (a, b) =>
      Number(b.takesWork) - Number(a.takesWork) ||
      b.efficiencyPercent - a.efficiencyPercent ||
      a.setupMinutes - b.setupMinutes ||
      a.machineNo.localeCompare(b.machineNo),
  );
  return ranked[0] ?? null;
}

/** The bar's last rate: the last goods receipt of it (the rate of the order line it received), else the last order. */
async function lastBarRate(db: DbOrTx, key: string): Promise<Pick<CostBasis, 'barRate' | 'barRateSource'>> {
  const [received] = await db
    .select({ rate: purchaseOrderLines.rate })
    .from(goodsReceiptLines)
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, goodsReceiptLines.goodsReceiptId))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, goodsReceiptLines.purchaseOrderLineId))
    .where(
      and(
        eq(goodsReceipts.status, 'received'),
        eq(purchaseOrderLines.kind, 'bar_stock'),
        eq(purchaseOrderLines.materialKey, key),
      ),
    )
    .orderBy(desc(goodsReceipts.receiptDate), desc(goodsReceipts.createdAt))
    .limit(1);
  if (received) return { barRate: received.rate, barRateSource: 'grn' };
  const [ordered] = await db
    .select({ rate: purchaseOrderLines.rate })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(and(eq(purchaseOrderLines.kind, 'bar_stock'), eq(purchaseOrderLines.materialKey, key)))
    .orderBy(desc(purchaseOrders.poDate), desc(purchaseOrders.createdAt))
    .limit(1);
  return ordered ? { barRate: ordered.rate, barRateSource: 'po' } : { barRate: null, barRateSource: 'typed' };
}

/** Job work bought before, newest first, one line per process and supplier. */
async function outsideRates(db: DbOrTx, netKg: number | null): Promise<CostBasis['outsideRates']> {
  const rows = await db
    .select({
      process: purchaseOrderLines.description,
      supplierName: suppliers.name,
      unit: purchaseOrderLines.unit,
      rate: purchaseOrderLines.rate,
      poDate: purchaseOrders.poDate,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(eq(purchaseOrderLines.kind, 'service'))
    .orderBy(desc(purchaseOrders.poDate), desc(purchaseOrders.createdAt))
    .limit(200);
  const seen = new Set<string>();
  return rows
    .filter((row) => {
      const key = `${row.process.toLowerCase()}|${row.supplierName}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 20)
    .map((row) => ({
      ...row,
      // A rate by the piece is a rate a piece; by weight, it is worked on the piece's net weight.
      ratePerPiece: row.unit === 'KGS' ? (netKg === null ? null : perPieceOfKgRate(row.rate, netKg)) : row.rate,
    }));
}

export async function costBasis(db: DbOrTx, productId: string): Promise<CostBasis> {
  const [product] = await db
    .select({
      ...BAR_COLUMNS,
      id: products.id,
      drawingNumber: products.drawingNumber,
      description: products.productDescription,
      netWeight: products.netWeight,
      spm_rough_first_cycle_time_sec: products.spmRoughFirstCycleTimeSec,
      rough_first_cycle_time_sec: products.roughFirstCycleTimeSec,
      rough_second_cycle_time_sec: products.roughSecondCycleTimeSec,
      single_setup_cycle_time_sec: products.singleSetupCycleTimeSec,
      first_setup_cycle_time_sec: products.firstSetupCycleTimeSec,
      second_setup_cycle_time_sec: products.secondSetupCycleTimeSec,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  const all = await costingMachines(db);
  const grams = gramsPerPiece(product);
  return {
    productId: product.id,
    drawingNumber: product.drawingNumber,
    description: product.description,
    barKgPerPiece: grams === null ? null : grams / 1000,
    netKg: product.netWeight,
    ...(await lastBarRate(db, materialKey(product.grade, product.rod_size))),
    operations: productOperations(product).map((operation) => {
      const machine = fastestFor(operation.kind, all);
      return {
        label: operation.label,
        kind: operation.kind,
        machineId: machine?.id ?? null,
        machineNo: machine?.machineNo ?? null,
        cycleTimeSec: operation.cycleTimeSec,
        efficiencyPercent: machine?.efficiencyPercent ?? DEFAULT_MACHINE_CAPACITY.efficiencyPercent,
        setupMinutes: machine?.setupMinutes ?? DEFAULT_MACHINE_CAPACITY.setupMinutes,
        hourRate: machine?.hourRate ?? null,
      };
    }),
    machines: all.map(({ takesWork: _, ...machine }) => machine),
    outsideRates: await outsideRates(db, product.netWeight),
  };
}
