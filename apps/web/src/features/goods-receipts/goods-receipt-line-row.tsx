import { type MaterialCertificate, purchaseQuantityText } from '@lathe/shared';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { gridRule, inputCell, RemoveLineCell, textCell } from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { CertificateCell } from './certificate-cell';
import { acceptedOf, type GoodsReceiptFormValues, type OrderLine } from './goods-receipt-form-values';

/** "#1 Bright bar EN8 Ø25 (2,000 KGS)": which line of the order, and how much it ordered. */
export const orderLineLabel = (line: OrderLine) =>
  `#${line.lineNumber} ${line.description} (${purchaseQuantityText(line.quantity)} ${line.unit})`;

/**
 * Accepted follows what is typed in Received and Rejected (received less rejected), so the usual
 * line — all of it good — takes one number; typed over, it stays until either changes again.
 */
function useAcceptedFollows(index: number) {
  const { setValue } = useFormContext<GoodsReceiptFormValues>();
  const [received, rejected] = useWatch<GoodsReceiptFormValues>({
    name: [`lines.${index}.receivedQuantity`, `lines.${index}.rejectedQuantity`],
  }) as unknown[];
  const seen = useRef({ received, rejected });
  useEffect(() => {
    if (seen.current.received === received && seen.current.rejected === rejected) return;
    seen.current = { received, rejected };
    const accepted = acceptedOf(received, rejected);
    if (accepted !== null) setValue(`lines.${index}.acceptedQuantity`, accepted, { shouldDirty: true });
  }, [index, received, rejected, setValue]);
}

interface ReceiptLineRowProps {
  index: number;
  orderLines: readonly OrderLine[];
  certificates: Readonly<Record<string, MaterialCertificate>>;
  onUploaded: (certificate: MaterialCertificate) => void;
  onRemove: (() => void) | undefined;
}

/**
 * One line of the receipt as a row: the order's line it receives against with what is left on
 * it, received, accepted and rejected (why, when any is), bars counted, the heat number (required
 * on bar stock) and the heat's mill test certificate.
 */
export function ReceiptLineRow({ index, orderLines, certificates, onUploaded, onRemove }: ReceiptLineRowProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  useAcceptedFollows(index);
  const pickedId = useWatch({ name: name('purchaseOrderLineId') }) as string | undefined;
  const picked = orderLines.find((line) => line.id === pickedId);
  const bar = picked?.kind === 'bar_stock';
  const line = index + 1;
  return (
    <tr aria-label={`Line ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={inputCell}>
        <SelectField
          name={name('purchaseOrderLineId')}
          label="Order line"
          required
          placeholder="Choose a line of the order"
          options={orderLines.map((of) => ({ value: of.id, label: orderLineLabel(of) }))}
        />
      </td>
      <td className={`${textCell} text-right text-gray-600 dark:text-gray-400`}>
        {picked ? `${purchaseQuantityText(picked.leftToReceive)} ${picked.unit}` : '—'}
      </td>
      <td className={inputCell}>
        <DecimalField name={name('receivedQuantity')} label="Received" required />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('acceptedQuantity')} label="Accepted" required />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('rejectedQuantity')} label="Rejected" required />
      </td>
      <td className={inputCell}>
        <TextField name={name('bars')} label="Bars" inputMode="numeric" autoComplete="off" sanitize={digitsOnly} />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('heatNumber')}
          label="Heat No."
          required={bar}
          autoComplete="off"
          maxLength={30}
          placeholder={bar ? 'As on the MTC' : undefined}
        />
      </td>
      <td className={`${gridRule} p-0`}>
        <CertificateCell index={index} certificates={certificates} onUploaded={onUploaded} />
      </td>
      <td className={inputCell}>
        <TextField name={name('rejectionReason')} label="Rejection Reason" autoComplete="off" maxLength={200} />
      </td>
      <RemoveLineCell line={line} onRemove={onRemove} />
    </tr>
  );
}
