import {
  E_WAY_BILL_SCHEMA,
  type EWayBillDocument,
  type EWayBillFile,
  type EWayBillTransport,
  eWayBillArithmetic,
  eWayBillFile,
  eWayBillOf,
} from '@lathe/shared';
import { conflict } from './errors.js';
import { problemFields } from './gst-problem-fields.js';
import { schemaCheck, schemaProblems } from './json-schema.js';

/*
 * An e-way bill's JSON for the portal's bulk upload, built with the transport the user typed and
 * checked against the published schema and the arithmetic before it is offered: an invoice's
 * (invoices/invoice-e-way-bill.ts) and a dispatch's delivery challan's
 * (sales-orders/dispatch-e-way-bill.ts) alike.
 */

const checkFile = schemaCheck<EWayBillFile>(E_WAY_BILL_SCHEMA);

/** The file a document's e-way bill is, once it passes the schema and adds up; else 409 saying why, on each field. */
export function checkedEWayBill(document: EWayBillDocument, transport: EWayBillTransport, what: string): EWayBillFile {
  const result = eWayBillOf(document, transport);
  if (result.problems) {
    throw conflict(`${what}: ${result.problems.map((p) => p.message).join('; ')}`, problemFields(result.problems));
  }
  const file = eWayBillFile([result.json]);
  const failures = [...schemaProblems(checkFile, file), ...eWayBillArithmetic(result.json)];
  if (failures.length > 0) {
    throw conflict(`${what}: it fails the portal's schema (${failures.join('; ')})`, { number: failures.join('; ') });
  }
  return file;
}
