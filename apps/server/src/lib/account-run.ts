import { fromPaise } from '@lathe/shared';

/** One dated entry of an account before its balance is run, its debit and credit in paise. */
export interface AccountMove<K extends string> {
  date: string;
  kind: K;
  debit: number;
  credit: number;
}

/**
 * An account with a party over a period, run from its opening balance (paise): the moves by date,
 * on one day in the order `order` gives their kinds (the sort is stable), each with the balance after
 * it, and the period's totals and closing balance, in rupees. `grows` is the side that adds to the
 * balance: a customer's statement grows by its debits (what they owe), a supplier's ledger by its
 * credits (what the plant owes them). The customers' statement and the suppliers' ledger both run so.
 */
export function runAccount<K extends string, M extends AccountMove<K>>(
  moves: M[],
  opening: number,
  order: Record<K, number>,
  grows: 'debit' | 'credit',
) {
  const sorted = [...moves].sort((a, b) =>
    a.date === b.date ? order[a.kind] - order[b.kind] : a.date < b.date ? -1 : 1,
  );
  let balance = opening;
  const entries = sorted.map((move) => {
    balance += grows === 'debit' ? move.debit - move.credit : move.credit - move.debit;
    return { ...move, debit: fromPaise(move.debit), credit: fromPaise(move.credit), balance: fromPaise(balance) };
  });
  const sum = (key: 'debit' | 'credit') => fromPaise(sorted.reduce((total, move) => total + move[key], 0));
  return {
    openingBalance: fromPaise(opening),
    entries,
    totalDebit: sum('debit'),
    totalCredit: sum('credit'),
    closingBalance: fromPaise(balance),
  };
}
