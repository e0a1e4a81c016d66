import { type CsvColumn, csvHeaderLabel } from '@lathe/shared';
import Papa from 'papaparse';
import { saveFile } from '../../lib/save-file';

/** A CSV holding only the header row, as the export heads it: the columns an import reads. */
export const templateCsv = (columns: readonly CsvColumn[]) =>
  `${Papa.BYTE_ORDER_MARK}${Papa.unparse([columns.map((column) => csvHeaderLabel(column.key))])}\r\n`;

export function downloadTemplate(resource: string, columns: readonly CsvColumn[]) {
  saveFile(new Blob([templateCsv(columns)], { type: 'text/csv;charset=utf-8' }), `${resource}-template.csv`);
}
