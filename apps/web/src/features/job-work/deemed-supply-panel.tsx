import { type DeemedSupplyProposal, goodsQuantityText, type JobWorkChallan } from '@lathe/shared';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { ActionPanel } from '../../components/ui/action-panel';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format-date';
import { amountText, percentText } from '../../lib/format-figures';
import { useDeemedSupplyProposal, useDraftDeemedSupply } from './api';

/*
 * `?action=deemed-supply`, a chunk of its own fetched when opened (job-work-view-page.tsx): the
 * invoice proposed for goods deemed supplied to the job worker (deemed-supply-notice.tsx says why).
 */

function ProposalLines({ proposal }: { proposal: DeemedSupplyProposal }) {
  const cell = 'px-3 py-2 align-top';
  const figure = `${cell} text-right tabular-nums whitespace-nowrap`;
  return (
    <HorizontalScroll label="Invoice lines proposed">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Invoice lines proposed</caption>
        <TableHead
          columns={[
            '#',
            'Description',
            { label: 'Quantity', align: 'right' },
            { label: 'Rate (₹)', align: 'right' },
            { label: 'GST', align: 'right' },
            { label: 'Taxable (₹)', align: 'right' },
          ]}
        />
        <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
          {proposal.lines.map((line) => (
            <tr key={line.challanLineId} aria-label={`Line ${line.lineNumber}`}>
              <td className={cell}>{line.lineNumber}</td>
              <td className={cell}>{line.description}</td>
              <td className={figure}>
                {goodsQuantityText(line.quantity)} {line.unit}
              </td>
              <td className={figure}>{amountText(line.rate)}</td>
              <td className={figure}>{percentText(line.gstRate)}</td>
              <td className={figure}>{amountText(line.taxableValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </HorizontalScroll>
  );
}

/** The buyer: the customer found, or the one to make from the job worker, its party code editable. */
function Proposal({ challan, proposal }: { challan: JobWorkChallan; proposal: DeemedSupplyProposal }) {
  const navigate = useNavigate();
  const codeId = useId();
  const [partyCode, setPartyCode] = useState(proposal.newCustomer.partyCode);
  const draft = useDraftDeemedSupply(challan);
  const { customer, newCustomer, jobWorker } = proposal;
  const submit = async () => {
    try {
      const { invoiceId } = await draft.mutateAsync(
        customer ? { customerId: customer.id } : { newCustomer: { ...newCustomer, partyCode } },
      );
      toast.success('Invoice drafted: check it and issue it');
      navigate(`/invoices/edit/${invoiceId}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to draft the invoice'));
    }
  };
  return (
    <>
      <p className="text-sm">
        Dated <strong>{formatDate(proposal.invoiceDate)}</strong>, the day after the limit ended (
        {formatDate(proposal.lastDay)}), at the challan's values and GST rates.
      </p>
      <ProposalLines proposal={proposal} />
      {customer ? (
        <p className="text-sm">
          To <strong>{customer.name}</strong> ({customer.partyCode}), the customer that is the job worker.
        </p>
      ) : (
        <div className="grid gap-2 text-sm">
          <p>
            No customer is the job worker {jobWorker.gstin ? `(GSTIN ${jobWorker.gstin})` : `(${jobWorker.name})`}. A
            customer will be made from the job worker's name, GSTIN, address and state.
          </p>
          <div className="max-w-xs">
            <label htmlFor={codeId} className={`${labelClass} mb-1.5`}>
              Party code of the new customer
            </label>
            <input
              id={codeId}
              className={inputClass(false)}
              value={partyCode}
              maxLength={30}
              onChange={(event) => setPartyCode(event.target.value)}
            />
          </div>
        </div>
      )}
      {draft.error && <Alert>{errorMessage(draft.error, 'Failed to draft the invoice')}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={submit} disabled={draft.isPending || (!customer && !partyCode.trim())}>
          {customer ? 'Draft the invoice' : 'Create the customer and draft the invoice'}
        </Button>
        <ButtonLink to={`/job-work/view/${challan.id}`} variant="secondary" replace>
          Keep the challan as it is
        </ButtonLink>
      </div>
    </>
  );
}

/** `?action=deemed-supply`: the proposal, and the draft invoice made from it. */
export function DeemedSupplyPanel({ challan }: { challan: JobWorkChallan }) {
  const proposal = useDeemedSupplyProposal(challan);
  const close = `/job-work/view/${challan.id}`;
  return (
    <ActionPanel titleId="deemed-supply-title" closeTo={close}>
      <Card className="grid gap-4 p-4 sm:p-5">
        <h2 id="deemed-supply-title" className="font-semibold text-base text-gray-800 dark:text-white/90">
          Invoice for the goods deemed supplied
        </h2>
        {proposal.isLoading ? (
          <p className="text-gray-600 text-sm dark:text-gray-400">Loading…</p>
        ) : proposal.data ? (
          <Proposal challan={challan} proposal={proposal.data} />
        ) : (
          <>
            <Alert>{errorMessage(proposal.error, 'The proposal could not be made')}</Alert>
            <Link to={close} replace className="text-brand-600 text-sm hover:underline">
              Back to the challan
            </Link>
          </>
        )}
      </Card>
    </ActionPanel>
  );
}
