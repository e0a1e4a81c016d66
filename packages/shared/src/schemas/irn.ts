import { z } from 'zod';
import { indianDate, todayIn } from '../calendar.js';
import type { GstDocument } from '../compliance/gst-document.js';
import { decodeSignedQr, JWT_PATTERN, signedQrProblems } from '../compliance/signed-qr.js';
import { isCalendarDate, versionField } from './common.js';

/*
 * What the Invoice Registration Portal answers for an uploaded e-invoice, recorded on the
 * invoice by hand (PUT invoices/{id}/irn): the IRN, the acknowledgement number and date, and the
 * signed QR code printed on the invoice. The portal writes its dates in India time without a
 * zone ("2026-04-12 14:05:31"); they are stored as instants.
 */

/** The Invoice Reference Number: a SHA-256 in hexadecimal, 64 characters. */
export const IRN_PATTERN = /^[0-9a-fA-F]{64}$/;
/** The signed QR code's longest accepted text; NIC's are about 1,000 characters. */
export const SIGNED_QR_MAX_LENGTH = 4000;
/** The portal cancels an IRN only within 24 hours of its acknowledgement; after that a credit note undoes the invoice. */
export const IRN_CANCEL_HOURS = 24;
/** E-invoicing began on 1 October 2020: no IRN is older. */
export const FIRST_ACK_DAY = '2020-10-01';
/** The clocks of the portal and of this server may differ by this much. */
const CLOCK_LEEWAY_MS = 10 * 60_000;
const HOUR_MS = 3_600_000;

export const IRN_AFTER_24_HOURS =
  'Its IRN is more than 24 hours old: the portal no longer cancels it; raise a credit note instead';

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?$/i;

/**
 * The instant of the portal's "yyyy-MM-dd HH:mm:ss" (seconds optional), read as India time, or of
 * an ISO date-time (its own zone, else India's); null when it names no real moment.
 */
export function ackInstant(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, day = '', hours, minutes, seconds = '00', fraction, zone] = match;
  if (!isCalendarDate(day)) return null;
  const millis = fraction ? `.${fraction.padEnd(3, '0').slice(0, 3)}` : '';
  const offset = !zone ? '+05:30' : zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const time = Date.parse(`${day}T${hours}:${minutes}:${seconds}${millis}${offset}`);
  return Number.isNaN(time) ? null : new Date(time);
}

/** An instant as India reads it: its day (yyyy-MM-dd) and time (HH:mm:ss). */
export function indiaDayAndTime(at: Date | string): { day: string; time: string } {
  const date = typeof at === 'string' ? new Date(at) : at;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return { day: todayIn('Asia/Kolkata', date), time };
}

/** The acknowledgement date as printed: dd/mm/yyyy HH:mm, India time. */
export function formatAckDate(at: Date | string): string {
  const { day, time } = indiaDayAndTime(at);
  return `${indianDate(day)} ${time.slice(0, 5)}`;
}

/**
 * Whether the portal still cancels an IRN acknowledged at `ackDate` (none: nothing to cancel
 * there), at `now`: within 24 hours of the acknowledgement.
 */
export function irnCancellable(ackDate: Date | string | null | undefined, now: Date = new Date()): boolean {
  if (!ackDate) return true;
  const acknowledged = new Date(ackDate).getTime();
  return Number.isNaN(acknowledged) || now.getTime() - acknowledged <= IRN_CANCEL_HOURS * HOUR_MS;
}

/** The moment after which the portal no longer cancels the IRN. */
export const irnCancelDeadline = (ackDate: Date | string) =>
  new Date(new Date(ackDate).getTime() + IRN_CANCEL_HOURS * HOUR_MS);

const ACK_DATE_FORMAT = 'Enter the Ack Date as the portal gives it: yyyy-MM-dd HH:mm:ss';

/** The acknowledgement date: the portal's text or an ISO date-time, answered as an ISO instant. */
const ackDateField = z.string({ error: 'Ack Date is required' }).transform((value, ctx) => {
  const text = value.trim();
  const at = text ? ackInstant(text) : null;
  const message = !text
    ? 'Ack Date is required'
    : !at
      ? ACK_DATE_FORMAT
      : todayIn('Asia/Kolkata', at) < FIRST_ACK_DAY
        ? `E-invoicing began on ${indianDate(FIRST_ACK_DAY)}: no IRN is older`
        : at.getTime() > Date.now() + CLOCK_LEEWAY_MS
          ? 'The Ack Date cannot be in the future'
          : null;
  if (message) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return (at as Date).toISOString();
});

/** Line breaks and spaces a copied QR text picks up are no part of it. */
const withoutBreaks = (value: string) => value.replace(/[ \t\r\n]+/g, '');

/** `PUT invoices/{id}/irn`: the portal's answer for the invoice, and the version read. */
export const irnInputSchema = z.object({
  irn: z
    .string({ error: 'IRN is required' })
    .trim()
    .min(1, 'IRN is required')
    .regex(IRN_PATTERN, 'The IRN is 64 characters, digits 0–9 and letters a–f')
    .transform((irn) => irn.toLowerCase()),
  ackNumber: z
    .string({ error: 'Ack No. is required' })
    .trim()
    .min(1, 'Ack No. is required')
    .regex(/^\d{1,20}$/, 'The Ack No. is 1 to 20 digits'),
  ackDate: ackDateField,
  signedQrCode: z
    .string({ error: 'Signed QR Code is required' })
    .transform(withoutBreaks)
    .pipe(
      z
        .string()
        .min(1, 'Signed QR Code is required')
        .max(
          SIGNED_QR_MAX_LENGTH,
          `The signed QR code is at most ${SIGNED_QR_MAX_LENGTH.toLocaleString('en-IN')} characters`,
        )
        .regex(JWT_PATTERN, 'The signed QR code is a JWT: three parts of letters, digits, - and _ joined by dots')
        .refine((jwt) => decodeSignedQr(jwt) !== null, 'The signed QR code cannot be read: it is not the portal’s'),
    ),
  version: versionField,
});
export type IrnInput = z.input<typeof irnInputSchema>;
export type IrnData = z.output<typeof irnInputSchema>;

/** `DELETE invoices/{id}/irn?version=`: the version read (a delete has no body). */
export const irnRemoveQuerySchema = z.object({
  version: z.coerce.number({ error: 'version must be a number' }).int().min(1).optional(),
});

/**
 * What the server checks of the answer against the document it is recorded on, as the form
 * checks it first: the signed QR code names this document, its IRN and its figures, and the
 * acknowledgement is not dated before the document. Field → message; empty when it all agrees.
 */
export function irnProblems(
  data: Pick<IrnData, 'irn' | 'ackDate' | 'signedQrCode'>,
  document: GstDocument,
): Partial<Record<'ackDate' | 'signedQrCode', string>> {
  const problems: Partial<Record<'ackDate' | 'signedQrCode', string>> = {};
  const qr = signedQrProblems(data.signedQrCode, data.irn, document);
  if (qr.length > 0) problems.signedQrCode = qr.join('. ');
  if (todayIn('Asia/Kolkata', new Date(data.ackDate)) < document.date) {
    problems.ackDate = `The Ack Date is before the invoice date (${indianDate(document.date)})`;
  }
  return problems;
}
