import { IndianRupee, Mail, Printer } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { EMAIL_ACTION, EmailPanel } from '../../components/document-email/email-panel';
import { LoadState } from '../../components/form/load-state';
import { PeriodDay } from '../../components/form/period-day';
import { CustomerLink } from '../../components/parties/party-link';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DownloadButton } from '../../components/ui/download-button';
import { useCompanySettings } from '../../lib/company-settings';
import { formatDate } from '../../lib/format-date';
import { useCan } from '../../lib/use-can';
import { useStatement } from './api';
import { StatementDocument } from './statement-document';

/**
 * `/receivables/statement/:customerId?from=&to=`: the customer's statement of account for a
 * period (the financial year to date unless chosen): printed, downloaded as a PDF or e-mailed
 * to the customer.
 */
export function StatementPage() {
  const { customerId = '' } = useParams();
  const [params] = useSearchParams();
  const period = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const statement = useStatement(customerId, period);
  const data = statement.data;
  // Read here, once: the statement's document is drawn anew for each period chosen.
  const logo = useCompanySettings().data?.logo ?? null;
  const canReceive = useCan('payments', 'create');
  const canEmail = useCan('emails', 'create');
  // The page without the e-mail panel, and with it.
  const withoutPanel = new URLSearchParams(params);
  withoutPanel.delete('action');
  const closeTo = `/receivables/statement/${customerId}${withoutPanel.size ? `?${withoutPanel}` : ''}`;
  const emailTo = new URLSearchParams(withoutPanel);
  emailTo.set('action', EMAIL_ACTION);
  return (
    <>
      <PageHeader
        title="Statement of Account"
        description={
          data && (
            <>
              {data.partyCode} — <CustomerLink id={data.customerId}>{data.customerName}</CustomerLink>,{' '}
              {formatDate(data.from)} to {formatDate(data.to)}
            </>
          )
        }
        actions={
          <>
            {canReceive && (
              <ButtonLink to={`/receivables/receipt/${customerId}`} className="print:hidden">
                <IndianRupee aria-hidden="true" className="size-4" />
                Record Receipt
              </ButtonLink>
            )}
            {canEmail && data && (
              <ButtonLink to={`?${emailTo}`} replace variant="secondary" className="print:hidden">
                <Mail aria-hidden="true" className="size-4" />
                E-mail Statement
              </ButtonLink>
            )}
            <DownloadButton
              path={`customers/${encodeURIComponent(customerId)}/statement/pdf`}
              query={period}
              fallbackName="statement.pdf"
              className="print:hidden"
            />
            <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </>
        }
      />
      {params.get('action') === EMAIL_ACTION && data && (
        <EmailPanel
          target={{
            path: `customers/${encodeURIComponent(customerId)}/statement/email`,
            query: period,
            history: { entity: 'customers', id: customerId },
          }}
          what={`statement of ${data.customerName}`}
          closeTo={closeTo}
        />
      )}
      <Card className="mb-4 flex flex-wrap items-end gap-4 p-4 print:hidden">
        <PeriodDay name="from" label="From" />
        <PeriodDay name="to" label="To" />
      </Card>
      <LoadState
        query={statement}
        notFoundText="Customer not found"
        backTo="/receivables/ageing"
        backLabel="Back to Ageing"
      >
        {(loaded) => <StatementDocument statement={loaded} logo={logo} />}
      </LoadState>
    </>
  );
}
