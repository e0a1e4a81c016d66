import {
  readScheduleGrid,
  type ScheduleColumnMapping,
  type ScheduleImportQuery,
  type ScheduleImportResult,
  scheduleMappingSchema,
} from '@lathe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerScheduleMappings, customers, products } from '../../db/schema/index.js';
import { AppError, invalidField } from '../../lib/errors.js';
import { readSpreadsheetGrid, SpreadsheetProblems } from '../../lib/spreadsheet-grid.js';

/*
 * A customer's schedule file read into a revision's lines (issue 30): the workbook or CSV into a
 * grid (lib/spreadsheet-grid.ts), the grid by the customer's columns (packages/shared
 * readScheduleGrid), each part number found among the customer's products by its drawing number.
 * Any problem refuses the whole file, each named by its row and column; the columns that read it
 * are remembered for the customer's next file.
 */

export interface ImportProblem {
  sheet?: string | undefined;
  row?: number | undefined;
  column?: string | undefined;
  message: string;
}

/** A problem as the user reads it: "Sheet 'Dec', row 7, column C: Quantity cannot be negative". */
export const problemText = (problem: ImportProblem) => {
  const where = [
    problem.sheet ? `Sheet '${problem.sheet}'` : null,
    problem.row ? `row ${problem.row}` : null,
    problem.column ? `column ${problem.column}` : null,
  ].filter(Boolean);
  const place = where.join(', ');
  return place ? `${place.charAt(0).toUpperCase()}${place.slice(1)}: ${problem.message}` : problem.message;
};

/** 400 with every problem of the file (`problems.0`, `problems.1` …), each by its row and column; nothing saved. */
export function refusedFile(problems: readonly ImportProblem[]) {
  const texts = problems.map(problemText);
  const first = texts[0] ?? 'The file could not be read';
  const message = texts.length > 1 ? `${first} (and ${texts.length - 1} more)` : first;
  return new AppError(400, message, Object.fromEntries(texts.map((text, i) => [`problems.${i}`, text])));
}

/** A part number as customers write it: no spaces, any case. */
const normalise = (partNumber: string) => partNumber.replace(/\s+/g, '').toUpperCase();

/** The columns to read by: the query's, else the customer's remembered ones (400 on layout when neither). */
export async function mappingFor(tx: DbOrTx, query: ScheduleImportQuery): Promise<ScheduleColumnMapping> {
  if (query.layout) {
    const parsed = scheduleMappingSchema.safeParse(query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalidField(String(issue?.path[0] ?? 'layout'), issue?.message ?? 'Say which columns to read');
    }
    return parsed.data;
  }
  const [remembered] = await tx
    .select({ mapping: customerScheduleMappings.mapping })
    .from(customerScheduleMappings)
    .where(eq(customerScheduleMappings.customerId, query.customerId));
  const parsed = scheduleMappingSchema.safeParse(remembered?.mapping);
  if (!parsed.success) {
    throw invalidField(
      'layout',
      "Say which columns hold the part numbers and the quantities: this customer's files have not been read before",
    );
  }
  return parsed.data;
}

/** Remembers the columns a customer's file was read by. */
export async function rememberMapping(tx: DbOrTx, customerId: string, mapping: ScheduleColumnMapping) {
  await tx
    .insert(customerScheduleMappings)
    .values({ customerId, mapping: { ...mapping } })
    .onConflictDoUpdate({
      target: customerScheduleMappings.customerId,
      set: { mapping: { ...mapping }, updatedAt: new Date() },
    });
}

/** The file read into lines, or every problem it has. */
export async function readScheduleFile(
  tx: DbOrTx,
  body: Buffer,
  fileName: string,
  query: ScheduleImportQuery,
  mapping: ScheduleColumnMapping,
): Promise<ScheduleImportResult & { headers: string[] }> {
  let grid: Awaited<ReturnType<typeof readSpreadsheetGrid>>;
  try {
    grid = await readSpreadsheetGrid(body, fileName, query.sheet ? { sheet: query.sheet } : undefined);
  } catch (error) {
    if (error instanceof SpreadsheetProblems) throw refusedFile(error.problems);
    throw error;
  }
  const [sheet] = grid.sheets;
  if (!sheet) throw refusedFile([{ message: 'The file has no sheet to read' }]);
  const [customer] = await tx
    .select({ partyCode: customers.partyCode })
    .from(customers)
    .where(eq(customers.id, query.customerId));
  if (!customer) throw invalidField('customerId', 'Customer not found');
  const parts = await tx
    .select({ id: products.id, drawingNumber: products.drawingNumber })
    .from(products)
    .where(eq(products.partyCode, customer.partyCode));
  const byNumber = new Map(parts.map((part) => [normalise(part.drawingNumber), part.id]));
  const read = readScheduleGrid(
    sheet.rows,
    mapping,
    query.month,
    (partNumber) => byNumber.get(normalise(partNumber)) ?? null,
  );
  const headerRow = sheet.rows[mapping.headerRow - 1] ?? [];
  const headers = headerRow.map((cell) =>
    cell === null ? '' : 'text' in cell ? cell.text : 'number' in cell ? String(cell.number) : cell.date,
  );
  return { ...read, headers };
}
