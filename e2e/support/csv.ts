import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';

/** A downloaded file's text, as saved: a byte-order mark stays at its start. */
export async function downloadedText(download: Download) {
  return readFile(await download.path(), 'utf8');
}

/** The rows of CSV text (RFC 4180): a quoted cell may hold commas, doubled quotes and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}
