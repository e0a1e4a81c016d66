import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useListParams } from '../../components/data-table/use-list-params';
import { useCan } from '../../lib/use-can';
import { useGoodsReceiptList } from './api';
import { goodsReceiptColumns } from './goods-receipt-columns';
import { GOODS_RECEIPT_FILTERS, GoodsReceiptFilters } from './goods-receipt-filters';

/**
 * Goods receipt notes: search by GRN, PO, supplier or the supplier's invoice number, filter by
 * status (kept in the URL), sort, CSV export; New Goods Receipt for whoever may make one.
 */
export function GoodsReceiptsListPage() {
  const params = useListParams({ filters: GOODS_RECEIPT_FILTERS });
  const list = useGoodsReceiptList(params.query);
  const canCreate = useCan('goods-receipts', 'create');
  const columns = useMemo(() => goodsReceiptColumns(), []);
  return (
    <ResourceListPage
      title="Goods Receipts"
      {...(canCreate ? { addLabel: 'New Goods Receipt', addTo: '/goods-receipts/new' } : {})}
      searchPlaceholder="Search GRN, PO, supplier or invoice no..."
      emptyText="No goods receipts found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<GoodsReceiptFilters params={params} />}
      exportResource="goods-receipts"
    />
  );
}
