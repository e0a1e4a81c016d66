import type { Employee } from '@lathe/shared';
import { useMemo } from 'react';
import { ResourceListPage } from '../../components/data-table/resource-list-page';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { useEntityDelete } from '../../components/data-table/use-entity-delete';
import { useListParams } from '../../components/data-table/use-list-params';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate } from '../../lib/format-date';
import { useResourceList } from '../../lib/resource-hooks';
import { useRecordAccess } from '../../lib/use-can';
import { employeesResource } from './api';
import { ReferenceFilter } from './employee-filters';

const FILTERS = ['departmentId', 'designationId'] as const;

const fullName = (e: Employee) => [e.firstName, e.lastName].filter(Boolean).join(' ');

function employeeColumns({ canEdit, onDelete }: RowAccess<Employee>): Column<Employee>[] {
  return [
    { key: 'employeeCode', header: 'Employee Code', sortKey: 'employeeCode', className: 'font-medium' },
    { key: 'name', header: 'Name', sortKey: 'firstName', cell: fullName },
    { key: 'departmentName', header: 'Department', sortKey: 'departmentName' },
    { key: 'designationName', header: 'Designation', sortKey: 'designationName' },
    { key: 'phone', header: 'Phone' },
    {
      key: 'dateOfJoining',
      header: 'Date of Joining',
      sortKey: 'dateOfJoining',
      cell: (e) => formatDate(e.dateOfJoining),
    },
    { key: 'isActive', header: 'Status', sortKey: 'isActive', cell: (e) => <StatusBadge active={e.isActive} /> },
    ...actionsColumn<Employee>({
      label: (e) => fullName(e),
      editTo: canEdit ? (e) => `/employees/edit/${e.id}` : undefined,
      onDelete,
    }),
  ];
}

export function EmployeesListPage() {
  const params = useListParams({ filters: FILTERS });
  const list = useResourceList(employeesResource, params.query);
  const deleteEmployee = useEntityDelete(employeesResource, 'employee');
  const { canCreate, canEdit, canDelete } = useRecordAccess('employees');
  const columns = useMemo(
    () => employeeColumns({ canEdit, onDelete: canDelete ? (e) => void deleteEmployee(e.id) : undefined }),
    [canEdit, canDelete, deleteEmployee],
  );

  const { departmentId, designationId } = params.filters;
  const rows = list.data?.data ?? [];
  const departmentName = rows.find((e) => e.departmentId === departmentId)?.departmentName ?? undefined;
  const designationName = rows.find((e) => e.designationId === designationId)?.designationName ?? undefined;

  return (
    <ResourceListPage
      title="Employees"
      {...(canCreate ? { addLabel: 'Add Employee', addTo: '/employees/new' } : {})}
      searchPlaceholder="Search employees..."
      emptyText="No employees found"
      exportResource="employees"
      columns={columns}
      params={params}
      list={list}
      toolbar={
        <>
          <ReferenceFilter
            label="Department"
            resource="departments"
            placeholder="All departments"
            value={departmentId}
            knownName={departmentName}
            onChange={(value) => params.setFilter('departmentId', value)}
          />
          <ReferenceFilter
            label="Designation"
            resource="designations"
            placeholder="All designations"
            value={designationId}
            knownName={designationName}
            onChange={(value) => params.setFilter('designationId', value)}
          />
        </>
      }
    />
  );
}
