import type { User } from '@lathe/shared';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { StatusBadge } from '../../components/ui/status-badge';
import { formatDate } from '../../lib/format-date';

const fullName = (user: User) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

export function userColumns({ canEdit, onDelete }: RowAccess<User>): Column<User>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'firstName', cell: fullName, className: 'font-medium' },
    { key: 'email', header: 'Email', sortKey: 'email' },
    { key: 'role', header: 'Role', cell: (user) => user.role?.name ?? user.roles[0]?.name },
    { key: 'isActive', header: 'Status', sortKey: 'isActive', cell: (user) => <StatusBadge active={user.isActive} /> },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (user) => formatDate(user.createdAt) },
    ...actionsColumn<User>({
      label: (user) => user.email,
      editTo: canEdit ? (user) => `/users/edit/${user.id}` : undefined,
      onDelete,
    }),
  ];
}
