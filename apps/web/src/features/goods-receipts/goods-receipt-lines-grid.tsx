import { MAX_GOODS_RECEIPT_LINES, type MaterialCertificate } from '@lathe/shared';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { CompactFields } from '../../components/form/compact-fields';
import { Button } from '../../components/ui/button';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { blankReceiptLine, type GoodsReceiptFormValues, type OrderLine } from './goods-receipt-form-values';
import { gridRule, ReceiptLineRow } from './goods-receipt-line-row';

const head = `${gridRule} whitespace-nowrap bg-gray-50 px-2 py-1.5 text-left font-medium text-gray-600 text-xs uppercase tracking-wide dark:bg-gray-900 dark:text-gray-400`;

/** A required column's header; each input's own name says it too. */
const required = (label: string): ReactNode => (
  <>
    {label}
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  </>
);

/** A message on the lines as a whole ("Add at least one line"), from the schema or the server. */
function LinesError() {
  const { errors } = useFormState<GoodsReceiptFormValues>({ name: 'lines' });
  const message = errors.lines?.message ?? errors.lines?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return (
    <p role="alert" className="text-red-600 text-sm dark:text-red-400">
      {message}
    </p>
  );
}

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
      <HorizontalScroll label="Receipt lines">
        <table aria-labelledby="receipt-lines-title" className="w-full min-w-[72rem] border-collapse text-sm">
          <TableHead
            className=""
            cellClass={head}
            columns={[
              { label: '#', align: 'right', className: 'w-10' },
              { label: required('Order line'), className: 'min-w-64' },
              { label: 'Left to receive', align: 'right', className: 'w-28' },
              { label: required('Received'), className: 'w-24' },
              { label: required('Accepted'), className: 'w-24' },
              { label: required('Rejected'), className: 'w-24' },
              { label: 'Bars', className: 'w-16' },
              { label: 'Heat No.', className: 'w-32' },
              { label: 'MTC', className: 'w-40' },
              { label: 'Rejection reason', className: 'min-w-40' },
              { label: 'Remove', srOnly: true, className: 'w-10' },
            ]}
          />
          <tbody>
            <CompactFields value>
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
            </CompactFields>
          </tbody>
        </table>
      </HorizontalScroll>
      <LinesError />
      <div>
        <Button
          variant="secondary"
          onClick={() => append(blankReceiptLine())}
          disabled={fields.length >= MAX_GOODS_RECEIPT_LINES}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add line
        </Button>
      </div>
    </>
  );
}
