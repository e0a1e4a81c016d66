import { printDate, printRupees } from './print-format.js';
import type { PrintNote, PrintTable } from './print-model.js';

/*
 * An account with a party over a period as printed, whichever side it is kept from: a customer's
 * statement (what they owe the plant) and a supplier's ledger (what the plant owes them) both run
 * from an opening balance through dated debits and credits, each with the balance after it, to a
 * closing balance, and say what that balance means to the party.
 */

/** What both accounts carry: the period, the opening and closing balances and the totals. */
export interface AccountPeriod {
  from: string;
  to: string;
  openingBalance: number;
  closingBalance: number;
  totalDebit: number;
  totalCredit: number;
}

/** One dated entry: a debit or a credit and the balance after it. */
export interface AccountEntry {
  date: string;
  detail?: string;
  debit: number;
  credit: number;
  balance: number;
}

/** "01/05/2026 to 31/05/2026". */
export const accountPeriod = (account: Pick<AccountPeriod, 'from' | 'to'>) =>
  `${printDate(account.from)} to ${printDate(account.to)}`;

/** A debit or credit: the amount, or nothing for none. */
const amount = (value: number) => (value === 0 ? '' : printRupees(value));

/** The entries between the opening and the closing balance, each entry's particulars in words. */
export function accountEntriesTable<E extends AccountEntry>(
  account: AccountPeriod & { entries: readonly E[] },
  label: string,
  particulars: (entry: E) => string,
): PrintTable {
  return {
    kind: 'table',
    label,
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
          { text: printDate(account.from) },
          { text: 'Opening balance' },
          { text: '' },
          { text: '' },
          { text: printRupees(account.openingBalance) },
        ],
      },
      // Entries have no key of their own (an invoice and its payments share one): their place is it.
      ...account.entries.map((entry, i) => ({
        key: String(i),
        cells: [
          { text: printDate(entry.date) },
          { text: particulars(entry), detail: entry.detail },
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
          { text: printDate(account.to) },
          { text: 'Closing balance' },
          { text: printRupees(account.totalDebit) },
          { text: printRupees(account.totalCredit) },
          { text: printRupees(account.closingBalance) },
        ],
      },
    ],
  };
}

/**
 * What the closing balance means to the party, in its words for a balance above zero (`owed`:
 * "Balance due from you") and below it (`ahead`: "Advance held for you").
 */
export function accountBalanceNote(account: AccountPeriod, words: { owed: string; ahead: string }): PrintNote {
  const asOn = printDate(account.to);
  const text =
    account.closingBalance > 0
      ? `${words.owed} as on ${asOn}: ${printRupees(account.closingBalance)}`
      : account.closingBalance < 0
        ? `${words.ahead} as on ${asOn}: ${printRupees(-account.closingBalance)}`
        : `Nothing is due as on ${asOn}.`;
  return { kind: 'note', tone: 'plain', text };
}
