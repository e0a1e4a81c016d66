import type { PrintModel } from '@lathe/shared';
import { renderPdf } from './pdf-layout.js';
import { drawBlock, drawFoot } from './print-pdf-body.js';
import { drawHead, drawWatermark } from './print-pdf-head.js';

/**
 * A printed document's model (packages/shared print/) as a PDF on the page kit: A4 in Noto Sans,
 * so amounts carry ₹ beside Indian-grouped figures. Each copy starts on a new page; a watermark
 * ("DRAFT") lies under every page. The print view on screen draws the very same model.
 */
export function renderPrintPdf(model: PrintModel, options: { compress?: boolean } = {}): Promise<Buffer> {
  return renderPdf(
    { Title: model.file.title, Subject: model.file.subject, Author: model.file.author },
    (layout, doc) => {
      const watermark = model.watermark;
      if (watermark) {
        drawWatermark(doc, watermark);
        doc.on('pageAdded', () => drawWatermark(doc, watermark));
      }
      const copies = model.copies.length > 0 ? model.copies : [undefined];
      copies.forEach((copy, i) => {
        if (i > 0) doc.addPage();
        drawHead(layout, doc, model, copy);
        for (const block of model.body) drawBlock(layout, block);
        drawFoot(layout, model.foot);
      });
    },
    options,
  );
}
