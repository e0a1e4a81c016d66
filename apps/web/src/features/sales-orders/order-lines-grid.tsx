import type { SalesOrderLine } from '@lathe/shared';
import { type FocusEvent, useState } from 'react';
import { headCell } from '../../components/document/line-grid';
import { CompactFields } from '../../components/form/compact-fields';
import { HorizontalScroll } from '../../components/ui/horizontal-scroll';
import { TableHead } from '../../components/ui/table-head';
import { LinePromise, OrderLineRow } from './order-line-fields';

/** The asterisk of a required column; each input's own name says it too. */
function Required() {
  return (
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  );
}

interface OrderLinesGridProps {
  /** The field array's rows, by their stable keys. */
  rows: readonly { id: string }[];
  customerId: string;
  savedLines: readonly SalesOrderLine[];
  onRemove: (index: number) => void;
}

/**
 * On a wide screen the grid fits its card and a product's options spill below it. On a narrower
 * one it scrolls sideways in its own box, and the page never does; that box clips what overflows
 * it, so while a product's options are open it grows by their height to show them whole.
 */
const scrollBox = 'xl:overflow-x-visible max-xl:has-[[aria-expanded=true]]:pb-64';

/** The order's lines as a compact grid, one ruled row a line, so a screen holds twenty of them. */
export function OrderLinesGrid({ rows, customerId, savedLines, onRemove }: OrderLinesGridProps) {
  // The line being typed: the last one a field of which had the focus.
  const [active, setActive] = useState<number | null>(null);
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr[aria-label^="Line "]');
    const line = Number(row?.getAttribute('aria-label')?.slice(5));
    if (line > 0) setActive(line - 1);
  };
  return (
    <>
      <HorizontalScroll label="Order lines" className={scrollBox}>
        <table aria-labelledby="order-lines-title" className="w-full min-w-[48rem] border-collapse text-sm">
          <TableHead
            className=""
            cellClass={headCell}
            columns={[
              { label: '#', align: 'right', className: 'w-10' },
              {
                label: (
                  <>
                    Product
                    <Required />
                  </>
                ),
                className: 'min-w-56',
              },
              {
                label: (
                  <>
                    Quantity
                    <Required />
                  </>
                ),
                className: 'w-20',
              },
              {
                label: (
                  <>
                    Rate (₹)
                    <Required />
                  </>
                ),
                className: 'w-24',
              },
              { label: 'Delivery Date', className: 'w-36' },
              { label: 'Amount', align: 'right', className: 'w-32' },
              { label: 'Remove', srOnly: true, className: 'w-10' },
            ]}
          />
          <tbody onFocus={onFocus}>
            <CompactFields value>
              {rows.map((row, index) => (
                <OrderLineRow
                  key={row.id}
                  index={index}
                  customerId={customerId}
                  savedLines={savedLines}
                  onRemove={() => onRemove(index)}
                />
              ))}
            </CompactFields>
          </tbody>
        </table>
      </HorizontalScroll>
      {active !== null && active < rows.length && <LinePromise index={active} />}
    </>
  );
}
