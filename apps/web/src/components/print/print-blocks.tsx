import type { PrintBlock, PrintGroup, PrintNote } from '@lathe/shared';
import { clsx } from 'clsx';
import type { PrintDecorations } from './print-decorations';
import { SectionView, TotalsView } from './print-foot';
import { blockHeading } from './print-head';
import { PrintTableView } from './print-table';

/*
 * The body of a printed document on screen, block by block: its tables, totals and headed runs
 * of lines, lines standing alone (a toned one boxed and announced as a status, tinted as paper
 * is in either theme), and headed groups of these.
 */

const NOTE_TONES = {
  good: 'border-green-300 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  bad: 'border-red-300 bg-red-50 text-red-900',
} as const;

function NoteView({ note }: { note: PrintNote }) {
  if (note.tone === 'plain') return <p className="mt-3 text-sm">{note.text}</p>;
  return (
    <p role="status" className={clsx('mt-4 break-inside-avoid border px-3 py-2 font-bold', NOTE_TONES[note.tone])}>
      {note.text}
    </p>
  );
}

function GroupView({ group, decorate }: { group: PrintGroup; decorate?: PrintDecorations }) {
  return (
    <section aria-label={group.label} className="mt-4">
      <h3 className={blockHeading}>{group.label}</h3>
      <Blocks blocks={group.blocks} decorate={decorate} />
    </section>
  );
}

function BlockView({ block, decorate }: { block: PrintBlock; decorate?: PrintDecorations }) {
  if (block.kind === 'table') return <PrintTableView table={block} decorate={decorate} />;
  if (block.kind === 'totals') return <TotalsView totals={block} />;
  if (block.kind === 'note') return <NoteView note={block} />;
  if (block.kind === 'group') return <GroupView group={block} decorate={decorate} />;
  return <SectionView section={block} decorate={decorate} />;
}

/** Blocks in their order: a model is drawn whole and never reordered, so a block's place names it. */
export function Blocks({ blocks, decorate }: { blocks: readonly PrintBlock[]; decorate?: PrintDecorations }) {
  return blocks.map((block, i) => {
    const key = `${block.kind}-${i}`;
    return <BlockView key={key} block={block} decorate={decorate} />;
  });
}
