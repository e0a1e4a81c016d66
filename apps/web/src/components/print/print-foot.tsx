import type { PrintFoot, PrintSection, PrintTotals } from '@lathe/shared';
import type { PrintDecorations } from './print-decorations';
import { blockHeading, Fields } from './print-head';

/*
 * The closing parts of a printed document on screen: the totals beside the amount in words,
 * headed runs of lines (rejections, remarks, terms), and the foot with where each signs.
 */

export function TotalsView({ totals }: { totals: PrintTotals }) {
  return (
    <div className="mt-4 grid gap-4 break-inside-avoid sm:grid-cols-[1fr_minmax(16rem,22rem)]">
      <div className="text-sm">
        {totals.words && (
          <>
            <p className="text-gray-600">{totals.words.label}</p>
            <p className="font-semibold">{totals.words.value}</p>
          </>
        )}
      </div>
      <section aria-label={totals.label}>
        <dl className="grid gap-1 text-sm">
          {totals.rows.map((row) => (
            <div
              key={row.label}
              className={
                row.strong
                  ? 'flex justify-between gap-6 border-gray-400 border-t pt-1.5 font-bold text-base'
                  : 'flex justify-between gap-6'
              }
            >
              <dt>{row.label}</dt>
              <dd className="tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export function SectionView({
  section,
  decorate,
  className = 'mt-4',
}: {
  section: PrintSection;
  decorate?: PrintDecorations;
  className?: string;
}) {
  const decorated = section.key ? decorate?.sections?.[section.key] : undefined;
  return (
    <section aria-label={section.label} className={`${className} text-sm`}>
      <h3 className={blockHeading}>{section.label}</h3>
      {section.lines.map((line, i) => (
        <p key={line} className="whitespace-pre-line">
          {decorated?.line ? decorated.line(i, line) : line}
        </p>
      ))}
      {section.fields && section.fields.length > 0 && (
        <dl className="grid gap-0.5">
          <Fields fields={section.fields} />
        </dl>
      )}
      {decorated?.after && <div className="mt-2 print:hidden">{decorated.after}</div>}
    </section>
  );
}

/** The foot's sections on the left; one signature on the right as a letter signs, several side by side. */
export function FootView({ foot }: { foot: PrintFoot }) {
  const single = foot.signatures.length === 1;
  return (
    <footer className="mt-6 break-inside-avoid">
      <div className="flex flex-wrap justify-between gap-6">
        {foot.sections.map((section) => (
          <SectionView key={section.label} section={section} className="max-w-prose" />
        ))}
        <div
          className={single ? 'ml-auto flex text-sm' : 'grid w-full gap-4 text-sm'}
          style={single ? undefined : { gridTemplateColumns: `repeat(${foot.signatures.length}, minmax(0, 1fr))` }}
        >
          {foot.signatures.map((signature) => (
            <div
              key={signature.over}
              className={
                single ? 'flex flex-col items-end justify-between gap-12' : 'flex flex-col justify-between gap-10'
              }
            >
              <p className="font-semibold">{signature.over}</p>
              <p className="border-gray-400 border-t pt-1">{signature.under}</p>
            </div>
          ))}
        </div>
      </div>
      {foot.note && <p className="mt-4 text-center text-gray-600 text-xs">{foot.note}</p>}
    </footer>
  );
}
