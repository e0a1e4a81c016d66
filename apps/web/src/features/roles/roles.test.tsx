import { actionsOf, SCOPES } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeRole, makeUser, makeUserWith } from '../../test/fixtures';
import { expectReadOnlyList } from '../../test/read-only-list';
import { renderRoutes } from '../../test/render';
import { RoleFormPage } from './role-form';
import { RolesListPage } from './roles-list-page';

const ROUTES = [
  { path: '/roles', element: <RolesListPage /> },
  { path: '/roles/add', element: <RoleFormPage /> },
  { path: '/roles/edit/:id', element: <RoleFormPage /> },
];

const clerk = makeRole({
  id: 'r2',
  name: 'Clerk',
  userCount: 3,
  version: 2,
  permissions: [{ scope: 'users', actions: ['view', 'edit'] }],
});
const admin = makeRole();

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/roles') return json({ data: [admin, clerk], total: 2, page: 1, limit: 10, totalPages: 1 });
    if (req.path === '/api/roles/r2') return json(clerk);
    return errorBody(404, 'Not Found');
  });
}

// An admin unless a test says otherwise: the list offers Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('roles list', () => {
  it('offers a user who may only view nothing to add, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'roles', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/roles');
    await screen.findByText('Clerk');
    expectReadOnlyList('Add Role');
  });

  it('shows name, permission summary, user count and date', async () => {
    serve();
    renderRoutes(ROUTES, '/roles');
    const row = (await screen.findByText('Clerk')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Clerk', '1 area', '3', '05/03/2026', '']);
    const adminRow = screen.getByText('Admin').closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('Full access')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Role' })).toHaveAttribute('href', '/roles/add');
    expect(screen.getByPlaceholderText('Search roles...')).toBeInTheDocument();
  });

  it('toasts the server message when a role still in use cannot be deleted', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'DELETE' ? errorBody(409, 'The role is still assigned to 3 users') : undefined));
    renderRoutes(ROUTES, '/roles');
    await user.click(within(await rowOf('Clerk')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this role?');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete role: The role is still assigned to 3 users'),
    );
  });

  it('falls back to Failed to delete role', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'DELETE' ? new Response('', { status: 500 }) : undefined));
    renderRoutes(ROUTES, '/roles');
    await user.click(within(await rowOf('Clerk')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete role'));
  });
});

describe('role form', () => {
  it('requires a name', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/roles/add');
    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    expect(await screen.findByText('Role name is required')).toBeInTheDocument();
  });

  it('builds permissions with single, row and column toggles', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(clerk, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/roles/add');
    await user.type(screen.getByLabelText(/^Role Name/), 'Planner');
    await user.click(screen.getByRole('checkbox', { name: 'machines view' }));
    expect(screen.getByRole('checkbox', { name: 'machines view' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'machines all' })).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('checkbox', { name: 'products all' }));
    for (const action of ['view', 'create', 'edit', 'delete']) {
      expect(screen.getByRole('checkbox', { name: `products ${action}` })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'all view' }));
    expect(screen.getByRole('checkbox', { name: 'all view' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'products delete' }));
    // A document step's scope offers only its own actions, each saying what it grants.
    expect(screen.queryByRole('checkbox', { name: 'dispatches view' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'dispatches create' })).not.toBeChecked();
    expect(screen.getByText('Create: Record a dispatch against a confirmed order')).toBeInTheDocument();
    // The PDI override is a permission of its own, granted on its own.
    expect(screen.getByRole('rowheader', { name: /^PDI Override/ })).toHaveTextContent(
      "Create: Dispatch a product with no passed PDI on record, once its warning is confirmed (kept in the order's history)",
    );
    expect(screen.getByRole('checkbox', { name: 'pdi-override create' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create Role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(toast.success).toHaveBeenCalledWith('Role created successfully');
    const body = calls.find((c) => c.method === 'POST')?.body as {
      name: string;
      permissions: { scope: string; actions: string[] }[];
    };
    expect(body.name).toBe('Planner');
    // "All view" reaches every scope with a view; the document steps' scopes have none.
    expect(body.permissions).toHaveLength(SCOPES.filter((scope) => actionsOf(scope).includes('view')).length);
    expect(body.permissions.find((p) => p.scope === 'dispatches')).toBeUndefined();
    expect(body.permissions.find((p) => p.scope === 'products')?.actions).toEqual(['view', 'create', 'edit']);
    expect(body.permissions.find((p) => p.scope === 'machines')?.actions).toEqual(['view']);
    // Every scope's row is queried by role: the whole matrix, slow under a loaded CI machine.
  }, 15_000);

  it('clears everything with the overall toggle', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/roles/add');
    const all = screen.getByRole('checkbox', { name: 'all permissions' });
    await user.click(all);
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(true);
    await user.click(all);
    expect(screen.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(false);
  });

  it('edits a role and sends its version', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json(clerk) : undefined));
    const { router } = renderRoutes(ROUTES, '/roles/edit/r2');
    expect(await screen.findByLabelText(/^Role Name/)).toHaveValue('Clerk');
    expect(screen.getByRole('checkbox', { name: 'users edit' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'users delete' }));
    await user.click(screen.getByRole('button', { name: 'Update Role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    expect(toast.success).toHaveBeenCalledWith('Role updated successfully');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Clerk',
      permissions: [{ scope: 'users', actions: ['view', 'edit', 'delete'] }],
      version: 2,
    });
  });

  it('reloads the signed-in user after a role change, so the guard sees the new permissions', async () => {
    const user = userEvent.setup();
    const me = makeUser({ id: 'u9', role: { id: 'r2', name: 'Clerk', permissions: clerk.permissions } });
    useAuthStore.getState().loginSuccess({ accessToken: 'a', refreshToken: 'r', user: me });
    const widened = [{ scope: 'users' as const, actions: ['view' as const, 'edit' as const, 'delete' as const] }];
    let saved = false;
    serve((req) => {
      if (req.method === 'PUT') {
        saved = true;
        return json({ ...clerk, permissions: widened });
      }
      // The server's answer changes only once the role has been saved.
      if (req.path === '/api/auth/me') return json(saved ? { ...me, role: { ...me.role, permissions: widened } } : me);
      return undefined;
    });
    renderRoutes(ROUTES, '/roles/edit/r2');
    await screen.findByLabelText(/^Role Name/);
    await user.click(screen.getByRole('checkbox', { name: 'users delete' }));
    await user.click(screen.getByRole('button', { name: 'Update Role' }));
    await waitFor(() => expect(useAuthStore.getState().user?.role?.permissions).toEqual(widened));
  });

  it('toasts the server message, or An error occurred', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'PUT'
        ? errorBody(409, 'A role with this name already exists', { name: 'A role with this name already exists' })
        : undefined,
    );
    renderRoutes(ROUTES, '/roles/edit/r2');
    await user.click(await screen.findByRole('button', { name: 'Update Role' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A role with this name already exists'));
    expect(screen.getByText('A role with this name already exists')).toBeInTheDocument();
  });

  it('says Role not found for an unknown id', async () => {
    serve();
    renderRoutes(ROUTES, '/roles/edit/missing');
    expect(await screen.findByText('Role not found')).toBeInTheDocument();
  });
});
