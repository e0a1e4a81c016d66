import {
  AGEING_BUCKETS,
  type Ageing,
  type AgeingRow,
  type CompanySettings,
  indianDate,
  type Seller,
  type Statement,
  statementPrint,
} from '@lathe/shared';
import { fill, LEFT, letterhead, lines, money, renderPdf, rupees, WIDTH } from '../../lib/pdf-layout.js';
import { pdfFileName } from '../../lib/pdf-reply.js';
import { renderPrintPdf } from '../../lib/print-pdf.js';

/** "Statement-DAC01-2026-04-01-2026-11-27.pdf". */
export const statementPdfName = (statement: Pick<Statement, 'partyCode' | 'from' | 'to'>) =>
  pdfFileName(`Statement-${statement.partyCode}-${statement.from}-${statement.to}`);

const amount = (value: number) => (value === 0 ? '' : money(value));

/** The customer's statement of account as a PDF: its print model (the company, with its logo, as the seller) on the page kit. */
export const renderStatementPdf = (statement: Statement, company: CompanySettings): Promise<Buffer> =>
  renderPrintPdf(statementPrint(statement, company.logo));

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
