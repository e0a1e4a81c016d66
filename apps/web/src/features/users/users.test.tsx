import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { expectReadOnlyList } from '../../test/read-only-list';
import { renderRoutes } from '../../test/render';
import { UserCreatePage } from './user-create-page';
import { UserEditPage } from './user-edit-page';
import { UsersListPage } from './users-list-page';

const ROUTES = [
  { path: '/users', element: <UsersListPage /> },
  { path: '/users/add', element: <UserCreatePage /> },
  { path: '/users/edit/:id', element: <UserEditPage /> },
];

const ROLE_OPTIONS = [
  { id: 'r1', name: 'Admin' },
  { id: 'r2', name: 'Clerk' },
];
const jane = makeUser({ id: 'u1', version: 4 });
const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/permissions/roles') return json(ROLE_OPTIONS);
    if (req.path === '/api/users' && req.method === 'GET') return page([jane]);
    if (req.path === '/api/users/u1' && req.method === 'GET') return json(jane);
    return errorBody(404, 'Not Found');
  });
}

// An admin unless a test says otherwise: the list offers Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('users list', () => {
  it('offers a user who may only view nothing to add, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'users', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/users');
    await screen.findByText('jane@example.com');
    expectReadOnlyList('Add User');
  });

  it('shows the users with their role, status and creation date', async () => {
    serve();
    renderRoutes(ROUTES, '/users');
    const row = (await screen.findByText('jane@example.com')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Jane Doe', 'jane@example.com', 'Admin', 'Active', '05/03/2026', '']);
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/users/edit/u1');
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('title', 'Edit jane@example.com');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/users/add');
    expect(screen.getByPlaceholderText('Search users...')).toBeInTheDocument();
  });

  it('shows No users found for an empty list', async () => {
    serve((req) => (req.path === '/api/users' ? page([]) : undefined));
    renderRoutes(ROUTES, '/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('deletes after confirmation and toasts the result', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/users');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this user?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('User deleted successfully'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/u1')).toBe(true);
  });

  it('keeps the user when the confirmation is refused, and toasts a failed delete', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'DELETE' ? errorBody(409, 'You cannot delete your own account') : undefined,
    );
    renderRoutes(ROUTES, '/users');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerConfirm(user, false, 'Are you sure you want to delete this user?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete user: You cannot delete your own account'),
    );
  });
});

describe('user form', () => {
  it('validates with the spec messages', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/users/add');
    await user.click(await screen.findByRole('button', { name: 'Create User' }));
    for (const message of [
      'Email is required',
      'Password is required',
      'First name is required',
      'Last name is required',
      'Role is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText('Avatar URL'), 'ftp://x');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
  });

  it('creates a user and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(jane, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/users/add');
    await user.type(screen.getByLabelText(/^Email/), 'New@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.type(screen.getByLabelText(/^First Name/), 'New');
    await user.type(screen.getByLabelText(/^Last Name/), 'Person');
    await user.selectOptions(await screen.findByLabelText(/^Role/), 'Clerk');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(toast.success).toHaveBeenCalledWith('User created successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'new@example.com',
      password: 'secret-pass',
      firstName: 'New',
      lastName: 'Person',
      avatar: null,
      isActive: true,
      roleId: 'r2',
    });
  });

  it('edits a user: e-mail locked, blank password left out, version sent', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json({ ...jane, firstName: 'Janet' }) : undefined));
    const { router } = renderRoutes(ROUTES, '/users/edit/u1');
    const email = await screen.findByLabelText('Email');
    expect(email).toBeDisabled();
    expect(email).toHaveValue('jane@example.com');
    expect(screen.getByText('Leave blank to keep the current password.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Role/)).toHaveValue('r1'));
    const firstName = screen.getByLabelText(/^First Name/);
    await user.clear(firstName);
    await user.type(firstName, 'Janet');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(toast.success).toHaveBeenCalledWith('User updated successfully');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/users/u1');
    expect(put?.body).toEqual({
      firstName: 'Janet',
      lastName: 'Doe',
      avatar: null,
      isActive: true,
      roleId: 'r1',
      version: 4,
    });
  });

  it('toasts Error: plus the server message when saving fails', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'PUT' ? errorBody(409, 'This user was changed by someone else') : undefined));
    renderRoutes(ROUTES, '/users/edit/u1');
    await user.type(await screen.findByLabelText(/^Password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error: This user was changed by someone else'));
  });

  it('toasts An error occurred when the server cannot be reached', async () => {
    const user = userEvent.setup();
    serve(
      (req) => (req.method === 'PUT' ? Promise.reject(new TypeError('offline')) : undefined) as Response | undefined,
    );
    renderRoutes(ROUTES, '/users/edit/u1');
    await user.click(await screen.findByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred'));
  });

  it('says User not found for an unknown id', async () => {
    serve();
    renderRoutes(ROUTES, '/users/edit/nope');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toHaveAttribute('href', '/users');
  });
});
