import type { PrintModel } from '@lathe/shared';
import type { ReactNode } from 'react';
import { Blocks } from './print-blocks';
import type { PrintDecorations } from './print-decorations';
import { FootView } from './print-foot';
import { Band, Fields, Letterhead, Mark, Party, Watermark } from './print-head';

/*
 * A printed document on screen, drawn from its print model (packages/shared print/) as its PDF
 * is: a sheet of paper in either theme, black on white, so what is seen is what prints.
 */

interface PrintViewProps {
  model: PrintModel;
  decorate?: PrintDecorations;
  /** The screen's own actions under an e-invoice's IRN (never printed), on the first copy only. */
  bandActions?: ReactNode;
}

function PrintCopy({ model, copy, decorate, bandActions }: PrintViewProps & { copy: string | undefined }) {
  return (
    <article
      aria-label={model.name}
      className="relative overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 text-gray-900 shadow-theme-xs sm:p-8 dark:border-gray-700 print:overflow-visible print:rounded-none print:border-0 print:p-0.5 print:shadow-none"
    >
      {model.watermark && <Watermark text={model.watermark} />}
      {model.mark && <Mark mark={model.mark} />}
      <header className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b pb-4">
        <Letterhead letterhead={model.letterhead} />
        <div className="text-sm sm:text-right">
          <h2 className="font-bold text-2xl uppercase tracking-wide">{model.title}</h2>
          {model.subtitle && <p className="text-gray-600 text-xs">{model.subtitle}</p>}
          {copy && <p className="text-gray-600 text-xs">{copy}</p>}
        </div>
      </header>
      {model.band && <Band band={model.band} actions={bandActions} />}
      <div>
        <h3 className="sr-only">{model.particulars.label}</h3>
        <dl className="grid gap-x-8 gap-y-1 border-gray-300 border-b py-3 text-sm sm:grid-cols-2">
          <Fields fields={model.particulars.fields} decorate={decorate} />
        </dl>
      </div>
      {model.parties.length > 0 && (
        <div className={model.parties.length > 1 ? 'grid gap-3 py-4 sm:grid-cols-2' : 'grid py-4'}>
          {model.parties.map((party) => (
            <Party key={party.label} party={party} />
          ))}
        </div>
      )}
      <Blocks blocks={model.body} decorate={decorate} />
      <FootView foot={model.foot} />
    </article>
  );
}

/**
 * The document, and its further copies for the browser's print: the screen shows the first copy,
 * and the print repeats the document for each other copy from a new page (print-only, hidden from
 * assistive technology, which has the first), as the PDF prints them.
 */
export function PrintView({ model, decorate, bandActions }: PrintViewProps) {
  const [first, ...others] = model.copies;
  return (
    <>
      <PrintCopy model={model} copy={first} decorate={decorate} bandActions={bandActions} />
      {others.length > 0 && (
        <div aria-hidden="true" data-testid="print-copies" className="hidden print:block">
          {others.map((copy) => (
            <div key={copy} className="break-before-page">
              <PrintCopy model={model} copy={copy} decorate={decorate} />
            </div>
          ))}
        </div>
      )}
    </>
  );
}
