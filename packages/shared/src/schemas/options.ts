import { z } from 'zod';
import { MAX_IMPORT_ROWS } from '../csv.js';
import { searchQueryField } from '../list.js';

/** A record offered in a searchable select (departments and designations on the employee form). */
export const optionSchema = z.object({ id: z.string(), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

export const OPTION_MATCHES = 20;
export const optionsQuerySchema = z.object({
  search: searchQueryField,
});

/** `POST {resource}/import`: the parsed CSV rows; `dryRun` checks and reports without writing. */
export const importRequestSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.string().optional()))
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} rows per import`),
  dryRun: z.boolean().default(false),
  /** The file line of the first row, so a chunked preview numbers rows as the file does. */
  firstLine: z.number().int().min(1).default(2),
});

/** A stored or imported value as an import's preview shows it. */
const importValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const importRowResultSchema = z.object({
  line: z.number().int(),
  key: z.string(),
  action: z.enum(['create', 'update', 'reject']),
  errors: z.record(z.string(), z.string()).optional(),
  /** An update's fields that would change, each stored value and the file's; empty when nothing would. */
  changes: z.record(z.string(), z.object({ before: importValueSchema, after: importValueSchema })).optional(),
});
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.number().int(),
  rows: z.array(importRowResultSchema),
});
export type ImportRequest = z.input<typeof importRequestSchema>;
export type ImportRowResult = z.infer<typeof importRowResultSchema>;
export type ImportReport = z.infer<typeof importReportSchema>;
