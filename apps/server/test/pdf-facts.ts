/** The document info's Title: pdfkit writes it as an indirect string object. */
export function titleOf(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(text)?.[1] : undefined;
}

/** How many pages the PDF has. */
export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
