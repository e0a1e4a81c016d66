import { appendFileSync } from 'node:fs';

/** One line of the SQL log. */
export interface LoggedStatement {
  /** Statements logged in one turn of the event loop share a batch: they were sent together. */
  batch: number;
  query: string;
  params: unknown[];
}

/**
 * `SQL_LOG=file`: every statement the server sends, with its parameters, appended to the file
 * as a JSON line, so `npm run bench` can replay a request's very SQL without HTTP. Statements
 * issued in the same turn of the event loop (a list's page and its count, sent together) share
 * a batch number. Off unless set: a synchronous write per statement is for measuring only.
 */
export function sqlLog(file: string | undefined): ((query: string, params: unknown[]) => void) | undefined {
  if (!file) return undefined;
  let batch = 0;
  let open = false;
  return (query, params) => {
    if (!open) {
      open = true;
      batch++;
      setImmediate(() => {
        open = false;
      });
    }
    const line: LoggedStatement = { batch, query, params };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
}
