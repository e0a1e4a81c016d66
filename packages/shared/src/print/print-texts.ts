import type { PrintBlock, PrintField, PrintModel, PrintParty, PrintRow, PrintSection } from './print-model.js';

/*
 * Every word a printed document shows, read off its model: what both renderers must draw. The
 * PDF's and the print view's tests check each against their output, so neither can leave out or
 * reword what the other prints.
 */

const fieldTexts = (fields: readonly PrintField[]) => fields.flatMap((f) => [f.label, f.value]);
const partyTexts = (party: PrintParty) => [party.label, party.name, party.address ?? '', ...fieldTexts(party.fields)];
const sectionTexts = (section: PrintSection) => [section.label, ...section.lines, ...fieldTexts(section.fields ?? [])];
const rowTexts = (rows: readonly PrintRow[]) =>
  rows.flatMap((row) => row.cells.flatMap((c) => [c.text, c.detail ?? '']));

function blockTexts(block: PrintBlock): string[] {
  if (block.kind === 'table') {
    return [block.title ?? '', ...block.columns.map((c) => c.header), ...rowTexts(block.rows), ...rowTexts(block.foot)];
  }
  if (block.kind === 'totals') {
    return [...block.rows.flatMap((r) => [r.label, r.value]), ...(block.words ? fieldTexts([block.words]) : [])];
  }
  if (block.kind === 'note') return [block.text];
  if (block.kind === 'group') return [block.label, ...block.blocks.flatMap(blockTexts)];
  return sectionTexts(block);
}

export function printTexts(model: PrintModel): string[] {
  const texts = [
    model.title,
    model.subtitle ?? '',
    ...model.copies,
    model.mark?.text ?? '',
    ...partyTexts(model.letterhead),
    model.particulars.label,
    ...fieldTexts(model.particulars.fields),
    ...(model.band ? [model.band.label, ...fieldTexts(model.band.fields)] : []),
    ...model.parties.flatMap(partyTexts),
    ...model.body.flatMap(blockTexts),
    ...model.foot.sections.flatMap(sectionTexts),
    ...model.foot.signatures.flatMap((s) => [s.over, s.under]),
    model.foot.note ?? '',
  ];
  return texts.filter((text) => text.trim() !== '');
}

/** Text as the renderers' checks compare it: case and white space left out (paper sets titles in capitals and wraps lines). */
export const comparableText = (text: string) => text.replace(/\s+/g, '').toLowerCase();
