/*
 * The Invoice Registration Portal's answer to an uploaded e-invoice, as saved from the portal
 * or a GST Suvidha Provider: the IRN, AckNo, AckDt and SignedQRCode, read into what the IRN form
 * (and PUT invoices/{id}/irn) takes. The answer comes in several wrappings: the portal's API
 * `{ "Status": 1, "Data": "<JSON text>" }` (Data a string of JSON, or an object), a provider's
 * `{ "data": { … } }` or `{ "result": { … } }`, or the fields themselves, flat; and a one-item list.
 */

/** The portal's answer as the IRN form takes it: texts, as typed. */
export interface IrpFields {
  irn: string;
  ackNumber: string;
  /** yyyy-MM-dd HH:mm:ss, India time, as the portal writes it. */
  ackDate: string;
  signedQrCode: string;
}

export type IrpReading =
  | {
      fields: IrpFields;
      /** The portal's names of the fields the answer lacks (AckNo, AckDt, SignedQRCode). */
      missing: string[];
      problem?: never;
    }
  | { fields?: never; missing?: never; problem: string };

/** The largest answer read: the portal's is about 2 kB; anything near this is not one. */
export const IRP_RESPONSE_MAX_BYTES = 100 * 1024;

const WRAPPERS = ['data', 'result', 'response', 'govt_response'];
const NOT_FOUND =
  'No IRN found in this file: upload the portal’s answer to the e-invoice, with Irn, AckNo, AckDt and SignedQRCode';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value of `name` in any case (Irn, irn, IRN), the portal's own spelling first. */
function field(object: Json, name: string): unknown {
  if (name in object) return object[name];
  const key = Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : object[key];
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * AckNo as the portal wrote it: a number of 15 or more digits may be past what JavaScript holds
 * exactly, so its digits are read from the JSON text it was parsed from.
 */
function ackNumberOf(value: unknown, source: string): string {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    return /"AckNo"\s*:\s*"?(\d+)/i.exec(source)?.[1] ?? '';
  }
  return text(value);
}

/** The portal's refusal, when the answer is one: `{ "Status": 0, "ErrorDetails": [{ "ErrorMessage": … }] }`. */
function refusalOf(object: Json): string | null {
  const status = field(object, 'Status');
  if (status !== 0 && status !== '0') return null;
  const details = field(object, 'ErrorDetails');
  const messages = (Array.isArray(details) ? details : [])
    .map((detail) => (isObject(detail) ? text(field(detail, 'ErrorMessage')) : ''))
    .filter(Boolean);
  return `The portal refused this e-invoice${messages.length ? `: ${messages.join('; ')}` : ''}`;
}

function find(value: unknown, source: string, depth: number): IrpReading | null {
  if (depth > 4) return null;
  if (typeof value === 'string') {
    const inner = value.trim();
    if (!inner.startsWith('{') && !inner.startsWith('[')) return null;
    try {
      return find(JSON.parse(inner), inner, depth + 1);
    } catch {
      return null;
    }
  }
  if (Array.isArray(value)) {
    if (value.length > 1) return { problem: `This file holds ${value.length} answers: upload the one of this invoice` };
    return find(value[0], source, depth + 1);
  }
  if (!isObject(value)) return null;
  const irn = field(value, 'Irn');
  if (irn !== undefined) {
    const fields: IrpFields = {
      irn: text(irn),
      ackNumber: ackNumberOf(field(value, 'AckNo'), source),
      ackDate: text(field(value, 'AckDt')),
      signedQrCode: text(field(value, 'SignedQRCode')),
    };
    const missing = (
      [
        ['AckNo', fields.ackNumber],
        ['AckDt', fields.ackDate],
        ['SignedQRCode', fields.signedQrCode],
      ] as const
    )
      .filter(([, got]) => got === '')
      .map(([name]) => name);
    return { fields, missing };
  }
  const refusal = refusalOf(value);
  if (refusal) return { problem: refusal };
  for (const wrapper of WRAPPERS) {
    const inner = field(value, wrapper);
    if (inner === undefined || inner === null) continue;
    const found = find(inner, source, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Reads the portal's answer (the file's text) into the IRN form's fields, or says why it cannot. */
export function readIrpResponse(fileText: string): IrpReading {
  if (fileText.length > IRP_RESPONSE_MAX_BYTES) {
    return { problem: 'This file is too large to be the portal’s answer (at most 100 kB)' };
  }
  let json: unknown;
  try {
    json = JSON.parse(fileText.replace(/^\uFEFF/, ''));
  } catch {
    return { problem: 'This file is not JSON: upload the portal’s answer as it was saved (.json)' };
  }
  return find(json, fileText, 0) ?? { problem: NOT_FOUND };
}
