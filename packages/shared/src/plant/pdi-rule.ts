import { indianDate } from '../calendar.js';
import type { InspectionResult } from '../schemas/inspection.js';

/*
 * The PDI rule of a dispatch: a product goes out only while its latest pre-dispatch inspection
 * report passed. A product never inspected, or whose last report failed, is refused unless the
 * user holds the PDI override (`pdi-override: create`) and confirms the warning; the override is
 * written to the order's history. The desk shows each open line's state beforehand.
 */

/** A product's PDI on record: its latest PDI report (by inspection date), or none. */
export interface PdiOnRecord {
  inspectionId: string;
  result: InspectionResult;
  inspectedOn: string;
}

export const hasPassedPdi = (pdi: PdiOnRecord | null | undefined) => pdi?.result === 'pass';

/** A product a dispatch would send without a passed PDI, with what its record says. */
export interface ProductWithoutPdi {
  drawingNumber: string;
  pdi: PdiOnRecord | null;
}

/** "No passed PDI on record for AAA-5028-B, KPV-0403 (last PDI 03/06/2026 failed)": the products named in the order sent. */
export function missingPdiText(products: readonly ProductWithoutPdi[]): string {
  const names = products.map(({ drawingNumber, pdi }) =>
    pdi ? `${drawingNumber} (last PDI ${indianDate(pdi.inspectedOn)} failed)` : drawingNumber,
  );
  return `No passed PDI on record for ${names.join(', ')}`;
}

/** The refusal of a user without the override (403). */
export const pdiOverrideNeededMessage = (missing: string) =>
  `${missing}: dispatching without one needs the PDI override permission`;

/** The refusal of a user with the override who has not confirmed it (409, `errors.pdiOverride` carrying `missing`). */
export const pdiOverrideUnconfirmedMessage = (missing: string) =>
  `${missing}: confirm the override to dispatch without one`;
