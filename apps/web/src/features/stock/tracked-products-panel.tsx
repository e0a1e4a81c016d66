import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { labelId } from '../../components/form/field-shell';
import { labelClass } from '../../components/form/field-styles';
import { SearchSelect } from '../../components/form/search-select';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-error';
import { count } from '../../lib/format-figures';
import { useCan } from '../../lib/use-can';
import { trackedResource, useTrackProduct } from './api';
import { itemFinder, type StockItemPick } from './stock-filters';

const findParts = itemFinder('part');
const PARTS_KEY = ['stock', 'items', 'parts'] as const;
const TRACKED_QUERY = { page: 1, limit: 100, search: '', sortBy: 'drawingNumber', sortOrder: 'ASC' } as const;

/** Picks a product and switches its stock keeping on. */
function AddTracked() {
  const id = useId();
  const [picked, setPicked] = useState<StockItemPick | null>(null);
  const track = useTrackProduct();
  const add = () => {
    const productId = picked?.item.productId;
    if (!productId) return;
    track.mutate(
      { productId, tracked: true },
      {
        onSuccess: () => {
          toast.success(`${picked.item.drawingNumber ?? 'The product'} now keeps finished stock`);
          setPicked(null);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not switch stock keeping on')),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 sm:max-w-md">
        <label id={labelId(id)} htmlFor={id} className={`${labelClass} mb-1.5`}>
          Product
        </label>
        <SearchSelect
          id={id}
          labelId={labelId(id)}
          value={picked?.value ?? null}
          onChange={(_, option) => setPicked(option as StockItemPick | null)}
          fetchOptions={findParts}
          queryKey={PARTS_KEY}
          placeholder="Search by drawing number or description"
          noOptionsText="No products found"
        />
      </div>
      <Button onClick={add} disabled={!picked || track.isPending}>
        Keep in stock
      </Button>
    </div>
  );
}

/**
 * Which products keep finished stock: their dispatches draw their pieces from it and are refused
 * when it is short. Whoever edits stock switches a product on or off; what is in stock stays.
 */
export function TrackedProductsPanel() {
  const canSwitch = useCan('stock', 'edit');
  const list = useQuery({
    queryKey: trackedResource.keys.list(TRACKED_QUERY),
    queryFn: ({ signal }) => trackedResource.list(TRACKED_QUERY, signal),
  });
  const track = useTrackProduct();
  const rows = list.data?.data ?? [];
  return (
    <section aria-labelledby="tracked-title" className="mt-6">
      <Card className="grid gap-4 p-5 sm:p-6">
        <div>
          <h2 id="tracked-title" className="font-medium text-gray-800 dark:text-white/90">
            Products kept in stock
          </h2>
          <p className="mt-1 text-gray-600 text-sm dark:text-gray-400">
            A dispatch of these products takes its pieces out of their finished stock, and is refused when it is short.
            Other products dispatch without stock.
          </p>
        </div>
        {list.isError ? (
          <p role="alert" className="text-red-600 text-sm dark:text-red-400">
            {errorMessage(list.error, 'Could not load the products kept in stock')}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-gray-600 text-sm dark:text-gray-400">
            {list.isLoading ? 'Loading…' : 'No product keeps finished stock yet.'}
          </p>
        ) : (
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {rows.map((row) => (
              <li key={row.productId} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="block font-medium text-gray-800 dark:text-white/90">
                    {row.drawingNumber} — {row.description}
                  </span>
                  <span className="block text-gray-600 text-xs dark:text-gray-400">
                    {row.partyCode} {row.customerName ?? ''} · {count(row.inStock)} pcs in stock
                  </span>
                </span>
                {canSwitch && (
                  <Button
                    variant="secondary"
                    disabled={track.isPending}
                    aria-label={`Stop keeping ${row.drawingNumber} in stock`}
                    onClick={() =>
                      track.mutate(
                        { productId: row.productId, tracked: false },
                        {
                          onSuccess: () => toast.success(`${row.drawingNumber} no longer keeps stock`),
                          onError: (error) => toast.error(errorMessage(error, 'Could not switch stock keeping off')),
                        },
                      )
                    }
                  >
                    Stop keeping stock
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canSwitch && <AddTracked />}
      </Card>
    </section>
  );
}
