import type { PrintBand, PrintField, PrintLetterhead, PrintMark, PrintParty } from '@lathe/shared';
import type { ReactNode } from 'react';
import { QrCodeImage } from '../ui/qr-code-image';
import type { PrintDecorations } from './print-decorations';

/*
 * The head of a printed document on screen: what a draft or cancelled one says across its top,
 * the letterhead beside the title and the copy's line, the particulars, an e-invoice's IRN with
 * its QR code, and the parties.
 */

export const blockHeading = 'mb-1 font-semibold text-gray-600 text-xs uppercase tracking-wide';

/** A labelled value: the label with its colon, then the value (a decoration may draw it otherwise). */
export function Field({ field, decorate }: { field: PrintField; decorate?: PrintDecorations }) {
  const decorated = field.key ? decorate?.fields?.[field.key] : undefined;
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-gray-600">{field.label}:</dt>
      <dd className="min-w-0 break-words font-medium">{decorated ? decorated(field.value) : field.value}</dd>
    </div>
  );
}

export function Fields({ fields, decorate }: { fields: readonly PrintField[]; decorate?: PrintDecorations }) {
  return fields.map((field) => <Field key={field.label} field={field} decorate={decorate} />);
}

export function Mark({ mark }: { mark: PrintMark }) {
  return (
    <p
      role="note"
      className={
        mark.tone === 'draft'
          ? 'mb-4 border-2 border-gray-800 border-dashed px-3 py-2 text-center font-bold tracking-wide'
          : 'mb-4 border-2 border-red-700 px-3 py-2 text-center font-bold text-red-700'
      }
    >
      {mark.text}
    </p>
  );
}

export function Watermark({ text }: { text: string }) {
  return (
    <div
      aria-hidden="true"
      className="-translate-x-1/2 -translate-y-1/2 -rotate-30 pointer-events-none absolute top-1/2 left-1/2 select-none font-black text-8xl text-gray-900/[0.06] tracking-widest print:fixed"
    >
      {text}
    </div>
  );
}

/** The company at the head: its logo, its name, address and labelled values under the block's heading. */
export function Letterhead({ letterhead }: { letterhead: PrintLetterhead }) {
  return (
    <section aria-label={letterhead.label} className="flex gap-4">
      {letterhead.logo && (
        <img src={letterhead.logo} alt={`${letterhead.name} logo`} className="h-16 w-auto object-contain" />
      )}
      <div className="text-sm">
        <h3 className={blockHeading}>{letterhead.label}</h3>
        <p className="font-bold text-lg">{letterhead.name}</p>
        {letterhead.address && <p className="whitespace-pre-line">{letterhead.address}</p>}
        <dl className="mt-1 grid gap-0.5">
          <Fields fields={letterhead.fields} />
        </dl>
      </div>
    </section>
  );
}

export function Party({ party }: { party: PrintParty }) {
  return (
    <section aria-label={party.label} className="border border-gray-300 p-3 text-sm">
      <h3 className={blockHeading}>{party.label}</h3>
      <p className="font-semibold">{party.name}</p>
      {party.address && <p className="whitespace-pre-line">{party.address}</p>}
      <dl className="mt-1 grid gap-0.5">
        <Fields fields={party.fields} />
      </dl>
    </section>
  );
}

/** The IRN and acknowledgement, the signed QR code beside them; `actions` (the screen's own, never printed) under them. */
export function Band({ band, actions }: { band: PrintBand; actions?: ReactNode }) {
  return (
    <section
      aria-label={band.label}
      className="flex flex-wrap items-start justify-between gap-4 border-gray-300 border-b py-3 text-sm sm:flex-nowrap"
    >
      <div className="min-w-0">
        <h3 className={blockHeading}>{band.label}</h3>
        <dl className="grid gap-0.5">
          <Fields fields={band.fields} />
        </dl>
        {actions}
      </div>
      {band.qr && (
        <QrCodeImage text={band.qr.text} alt={band.qr.alt} className="w-40 shrink-0 sm:w-44 print:w-[35mm]" />
      )}
    </section>
  );
}
