import {
  formatRupees,
  type SupplierBill,
  type SupplierBillData,
  type SupplierBillProposal,
  supplierBillInputSchema,
} from '@lathe/shared';
import { useWatch } from 'react-hook-form';
import { useDraftEditor } from '../../components/document/use-draft-editor';
import { EntityForm } from '../../components/form/entity-form';
import { GstTotalsPanel } from '../../components/form/gst-totals-panel';
import { useBillProposal } from './api';
import { SupplierBillChecks } from './supplier-bill-checks';
import {
  previewMatch,
  previewSupplierBill,
  previewTds,
  proposedFor,
  type SupplierBillFormValues,
  supplierBillBody,
} from './supplier-bill-form-values';
import { BillHeaderFields, BillOrderHeader } from './supplier-bill-header-fields';
import { SupplierBillLinesGrid } from './supplier-bill-lines-grid';
import { supplierBillScreens } from './supplier-bill-screens';

/** The header, the lines and their live figures: totals by computeGst, the match and the TDS booking would find. */
function SupplierBillFields({ proposal: opened }: { proposal: SupplierBillProposal }) {
  const billDate = useWatch<SupplierBillFormValues, 'billDate'>({ name: 'billDate' });
  // The TDS basis is the bill date's year: read again when the date moves.
  const proposal = useBillProposal(opened.purchaseOrder.id, billDate || undefined).data ?? opened;
  const lines = useWatch<SupplierBillFormValues, 'lines'>({ name: 'lines' }) ?? [];
  const invoiceTotal = useWatch<SupplierBillFormValues, 'invoiceTotal'>({ name: 'invoiceTotal' });
  const preview = previewSupplierBill(lines, proposal.taxType);
  const mismatches = previewMatch(lines, invoiceTotal, proposal, preview);
  const units = lines.map((line) => proposedFor(proposal, line)?.unit ?? '');
  return (
    <>
      <BillOrderHeader proposal={proposal} />
      <BillHeaderFields termsDays={proposal.paymentTermsDays} />
      <section aria-labelledby="bill-lines-title" className="grid gap-4">
        <h2 id="bill-lines-title" className="font-medium text-gray-800 dark:text-white/90">
          Lines
        </h2>
        <SupplierBillLinesGrid proposal={proposal} figures={preview?.lines} mismatches={mismatches} lines={lines} />
        <div className="grid gap-4 md:grid-cols-2">
          <SupplierBillChecks
            proposal={proposal}
            mismatches={mismatches}
            tds={previewTds(proposal, preview)}
            units={units}
          />
          <GstTotalsPanel
            preview={preview}
            taxType={proposal.taxType}
            note={
              preview
                ? `The lines before rounding: ${formatRupees(preview.totals.totalBeforeRounding)}; the bill is booked at the invoice's own total.`
                : undefined
            }
          />
        </div>
      </section>
    </>
  );
}

interface SupplierBillEditorProps {
  /** The draft being edited; none on a new bill. */
  bill?: SupplierBill | undefined;
  proposal: SupplierBillProposal;
  defaults: SupplierBillFormValues;
}

/**
 * New and edit draft (useDraftEditor): Save Draft, and Save & Book for whoever may book, asking
 * first with the supplier named; the bill opens booked, or held for approval when it does not
 * match. The server's field errors land on their fields (`lines.0.goodsReceiptLineId`,
 * `supplierInvoiceNumber` for an invoice booked already).
 */
export function SupplierBillEditor({ bill, proposal, defaults }: SupplierBillEditorProps) {
  const editor = useDraftEditor(supplierBillScreens, {
    document: bill,
    body: (values: SupplierBillData, version) => supplierBillBody(values, version),
    about: () => proposal.purchaseOrder.supplierName,
    saveFailed: 'Failed to save supplier bill',
  });
  return (
    <EntityForm schema={supplierBillInputSchema} defaultValues={defaults} {...editor}>
      <SupplierBillFields proposal={proposal} />
    </EntityForm>
  );
}
