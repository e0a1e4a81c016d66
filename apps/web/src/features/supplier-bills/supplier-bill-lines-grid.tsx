import { type GstLine, type Mismatch, mismatchedFields, type SupplierBillProposal } from '@lathe/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddLineButton, LineGridTable, LinesError, requiredLabel } from '../../components/document/line-grid';
import {
  lineFromProposal,
  proposedFor,
  type SupplierBillFormValues,
  type SupplierBillLineValues,
} from './supplier-bill-form-values';
import { SupplierBillLineRow } from './supplier-bill-line-row';

interface SupplierBillLinesGridProps {
  proposal: SupplierBillProposal;
  figures: readonly (GstLine | null)[] | undefined;
  mismatches: readonly Mismatch[] | null;
  /** The lines as typed now. */
  lines: readonly Partial<SupplierBillLineValues>[];
}

/**
 * The bill's lines, one ruled row each, started from the order's proposal; a proposed line taken
 * off comes back by its button under the grid.
 */
export function SupplierBillLinesGrid({ proposal, figures, mismatches, lines }: SupplierBillLinesGridProps) {
  const { control } = useFormContext<SupplierBillFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const missing = proposal.lines.filter((p) => !lines.some((line) => proposedFor(proposal, line) === p));
  return (
    <>
      <LineGridTable
        label="Supplier bill lines"
        labelledBy="bill-lines-title"
        minWidth="min-w-[88rem]"
        pinned={3}
        columns={[
          { label: '#', align: 'right', className: 'w-10' },
          { label: 'Against', className: 'w-56' },
          { label: requiredLabel('Description'), className: 'min-w-56' },
          { label: 'HSN', className: 'w-24' },
          { label: requiredLabel('Quantity'), className: 'w-28' },
          { label: requiredLabel('Rate (₹)'), className: 'w-24' },
          { label: 'GST', className: 'w-20' },
          { label: 'ITC', className: 'w-44' },
          { label: 'ITC Reason', className: 'w-48' },
          { label: 'Taxable value', align: 'right', className: 'w-28' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <SupplierBillLineRow
            key={field.id}
            index={index}
            proposed={proposedFor(proposal, lines[index] ?? {})}
            figures={figures?.[index]}
            mismatched={mismatchedFields(mismatches ?? [], index + 1)}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <LinesError />
      {missing.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {missing.map((p) => (
            <AddLineButton
              key={p.goodsReceiptLineId ?? p.purchaseOrderLineId}
              onClick={() => append(lineFromProposal(p))}
              disabled={false}
            >
              {`Add ${p.description}${p.grnNumber ? ` (${p.grnNumber})` : ''}`}
            </AddLineButton>
          ))}
        </div>
      )}
    </>
  );
}
