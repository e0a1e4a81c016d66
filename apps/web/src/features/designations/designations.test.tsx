import type { Designation } from '@lathe/shared';
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
import { DesignationFormPage } from './designation-form';
import { DesignationsListPage } from './designations-list-page';

const ROUTES = [
  { path: '/designations', element: <DesignationsListPage /> },
  { path: '/designations/new', element: <DesignationFormPage /> },
  { path: '/designations/edit/:id', element: <DesignationFormPage /> },
];

const MACHINING = '11111111-1111-4111-8111-111111111111';
const QUALITY = '22222222-2222-4222-8222-222222222222';

const operator: Designation = {
  id: 'g1',
  name: 'CNC Operator',
  description: 'Runs the turning centres',
  departmentId: MACHINING,
  departmentName: 'Machining',
  isActive: true,
  version: 4,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const trainee: Designation = {
  ...operator,
  id: 'g2',
  name: 'Trainee',
  description: null,
  departmentId: null,
  departmentName: null,
  isActive: false,
  createdAt: '2025-12-31T09:00:00.000Z',
};
const DEPARTMENTS = [
  { id: MACHINING, name: 'Machining' },
  { id: QUALITY, name: 'Quality' },
];
const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });

function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/designations' && req.method === 'GET') return page([operator, trainee]);
    if (req.path === '/api/designations/g1' && req.method === 'GET') return json(operator);
    if (req.path === '/api/departments/options') {
      const search = (req.query.get('search') ?? '').toLowerCase();
      return json(DEPARTMENTS.filter((d) => d.name.toLowerCase().includes(search)));
    }
    return errorBody(404, 'Designation not found');
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

// An admin unless a test says otherwise: the lists offer Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('designations list', () => {
  it('offers a user who may only view nothing to add, import, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'designations', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/designations');
    await screen.findByText('CNC Operator');
    expectReadOnlyList('Add Designation');
  });

  it('shows name, department, description, status and the creation date, with a dash for empty cells', async () => {
    serve();
    renderRoutes(ROUTES, '/designations');
    expect(screen.getByRole('heading', { name: 'Designations' })).toBeInTheDocument();
    expect(cells(await rowOf('CNC Operator'))).toEqual([
      'CNC Operator',
      'Machining',
      'Runs the turning centres',
      'Active',
      '05/03/2026',
      '',
    ]);
    expect(cells(await rowOf('Trainee'))).toEqual(['Trainee', '-', '-', 'Inactive', '31/12/2025', '']);
    expect(within(await rowOf('CNC Operator')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/designations/edit/g1',
    );
    expect(screen.getByRole('link', { name: 'Add Designation' })).toHaveAttribute('href', '/designations/new');
    expect(screen.getByPlaceholderText('Search designations...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('sorts by department name from the Department header', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/designations');
    await rowOf('CNC Operator');
    await user.click(screen.getByRole('button', { name: /Department/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('sortBy')).toBe('departmentName'));
    expect(calls.at(-1)?.query.get('sortOrder')).toBe('ASC');
  });

  it('shows No designations found for an empty list', async () => {
    serve((req) => (req.path === '/api/designations' ? page([]) : undefined));
    renderRoutes(ROUTES, '/designations');
    expect(await screen.findByText('No designations found')).toBeInTheDocument();
  });

  it('deletes after the confirmation and toasts the outcome', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/designations');
    await user.click(within(await rowOf('CNC Operator')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this designation?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Designation deleted successfully'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/designations/g1');
  });

  it('does not delete when the confirmation is declined', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/designations');
    await user.click(within(await rowOf('CNC Operator')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, false, 'Are you sure you want to delete this designation?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says why a delete failed', async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'DELETE' ? errorBody(409, 'This designation has 3 employees and cannot be deleted') : undefined,
    );
    renderRoutes(ROUTES, '/designations');
    await user.click(within(await rowOf('CNC Operator')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Failed to delete designation: This designation has 3 employees and cannot be deleted',
      ),
    );
  });
});

describe('designation form', () => {
  it("shows the schema's message under the name and clears it as the field changes", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/designations/new');
    await user.click(screen.getByRole('button', { name: 'Create Designation' }));
    expect(await screen.findByText('Designation name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Designation Name'), 'W');
    await waitFor(() => expect(screen.queryByText('Designation name is required')).not.toBeInTheDocument());
  });

  it('creates a designation in a department picked by search and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(operator, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/designations/new');
    expect(screen.getByRole('heading', { name: 'Add Designation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Active')).toBeChecked();
    await user.type(screen.getByLabelText('Designation Name'), 'Inspector');
    await user.type(screen.getByLabelText('Description'), 'Checks parts against the drawing');
    await user.type(screen.getByRole('combobox', { name: 'Department' }), 'qual');
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await user.click(screen.getByRole('button', { name: 'Create Designation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/designations'));
    expect(toast.success).toHaveBeenCalledWith('Designation created successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Inspector',
      description: 'Checks parts against the drawing',
      departmentId: QUALITY,
      isActive: true,
    });
  });

  it('sends blank optional fields as null', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(trainee, 201) : undefined));
    renderRoutes(ROUTES, '/designations/new');
    await user.type(screen.getByLabelText('Designation Name'), 'Trainee');
    await user.click(screen.getByRole('button', { name: 'Create Designation' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Designation created successfully'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Trainee',
      description: null,
      departmentId: null,
      isActive: true,
    });
  });

  it('loads the designation with its department name, then PUTs the whole record with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json({ ...operator, version: 5 }) : undefined));
    const { router } = renderRoutes(ROUTES, '/designations/edit/g1');
    expect(screen.getByRole('heading', { name: 'Edit Designation' })).toBeInTheDocument();
    const department = await screen.findByRole('combobox', { name: 'Department' });
    expect(department).toHaveValue('Machining');
    expect(screen.getByLabelText('Designation Name')).toHaveValue('CNC Operator');
    expect(screen.getByLabelText('Description')).toHaveValue('Runs the turning centres');
    expect(screen.getByLabelText('Active')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Update Designation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/designations'));
    expect(toast.success).toHaveBeenCalledWith('Designation updated successfully');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/designations/g1');
    expect(put?.body).toEqual({
      name: 'CNC Operator',
      description: 'Runs the turning centres',
      departmentId: null,
      isActive: false,
      version: 4,
    });
  });

  it("toasts the server's message when saving fails, shows it under the field and stays on the form", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'PUT'
        ? errorBody(409, 'A designation with this name already exists', {
            name: 'A designation with this name already exists',
          })
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/designations/edit/g1');
    await user.click(await screen.findByRole('button', { name: 'Update Designation' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A designation with this name already exists'));
    expect(screen.getByText('A designation with this name already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/designations/edit/g1');
  });

  it('toasts An error occurred when the server cannot be reached', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'POST' ? (Promise.reject(new TypeError('offline')) as never) : undefined));
    renderRoutes(ROUTES, '/designations/new');
    await user.type(screen.getByLabelText('Designation Name'), 'Inspector');
    await user.click(screen.getByRole('button', { name: 'Create Designation' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred'));
  });

  it('Cancel returns to the list', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderRoutes(ROUTES, '/designations/new');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/designations');
  });

  it('says Designation not found for an unknown id', async () => {
    serve();
    renderRoutes(ROUTES, '/designations/edit/nope');
    expect(await screen.findByText('Designation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Designations' })).toHaveAttribute('href', '/designations');
  });
});
