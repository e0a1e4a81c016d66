import { AGEING_BUCKETS, type AgeingBucket } from '@lathe/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The ageing's bucket columns for a grouped select: each bucket's sum of `owed` over the rows
 * whose `overdue` (whole days past due, below 0 while not yet due) falls in it, as exact NUMERIC
 * text. The buckets are the shared `AGEING_BUCKETS`, so receivables and payables age alike.
 */
export function ageingBucketSums(owed: SQL, overdue: SQL): Record<AgeingBucket, SQL<string>> {
  const bucket = (b: (typeof AGEING_BUCKETS)[number], previous: number | null) => {
    const low = previous === null ? null : sql`${overdue} > ${previous}`;
    const high = b.upTo === null ? null : sql`${overdue} <= ${b.upTo}`;
    const where = low && high ? sql`${low} and ${high}` : (low ?? high ?? sql`true`);
    return sql<string>`coalesce(sum(${owed}) filter (where ${where}), 0)::text`;
  };
  return Object.fromEntries(
    AGEING_BUCKETS.map((b, i) => [b.key, bucket(b, i === 0 ? null : (AGEING_BUCKETS[i - 1]?.upTo ?? null))]),
  ) as Record<AgeingBucket, SQL<string>>;
}
