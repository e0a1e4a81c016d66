/*
 * A field's name as people read it, wherever the app shows one: a History change, an import's
 * preview, a CSV column header.
 */

/** Words written in capitals wherever they appear in a field's name. */
const ACRONYMS = new Set([
  'id',
  'ip',
  'gst',
  'gstin',
  'pan',
  'ifsc',
  'hsn',
  'cgst',
  'sgst',
  'igst',
  'utgst',
  'url',
  'uom',
  'po',
  'grn',
  'od',
  'spm',
  'pdi',
]);

/** The words of a field's name: "partyCode", "party_code" and "party-code" are all "party", "code". */
const fieldWords = (field: string) =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);

const cased = (word: string, capital: boolean) => {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  return capital ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
};

/**
 * "partyCode" → "Party code", "bankIfsc" → "Bank IFSC"; "isActive" reads as "Active", and a
 * reference reads as the record it names ("departmentId" → "Department"), which is what it shows.
 */
export function fieldLabel(field: string): string {
  const words = fieldWords(field);
  if (words.length > 1 && words[0] === 'is') words.shift();
  if (words.length > 1 && words.at(-1)?.toLowerCase() === 'id') words.pop();
  return words.map((word, index) => cased(word, index === 0)).join(' ');
}

/** Every word capitalised and none dropped, as a CSV column's header: "partyCode" → "Party Code", "isActive" → "Is Active". */
export const fieldTitle = (field: string) =>
  fieldWords(field)
    .map((word) => cased(word, true))
    .join(' ');
