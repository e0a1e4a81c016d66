import type { Department } from '@lathe/shared';
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
import { DepartmentFormPage } from './department-form';
import { DepartmentsListPage } from './departments-list-page';

const ROUTES = [
  { path: '/departments', element: <DepartmentsListPage /> },
  { path: '/departments/new', element: <DepartmentFormPage /> },
  { path: '/departments/edit/:id', element: <DepartmentFormPage /> },
];

const tooling: Department = {
  id: 'd1',
  name: 'Tool Room',
  isActive: true,
  version: 3,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/departments' && req.method === 'GET') return page([tooling]);
    if (req.path === '/api/departments/d1' && req.method === 'GET') return json(tooling);
    return errorBody(404, 'Department not found');
  });
}

// An admin unless a test says otherwise: the lists offer Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('departments list', () => {
  it('offers a user who may only view nothing to add, import, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'departments', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/departments');
    await screen.findByText('Tool Room');
    expectReadOnlyList('Add Department');
  });

  it('shows name, status and the creation date as dd/MM/yyyy, newest first', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/departments');
    const row = (await screen.findByText('Tool Room')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tool Room', 'Active', '05/03/2026', '']);
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/departments/edit/d1');
    expect(screen.getByRole('link', { name: 'Add Department' })).toHaveAttribute('href', '/departments/new');
    const query = calls[0]?.query;
    expect([query?.get('sortBy'), query?.get('sortOrder'), query?.get('page'), query?.get('limit')]).toEqual([
      'createdAt',
      'DESC',
      '1',
      '10',
    ]);
  });

  it('shows No departments found for an empty list', async () => {
    serve((req) => (req.path === '/api/departments' ? page([]) : undefined));
    renderRoutes(ROUTES, '/departments');
    expect(await screen.findByText('No departments found')).toBeInTheDocument();
  });

  it('deletes after the confirmation and toasts the outcome', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/departments');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await answerConfirm(user, true, 'Are you sure you want to delete this department?')).toBe('Delete');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Department deleted successfully'));
  });

  it('says why a delete failed', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'DELETE' ? errorBody(409, 'This department has 2 employees and cannot be deleted') : undefined,
    );
    renderRoutes(ROUTES, '/departments');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to delete department: This department has 2 employees and cannot be deleted',
      ),
    );
  });
});

describe('department form', () => {
  it("shows the spec's message under the field and clears it as the field changes", async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/departments/new');
    await user.click(await screen.findByRole('button', { name: 'Create Department' }));
    expect(await screen.findByText('Department name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Department Name/), 'P');
    await waitFor(() => expect(screen.queryByText('Department name is required')).not.toBeInTheDocument());
  });

  it('creates a department and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(tooling, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/departments/new');
    expect(screen.getByRole('heading', { name: 'Add Department' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Department Name/), 'Packing');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/departments'));
    expect(toast.success).toHaveBeenCalledWith('Department created successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Packing', isActive: true });
  });

  it('loads the department with its active flag, then PATCHes it with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PATCH' ? json({ ...tooling, isActive: false }) : undefined));
    const { router } = renderRoutes(ROUTES, '/departments/edit/d1');
    const active = await screen.findByLabelText('Active');
    expect(active).toBeChecked();
    expect(screen.getByLabelText(/^Department Name/)).toHaveValue('Tool Room');
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Update Department' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/departments'));
    expect(toast.success).toHaveBeenCalledWith('Department updated successfully');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/departments/d1');
    expect(patch?.body).toEqual({ name: 'Tool Room', isActive: false, version: 3 });
  });

  it("toasts the server's message when saving fails and stays on the form", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'PATCH'
        ? errorBody(409, 'A department with this name already exists', {
            name: 'A department with this name already exists',
          })
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/departments/edit/d1');
    await user.click(await screen.findByRole('button', { name: 'Update Department' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A department with this name already exists'));
    expect(screen.getByText('A department with this name already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/departments/edit/d1');
  });

  it('toasts An error occurred when the server cannot be reached', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'POST' ? (Promise.reject(new TypeError('offline')) as never) : undefined));
    renderRoutes(ROUTES, '/departments/new');
    await user.type(screen.getByLabelText(/^Department Name/), 'Packing');
    await user.click(screen.getByRole('button', { name: 'Create Department' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred'));
  });

  it('says Department not found for an unknown id', async () => {
    serve();
    renderRoutes(ROUTES, '/departments/edit/nope');
    expect(await screen.findByText('Department not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Departments' })).toHaveAttribute('href', '/departments');
  });
});
