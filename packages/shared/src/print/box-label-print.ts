import { indianDate } from '../calendar.js';
import { formatIndianNumber } from '../money/indian-format.js';
import { type BoxLabelFacts, boxOfText, boxQrText } from '../quality/box-label.js';
import type { LabelFormat } from '../schemas/box.js';
import type { PrintField } from './print-model.js';

/*
 * Box labels as printed (issue 31): each box's label with the maker's name over the part number,
 * description, quantity, heat, work order and packing date, "Box n of N", the box's code in large
 * type and a QR code of the label's fields (quality/box-label.ts boxQrText). Every word is said
 * here; the PDF (apps/server modules/boxes/box-label-pdf.ts) lays the labels out on A4 sheets of
 * ten or one to a 100 × 50 mm thermal label.
 */

/** One box's label. */
export interface BoxLabelPrint {
  /** The box code in large type, which a clerk may type when the QR code will not scan. */
  code: string;
  /** The QR code's text. */
  qr: string;
  /** "Box 3 of 6". */
  boxOf: string;
  /** The maker's name over the fields; null when the company settings have none. */
  maker: string | null;
  /** Part No., Description, Quantity, Heat No., Work Order, Packed On. */
  fields: PrintField[];
}

export interface BoxLabelSheet {
  /** The PDF's own title, subject and author. */
  file: { title: string; subject: string; author: string };
  format: LabelFormat;
  labels: BoxLabelPrint[];
}

/** The label of one box. */
export function boxLabelPrint(box: BoxLabelFacts, maker: string | null): BoxLabelPrint {
  return {
    code: box.code,
    qr: boxQrText(box),
    boxOf: boxOfText(box),
    maker,
    fields: [
      { key: 'drawingNumber', label: 'Part No.', value: box.drawingNumber },
      { key: 'description', label: 'Description', value: box.description },
      { key: 'quantity', label: 'Quantity', value: `${formatIndianNumber(box.quantity, 0)} Nos` },
      { key: 'heatNumbers', label: 'Heat No.', value: box.heatNumbers || '—' },
      { key: 'woNumber', label: 'Work Order', value: box.woNumber ?? '—' },
      { key: 'packedOn', label: 'Packed On', value: indianDate(box.packedOn) },
    ],
  };
}

/** The labels of a packing's boxes, in box order, for A4 sheets or the thermal printer. */
export function boxLabelsPrint(
  boxes: readonly BoxLabelFacts[],
  { maker, format }: { maker: string | null; format: LabelFormat },
): BoxLabelSheet {
  const ordered = [...boxes].sort((a, b) => a.boxNo - b.boxNo);
  const first = ordered[0];
  const title = first ? `Box labels ${first.woNumber ?? first.drawingNumber}` : 'Box labels';
  return {
    file: {
      title,
      subject: first
        ? `${ordered.length} ${ordered.length === 1 ? 'box' : 'boxes'} of ${first.drawingNumber}, packed ${indianDate(first.packedOn)}`
        : 'No boxes',
      author: maker ?? '',
    },
    format,
    labels: ordered.map((box) => boxLabelPrint(box, maker)),
  };
}
