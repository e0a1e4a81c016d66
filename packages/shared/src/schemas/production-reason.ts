import { z } from 'zod';
import { requiredText, versionField } from './common.js';

/*
 * The company's own lists of why pieces were rejected and why a machine stood (issue 21): a
 * starting list comes with the migration, and the company renames, adds and deactivates its
 * reasons. A reason production entries name is deactivated, never deleted, so old entries keep it.
 */

export const PRODUCTION_REASON_KINDS = ['rejection', 'downtime'] as const;
export type ProductionReasonKind = (typeof PRODUCTION_REASON_KINDS)[number];

export const PRODUCTION_REASON_KIND_LABELS: Record<ProductionReasonKind, string> = {
  rejection: 'Rejection reason',
  downtime: 'Downtime reason',
};

export const REASON_IN_USE_MESSAGE = 'This reason is used by production entries; deactivate it instead';

/** The refusal (409 on name) of a second reason of the same kind and name, in any case. */
export const reasonTakenMessage = (kind: ProductionReasonKind) => `A ${kind} reason with this name already exists`;

const nameField = requiredText('Enter the reason', 100);

/** POST production/reasons. */
export const productionReasonInputSchema = z.object({
  kind: z.enum(PRODUCTION_REASON_KINDS, { error: 'Choose rejection or downtime' }),
  name: nameField,
});
export type ProductionReasonInput = z.input<typeof productionReasonInputSchema>;
export type ProductionReasonData = z.output<typeof productionReasonInputSchema>;

/** PATCH production/reasons/{id}: rename, deactivate or bring back; the version read. */
export const productionReasonPatchSchema = z.object({
  name: nameField.optional(),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
  version: versionField,
});
export type ProductionReasonPatch = z.output<typeof productionReasonPatchSchema>;

/** GET production/reasons?kind=rejection: one list, or both. */
export const productionReasonQuerySchema = z.object({
  kind: z.enum(PRODUCTION_REASON_KINDS, { error: 'kind must be rejection or downtime' }).optional(),
});

export const productionReasonSchema = z.object({
  id: z.string(),
  kind: z.enum(PRODUCTION_REASON_KINDS),
  name: z.string(),
  /** An inactive reason is kept for the entries that name it and offered for no new one. */
  active: z.boolean(),
  /** Production entries that name it: a reason in use cannot be deleted. */
  entryCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductionReason = z.infer<typeof productionReasonSchema>;
