import { z } from 'zod';

export const RECORD_KINDS = ['sales-order', 'invoice', 'customer', 'product'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** One record the header search found: what it is, its id, its name and a line about it. */
export const recordHitSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  id: z.string(),
  /** "SO/2026-27/0007", "KVP01 — Kaveri Pumps", "KVP-0707 Rev A". */
  title: z.string(),
  /** The customer and status of an order or invoice; a product's description. */
  detail: z.string(),
});
export type RecordHit = z.infer<typeof recordHitSchema>;

/** The most of each kind the search answers: a glance, not a list. */
export const RECORD_HITS_PER_KIND = 5;
