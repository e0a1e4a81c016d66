import { formatRupees, type SalesOrderLine } from '@lathe/shared';
import { lazy, Suspense } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { inputCell, RemoveLineCell, textCell } from '../../components/document/line-grid';
import { DateField } from '../../components/form/date-field';
import { QuantityField, RateField } from '../../components/form/quantity-rate-fields';
import { SearchSelectField } from '../../components/form/search-select-field';
import { productFinder, productLabel, productOptionsKey } from '../../components/pickers/product-options';
import { typedDateText } from '../../lib/typed-date';
import { lineAmountOf } from './order-form-values';
import { useRatePrefill } from './use-rate-prefill';

/** Quantity × rate as typed, in Indian format; a dash until both are valid. */
function LineAmount({ index }: { index: number }) {
  const [quantity, rate] = useWatch({ name: [`lines.${index}.quantity`, `lines.${index}.rate`] });
  const paise = lineAmountOf(quantity, rate);
  return (
    <output className="font-medium text-gray-800 dark:text-white/90">
      {paise === null ? '—' : formatRupees(paise)}
    </output>
  );
}

/** The promise hint, a chunk of its own: the order form's screen stays within its budget without it. */
const PromiseHint = lazy(() =>
  import('../../components/promise/promise-hint').then((m) => ({ default: m.PromiseHint })),
);

/**
 * Under the grid, for the line being typed (its product or quantity changed here), once its
 * product is chosen: when its pieces can be dispatched and what decides it, against the line's
 * delivery date (else the order's). One line of its own under the grid, so the grid keeps one
 * row a line and a screen still holds twenty; a saved line left as it is asks nothing, so opening
 * a long order does not plan the schedule once per line.
 */
export function LinePromise({ index }: { index: number }) {
  const [productId, quantity, lineDate, orderDate] = useWatch({
    name: [`lines.${index}.productId`, `lines.${index}.quantity`, `lines.${index}.deliveryDate`, 'deliveryDate'],
  }) as [string | undefined, string | undefined, string | undefined, string | undefined];
  const { dirtyFields } = useFormState({ name: `lines.${index}` });
  const typed = (dirtyFields as { lines?: { productId?: boolean; quantity?: boolean }[] }).lines?.[index];
  if (!productId || (!typed?.productId && !typed?.quantity)) return null;
  return (
    <section
      aria-label={`Dispatch date of line ${index + 1}`}
      className="flex min-w-0 max-w-full gap-2 overflow-hidden px-2 pt-2"
    >
      <span className="text-gray-600 text-xs leading-5 dark:text-gray-400">Line {index + 1}:</span>
      <Suspense fallback={<p className="h-5 min-w-0 flex-1" />}>
        <PromiseHint
          className="min-w-0 flex-1"
          productId={productId}
          quantity={String(quantity ?? '')}
          requestedDate={lineDate || orderDate}
        />
      </Suspense>
    </section>
  );
}

interface OrderLineRowProps {
  index: number;
  customerId: string;
  /** The saved draft's lines: their products' labels, before the picker's options load. */
  savedLines: readonly SalesOrderLine[];
  onRemove: () => void;
}

/**
 * One order line as one row of the grid: product (the customer's), quantity, rate, delivery
 * date, amount. Each input keeps its own label for screen readers ("Quantity"), the row is
 * named "Line 2", and Tab walks the row left to right.
 */
export function OrderLineRow({ index, customerId, savedLines, onRemove }: OrderLineRowProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const productId = useWatch({ name: name('productId') }) as string;
  const savedProduct = savedLines.find((saved) => saved.productId === productId);
  // A line without its own date is due on the order's requested date: shown in its empty box.
  const orderDue = typedDateText(useWatch({ name: 'deliveryDate' }) as string | undefined);
  // A product picked on a line whose rate the clerk has not typed brings the customer's last rate for it.
  const onProduct = useRatePrefill(name('rate'));
  const line = index + 1;
  return (
    <tr aria-label={`Line ${line}`} className="align-top">
      <th scope="row" className={`${textCell} text-right font-normal text-gray-600 dark:text-gray-400`}>
        {line}
      </th>
      <td className={inputCell}>
        <SearchSelectField
          // A new customer gets its own picker state, not the last one's options.
          key={customerId}
          name={name('productId')}
          label="Product"
          required
          disabled={!customerId}
          fetchOptions={productFinder(customerId)}
          queryKey={productOptionsKey(customerId)}
          placeholder={customerId ? 'Search drawing number or description' : 'Choose the customer first'}
          emptyText="Type to search products"
          noOptionsText="No products of this customer found"
          onSelect={onProduct}
          {...(savedProduct ? { selectedLabel: productLabel(savedProduct) } : {})}
        />
      </td>
      <td className={inputCell}>
        <QuantityField prefix={`lines.${index}`} />
      </td>
      <td className={inputCell}>
        <RateField prefix={`lines.${index}`} />
      </td>
      <td className={inputCell}>
        <DateField
          name={name('deliveryDate')}
          label="Delivery Date"
          hint={orderDue ? `Blank: ${orderDue}, the order's` : undefined}
          placeholder={orderDue || undefined}
        />
      </td>
      <td className={`${textCell} text-right`}>
        <LineAmount index={index} />
      </td>
      <RemoveLineCell line={line} onRemove={onRemove} />
    </tr>
  );
}
