import { STATEMENT_ENTRY_LABELS, type Statement, type StatementEntry } from '../schemas/receivables.js';
import { field, fields, printDate, printRupees } from './print-format.js';
import { letterheadOf } from './print-letterhead.js';
import type { PrintModel, PrintNote, PrintTable } from './print-model.js';
import { gstParty } from './print-party.js';

/*
 * A customer's statement of account for a period as printed: the company, the customer as the
 * customer record has it, the opening balance, each invoice, note and payment with the balance
 * after it, the closing balance with the period's debits and credits, and what that balance
 * means to the customer.
 */

/** "01/05/2026 to 31/05/2026". */
const period = (statement: Pick<Statement, 'from' | 'to'>) =>
  `${printDate(statement.from)} to ${printDate(statement.to)}`;

/** A debit or credit: the amount, or nothing for none. */
const amount = (value: number) => (value === 0 ? '' : printRupees(value));

/** "Invoice INV/2026-27/0002", "Payment against INV/2026-27/0002", "Credit Note CN/2026-27/0001". */
export const statementParticulars = (entry: Pick<StatementEntry, 'kind' | 'reference'>) =>
  entry.kind === 'payment'
    ? `Payment against ${entry.reference}`
    : `${STATEMENT_ENTRY_LABELS[entry.kind]} ${entry.reference}`;

function entriesTable(statement: Statement): PrintTable {
  return {
    kind: 'table',
    label: 'Statement of account',
    title: null,
    columns: [
      { key: 'date', header: 'Date', width: 56, kind: 'text', align: 'left' },
      { key: 'particulars', header: 'Particulars', width: 0, flex: true, kind: 'text', align: 'left' },
      { key: 'debit', header: 'Debit', width: 80, kind: 'money', align: 'right' },
      { key: 'credit', header: 'Credit', width: 80, kind: 'money', align: 'right' },
      { key: 'balance', header: 'Balance', width: 88, kind: 'money', align: 'right' },
    ],
    rows: [
      {
        key: 'opening',
        cells: [
          { text: printDate(statement.from) },
          { text: 'Opening balance' },
          { text: '' },
          { text: '' },
          { text: printRupees(statement.openingBalance) },
        ],
      },
      // Entries have no key of their own (an invoice and its payments share one): their place is it.
      ...statement.entries.map((entry, i) => ({
        key: String(i),
        cells: [
          { text: printDate(entry.date) },
          { text: statementParticulars(entry), detail: entry.detail },
          { text: amount(entry.debit) },
          { text: amount(entry.credit) },
          { text: printRupees(entry.balance) },
        ],
      })),
    ],
    foot: [
      {
        key: 'closing',
        strong: true,
        cells: [
          { text: printDate(statement.to) },
          { text: 'Closing balance' },
          { text: printRupees(statement.totalDebit) },
          { text: printRupees(statement.totalCredit) },
          { text: printRupees(statement.closingBalance) },
        ],
      },
    ],
  };
}

/** What the closing balance means to the customer: due from them, an advance held, or nothing. */
function balanceNote(statement: Statement): PrintNote {
  const asOn = printDate(statement.to);
  const text =
    statement.closingBalance > 0
      ? `Balance due from you as on ${asOn}: ${printRupees(statement.closingBalance)}`
      : statement.closingBalance < 0
        ? `Advance held for you as on ${asOn}: ${printRupees(-statement.closingBalance)}`
        : `Nothing is due as on ${asOn}.`;
  return { kind: 'note', tone: 'plain', text };
}

/** The statement as printed, with the company (its letterhead and `logo`) as the seller. */
export function statementPrint(statement: Statement, logo: string | null): PrintModel {
  return {
    name: 'Statement of account',
    title: 'Statement of Account',
    subtitle: `For the period ${period(statement)}`,
    file: {
      title: `Statement ${statement.partyCode} ${period(statement)}`,
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
    body: [entriesTable(statement), balanceNote(statement)],
    foot: {
      sections: [],
      signatures: [],
      note: 'Please tell us within 15 days of any difference from your books. This is a computer-generated statement.',
    },
  };
}
