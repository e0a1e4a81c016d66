import {
  type InspectionKind,
  OPTION_MATCHES,
  type SpcCharacteristics,
  type SpcChartAnswer,
  type SpcProduct,
  type SpcQuery,
  spcChartDays,
  specLimitsOf,
} from '@lathe/shared';
import { and, asc, desc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  controlPlanCharacteristics,
  controlPlans,
  inspectionReadings,
  inspections,
  products,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { searchCondition } from '../../lib/list.js';
import { chartOf, type ReadingRow, readingsOf } from './spc-rows.js';

/*
 * SPC (issue 31): a product's characteristics charted from the readings its inspections recorded,
 * with control limits, the Western Electric rules and the process capability, all worked by the
 * shared rules (packages/shared quality/spc.ts); the server only reads.
 */

/** The drawing's figures of a characteristic as the chart and the list state them. */
interface Figures {
  unit: string;
  nominal: number | null;
  lowerTolerance: number | null;
  upperTolerance: number | null;
  source: 'control_plan' | 'reading';
}

const productColumns = {
  id: products.id,
  drawingNumber: products.drawingNumber,
  description: products.productDescription,
};

/** The product as the SPC screens name it; 404 when there is none. */
async function productOf(db: DbOrTx, productId: string): Promise<SpcProduct> {
  const [product] = await db.select(productColumns).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  return product;
}

/** The product's control plan's characteristics, by name in lower case: the figures they state. */
async function planFigures(db: DbOrTx, productId: string): Promise<Map<string, Figures>> {
  const rows = await db
    .select({
      characteristic: controlPlanCharacteristics.characteristic,
      unit: controlPlanCharacteristics.unit,
      nominal: controlPlanCharacteristics.nominal,
      lowerTolerance: controlPlanCharacteristics.lowerTolerance,
      upperTolerance: controlPlanCharacteristics.upperTolerance,
    })
    .from(controlPlanCharacteristics)
    .innerJoin(controlPlans, eq(controlPlans.id, controlPlanCharacteristics.controlPlanId))
    .where(and(eq(controlPlans.productId, productId), isNotNull(controlPlanCharacteristics.nominal)))
    .orderBy(asc(controlPlanCharacteristics.seq));
  const figures = new Map<string, Figures>();
  for (const { characteristic, ...row } of rows) {
    const key = characteristic.trim().toLowerCase();
    if (!figures.has(key)) figures.set(key, { ...row, source: 'control_plan' });
  }
  return figures;
}

/** A reading's figures, when the control plan states none of the characteristic. */
const readingFigures = (row: Pick<ReadingRow, 'unit' | 'nominal' | 'lowerTolerance' | 'upperTolerance'>): Figures => ({
  unit: row.unit,
  nominal: row.nominal,
  lowerTolerance: row.lowerTolerance,
  upperTolerance: row.upperTolerance,
  source: 'reading',
});

/** Products an inspection recorded readings of. */
const inspected = (db: DbOrTx) =>
  exists(db.select({ one: sql`1` }).from(inspections).where(eq(inspections.productId, products.id)));

export function createSpcService(db: Db) {
  return {
    /** `spc/products/options`: up to 20 inspected products whose drawing number or description holds the text. */
    productOptions(search: string): Promise<SpcProduct[]> {
      return db
        .select(productColumns)
        .from(products)
        .where(and(inspected(db), searchCondition([products.drawingNumber, products.productDescription], search)))
        .orderBy(asc(products.drawingNumber), asc(products.id))
        .limit(OPTION_MATCHES);
    },

    /**
     * `spc/characteristics`: the characteristics the product has measured readings of, each with
     * its figures (the control plan's, else its latest reading's), how many readings and the last day.
     */
    async characteristics(productId: string): Promise<SpcCharacteristics> {
      const product = await productOf(db, productId);
      const readings = sql<number>`count(*) over (partition by ${inspectionReadings.characteristic})`.mapWith(Number);
      const [rows, plan] = await Promise.all([
        db
          .selectDistinctOn([inspectionReadings.characteristic], {
            characteristic: inspectionReadings.characteristic,
            unit: inspectionReadings.unit,
            nominal: inspectionReadings.nominal,
            lowerTolerance: inspectionReadings.lowerTolerance,
            upperTolerance: inspectionReadings.upperTolerance,
            lastInspectedOn: inspections.inspectedOn,
            readings,
          })
          .from(inspectionReadings)
          .innerJoin(inspections, eq(inspections.id, inspectionReadings.inspectionId))
          .where(and(eq(inspections.productId, productId), isNotNull(inspectionReadings.nominal)))
          .orderBy(
            asc(inspectionReadings.characteristic),
            desc(inspections.inspectedOn),
            desc(inspections.createdAt),
            desc(inspections.id),
          ),
        planFigures(db, productId),
      ]);
      return {
        product,
        characteristics: rows.map(({ characteristic, readings, lastInspectedOn, ...latest }) => ({
          characteristic,
          ...(plan.get(characteristic.toLowerCase()) ?? readingFigures(latest)),
          readings,
          lastInspectedOn,
        })),
      };
    },

    /**
     * `spc`: the characteristic's chart over the days asked, its newest 500 readings at most: the
     * points with the rules they break, the limits, and the capability against the control plan's
     * specification, else the latest reading's.
     */
    async chart(query: SpcQuery): Promise<SpcChartAnswer> {
      const product = await productOf(db, query.productId);
      const days = spcChartDays(query);
      const [{ rows, truncated }, plan] = await Promise.all([
        readingsOf(db, { ...query, ...days }),
        planFigures(db, query.productId),
      ]);
      const latest = rows.at(-1);
      const figures = plan.get(query.characteristic.toLowerCase()) ?? (latest ? readingFigures(latest) : null);
      const limits = specLimitsOf(figures);
      const chart = chartOf(rows, limits);
      return {
        product,
        characteristic: query.characteristic,
        ...days,
        kind: chart.kind,
        subgroupSize: chart.subgroupSize,
        spec: figures ? { ...figures, ...limits } : null,
        points: chart.points.map((point) => ({
          inspectionId: point.inspectionId,
          inspectedOn: point.inspectedOn,
          inspectionKind: point.inspectionKind as InspectionKind,
          values: point.measured,
          statistic: point.statistic,
          range: point.range,
          rules: point.rules,
          rangeOut: point.rangeOut,
          outOfSpec: point.outOfSpec,
        })),
        limits: chart.limits,
        capability: chart.capability,
        excluded: chart.excluded,
        truncated,
      };
    },
  };
}

export type SpcService = ReturnType<typeof createSpcService>;
