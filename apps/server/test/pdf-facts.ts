import { inflateSync } from 'node:zlib';

/** The document info's Title: pdfkit writes it as an indirect string object. */
export function titleOf(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(text)?.[1] : undefined;
}

/** How many pages the PDF has. */
export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/**
 * The text pdfkit drew, a string per text operation ("Opening balance", "1,180.00 Dr"): its
 * content streams inflated and the standard fonts' hex strings read back as Latin-1.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    const bytes = Buffer.from(match[1] as string, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(operation[1] as string).matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}
