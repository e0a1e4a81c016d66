import type { CsvColumn } from '@lathe/shared';
import Papa from 'papaparse';
import { saveFile } from '../../lib/save-file';

/** A CSV holding only the header row: the columns an import reads. */
export const templateCsv = (columns: readonly CsvColumn[]) =>
  `${Papa.unparse([columns.map((column) => column.key)])}\r\n`;

export function downloadTemplate(resource: string, columns: readonly CsvColumn[]) {
  saveFile(new Blob([templateCsv(columns)], { type: 'text/csv;charset=utf-8' }), `${resource}-template.csv`);
}
