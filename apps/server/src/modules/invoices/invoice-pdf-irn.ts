import { formatAckDate, type Invoice } from '@lathe/shared';
import { type Doc, LEFT, lines, PAD, type PdfLayout, WIDTH } from '../../lib/pdf-layout.js';
import { drawQrCode } from '../../lib/pdf-qr.js';

/** The printed QR code's side, quiet zone included (about 37 mm): NIC's dense code stays scannable. */
export const IRN_QR_SIZE = 104;

/**
 * An e-invoiced invoice's head, as e-invoice prints carry it: the signed QR code at the top right,
 * beside the title, and "IRN", "Ack No." and "Ack Date" under the title on the left, so the
 * parties start below the code and a short invoice still fits its page. Nothing for an invoice
 * without an IRN.
 */
export function drawIrnBand(layout: PdfLayout, doc: Doc, invoice: Invoice, titleTop: number) {
  if (!invoice.irn) return;
  const textHeight = layout.block(
    LEFT - PAD,
    layout.y,
    WIDTH - IRN_QR_SIZE,
    'e-Invoice',
    lines(
      `IRN: ${invoice.irn}`,
      invoice.irnAckNumber && `Ack No.: ${invoice.irnAckNumber}`,
      invoice.irnAckDate && `Ack Date: ${formatAckDate(invoice.irnAckDate)}`,
    ),
  );
  let bottom = layout.y + textHeight;
  if (invoice.irnSignedQr) {
    // The code's own quiet zone is its margin: its square starts level with the title's top.
    const top = titleTop - PAD;
    drawQrCode(doc, invoice.irnSignedQr, LEFT + WIDTH - IRN_QR_SIZE + PAD, top, IRN_QR_SIZE);
    bottom = Math.max(bottom, top + IRN_QR_SIZE);
  }
  layout.y = bottom + 2;
}
