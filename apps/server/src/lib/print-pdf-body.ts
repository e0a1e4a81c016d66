import type {
  PrintBlock,
  PrintCell,
  PrintFoot,
  PrintGroup,
  PrintNote,
  PrintRow,
  PrintSection,
  PrintTable,
  PrintTotals,
} from '@lathe/shared';
import { GREY, LEFT, PAD, type PdfLayout, WIDTH } from './pdf-layout.js';
import { sectionLines } from './print-pdf-head.js';

/*
 * The body of a printed document on the page kit: its tables (header repeated on each new page,
 * cells that wrap, a line's detail under it, a total's label across columns), the totals box with
 * the amount in words, headed runs of lines, lines standing alone (boxed in their tone), headed
 * groups of these, and the foot with the signatures.
 */

const SIZE = 7.5;

/** Column widths that fill the page: the flexible column takes what the others leave. */
const widthsOf = (table: PrintTable) => {
  const fixed = table.columns.filter((c) => !c.flex).reduce((sum, c) => sum + c.width, 0);
  return table.columns.map((c) => (c.flex ? WIDTH - fixed : c.width));
};

interface Placed {
  cell: PrintCell;
  x: number;
  width: number;
  align: 'left' | 'right' | 'center';
}

/** Where each cell of a row goes, a spanning cell taking its columns' widths. */
function place(table: PrintTable, widths: number[], cells: PrintCell[]): Placed[] {
  const placed: Placed[] = [];
  let column = 0;
  let x = LEFT;
  for (const cell of cells) {
    const span = cell.span ?? 1;
    const width = widths.slice(column, column + span).reduce((sum, w) => sum + w, 0);
    placed.push({ cell, x, width, align: table.columns[column]?.align ?? 'left' });
    x += width;
    column += span;
  }
  return placed;
}

function cellHeight(layout: PdfLayout, { cell, width }: Placed, bold: boolean) {
  const inner = width - 2 * PAD;
  const detail = cell.detail ? layout.heightOf(cell.detail, inner, { size: SIZE - 0.5 }) : 0;
  return layout.heightOf(cell.text, inner, { bold, size: SIZE }) + detail;
}

function drawRow(layout: PdfLayout, placed: Placed[], height: number, { bold = false, fill = false }) {
  for (const { cell, x, width, align } of placed) {
    layout.box(x, layout.y, width, height, fill ? GREY : undefined);
    const at = layout.text(cell.text, x + PAD, layout.y + PAD, width - 2 * PAD, { bold, size: SIZE, align });
    if (cell.detail)
      layout.text(cell.detail, x + PAD, at, width - 2 * PAD, { size: SIZE - 0.5, align, color: '#4b5563' });
  }
  layout.y += height;
}

export function drawTable(layout: PdfLayout, table: PrintTable) {
  const widths = widthsOf(table);
  if (table.title) {
    layout.ensure(60);
    layout.y = layout.text(table.title, LEFT, layout.y, WIDTH, { bold: true }) + 3;
  }
  const head = place(
    table,
    widths,
    table.columns.map((c) => ({ text: c.header })),
  );
  const header = () => {
    const height = Math.max(...head.map((p) => cellHeight(layout, p, true))) + 2 * PAD;
    drawRow(layout, head, height, { bold: true, fill: true });
  };
  layout.ensure(40);
  header();
  const draw = (row: PrintRow) => {
    const placed = place(table, widths, row.cells);
    const bold = row.strong ?? false;
    const height = Math.max(...placed.map((p) => cellHeight(layout, p, bold))) + 2 * PAD;
    if (layout.ensure(height)) header();
    drawRow(layout, placed, height, { bold });
  };
  table.rows.forEach(draw);
  table.foot.forEach(draw);
  layout.y += 10;
}

/** The totals box on the right, the amount in words beside it on the left (its label over it), as the screen sets them. */
export function drawTotals(layout: PdfLayout, totals: PrintTotals) {
  const width = 220;
  const x = LEFT + WIDTH - width;
  const wordsWidth = WIDTH - width - 16;
  const { words } = totals;
  const wordsHeight = words
    ? layout.heightOf(words.label, wordsWidth) + layout.heightOf(words.value, wordsWidth, { bold: true })
    : 0;
  layout.ensure(Math.max(totals.rows.length * 14, wordsHeight) + 16);
  const top = layout.y;
  // Noto Sans's line box starts well above its capitals: 1.5 pt down centres them in the row.
  for (const { label, value, strong } of totals.rows) {
    layout.box(x, layout.y, width, 14, strong ? GREY : undefined);
    layout.text(label, x + PAD, layout.y + 1.5, 120, { bold: strong });
    layout.text(value, x + 120, layout.y + 1.5, width - 120 - PAD, { bold: strong, align: 'right' });
    layout.y += 14;
  }
  let wordsBottom = top;
  if (words) {
    const at = layout.text(words.label, LEFT, top + 1.5, wordsWidth, { color: '#4b5563' });
    wordsBottom = layout.text(words.value, LEFT, at, wordsWidth, { bold: true });
  }
  layout.y = Math.max(layout.y, wordsBottom) + 10;
}

/** A heading and its lines across the page. */
export function drawSection(layout: PdfLayout, section: PrintSection) {
  layout.ensure(30);
  layout.y = layout.text(section.label, LEFT, layout.y, WIDTH, { bold: true }) + 2;
  for (const line of sectionLines(section)) {
    layout.ensure(layout.heightOf(line, WIDTH) + 2);
    layout.y = layout.text(line, LEFT, layout.y, WIDTH) + 2;
  }
  layout.y += 6;
}

/** A note's box, by its tone; a plain note has none. */
const NOTE_FILLS = { good: '#e8f5e9', warning: '#fff7e6', bad: '#fdecea' } as const;

/** A line across the page; a toned one bold in a tinted box (an inspection's verdict). */
export function drawNote(layout: PdfLayout, note: PrintNote) {
  if (note.tone === 'plain') {
    layout.ensure(layout.heightOf(note.text, WIDTH) + 8);
    layout.y = layout.text(note.text, LEFT, layout.y, WIDTH) + 8;
    return;
  }
  const height = layout.heightOf(note.text, WIDTH - 2 * PAD, { bold: true, size: 10 }) + 2 * PAD;
  layout.ensure(height + 8);
  layout.box(LEFT, layout.y, WIDTH, height, NOTE_FILLS[note.tone]);
  layout.text(note.text, LEFT + PAD, layout.y + PAD, WIDTH - 2 * PAD, { bold: true, size: 10 });
  layout.y += height + 8;
}

/** A group's heading, then its blocks. */
function drawGroup(layout: PdfLayout, group: PrintGroup) {
  layout.ensure(40);
  layout.y = layout.text(group.label, LEFT, layout.y, WIDTH, { bold: true }) + 3;
  group.blocks.forEach((block) => {
    drawBlock(layout, block);
  });
}

/** Any block of the body, by its kind. */
export function drawBlock(layout: PdfLayout, block: PrintBlock) {
  if (block.kind === 'table') drawTable(layout, block);
  else if (block.kind === 'totals') drawTotals(layout, block);
  else if (block.kind === 'note') drawNote(layout, block);
  else if (block.kind === 'group') drawGroup(layout, block);
  else drawSection(layout, block);
}

/**
 * The foot: its sections side by side, boxed, then the signatures across what they leave (each
 * "For …" over the space, "Authorised Signatory" under it), and the closing line; a foot with
 * neither (a job card, a statement) is its closing line alone, with no empty row of boxes.
 */
export function drawFoot(layout: PdfLayout, foot: PrintFoot) {
  if (foot.sections.length === 0 && foot.signatures.length === 0) {
    if (foot.note) layout.y = layout.text(foot.note, LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
    return;
  }
  const sectionWidth = foot.sections.length > 0 ? (WIDTH * 0.68) / foot.sections.length : 0;
  const signWidth = (WIDTH - sectionWidth * foot.sections.length) / Math.max(foot.signatures.length, 1);
  const height = Math.max(
    60,
    ...foot.sections.map((s) => layout.blockHeight(sectionWidth - 2 * PAD, s.label, sectionLines(s)) + 14),
  );
  layout.ensure(height + 16);
  const top = layout.y;
  let x = LEFT;
  for (const section of foot.sections) {
    layout.box(x, top, sectionWidth, height);
    layout.block(x, top, sectionWidth, section.label, sectionLines(section));
    x += sectionWidth;
  }
  // One signature signs on the right, as a letter does; several share the row from the left.
  const align = foot.signatures.length === 1 ? 'right' : 'left';
  for (const { over, under } of foot.signatures) {
    layout.box(x, top, signWidth, height);
    layout.text(over, x + PAD, top + PAD, signWidth - 2 * PAD, { bold: true, align });
    layout.text(under, x + PAD, top + height - 14, signWidth - 2 * PAD, { align });
    x += signWidth;
  }
  layout.y = top + height + 5;
  if (foot.note) layout.y = layout.text(foot.note, LEFT, layout.y, WIDTH, { size: 6.5, align: 'center' });
}
