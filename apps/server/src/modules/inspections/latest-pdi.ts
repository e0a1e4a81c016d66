import type { InspectionResult, PdiOnRecord } from '@lathe/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inspections } from '../../db/schema/index.js';

/**
 * Each product's PDI on record: its latest PDI report, by inspection date (then the later
 * recorded), whatever dispatch it was of. What the dispatch desk shows and the PDI rule of a
 * dispatch reads (packages/shared plant/pdi-rule.ts); a product never inspected is left out.
 */
export async function latestPdisOf(tx: DbOrTx, productIds: readonly string[]): Promise<Map<string, PdiOnRecord>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([inspections.productId], {
      productId: inspections.productId,
      inspectionId: inspections.id,
      result: inspections.result,
      inspectedOn: inspections.inspectedOn,
    })
    .from(inspections)
    .where(and(eq(inspections.kind, 'pdi'), inArray(inspections.productId, ids)))
    .orderBy(inspections.productId, desc(inspections.inspectedOn), desc(inspections.createdAt), desc(inspections.id));
  return new Map(
    rows.map(({ productId, inspectionId, result, inspectedOn }) => [
      productId,
      { inspectionId, result: result as InspectionResult, inspectedOn },
    ]),
  );
}
