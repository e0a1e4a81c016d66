import { indianDate } from '../calendar.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { textProblem } from '../text-safety.js';

/*
 * Boxes and their labels (issue 31). A work order's finished pieces are packed by the product's
 * parts per box: full boxes, then one part box for the rest, numbered "box n of N" within the
 * packing. Each box's label carries a QR code of its fields in one line, the box's code first,
 * which a keyboard scanner types into the dispatch form's scan field (or the camera decodes);
 * a clerk may also type the bare code printed large on the label. Both read back to the code.
 */

/** The most parts one box holds: a typo like 1000000 stays out. */
export const MAX_PARTS_PER_BOX = 100_000;
/** The most boxes one packing makes: a label sheet of 500 is 50 A4 pages already. */
export const MAX_BOXES_PER_PACKING = 500;

/** A box's code as the database makes it from its serial: 'BX' and seven digits. */
export const BOX_CODE_PATTERN = /^BX\d{7}$/;

/** What one box of a packing holds, and where it stands in it. */
export interface BoxCut {
  boxNo: number;
  boxCount: number;
  quantity: number;
}

/**
 * How `quantity` pieces go into boxes of `perBox`: as many full boxes as they fill, then one part
 * box for the rest (1,050 at 200 → five of 200 and one of 50, "box n of 6"). Both whole and above 0.
 */
export function cutBoxes(quantity: number, perBox: number): BoxCut[] {
  if (!Number.isInteger(quantity) || !Number.isInteger(perBox) || quantity < 1 || perBox < 1) {
    throw new RangeError('Pack a whole number of pieces, above 0, into boxes of a whole number above 0');
  }
  const full = Math.floor(quantity / perBox);
  const rest = quantity - full * perBox;
  const boxCount = full + (rest > 0 ? 1 : 0);
  return Array.from({ length: boxCount }, (_, i) => ({
    boxNo: i + 1,
    boxCount,
    quantity: i < full ? perBox : rest,
  }));
}

/** How many boxes `quantity` pieces make at `perBox` a box. */
export const boxCountOf = (quantity: number, perBox: number) => Math.ceil(quantity / perBox);

/** "Box 3 of 6". */
export const boxOfText = (box: { boxNo: number; boxCount: number }) => `Box ${box.boxNo} of ${box.boxCount}`;

/** The fields a box's label prints and its QR code holds. */
export interface BoxLabelFacts {
  code: string;
  /** The part number: the product's drawing number. */
  drawingNumber: string;
  description: string;
  quantity: number;
  /** The heats as printed: "H2291, H2304"; empty when the work order drew none. */
  heatNumbers: string;
  /** The work order's number, WO/2026-27/0012. */
  woNumber: string | null;
  /** YYYY-MM-DD. */
  packedOn: string;
  boxNo: number;
  boxCount: number;
}

/** The separator of the QR text's fields. */
const SEPARATOR = '|';

/** A field as the QR line holds it: one line, no separator inside, no stray spaces. */
const qrField = (value: string | null) =>
  (value ?? '')
    .replace(/[\r\n\t]+/g, ' ')
    .replaceAll(SEPARATOR, '/')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The QR code's text: the label's fields in one line a keyboard scanner types, the code first:
 * `BX0000123|DAC-FB-2231|Flange bush|200|H2291|WO/2026-27/0012|07/12/2026|3/6`.
 */
export function boxQrText(box: BoxLabelFacts): string {
  return [
    box.code,
    box.drawingNumber,
    box.description,
    String(box.quantity),
    box.heatNumbers,
    box.woNumber,
    indianDate(box.packedOn),
    `${box.boxNo}/${box.boxCount}`,
  ]
    .map(qrField)
    .join(SEPARATOR);
}

export type BoxScan = { code: string; error?: undefined } | { code?: undefined; error: string };

export const SCAN_EMPTY_MESSAGE = 'Scan a box or type its code';

/**
 * What a scan names: the whole QR text a scanner typed, or the bare code typed by hand, either
 * case, spaces around it trimmed; answers the code (BX0000123) or why it names none.
 */
export function parseBoxScan(text: string): BoxScan {
  const problem = textProblem(text);
  if (problem) return { error: problem };
  const typed = text.trim();
  if (typed === '') return { error: SCAN_EMPTY_MESSAGE };
  const code = (typed.split(SEPARATOR)[0] ?? '').trim().toUpperCase();
  if (BOX_CODE_PATTERN.test(code)) return { code };
  return { error: `${code.length > 20 ? `${code.slice(0, 20)}…` : code} is not a box code (BX and seven digits)` };
}

const pieces = (n: number) => `${formatIndianNumber(n, 0)} ${n === 1 ? 'piece' : 'pieces'}`;

/** Refusals of packing and scanning, in the words the user reads; the server and the forms both use them. */
export const BOX_MESSAGES = {
  /** Packing more than the work order made and has not packed. */
  packLeft: (woNumber: string, left: number) =>
    left <= 0
      ? `No pieces of ${woNumber} are made and not yet packed`
      : `Only ${pieces(left)} of ${woNumber} ${left === 1 ? 'is' : 'are'} made and not yet packed`,
  tooManyBoxes: (boxes: number) =>
    `That makes ${formatIndianNumber(boxes, 0)} boxes; pack at most ${formatIndianNumber(MAX_BOXES_PER_PACKING, 0)} at a time`,
  noPerBox: 'The product has no parts per box; enter the parts per box',
  unknown: (code: string) => `No box ${code}`,
  otherPart: (code: string, drawingNumber: string) =>
    `Box ${code} holds ${drawingNumber}, which this order does not have`,
  nothingLeft: (code: string, drawingNumber: string) =>
    `Box ${code} holds ${drawingNumber}, with no quantity left to dispatch on this order`,
  overOrder: (code: string, drawingNumber: string, quantity: number, left: number) =>
    `Box ${code} holds ${pieces(quantity)} of ${drawingNumber}; only ${formatIndianNumber(left, 0)} ${left === 1 ? 'is' : 'are'} left to dispatch on this order`,
  uninspected: (code: string, woNumber: string) =>
    `Box ${code} is from ${woNumber}, whose lot has no passed inspection`,
  dispatched: (code: string, challanNumber: string, dispatchDate: string) =>
    `Box ${code} was dispatched on ${challanNumber} on ${indianDate(dispatchDate)}`,
  twice: (code: string) => `Box ${code} is scanned twice`,
  totalDiffers: (drawingNumber: string, boxed: number, sent: number) =>
    `The boxes of ${drawingNumber} hold ${pieces(boxed)}; the dispatch sends ${formatIndianNumber(sent, 0)}`,
  unpackDispatched: (code: string, challanNumber: string) =>
    `Box ${code} of this packing was dispatched on ${challanNumber}; a dispatched box cannot be unpacked`,
} as const;

/** An order line a scanned box can fill: its product and what is left to dispatch on it. */
export interface FillableLine {
  id: string;
  productId: string;
  left: number;
}

/**
 * The line quantities the scanned boxes make: each product's boxes' total spread over its lines in
 * their order, each line up to what is left on it. Lines of products with no box are left out.
 */
export function fillFromBoxes(
  lines: readonly FillableLine[],
  boxes: readonly { productId: string; quantity: number }[],
): Map<string, number> {
  const total = new Map<string, number>();
  for (const box of boxes) total.set(box.productId, (total.get(box.productId) ?? 0) + box.quantity);
  const filled = new Map<string, number>();
  for (const line of lines) {
    const rest = total.get(line.productId);
    if (rest === undefined) continue;
    const take = Math.min(rest, Math.max(0, line.left));
    filled.set(line.id, take);
    total.set(line.productId, rest - take);
  }
  return filled;
}
