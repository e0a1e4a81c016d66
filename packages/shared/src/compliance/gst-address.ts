/**
 * An address as the GST portals take it (the e-invoice's Addr1, Addr2, Loc and Pin; the e-way
 * bill's address lines, place and pincode), read from the address as it is typed on the
 * customer or the company: an Indian address ends with its town and 6-digit PIN code
 * ("Plot 40, MIDC Bhosari, Pune 411026"), so the last 6-digit number is the PIN, the words
 * before it on its line (or after the last comma) the place, and what comes before them the
 * address lines. Nothing is guessed: an address without a PIN or a place is a problem to fix
 * in the master, named as such.
 */

/** The portals' longest address line and place. */
const LINE_MAX = 100;
const PLACE_MAX = 50;
const PLACE_MIN = 3;

export interface GstAddress {
  addr1: string;
  addr2: string | null;
  loc: string;
  pin: number;
}

export type GstAddressResult = { address: GstAddress; problem?: never } | { address?: never; problem: string };

/** The portals' text fields refuse a double quote and a backslash. */
export const portalText = (text: string) => text.replace(/"/g, "'").replace(/\\/g, '/').replace(/\s+/g, ' ').trim();

const PIN = /(?<!\d)([1-9]\d{2}) ?(\d{3})(?!\d)/g;
/** What may stand between a place and its PIN: "Pune - 411026", "Pune, PIN: 411026". */
const PIN_LEAD = /[\s,:–-]*(pin(\s*code)?)?[\s,:–-]*$/i;

/** Address lines of at most 100 characters, broken at commas: one or two, or null when longer. */
function addressLines(parts: string[]): [string, string | null] | null {
  const text = parts.join(', ');
  if (text.length <= LINE_MAX) return [text, null];
  let first = '';
  let i = 0;
  for (; i < parts.length; i++) {
    const next = first ? `${first}, ${parts[i]}` : (parts[i] as string);
    if (next.length > LINE_MAX) break;
    first = next;
  }
  const rest = parts.slice(i).join(', ');
  if (!first || rest.length > LINE_MAX) return null;
  return [first, rest.length >= PLACE_MIN ? rest : null];
}

/**
 * A street typed on its own (a delivery address, whose town and PIN are fields of their own) as
 * the portals' address lines: one or two of at most 100 characters, broken at commas; null when
 * it is empty or longer.
 */
export function gstStreetLines(text: string | null | undefined): [string, string | null] | null {
  const street = portalText((text ?? '').replace(/\s*[\r\n]+\s*/g, ', '));
  const parts = street
    .split(/\s*,\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.length > 0 ? addressLines(parts) : null;
}

/** `whose`: "The customer's billing address", "The company's address". */
export function gstAddress(text: string | null | undefined, whose: string): GstAddressResult {
  const address = portalText((text ?? '').replace(/\s*[\r\n]+\s*/g, ', '));
  if (!address) return { problem: `${whose} is empty; it needs the street, the town and the PIN code` };
  const pins = [...address.matchAll(PIN)];
  const last = pins.at(-1);
  if (!last || last.index === undefined) {
    return { problem: `${whose} has no PIN code (6 digits after the town, e.g. Pune 411026)` };
  }
  const pin = Number(`${last[1]}${last[2]}`);
  const before = address.slice(0, last.index).replace(PIN_LEAD, '');
  const parts = before
    .split(/\s*,\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const place = parts.pop();
  if (!place || place.length < PLACE_MIN) {
    return { problem: `${whose} names no town before its PIN code (e.g. Pune 411026)` };
  }
  if (place.length > PLACE_MAX) {
    return { problem: `${whose}: put a comma before the town; "${place}" is longer than a place may be` };
  }
  const streetLines = addressLines(parts.length > 0 ? parts : [place]);
  if (!streetLines)
    return { problem: `${whose} is too long: the street must fit two lines of 100 characters, broken at commas` };
  return { address: { addr1: streetLines[0], addr2: streetLines[1], loc: place, pin } };
}
