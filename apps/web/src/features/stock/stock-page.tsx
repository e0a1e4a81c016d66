import type { StockBalance } from '@lathe/shared';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { useResourceList } from '../../lib/resource-hooks';
import { useCan } from '../../lib/use-can';
import { balancesResource } from './api';
import { balanceColumns } from './balance-columns';
import { AsOfFilter, ItemTypeTabs, OwnerFilter } from './stock-filters';
import { TrackedProductsPanel } from './tracked-products-panel';

const BALANCE_FILTERS = ['itemType', 'owner', 'ownerId', 'itemKey', 'asOf'] as const;

/**
 * `/stock`: what is in stock, bar stock and parts, each item with its heats; now or at the end of a
 * day (as of dd/mm/yyyy), the company's own or customers' free-issue material; as CSV. Below it,
 * the products whose finished parts are kept in stock, switched by whoever edits stock.
 */
export function StockPage() {
  const params = useListParams({ filters: BALANCE_FILTERS, defaultSortBy: 'item', defaultSortOrder: 'ASC' });
  const list = useResourceList(balancesResource, params.query);
  const canRecord = useCan('stock', 'create');
  const toolbar = useMemo(
    () => (
      <>
        <ItemTypeTabs params={params} />
        <OwnerFilter params={params} />
        <AsOfFilter params={params} />
      </>
    ),
    [params],
  );
  return (
    <>
      <ResourceListPage<StockBalance>
        title="Stock"
        searchPlaceholder="Search by item, drawing number, owner or heat..."
        emptyText={params.filters.asOf ? 'Nothing was in stock at the end of that day' : 'Nothing in stock'}
        columns={balanceColumns}
        params={params}
        list={list}
        toolbar={toolbar}
        exportResource="stock/balances"
        headerActions={
          <>
            <ButtonLink to="/stock/ledger" variant="secondary">
              Ledger
            </ButtonLink>
            <ButtonLink to="/stock/planning" variant="secondary">
              Material Planning
            </ButtonLink>
            {canRecord && (
              <ButtonLink to="/stock/movements/new">
                <Plus aria-hidden="true" className="size-4" />
                Record Movement
              </ButtonLink>
            )}
          </>
        }
      />
      <TrackedProductsPanel />
    </>
  );
}
