import type { GstProblem } from '@lathe/shared';

/** The problems as the error body's fields: one message per field, several joined. */
export function problemFields(problems: readonly GstProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of problems) fields[field] = fields[field] ? `${fields[field]}; ${message}` : message;
  return fields;
}
