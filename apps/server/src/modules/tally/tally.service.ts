import {
  fromPaise,
  noteVoucher,
  paymentVoucher,
  purchaseVoucher,
  receiptVoucher,
  salesVoucher,
  TALLY_KINDS,
  type TallyExportQuery,
  type TallyKind,
  type TallySummary,
  type TallyVoucher,
  tallyFileName,
  tallyKindRefusal,
  tallyKindsFor,
  tallyLedgerNames,
  tallySummaryOf,
  tallyXml,
  UnbalancedVoucherError,
  type User,
} from '@lathe/shared';
import type { Db } from '../../db/client.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { CompanyService } from '../company/index.js';
import { notesOf, paymentsOf, purchasesOf, receiptsOf, salesOf } from './tally-sources.js';

/** On one day, what is owed comes before what settles it: Tally meets each bill before the references against it. */
const ORDER: Record<TallyKind, number> = {
  sales: 0,
  purchases: 1,
  'debit-notes': 2,
  'credit-notes': 3,
  receipts: 4,
  payments: 5,
};
const byDateThenKind = (a: TallyVoucher, b: TallyVoucher) =>
  a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind] || (a.number ?? '').localeCompare(b.number ?? '');

/**
 * The Tally Prime export: the vouchers of a period's documents, of the kinds the user may see,
 * posted to the ledgers company settings name; as a summary for the page and as the import file.
 */
export function createTallyService(db: Db, company: CompanyService) {
  /** The kinds asked for (all the user may see when none are named); one the user may not see is refused, by name. */
  function kindsFor(user: User, asked: TallyKind[] | undefined): TallyKind[] {
    const allowed = tallyKindsFor(user);
    if (!asked) return allowed;
    const refused = asked.filter((kind) => !allowed.includes(kind));
    if (refused.length > 0) throw forbidden(refused.map(tallyKindRefusal).join('; '));
    return asked;
  }

  async function vouchersOf(query: TallyExportQuery, kinds: readonly TallyKind[]) {
    const settings = await company.get();
    const ledgers = tallyLedgerNames(settings.tallyLedgers);
    const wants = (kind: TallyKind) => kinds.includes(kind);
    const noteKinds = (['credit', 'debit'] as const).filter((kind) => wants(`${kind}-notes`));
    const [sales, notes, purchases, receipts, payments] = await Promise.all([
      wants('sales') ? salesOf(db, query) : [],
      notesOf(db, query, [...noteKinds]),
      wants('purchases') ? purchasesOf(db, query) : [],
      wants('receipts') ? receiptsOf(db, query) : [],
      wants('payments') ? paymentsOf(db, query) : [],
    ]);
    try {
      const vouchers = [
        ...sales.map((invoice) => salesVoucher(invoice, ledgers)),
        ...notes.map((note) => noteVoucher(note, ledgers)),
        ...purchases.map((bill) => purchaseVoucher(bill, ledgers)),
        ...receipts.map((receipt) => receiptVoucher(receipt, ledgers)),
        ...payments.map((payment) => paymentVoucher(payment, ledgers)),
      ].sort(byDateThenKind);
      return { vouchers, ledgers, company: settings.tallyCompany ?? null };
    } catch (error) {
      // A document whose stored figures do not add up: no file is better than one Tally would misread.
      if (error instanceof UnbalancedVoucherError) throw conflict(`${error.message}. Nothing was exported.`);
      throw error;
    }
  }

  return {
    /** What the file of the period holds, kind by kind, and the ledgers it posts to. */
    async summary(query: TallyExportQuery, user: User): Promise<TallySummary> {
      const kinds = kindsFor(user, query.kinds);
      const { vouchers, ledgers, company: tallyCompany } = await vouchersOf(query, kinds);
      const summary = tallySummaryOf(
        TALLY_KINDS.filter((kind) => kinds.includes(kind)),
        vouchers,
        ledgers.roundOff,
      );
      return {
        from: query.from,
        to: query.to,
        company: tallyCompany,
        ...summary,
        kinds: summary.kinds.map((row) => ({ ...row, total: fromPaise(row.total) })),
        fileName: tallyFileName(query.from, query.to),
      };
    },

    /** The import file of the period's vouchers. */
    async file(query: TallyExportQuery, user: User) {
      const kinds = kindsFor(user, query.kinds);
      const { vouchers, company: tallyCompany } = await vouchersOf(query, kinds);
      return { fileName: tallyFileName(query.from, query.to), xml: tallyXml(tallyCompany, vouchers) };
    },
  };
}

export type TallyService = ReturnType<typeof createTallyService>;
