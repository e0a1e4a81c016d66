import type { ReactNode } from 'react';

/**
 * What the screen draws otherwise than paper, never what it says: a particular's value as a link
 * (by the field's key), a cell as a download beside its printed text (by the column's key, given
 * the row's key), a section's line as a link and the screen's own figure after its lines (by the
 * section's key; a progress bar, never printed). The printed text stays in the output, so the
 * page still reads as the PDF does.
 */
export interface PrintDecorations {
  fields?: Record<string, (value: string) => ReactNode>;
  cells?: Record<string, (rowKey: string, text: string) => ReactNode>;
  sections?: Record<string, { line?: (index: number, text: string) => ReactNode; after?: ReactNode }>;
}
