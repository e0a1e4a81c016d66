import Papa from 'papaparse';

/** One data row of the file: header → cell text. */
export type CsvRow = Record<string, string>;

export interface ParsedCsv {
  /** The header row, trimmed. */
  fields: string[];
  rows: CsvRow[];
}

/** The file is read in slices of this size, so progress shows on large files. */
export const PARSE_CHUNK_BYTES = 256 * 1024;

/** The browser could not read the file (moved, deleted, no permission). */
export class CsvReadError extends Error {
  constructor() {
    super('The file could not be read');
    this.name = 'CsvReadError';
  }
}

/** Cells past the header's last column: Papa collects them under this key. */
const EXTRA_CELLS = '__parsed_extra';

const onlyCells = (row: Record<string, unknown>): CsvRow =>
  Object.fromEntries(
    Object.entries(row).filter(
      (entry): entry is [string, string] => entry[0] !== EXTRA_CELLS && typeof entry[1] === 'string',
    ),
  );

/** Parses a CSV file with a header row in the browser, reporting the percentage read as it goes. */
export function parseCsvFile(file: File, onProgress: (percent: number) => void, signal?: AbortSignal) {
  return new Promise<ParsedCsv>((resolve, reject) => {
    const rows: CsvRow[] = [];
    let fields: string[] = [];
    let chunks = 0;
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    Papa.parse<Record<string, unknown>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
      chunkSize: PARSE_CHUNK_BYTES,
      chunk: (results, parser) => {
        if (signal?.aborted) return parser.abort();
        fields = results.meta.fields ?? fields;
        for (const row of results.data) rows.push(onlyCells(row));
        chunks += 1;
        onProgress(file.size ? Math.min(100, Math.round(((chunks * PARSE_CHUNK_BYTES) / file.size) * 100)) : 100);
      },
      complete: () => resolve({ fields, rows }),
      error: () => reject(new CsvReadError()),
    });
  });
}
