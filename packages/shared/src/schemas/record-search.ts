import { z } from 'zod';

/**
 * The kinds of record the header's Ctrl/Cmd+K finds, in the order it lists them: sales (in the
 * menu's order: quotations, sales orders, blanket orders, delivery schedules) and invoicing, then
 * production, then buying, stores and job work, then the masters of those.
 */
export const RECORD_KINDS = [
  'quotation',
  'sales-order',
  'blanket-order',
  'delivery-schedule',
  'invoice',
  'note',
  'customer',
  'product',
  'work-order',
  'purchase-order',
  'goods-receipt',
  'job-work-challan',
  'heat',
  'supplier',
  'machine',
  'employee',
  'gauge',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** One record the header search found: what it is, its id, its name and a line about it. */
export const recordHitSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  /** The record's id; a heat's is its stock item's key (`EN8|Ø25`), the heat number being its title. */
  id: z.string(),
  /**
   * "SO/2026-27/0007", "QT/2026-27/0004 Rev 1", "KVP01", "KVP-0707 Rev A", "H-23817", "E-014"; a
   * delivery schedule, which has no number, its customer and month ("Bharat Auto Components ·
   * December 2026").
   */
  title: z.string(),
  /**
   * A line about it: a document's party and status, a product's description, a heat's bar and
   * where it came from, a person's or machine's name.
   */
  detail: z.string(),
});
export type RecordHit = z.infer<typeof recordHitSchema>;

/** The most of each kind the search answers: a glance, not a list. */
export const RECORD_HITS_PER_KIND = 5;
