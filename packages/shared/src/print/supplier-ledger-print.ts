import { SUPPLIER_LEDGER_KIND_LABELS, type SupplierLedger, type SupplierLedgerEntry } from '../schemas/payables.js';
import { accountBalanceNote, accountEntriesTable, accountPeriod } from './account-ledger.js';
import { field, fields, printDate } from './print-format.js';
import { letterheadOf } from './print-letterhead.js';
import type { PrintModel } from './print-model.js';
import { gstParty } from './print-party.js';

/*
 * A supplier's ledger for a period as printed, the statement sent to the supplier to confirm
 * the balance: the company, the supplier as its record has it, the opening balance, each bill
 * (credit), the TDS deducted on it and each payment (debits) with the balance after it, the
 * closing balance with the period's debits and credits, and what that balance means.
 */

/** "Bill PB/2026-27/0001", "TDS on PB/2026-27/0001", "Payment PV/2026-27/0003". */
export const supplierLedgerParticulars = (entry: Pick<SupplierLedgerEntry, 'kind' | 'reference'>) =>
  entry.kind === 'tds' ? `TDS on ${entry.reference}` : `${SUPPLIER_LEDGER_KIND_LABELS[entry.kind]} ${entry.reference}`;

/** The supplier's ledger as printed, with the company (its letterhead and `logo`) as the buyer. */
export function supplierLedgerPrint(ledger: SupplierLedger, logo: string | null): PrintModel {
  const name = ledger.supplierCode ?? ledger.supplierName;
  return {
    name: 'Supplier ledger',
    title: 'Statement of Account',
    subtitle: `For the period ${accountPeriod(ledger)}`,
    file: {
      title: `Ledger ${name} ${accountPeriod(ledger)}`,
      subject: `Ledger of ${ledger.supplierName}`,
      author: ledger.company.name ?? '',
    },
    copies: [],
    mark: null,
    watermark: null,
    letterhead: letterheadOf('Buyer', ledger.company, logo),
    particulars: {
      label: 'Statement',
      fields: fields(field('From', printDate(ledger.from)), field('To', printDate(ledger.to))),
    },
    band: null,
    parties: [
      gstParty(
        'Supplier',
        {
          name: ledger.supplierName,
          address: ledger.supplierAddress,
          gstin: ledger.supplierGstin,
          state: ledger.supplierState,
        },
        ...field('Supplier code', ledger.supplierCode),
        ...field('PAN', ledger.supplierPan),
      ),
    ],
    body: [
      accountEntriesTable(ledger, 'Ledger', supplierLedgerParticulars),
      accountBalanceNote(ledger, { owed: 'Balance payable to you', ahead: 'Advance paid to you' }),
    ],
    foot: {
      sections: [],
      signatures: [],
      note: 'Please confirm the balance, or tell us within 15 days of any difference from your books. This is a computer-generated statement.',
    },
  };
}
