import { inflateSync } from 'node:zlib';

/** The document info's Title: pdfkit writes it as an indirect string object. */
export function titleOf(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  return ref ? new RegExp(`\\n${ref} 0 obj\\n\\((.*)\\)\\nendobj`).exec(text)?.[1] : undefined;
}

/** How many pages the PDF has. */
export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

interface PdfObject {
  dict: string;
  /** The stream's bytes, inflated when it is compressed. */
  stream?: Buffer;
}

/**
 * The PDF's objects by number, read in file order as pdfkit writes them: each stream is skipped
 * by its /Length, so compressed bytes are never taken for an object's start.
 */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\n/g;
  for (let match = start.exec(raw); match; match = start.exec(raw)) {
    const from = match.index + match[0].length;
    const end = raw.indexOf('\nendobj', from);
    const streamAt = raw.indexOf('>>\nstream\n', from);
    if (streamAt < 0 || (end >= 0 && end < streamAt)) {
      objects.set(Number(match[1]), { dict: raw.slice(from, end) });
      continue;
    }
    const dict = raw.slice(from, streamAt + 2);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const bytesFrom = streamAt + '>>\nstream\n'.length;
    const bytes = pdf.subarray(bytesFrom, bytesFrom + length);
    objects.set(Number(match[1]), {
      dict,
      stream: /\/Filter \/FlateDecode/.test(dict) ? inflateSync(bytes) : Buffer.from(bytes),
    });
    start.lastIndex = bytesFrom + length;
  }
  return objects;
}

/** UTF-16BE hex ("20b9", "0066 0069") as a string. */
const utf16 = (hex: string) => {
  const digits = hex.replace(/\s/g, '');
  const units: number[] = [];
  for (let i = 0; i + 4 <= digits.length; i += 4) units.push(Number.parseInt(digits.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
};

/** A ToUnicode CMap (bfchar and bfrange entries, as pdfkit writes it): glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (section[1] as string).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(Number.parseInt(code as string, 16), utf16(text as string));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list, first] of (section[1] as string).matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F\s]+)>)/g,
    )) {
      const low = Number.parseInt(lo as string, 16);
      const high = Number.parseInt(hi as string, 16);
      if (list !== undefined) {
        [...list.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((m, i) => {
          map.set(low + i, utf16(m[1] as string));
        });
      } else {
        const base = utf16(first as string);
        const last = base.charCodeAt(base.length - 1);
        for (let code = low; code <= high; code++) {
          map.set(code, base.slice(0, -1) + String.fromCharCode(last + code - low));
        }
      }
    }
  }
  return map;
}

/**
 * The text pdfkit drew, a string per text operation ("Opening balance", "₹1,18,000.00"): each
 * page's content stream read with the font it sets. An embedded TrueType font's two-byte glyph
 * codes are read back through the font's ToUnicode map; a standard font's bytes as Latin-1.
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font <<([^>]*)>>/g)) {
      for (const [, name, ref] of (block[1] as string).matchAll(/\/(\S+) (\d+) 0 R/g)) {
        const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
        const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : undefined;
        fonts.set(name as string, cmap ? toUnicode(cmap.toString('latin1')) : null);
      }
    }
  }
  const pagesRef = /\/Pages (\d+) 0 R/.exec(
    [...objects.values()].find((o) => /\/Type \/Catalog/.test(o.dict))?.dict ?? '',
  );
  const kids = /\/Kids \[([^\]]*)\]/.exec(objects.get(Number(pagesRef?.[1]))?.dict ?? '')?.[1] ?? '';
  const texts: string[] = [];
  for (const [, page] of kids.matchAll(/(\d+) 0 R/g)) {
    const contents = /\/Contents (\d+) 0 R/.exec(objects.get(Number(page))?.dict ?? '')?.[1];
    const content = objects.get(Number(contents))?.stream?.toString('latin1') ?? '';
    let font: Map<number, string> | null = null;
    for (const [, name, array] of content.matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (name !== undefined) {
        font = fonts.get(name) ?? null;
        continue;
      }
      const hex = [...(array as string).matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      if (!font) {
        texts.push(Buffer.from(hex, 'hex').toString('latin1'));
        continue;
      }
      let text = '';
      for (let i = 0; i + 4 <= hex.length; i += 4)
        text += font.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\ufffd';
      texts.push(text);
    }
  }
  return texts;
}
