import type { Machine } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { expectReadOnlyList } from '../../test/read-only-list';
import { renderRoutes } from '../../test/render';
import { MachineFormPage } from './machine-form';
import { MachinesListPage } from './machines-list-page';

const ROUTES = [
  { path: '/machines', element: <MachinesListPage /> },
  { path: '/machines/new', element: <MachineFormPage /> },
  { path: '/machines/edit/:id', element: <MachineFormPage /> },
];

const lathe: Machine = {
  id: 'm1',
  machineNo: 'CNC-01',
  machineName: 'Ace Jobber XL',
  setupNo: '',
  version: 3,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const mill: Machine = { ...lathe, id: 'm2', machineNo: 'VMC-02', machineName: 'BFW Surya', setupNo: 'S-14' };
const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });

function serve(extra: (req: FakeRequest) => Response | Promise<Response> | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/machines' && req.method === 'GET') return page([lathe, mill]);
    if (req.path === '/api/machines/m1' && req.method === 'GET') return json(lathe);
    return errorBody(404, 'Machine not found');
  });
}

/** A response the test releases when it wants the save to finish. */
function held(response: () => Response) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, answer: gate.then(response) };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const lastListQuery = (calls: FakeRequest[]) =>
  Object.fromEntries(calls.filter((c) => c.path === '/api/machines').at(-1)?.query ?? []);

// An admin unless a test says otherwise: the lists offer Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('machines list', () => {
  it('offers the edit pencil to whoever may edit, Delete to whoever may delete, Add to whoever may create', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'machines', actions: ['view', 'edit'] }]) });
    serve();
    const editor = renderRoutes(ROUTES, '/machines');
    let row = (await screen.findByText('CNC-01')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/machines/edit/m1');
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Machine' })).not.toBeInTheDocument();
    editor.unmount();

    useAuthStore.setState({ user: makeUserWith([{ scope: 'machines', actions: ['view', 'create', 'delete'] }]) });
    renderRoutes(ROUTES, '/machines');
    row = (await screen.findByText('CNC-01')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Machine' })).toHaveAttribute('href', '/machines/new');
  });

  it('offers a user who may only view nothing to add, import, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'machines', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/machines');
    await screen.findByText('CNC-01');
    expectReadOnlyList('Add Machine');
  });

  it('shows number, name, setup number (a dash when empty) and the short creation date', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/machines');
    expect(screen.getByRole('heading', { name: 'Machines' })).toBeInTheDocument();
    const row = (await screen.findByText('CNC-01')).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual(['CNC-01', 'Ace Jobber XL', '-', 'Mar 5, 2026', '']);
    expect(cellsOf(screen.getByText('VMC-02').closest('tr') as HTMLElement)).toEqual([
      'VMC-02',
      'BFW Surya',
      'S-14',
      'Mar 5, 2026',
      '',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Machine No',
      'Machine Name',
      'Setup No',
      'Created At',
      'Actions',
    ]);
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/machines/edit/m1');
    expect(screen.getByRole('link', { name: 'Add Machine' })).toHaveAttribute('href', '/machines/new');
    expect(screen.getByPlaceholderText('Search machines...')).toBeInTheDocument();
    expect(lastListQuery(calls)).toMatchObject({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'DESC' });
  });

  it('shows No machines found for an empty list', async () => {
    serve((req) => (req.path === '/api/machines' ? page([]) : undefined));
    renderRoutes(ROUTES, '/machines');
    expect(await screen.findByText('No machines found')).toBeInTheDocument();
  });

  it('sorts by every data column: ascending first, then descending', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/machines');
    await screen.findByText('CNC-01');
    for (const [header, sortBy] of [
      ['Machine No', 'machineNo'],
      ['Machine Name', 'machineName'],
      ['Setup No', 'setupNo'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy, sortOrder: 'ASC' }));
    }
    await user.click(screen.getByRole('button', { name: 'Setup No' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'setupNo', sortOrder: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Created At' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'createdAt', sortOrder: 'ASC' }));
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('exports the current search and sort as CSV', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:machines');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = serve((req) =>
      req.path === '/api/machines/export'
        ? new Response('machineNo\r\nCNC-01\r\n', { headers: { 'Content-Type': 'text/csv' } })
        : undefined,
    );
    renderRoutes(ROUTES, '/machines?search=cnc&sortBy=machineNo&sortOrder=ASC');
    await screen.findByText('CNC-01');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['machines.csv']));
    const exported = calls.find((c) => c.path === '/api/machines/export');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({ search: 'cnc', sortBy: 'machineNo', sortOrder: 'ASC' });
  });

  it('deletes only after the confirmation and toasts the outcome', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/machines');
    const row = (await screen.findByText('CNC-01')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, false, 'Are you sure you want to delete this machine?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this machine?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Machine deleted successfully'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/machines/m1']);
  });

  it('toasts Failed to delete machine, with the reason when the server gives one', async () => {
    const user = userEvent.setup();
    let reason = '';
    serve((req) => (req.method === 'DELETE' ? errorBody(409, reason) : undefined));
    renderRoutes(ROUTES, '/machines');
    const row = (await screen.findByText('CNC-01')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete machine'));
    reason = 'This machine is in use';
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Failed to delete machine: This machine is in use'),
    );
  });
});

describe('machine form', () => {
  it("shows the spec's messages under the required fields and clears each as it changes", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/machines/new');
    expect(screen.getByRole('heading', { name: 'Add New Machine' })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup Number (Optional)')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Create Machine' }));
    expect(await screen.findByText('Machine Number is required')).toBeInTheDocument();
    expect(screen.getByText('Machine Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Machine Number')).toHaveAccessibleDescription('Machine Number is required');
    await user.type(screen.getByLabelText('Machine Number'), 'C');
    await waitFor(() => expect(screen.queryByText('Machine Number is required')).not.toBeInTheDocument());
    expect(screen.getByText('Machine Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Machine Name'), 'L');
    await waitFor(() => expect(screen.queryByText('Machine Name is required')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a machine with an empty setup number and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(lathe, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/machines/new');
    await user.type(screen.getByLabelText('Machine Number'), ' CNC-01 ');
    await user.type(screen.getByLabelText('Machine Name'), 'Ace Jobber XL');
    await user.click(screen.getByRole('button', { name: 'Create Machine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/machines'));
    expect(toast.success).toHaveBeenCalledWith('Machine created successfully');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/machines');
    expect(post?.body).toEqual({ machineNo: 'CNC-01', machineName: 'Ace Jobber XL', setupNo: '' });
  });

  it('disables both buttons while saving, then stays on the form with Failed to save machine', async () => {
    const user = userEvent.setup();
    // A proxy's error page: no message the client can read.
    const save = held(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    serve((req) => (req.method === 'POST' ? save.answer : undefined));
    const { router } = renderRoutes(ROUTES, '/machines/new');
    await user.type(screen.getByLabelText('Machine Number'), 'CNC-01');
    await user.type(screen.getByLabelText('Machine Name'), 'Ace Jobber XL');
    await user.click(screen.getByRole('button', { name: 'Create Machine' }));

    const submit = screen.getByRole('button', { name: 'Create Machine' });
    const cancel = screen.getByRole('link', { name: 'Cancel' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await user.click(cancel);
    expect(router.state.location.pathname).toBe('/machines/new');

    save.release();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save machine'));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(cancel).not.toHaveAttribute('aria-disabled');
    expect(router.state.location.pathname).toBe('/machines/new');
    expect(screen.getByLabelText('Machine Number')).toHaveValue('CNC-01');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("toasts the server's message when saving fails", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'POST'
        ? errorBody(409, 'A machine with this number already exists', {
            machineNo: 'A machine with this number already exists',
          })
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/machines/new');
    await user.type(screen.getByLabelText('Machine Number'), 'CNC-01');
    await user.type(screen.getByLabelText('Machine Name'), 'Ace Jobber XL');
    await user.click(screen.getByRole('button', { name: 'Create Machine' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A machine with this number already exists'));
    expect(screen.getByLabelText('Machine Number')).toHaveAccessibleDescription(
      'A machine with this number already exists',
    );
    expect(router.state.location.pathname).toBe('/machines/new');
  });

  it('Cancel goes back to /machines', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderRoutes(ROUTES, '/machines/new');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/machines');
  });

  it('shows a spinner while the machine loads, then PATCHes the id, the data and the version read', async () => {
    const user = userEvent.setup();
    const load = held(() => json(lathe));
    const { calls } = serve((req) => {
      if (req.method === 'GET' && req.path === '/api/machines/m1') return load.answer;
      return req.method === 'PATCH' ? json({ ...lathe, setupNo: 'S-7', version: 4 }) : undefined;
    });
    const { router } = renderRoutes(ROUTES, '/machines/edit/m1');
    expect(screen.getByRole('heading', { name: 'Edit Machine' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByLabelText('Machine Number')).not.toBeInTheDocument();
    load.release();
    expect(await screen.findByLabelText('Machine Number')).toHaveValue('CNC-01');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Machine Name')).toHaveValue('Ace Jobber XL');
    expect(screen.getByLabelText('Setup Number (Optional)')).toHaveValue('');
    await user.type(screen.getByLabelText('Setup Number (Optional)'), 'S-7');
    await user.click(screen.getByRole('button', { name: 'Update Machine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/machines'));
    expect(toast.success).toHaveBeenCalledWith('Machine updated successfully');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/machines/m1');
    expect(patch?.body).toEqual({
      id: 'm1',
      machineNo: 'CNC-01',
      machineName: 'Ace Jobber XL',
      setupNo: 'S-7',
      version: 3,
    });
  });

  it('says Machine not found for an unknown id', async () => {
    serve();
    renderRoutes(ROUTES, '/machines/edit/nope');
    expect(await screen.findByText('Machine not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Machines' })).toHaveAttribute('href', '/machines');
    expect(screen.queryByRole('button', { name: 'Update Machine' })).not.toBeInTheDocument();
  });
});
