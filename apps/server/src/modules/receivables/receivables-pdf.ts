import {
  AGEING_BUCKETS,
  type Ageing,
  type AgeingRow,
  indianDate,
  type Seller,
  STATEMENT_ENTRY_LABELS,
  type Statement,
  type StatementEntry,
  stateCodeOf,
} from '@lathe/shared';
import { fill, LEFT, letterhead, lines, money, renderPdf, rupees, stateWithCode, WIDTH } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';

/** Who the statement is addressed to, as the customer record has it. */
export interface StatementParty {
  partyCode: string;
  name: string;
  address: string | null;
  gstin: string | null;
  state: string | null;
  email: string | null;
  contactPerson: string | null;
}

/** "Statement-DAC01-2026-04-01-2026-11-27.pdf". */
export const statementPdfName = (statement: Pick<Statement, 'partyCode' | 'from' | 'to'>) =>
  pdfFileName(`Statement-${statement.partyCode}-${statement.from}-${statement.to}`);

/** Balances print as the accountant writes them: what the customer owes "Dr", an advance "Cr". */
const drCr = (balance: number) => (balance < 0 ? `${money(-balance)} Cr` : `${money(balance)} Dr`);
const amount = (value: number) => (value === 0 ? '' : money(value));
const period = (from: string, to: string) => `${indianDate(from)} to ${indianDate(to)}`;

type StatementRow = StatementEntry | { opening: number } | { closing: Statement };

/** The customer's statement of account: opening balance, each invoice and payment with the running balance, closing. */
export function renderStatementPdf(statement: Statement, party: StatementParty, seller: Seller): Promise<Buffer> {
  const title = `Statement ${party.partyCode} ${period(statement.from, statement.to)}`;
  return renderPdf(
    { Title: title, Subject: `Statement of account of ${party.name}`, Author: seller.name ?? '' },
    (layout, doc) => {
      letterhead(layout, doc, {
        title: 'STATEMENT OF ACCOUNT',
        note: `For the period ${period(statement.from, statement.to)}`,
        seller,
        label: 'Customer',
        particulars: lines(
          party.name,
          party.address,
          party.gstin ? `GSTIN: ${party.gstin}` : 'GSTIN: Unregistered',
          party.state && `State: ${stateWithCode(party.state, stateCodeOf(party.state) ?? null)}`,
          `Party Code: ${party.partyCode}`,
        ),
      });
      layout.y = layout.text('Amounts in ₹', LEFT, layout.y + 4, WIDTH, { size: 6.5, align: 'right' }) + 2;
      const cell = (row: StatementRow, entry: (e: StatementEntry) => string, opening = '', closing = '') =>
        'opening' in row ? opening : 'closing' in row ? closing : entry(row);
      layout.table(
        fill<StatementRow>([
          {
            header: 'Date',
            width: 52,
            value: (r) => cell(r, (e) => indianDate(e.date), indianDate(statement.from), indianDate(statement.to)),
          },
          {
            header: 'Particulars',
            width: 0,
            flex: true,
            value: (r) =>
              cell(
                r,
                (e) => `${STATEMENT_ENTRY_LABELS[e.kind]} ${e.reference}\n${e.detail}`,
                'Opening balance',
                'Closing balance',
              ),
          },
          {
            header: 'Debit',
            width: 72,
            align: 'right',
            value: (r) => cell(r, (e) => amount(e.debit), '', money(statement.totalDebit)),
          },
          {
            header: 'Credit',
            width: 72,
            align: 'right',
            value: (r) => cell(r, (e) => amount(e.credit), '', money(statement.totalCredit)),
          },
          {
            header: 'Balance',
            width: 84,
            align: 'right',
            value: (r) =>
              cell(r, (e) => drCr(e.balance), drCr(statement.openingBalance), drCr(statement.closingBalance)),
          },
        ]),
        [{ opening: statement.openingBalance }, ...statement.entries, { closing: statement }],
      );
      layout.y += 8;
      layout.ensure(40);
      layout.text(
        statement.closingBalance > 0
          ? `Balance due from you as on ${indianDate(statement.to)}: ${rupees(statement.closingBalance)}`
          : statement.closingBalance < 0
            ? `Advance held for you as on ${indianDate(statement.to)}: ${rupees(-statement.closingBalance)}`
            : `Nothing is due as on ${indianDate(statement.to)}.`,
        LEFT,
        layout.y,
        WIDTH,
        { bold: true, size: 9 },
      );
      layout.y += 18;
      layout.text(
        'Please tell us within 15 days of any difference from your books. This is a computer-generated statement.',
        LEFT,
        layout.y,
        WIDTH,
        { size: 6.5, align: 'center' },
      );
    },
  );
}

type AgeingLine = AgeingRow | { totals: Ageing['totals'] };

/** Every customer's balance by days past due, as of today, with the totals. */
export function renderAgeingPdf(ageing: Ageing, seller: Seller): Promise<Buffer> {
  const asOf = indianDate(ageing.asOf);
  return renderPdf(
    {
      Title: `Ageing of receivables ${asOf}`,
      Subject: 'What customers owe by days past due',
      Author: seller.name ?? '',
    },
    (layout, doc) => {
      letterhead(layout, doc, {
        title: 'AGEING OF RECEIVABLES',
        note: `As on ${asOf}: what each customer owes, by days past the due date`,
        seller,
        sellerLabel: 'Company',
        label: 'Summary',
        particulars: lines(
          `Customers owing: ${ageing.rows.length}`,
          `Total outstanding: ${rupees(ageing.totals.total)}`,
          `Past due: ${rupees(ageing.totals.total - ageing.totals.notDue)}`,
          `Over 90 days: ${rupees(ageing.totals.over90)}`,
        ),
      });
      layout.y = layout.text('Amounts in ₹', LEFT, layout.y + 4, WIDTH, { size: 6.5, align: 'right' }) + 2;
      layout.table(
        fill<AgeingLine>([
          {
            header: 'Customer',
            width: 0,
            flex: true,
            value: (r) => ('totals' in r ? 'Total' : `${r.customerName}\n${r.partyCode}`),
          },
          ...AGEING_BUCKETS.map((bucket) => ({
            header: bucket.label,
            width: 56,
            align: 'right' as const,
            value: (r: AgeingLine) => amount('totals' in r ? r.totals[bucket.key] : r[bucket.key]),
          })),
          {
            header: 'Total',
            width: 62,
            align: 'right',
            value: (r) => money('totals' in r ? r.totals.total : r.total),
          },
          {
            header: 'Days overdue',
            width: 42,
            align: 'right',
            value: (r) => ('totals' in r || r.oldestDaysOverdue === 0 ? '' : String(r.oldestDaysOverdue)),
          },
        ]),
        [...ageing.rows, { totals: ageing.totals }],
        { size: 7, strong: (row) => 'totals' in row },
      );
    },
  );
}
