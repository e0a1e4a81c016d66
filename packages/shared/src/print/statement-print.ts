import { STATEMENT_ENTRY_LABELS, type Statement, type StatementEntry } from '../schemas/receivables.js';
import { accountBalanceNote, accountEntriesTable, accountPeriod } from './account-ledger.js';
import { field, fields, printDate } from './print-format.js';
import { letterheadOf } from './print-letterhead.js';
import type { PrintModel } from './print-model.js';
import { gstParty } from './print-party.js';

/*
 * A customer's statement of account for a period as printed: the company, the customer as the
 * customer record has it, the opening balance, each invoice, note and payment with the balance
 * after it, the closing balance with the period's debits and credits, and what that balance
 * means to the customer.
 */

/** "Invoice INV/2026-27/0002", "Payment against INV/2026-27/0002", "Credit Note CN/2026-27/0001". */
export const statementParticulars = (entry: Pick<StatementEntry, 'kind' | 'reference'>) =>
  entry.kind === 'payment'
    ? `Payment against ${entry.reference}`
    : `${STATEMENT_ENTRY_LABELS[entry.kind]} ${entry.reference}`;

/** The statement as printed, with the company (its letterhead and `logo`) as the seller. */
export function statementPrint(statement: Statement, logo: string | null): PrintModel {
  return {
    name: 'Statement of account',
    title: 'Statement of Account',
    subtitle: `For the period ${accountPeriod(statement)}`,
    file: {
      title: `Statement ${statement.partyCode} ${accountPeriod(statement)}`,
      subject: `Statement of account of ${statement.customerName}`,
      author: statement.company.name ?? '',
    },
    copies: [],
    mark: null,
    watermark: null,
    letterhead: letterheadOf('Seller', statement.company, logo),
    particulars: {
      label: 'Statement',
      fields: fields(field('From', printDate(statement.from)), field('To', printDate(statement.to))),
    },
    band: null,
    parties: [
      gstParty(
        'Customer',
        {
          name: statement.customerName,
          address: statement.customerAddress,
          gstin: statement.customerGstin,
          state: statement.customerState,
        },
        { label: 'Party code', value: statement.partyCode },
      ),
    ],
    body: [
      accountEntriesTable(statement, 'Statement of account', statementParticulars),
      accountBalanceNote(statement, { owed: 'Balance due from you', ahead: 'Advance held for you' }),
    ],
    foot: {
      sections: [],
      signatures: [],
      note: 'Please tell us within 15 days of any difference from your books. This is a computer-generated statement.',
    },
  };
}
