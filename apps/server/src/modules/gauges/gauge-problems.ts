import { type GaugeProblem, gaugeState, indianDate } from '@lathe/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gauges } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A reading (or any field) naming a gauge: null or absent names none. */
export interface GaugeUse {
  gaugeId: string | null | undefined;
  /** The field the message goes on: `readings.2.gaugeId`. */
  field: string;
}

/**
 * Why the gauge may not measure on the day, in the words the inspector reads; null when it may.
 * Without a day (a control plan naming the gauge it takes), only a retired gauge is refused: one
 * due for calibration is still the plan's gauge, and the forms leave it unchosen until it is back.
 */
export function gaugeRefusal(
  gauge: { code: string; status: string; dueOn: string | null },
  on: string | null,
): string | null {
  if (on === null) return gauge.status === 'retired' ? `Gauge ${gauge.code} is retired` : null;
  switch (gaugeState(gauge, on)) {
    case 'retired':
      return `Gauge ${gauge.code} is retired`;
    case 'uncalibrated':
      return `Gauge ${gauge.code} has no passed calibration`;
    case 'overdue':
      return `Gauge ${gauge.code} is overdue for calibration (due ${indianDate(gauge.dueOn)})`;
    default:
      return null;
  }
}

/**
 * The gauges named that may not measure on `on` (YYYY-MM-DD; null for a plan, which refuses only the
 * unknown and the retired), each on its field: unknown, retired, without a passed calibration, or
 * overdue (its due date before the day). Called inside the
 * caller's transaction, it holds the named gauges (FOR SHARE) until that commits, so a calibration
 * deleted or a gauge retired meanwhile waits for the inspection, and one recorded before is seen.
 * An empty list: every gauge named may measure.
 */
export async function gaugeProblems(tx: DbOrTx, uses: readonly GaugeUse[], on: string | null): Promise<GaugeProblem[]> {
  const ids = [...new Set(uses.map((use) => use.gaugeId).filter((id): id is string => !!id))];
  if (ids.length === 0) return [];
  const known = new Map<string, string | null>();
  // An id that is no UUID names no gauge; asking the database with it would fail the cast.
  const wellFormed = ids.filter((id) => UUID.test(id));
  if (wellFormed.length > 0) {
    const rows = await tx
      .select({ id: gauges.id, code: gauges.code, status: gauges.status, dueOn: gauges.dueOn })
      .from(gauges)
      .where(inArray(gauges.id, wellFormed))
      .for('share');
    for (const row of rows) known.set(row.id, gaugeRefusal(row, on));
  }
  const problems: GaugeProblem[] = [];
  for (const { gaugeId, field } of uses) {
    if (!gaugeId) continue;
    const refusal = known.has(gaugeId) ? known.get(gaugeId) : 'Unknown gauge';
    if (refusal) problems.push({ field, message: refusal });
  }
  return problems;
}

/** gaugeProblems, refused: 400 with each problem on its field, the first as the message. */
export async function assertGauges(tx: DbOrTx, uses: readonly GaugeUse[], on: string | null): Promise<void> {
  const problems = await gaugeProblems(tx, uses, on);
  const [first] = problems;
  if (first) throw badRequest(first.message, Object.fromEntries(problems.map((p) => [p.field, p.message])));
}
