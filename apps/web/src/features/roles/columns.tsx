import { actionsOf, type Role, SCOPES, type Scope } from '@lathe/shared';
import { RowActions } from '../../components/data-table/row-actions';
import type { Column } from '../../components/data-table/types';
import { formatDate } from '../../lib/format-date';
import { scopeLabel } from './permission-grid';

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

export function roleColumns(onDelete: (role: Role) => void): Column<Role>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', className: 'font-medium' },
    { key: 'permissions', header: 'Permissions', cell: (role) => <PermissionSummary role={role} /> },
    { key: 'userCount', header: 'Users', cell: (role) => role.userCount },
    { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (role) => formatDate(role.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (role) => (
        <RowActions label={role.name} editTo={`/roles/edit/${role.id}`} onDelete={() => onDelete(role)} />
      ),
    },
  ];
}
