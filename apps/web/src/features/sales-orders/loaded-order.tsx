import type { SalesOrder } from '@lathe/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadState } from '../../components/form/load-state';
import { useResourceItem } from '../../lib/resource-hooks';
import { salesOrdersResource } from './api';

/** Loads the order by the path's id (spinner, or "Sales order not found" with a way back). */
export function LoadedOrder({ children }: { children: (order: SalesOrder) => ReactNode }) {
  const { id } = useParams();
  const order = useResourceItem(salesOrdersResource, id);
  return (
    <LoadState
      query={order}
      notFoundText="Sales order not found"
      backTo="/sales-orders"
      backLabel="Back to Sales Orders"
    >
      {children}
    </LoadState>
  );
}
