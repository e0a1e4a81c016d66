import { actionsOf, type Role, SCOPES, type Scope, scopeLabel } from '@lathe/shared';
import { actionsColumn, type RowAccess } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { formatDate } from '../../lib/format-date';

/** 'Full access', or how many areas the role reaches; the tooltip lists them. */
function PermissionSummary({ role }: { role: Role }) {
  const granted = role.permissions.filter((p) => p.actions.length > 0);
  if (granted.length === 0) return '-';
  const full =
    granted.length === SCOPES.length && granted.every((p) => p.actions.length === actionsOf(p.scope as Scope).length);
  const detail = granted.map((p) => `${scopeLabel(p.scope)}: ${p.actions.join(', ')}`).join('\n');
  return (
    <span title={detail}>{full ? 'Full access' : `${granted.length} ${granted.length === 1 ? 'area' : 'areas'}`}</span>
  );
}

export function roleColumns({ canEdit, onDelete }: RowAccess<Role>): Column<Role>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium' },
    { key: 'permissions', header: 'Permissions', cell: (role) => <PermissionSummary role={role} /> },
    { key: 'userCount', header: 'Users', cell: (role) => role.userCount },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (role) => formatDate(role.createdAt) },
    ...actionsColumn<Role>({
      label: (role) => role.name,
      editTo: canEdit ? (role) => `/roles/edit/${role.id}` : undefined,
      onDelete,
    }),
  ];
}
