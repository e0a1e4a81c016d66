import { type BlanketOrderLine, MAX_BLANKET_LINES } from '@lathe/shared';
import { type UseFieldArrayReturn, useWatch } from 'react-hook-form';
import {
  AddLineButton,
  inputCell,
  LineGridTable,
  LinesError,
  RemoveLineCell,
  requiredLabel,
  textCell,
} from '../../components/document/line-grid';
import { DecimalField } from '../../components/form/decimal-field';
import { digitsOnly } from '../../components/form/quantity-rate-fields';
import { SearchSelectField } from '../../components/form/search-select-field';
import { TextField } from '../../components/form/text-field';
import { productFinder, productLabel, productOptionsKey } from '../../components/pickers/product-options';
import { type BlanketOrderFormValues, blankBlanketLine } from './blanket-form-values';

interface BlanketLineRowProps {
  index: number;
  customerId: string;
  /** The saved draft's lines: their parts' labels, before the picker's options load. */
  savedLines: readonly BlanketOrderLine[];
  onRemove: (() => void) | undefined;
}

/** One part of the order: the product (the customer's), the total ordered (blank: open-ended) and the rate a piece. */
function BlanketLineRow({ index, customerId, savedLines, onRemove }: BlanketLineRowProps) {
  const name = (field: string) => `lines.${index}.${field}`;
  const productId = useWatch({ name: name('productId') }) as string;
  const savedProduct = savedLines.find((saved) => saved.productId === productId);
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
          {...(savedProduct ? { selectedLabel: productLabel(savedProduct) } : {})}
        />
      </td>
      <td className={inputCell}>
        <TextField
          name={name('totalQuantity')}
          label="Total quantity"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Open-ended"
          sanitize={digitsOnly}
        />
      </td>
      <td className={inputCell}>
        <DecimalField name={name('rate')} label="Rate a piece (₹)" required />
      </td>
      <RemoveLineCell line={line} onRemove={onRemove} />
    </tr>
  );
}

interface BlanketLinesGridProps {
  lines: UseFieldArrayReturn<BlanketOrderFormValues, 'lines'>;
  customerId: string;
  savedLines: readonly BlanketOrderLine[];
}

/** The parts of the order as a compact grid, one ruled row a line, with "Add line" under it. */
export function BlanketLinesGrid({ lines, customerId, savedLines }: BlanketLinesGridProps) {
  const { fields, append, remove } = lines;
  return (
    <section aria-labelledby="blanket-lines-title" className="grid gap-4">
      <h2 id="blanket-lines-title" className="font-medium text-gray-800 dark:text-white/90">
        Lines
      </h2>
      <p className="-mt-2 text-gray-600 text-sm dark:text-gray-400">
        Leave the total quantity blank for an open-ended order. A price is revised from a date once the order is active.
      </p>
      <LineGridTable
        label="Blanket order lines"
        labelledBy="blanket-lines-title"
        minWidth="min-w-[40rem]"
        columns={[
          { label: '#', align: 'right', className: 'w-10' },
          { label: requiredLabel('Product'), className: 'min-w-64' },
          { label: 'Total quantity', className: 'w-36' },
          { label: requiredLabel('Rate a piece (₹)'), className: 'w-36' },
          { label: 'Remove', srOnly: true, className: 'w-10' },
        ]}
      >
        {fields.map((field, index) => (
          <BlanketLineRow
            key={field.id}
            index={index}
            customerId={customerId}
            savedLines={savedLines}
            onRemove={fields.length > 1 ? () => remove(index) : undefined}
          />
        ))}
      </LineGridTable>
      <LinesError />
      <div>
        <AddLineButton onClick={() => append(blankBlanketLine())} disabled={fields.length >= MAX_BLANKET_LINES} />
      </div>
    </section>
  );
}
