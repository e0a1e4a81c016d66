import QRCode from 'qrcode';
import type { Doc } from './pdf-layout.js';

/** Modules of light margin around the code, which scanners need to find it (the standard asks 4). */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code (error correction M, as NIC prints the e-invoice's) in a square of
 * `size` points at (x, y), quiet zone included: dark modules as filled rectangles, one per run of
 * a row, so the code stays sharp at any zoom and costs a few kilobytes of vectors, not an image.
 */
export function drawQrCode(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / (count + 2 * QUIET_ZONE);
  const origin = { x: x + QUIET_ZONE * cell, y: y + QUIET_ZONE * cell };
  doc.save();
  doc.rect(x, y, size, size).fill('white');
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col++;
      // A hair wider and taller than the module, so neighbours meet without a seam of white.
      doc.rect(origin.x + start * cell, origin.y + row * cell, (col - start) * cell + 0.02, cell + 0.02);
    }
  }
  doc.fill('black');
  doc.restore();
}
