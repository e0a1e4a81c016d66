import { MAX_GOODS_RECEIPT_LINES, type MaterialCertificate } from '@lathe/shared';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddLineButton, LineGridTable, LinesError, requiredLabel } from '../../components/document/line-grid';
import { blankReceiptLine, type GoodsReceiptFormValues, type OrderLine } from './goods-receipt-form-values';
import { ReceiptLineRow } from './goods-receipt-line-row';

interface ReceiptLinesGridProps {
  orderLines: readonly OrderLine[];
  certificates: Readonly<Record<string, MaterialCertificate>>;
  onUploaded: (certificate: MaterialCertificate) => void;
}

/**
 * The receipt's lines as a compact grid, one ruled row a line; "Add line" takes another line of
 * the order (or the same one again, for a second heat).
 */
export function ReceiptLinesGrid({ orderLines, certificates, onUploaded }: ReceiptLinesGridProps) {
  const { control } = useFormContext<GoodsReceiptFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <>
      <LineGridTable
        label="Receipt lines"
        labelledBy="receipt-lines-title"
        minWidth="min-w-[60rem]"
        columns={[
          { label: '#', align: 'right', className: 'w-10' },
          { label: requiredLabel('Order line'), className: 'min-w-52' },
          { label: 'Left to receive', align: 'right', className: 'w-28' },
          { label: requiredLabel('Received'), className: 'w-24' },
          { label: requiredLabel('Accepted'), className: 'w-24' },
          { label: requiredLabel('Rejected'), className: 'w-24' },
          { label: 'Bars', className: 'w-16' },
          { label: 'Heat No.', className: 'w-32' },
          { label: 'MTC', className: 'w-40' },
          { label: 'Rejection reason', className: 'min-w-32' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <ReceiptLineRow
            key={field.id}
            index={index}
            orderLines={orderLines}
            certificates={certificates}
            onUploaded={onUploaded}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <LinesError />
      <div>
        <AddLineButton onClick={() => append(blankReceiptLine())} disabled={fields.length >= MAX_GOODS_RECEIPT_LINES} />
      </div>
    </>
  );
}
