import type { Product } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { formatDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { useRecordAccess } from '../../lib/use-can';
import { productsResource } from './api';

function productColumns({ canEdit, onDelete }: RowAccess<Product>): Column<Product>[] {
  return [
    { key: 'partyCode', header: 'Party Code', sortKey: 'partyCode', className: 'font-medium' },
    { key: 'product_description', header: 'Description', sortKey: 'product_description' },
    { key: 'drawing_number', header: 'Drawing #', sortKey: 'drawing_number' },
    { key: 'product_type', header: 'Type', sortKey: 'product_type' },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (p) => formatDate(p.createdAt) },
    ...actionsColumn<Product>({
      label: (p) => p.drawing_number,
      editTo: canEdit ? (p) => `/products/edit/${p.id}` : undefined,
      onDelete,
    }),
  ];
}

/** Spec §2 Products: search, sort by every column (the active one toggles), pages, edit and delete. */
export function ProductsListPage() {
  const params = useListParams();
  const list = useResourceList(productsResource, params.query);
  const deleteProduct = useEntityDelete(productsResource, 'product');
  const { canCreate, canEdit, canDelete } = useRecordAccess('products');
  const columns = useMemo(
    () => productColumns({ canEdit, onDelete: canDelete ? (p) => void deleteProduct(p.id) : undefined }),
    [canEdit, canDelete, deleteProduct],
  );

  return (
    <ResourceListPage
      title="Products"
      {...(canCreate ? { addLabel: 'Add Product', addTo: '/products/new' } : {})}
      searchPlaceholder="Search products..."
      emptyText="No products found"
      columns={columns}
      params={params}
      list={list}
      exportResource="products"
    />
  );
}
