import { BAR_RATE_SOURCE_LABELS, type BarRateSource, type QuotationLine, readNumber } from '@lathe/shared';
import { Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DecimalField } from '../../components/form/decimal-field';
import { SearchSelectField } from '../../components/form/search-select-field';
import { productFinder, productLabel, productOptionsKey } from '../../components/pickers/product-options';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useCostBasis } from './api';
import { CostOperationsTable } from './cost-operations-table';
import { CostSheetSummary } from './cost-sheet-summary';
import { OutsideOperations } from './outside-operations';
import { PriceBreaksTable } from './price-breaks-table';
import { useCostBasisPick } from './use-cost-basis-pick';
import { useCostedLine } from './use-costed-line';

interface QuotationLineCardProps {
  index: number;
  customerId: string;
  /** The saved enquiry's lines: their products' labels, before the picker's options load. */
  savedLines: readonly QuotationLine[];
  onRemove: (() => void) | undefined;
}

/** Bar a piece and the bar's rate, with where the rate came from; typing another rate makes it "Typed". */
function BarFields({
  index,
  basisRate,
  basisSource,
}: {
  index: number;
  basisRate: number | null | undefined;
  basisSource: BarRateSource | undefined;
}) {
  const { setValue } = useFormContext();
  const source = useWatch({ name: `lines.${index}.barRateSource` }) as BarRateSource | undefined;
  const sourceName = `lines.${index}.barRateSource`;
  // What the clerk types (never what the cost basis filled in): the basis's own rate keeps its source.
  const onTyped = (typed: string) => {
    const same = basisRate !== null && basisRate !== undefined && readNumber(typed) === basisRate;
    setValue(sourceName, same && basisSource ? basisSource : 'typed', { shouldDirty: true });
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <DecimalField
        name={`lines.${index}.barKgPerPiece`}
        label="Bar a piece (kg)"
        required
        hint="Bar cut for one piece, kg to the gram"
      />
      <DecimalField
        name={`lines.${index}.barRate`}
        label="Bar rate (₹/kg)"
        required
        hint={`Source: ${BAR_RATE_SOURCE_LABELS[source ?? 'typed']}`}
        onInput={(event) => onTyped(event.currentTarget.value)}
      />
    </div>
  );
}

/** Packing a piece and the three allowances, each as a percent. */
function AllowanceFields({ index }: { index: number }) {
  const name = (field: string) => `lines.${index}.${field}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <DecimalField name={name('packingPerPiece')} label="Packing a piece (₹)" required />
      <DecimalField name={name('rejectionPercent')} label="Rejection (%)" required hint="Of the pieces made" />
      <DecimalField name={name('overheadPercent')} label="Overheads (%)" required hint="On the works cost" />
      <DecimalField name={name('marginPercent')} label="Margin (%)" required hint="On the cost" />
    </div>
  );
}

/**
 * One part of the offer, costed: its product (the customer's), the bar, the operations on their
 * machines, outside operations, packing and allowances, and its prices by quantity beside the
 * cost sheet at the first quantity. Picking the product starts the sheet from its cost basis.
 */
export function QuotationLineCard({ index, customerId, savedLines, onRemove }: QuotationLineCardProps) {
  const productId = useWatch({ name: `lines.${index}.productId` }) as string | null | undefined;
  const savedProduct = savedLines.find((saved) => saved.productId === productId);
  const basis = useCostBasis(productId);
  const { pick, state } = useCostBasisPick(index);
  const { costed } = useCostedLine(index);
  const line = index + 1;
  const headingId = `line-${index}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border border-gray-200 p-4 sm:p-5 dark:border-gray-800"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-gray-800 dark:text-white/90">
          Line {line}
        </h3>
        {onRemove && (
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove line ${line}`}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        )}
      </div>
      <div className="grid gap-2">
        <SearchSelectField
          // A new customer gets its own picker state, not the last one's options.
          key={customerId}
          name={`lines.${index}.productId`}
          label="Product"
          required
          disabled={!customerId}
          fetchOptions={productFinder(customerId)}
          queryKey={productOptionsKey(customerId)}
          placeholder={customerId ? 'Search drawing number or description' : 'Choose the customer first'}
          emptyText="Type to search products"
          noOptionsText="No products of this customer found"
          onSelect={pick}
          {...(savedProduct ? { selectedLabel: productLabel(savedProduct) } : {})}
        />
        {state.reading && (
          <p role="status" className="text-gray-600 text-sm dark:text-gray-400">
            Reading the product's bar, operations and rates…
          </p>
        )}
        {state.failed && <Alert>{`${state.failed}: type the cost sheet's figures.`}</Alert>}
      </div>
      <BarFields index={index} basisRate={basis.data?.barRate} basisSource={basis.data?.barRateSource} />
      <CostOperationsTable line={index} basis={basis.data} />
      <OutsideOperations line={index} basis={basis.data} />
      <AllowanceFields index={index} />
      <div className="grid gap-5 xl:grid-cols-[3fr_2fr]">
        <PriceBreaksTable line={index} costed={costed} />
        <CostSheetSummary line={index} costed={costed} />
      </div>
    </section>
  );
}
