import { type CompanySettings, stateCodeOf } from '@lathe/shared';
import { type Doc, LEFT, lines, PAD, type PdfLayout, stateWithCode, WIDTH } from './pdf-layout.js';

/*
 * The parts every delivery challan (CGST rule 55) prints the same way, on the page kit: the
 * dispatch challan against a sales order and the job-work challan share them. The title with
 * the copy (or what a draft or cancelled one is) above it, the company as consigner beside the
 * challan's particulars, the consignee across the page, the receiver's and the company's
 * signature boxes, and the three copies (rule 55(2)), each from a new page.
 */

/** What a challan's party blocks print; each challan names its blocks its own way. */
export interface ChallanParties {
  consignerLabel: string;
  particularsLabel: string;
  particulars: string[];
  consigneeLabel: string;
  consignee: string[];
}

/** A consignee's lines: name, address, GSTIN ("Unregistered" without one), state with its code, then any more. */
export function consigneeLines(
  party: { name: string; address: string | null; gstin: string | null; state: string | null },
  ...more: string[]
) {
  return lines(
    party.name,
    party.address,
    party.gstin ? `GSTIN: ${party.gstin}` : 'GSTIN: Unregistered',
    party.state && `State: ${stateWithCode(party.state, stateCodeOf(party.state) ?? null)}`,
    ...more,
  );
}

/** The note (the copy, or what a draft or cancelled challan is) top right, the title centred. */
export function drawChallanTitle(layout: PdfLayout, title: string, note: string) {
  layout.text(note, LEFT, layout.y, WIDTH, { bold: true, size: 7, align: 'right' });
  layout.text(title, LEFT, layout.y, WIDTH, { bold: true, size: 14, align: 'center' });
  layout.y += 24;
}

/** The company as consigner beside the particulars, the consignee under both across the page. */
export function drawChallanParties(layout: PdfLayout, seller: CompanySettings, parties: ChallanParties) {
  const half = WIDTH / 2;
  const top = layout.y;
  const consigner = lines(
    seller.name,
    seller.address,
    seller.gstin ? `GSTIN: ${seller.gstin}` : null,
    seller.state && `State: ${stateWithCode(seller.state, seller.stateCode)}`,
  );
  const height = Math.max(
    layout.block(LEFT, top, half, parties.consignerLabel, consigner, { boldFirst: true }),
    layout.block(LEFT + half, top, half, parties.particularsLabel, parties.particulars),
  );
  layout.box(LEFT, top, half, height);
  layout.box(LEFT + half, top, half, height);
  layout.y = top + height;
  const toHeight = layout.block(LEFT, layout.y, WIDTH, parties.consigneeLabel, parties.consignee, { boldFirst: true });
  layout.box(LEFT, layout.y, WIDTH, toHeight);
  layout.y += toHeight + 6;
}

/** The receiver's box (what they sign for, where they sign) beside the company's, and the foot line. */
export function drawChallanSignatures(
  layout: PdfLayout,
  seller: CompanySettings,
  received: string,
  receiverSigns: string,
) {
  layout.ensure(70);
  const sign = WIDTH / 2;
  const signTop = layout.y;
  layout.box(LEFT, signTop, sign, 60);
  layout.box(LEFT + sign, signTop, sign, 60);
  layout.text(received, LEFT + PAD, signTop + PAD, sign - 2 * PAD);
  layout.text(receiverSigns, LEFT + PAD, signTop + 46, sign - 2 * PAD);
  layout.text(`For ${seller.name ?? ''}`, LEFT + sign + PAD, signTop + PAD, sign - 2 * PAD, {
    bold: true,
    align: 'right',
  });
  layout.text('Authorised Signatory', LEFT + sign + PAD, signTop + 46, sign - 2 * PAD, { align: 'right' });
  layout.y = signTop + 66;
  layout.text('This is a computer-generated delivery challan.', LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
}

/** Draws each copy, every one after the first from the top of a new page. */
export function drawCopies<C>(layout: PdfLayout, doc: Doc, copies: readonly C[], draw: (copy: C) => void) {
  copies.forEach((copy, i) => {
    if (i > 0) {
      doc.addPage();
      layout.y = doc.page.margins.top;
    }
    draw(copy);
  });
}
