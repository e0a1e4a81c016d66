import type { Customer } from '@lathe/shared';
import { Upload } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { toast } from 'sonner';
import { FilterCheckbox } from '../../components/data-table/filter-checkbox';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { ButtonLink } from '../../components/ui/button';
import { isApiError } from '../../lib/api-error';
import { withGlobalLoading } from '../../lib/loading-store';
import { useResourceList } from '../../lib/resource-hooks';
import { useRecordAccess } from '../../lib/use-can';
import { customersResource, useRestoreCustomer } from './api';
import { customerColumns } from './columns';

const LIST_FILTERS = ['includeDeleted'] as const;

/** Restores under the global loading overlay and toasts the outcome, with the server's reason on failure. */
function useRestoreAction() {
  const { mutateAsync: restore } = useRestoreCustomer();
  return useCallback(
    async (id: string) => {
      try {
        await withGlobalLoading(() => restore(id));
        toast.success('Customer restored successfully');
      } catch (error) {
        const reason = isApiError(error) ? error.serverMessage : undefined;
        toast.error(reason ? `Failed to restore customer: ${reason}` : 'Failed to restore customer');
      }
    },
    [restore],
  );
}

/** Deleted rows are shaded and set in italics (text keeps its contrast); their action is Restore. */
const rowClassName = (c: Customer) => (c.isDeleted ? 'bg-gray-100 italic dark:bg-white/[0.04]' : undefined);

export function CustomersListPage() {
  const params = useListParams({ filters: LIST_FILTERS });
  const list = useResourceList(customersResource, params.query);
  const deleteCustomer = useEntityDelete(customersResource, 'customer');
  const restoreCustomer = useRestoreAction();
  const { canCreate, canEdit, canDelete } = useRecordAccess('customers');
  const columns = useMemo(
    () =>
      customerColumns({
        canEdit,
        onDelete: canDelete ? (c) => void deleteCustomer(c.id) : undefined,
        onRestore: canDelete ? (c) => void restoreCustomer(c.id) : undefined,
      }),
    [canEdit, canDelete, deleteCustomer, restoreCustomer],
  );

  return (
    <ResourceListPage
      title="Customers"
      {...(canCreate ? { addLabel: 'Add Customer', addTo: '/customers/new' } : {})}
      searchPlaceholder="Search customers..."
      emptyText="No customers found"
      columns={columns}
      params={params}
      list={list}
      toolbar={<FilterCheckbox params={params} name="includeDeleted" label="Show deleted" />}
      exportResource="customers"
      headerActions={
        canCreate && (
          <ButtonLink to="/customers/import" variant="secondary">
            <Upload aria-hidden="true" className="size-4" />
            Import CSV
          </ButtonLink>
        )
      }
      rowClassName={rowClassName}
    />
  );
}
