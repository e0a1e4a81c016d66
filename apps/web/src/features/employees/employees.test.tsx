import type { Designation, Employee } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { expectReadOnlyList } from '../../test/read-only-list';
import { renderRoutes } from '../../test/render';
import { EmployeeFormPage } from './employee-form';
import { EmployeesListPage } from './employees-list-page';

const ROUTES = [
  { path: '/employees', element: <EmployeesListPage /> },
  { path: '/employees/new', element: <EmployeeFormPage /> },
  { path: '/employees/edit/:id', element: <EmployeeFormPage /> },
];

const MACHINING = '11111111-1111-4111-8111-111111111111';
const QUALITY = '22222222-2222-4222-8222-222222222222';
const OPERATOR = '33333333-3333-4333-8333-333333333333';
const INSPECTOR = '44444444-4444-4444-8444-444444444444';

const DEPARTMENTS = [
  { id: MACHINING, name: 'Machining' },
  { id: QUALITY, name: 'Quality' },
];
const DESIGNATIONS = [
  { id: OPERATOR, name: 'CNC Operator', departmentId: MACHINING, departmentName: 'Machining' },
  { id: INSPECTOR, name: 'Inspector', departmentId: QUALITY, departmentName: 'Quality' },
];

const asha: Employee = {
  id: 'e1',
  employeeCode: 'EMP-001',
  firstName: 'Asha',
  lastName: 'Patil',
  email: 'asha@example.com',
  phone: '+91 98220 12345',
  departmentId: MACHINING,
  departmentName: 'Machining',
  designationId: OPERATOR,
  designationName: 'CNC Operator',
  dateOfJoining: '2024-06-03',
  isActive: true,
  version: 7,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const ravi: Employee = {
  ...asha,
  id: 'e2',
  employeeCode: 'EMP-002',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: null,
  phone: null,
  departmentId: null,
  departmentName: null,
  designationId: null,
  designationName: null,
  dateOfJoining: null,
  isActive: false,
};
const meera: Employee = {
  ...asha,
  id: 'e3',
  employeeCode: 'EMP-003',
  firstName: 'Meera',
  lastName: 'Joshi',
  departmentId: QUALITY,
  departmentName: 'Quality',
  designationId: INSPECTOR,
  designationName: 'Inspector',
};
const EMPLOYEES = [asha, ravi, meera];

const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });
const byName = (rows: { id: string; name: string }[], req: FakeRequest) => {
  const search = (req.query.get('search') ?? '').toLowerCase();
  return json(rows.filter((r) => r.name.toLowerCase().includes(search)).map(({ id, name }) => ({ id, name })));
};

/** A fake API: the employee list honours the department and designation filters as the server does. */
function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/employees' && req.method === 'GET') {
      const departmentId = req.query.get('departmentId');
      const designationId = req.query.get('designationId');
      return page(
        EMPLOYEES.filter(
          (e) =>
            (!departmentId || e.departmentId === departmentId) && (!designationId || e.designationId === designationId),
        ),
      );
    }
    if (req.path === '/api/employees/e1' && req.method === 'GET') return json(asha);
    if (req.path === '/api/departments/options') return byName(DEPARTMENTS, req);
    if (req.path === '/api/designations/options') return byName(DESIGNATIONS, req);
    const designation = DESIGNATIONS.find((d) => req.path === `/api/designations/${d.id}`);
    if (designation) return json({ ...designation, description: null } satisfies Partial<Designation>);
    const department = DEPARTMENTS.find((d) => req.path === `/api/departments/${d.id}`);
    if (department) return json(department);
    return errorBody(404, 'Employee not found');
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/employees');
const listedCodes = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

// An admin unless a test says otherwise: the lists offer Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('employees list', () => {
  it('offers a user who may only view nothing to add, import, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'employees', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/employees');
    await screen.findByText('EMP-001');
    expectReadOnlyList('Add Employee');
  });

  it('shows code, full name, department, designation, phone, joining date and status, with - and N/A for blanks', async () => {
    serve();
    renderRoutes(ROUTES, '/employees');
    expect(screen.getByRole('heading', { name: 'Employees' })).toBeInTheDocument();
    expect(cells(await rowOf('EMP-001'))).toEqual([
      'EMP-001',
      'Asha Patil',
      'Machining',
      'CNC Operator',
      '+91 98220 12345',
      '03/06/2024',
      'Active',
      '',
    ]);
    expect(cells(await rowOf('EMP-002'))).toEqual(['EMP-002', 'Ravi Kumar', '-', '-', '-', 'N/A', 'Inactive', '']);
    expect(within(await rowOf('EMP-001')).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/employees/edit/e1',
    );
    expect(screen.getByRole('link', { name: 'Add Employee' })).toHaveAttribute('href', '/employees/new');
    expect(screen.getByPlaceholderText('Search employees...')).toBeInTheDocument();
  });

  it('shows No employees found for an empty list', async () => {
    serve((req) => (req.path === '/api/employees' ? page([]) : undefined));
    renderRoutes(ROUTES, '/employees');
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
  });

  it('filters by department and designation, keeps them in the URL and clears them again', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/employees');
    await rowOf('EMP-003');
    expect(listCalls(calls)[0]?.query.has('departmentId')).toBe(false);
    expect(listCalls(calls)[0]?.query.has('designationId')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await waitFor(() => expect(listedCodes()).toEqual(['EMP-003']));
    expect(listCalls(calls).at(-1)?.query.get('departmentId')).toBe(QUALITY);
    expect(new URLSearchParams(router.state.location.search).get('departmentId')).toBe(QUALITY);
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Quality');

    await user.click(screen.getByRole('combobox', { name: 'Designation' }));
    await user.click(await screen.findByRole('option', { name: 'CNC Operator' }));
    await waitFor(() => expect(screen.getByText('No employees found')).toBeInTheDocument());
    expect(Object.fromEntries(listCalls(calls).at(-1)?.query ?? [])).toMatchObject({
      departmentId: QUALITY,
      designationId: OPERATOR,
    });

    const departmentFilter = screen.getByRole('combobox', { name: 'Department' }).parentElement as HTMLElement;
    await user.click(within(departmentFilter).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(listedCodes()).toEqual(['EMP-001']));
    expect(listCalls(calls).at(-1)?.query.has('departmentId')).toBe(false);
    expect(listCalls(calls).at(-1)?.query.get('designationId')).toBe(OPERATOR);
  });

  it('names the filters from the URL after a reload', async () => {
    serve();
    renderRoutes(ROUTES, `/employees?departmentId=${MACHINING}&designationId=${INSPECTOR}`);
    // No employee matches both: the names are looked up.
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Machining'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Designation' })).toHaveValue('Inspector'));
  });

  it('exports the filtered list as CSV', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:employees');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = serve((req) =>
      req.path === '/api/employees/export'
        ? new Response('employeeCode\r\nEMP-003\r\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="employees.csv"' },
          })
        : undefined,
    );
    renderRoutes(ROUTES, `/employees?departmentId=${QUALITY}&search=mee`);
    await rowOf('EMP-003');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['employees.csv']));
    const exported = calls.find((c) => c.path === '/api/employees/export');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      departmentId: QUALITY,
      search: 'mee',
      sortBy: 'createdAt',
      sortOrder: 'DESC',
    });
  });

  it('deletes after the confirmation and toasts the outcome', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/employees');
    await user.click(within(await rowOf('EMP-001')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this employee?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Employee deleted successfully'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/employees/e1');
  });

  it('says why a delete failed', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'DELETE' ? errorBody(403, 'You do not have permission') : undefined));
    renderRoutes(ROUTES, '/employees');
    await user.click(within(await rowOf('EMP-001')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete employee: You do not have permission'),
    );
  });
});

describe('employee form', () => {
  it("shows the schema's messages under the fields and clears them as the fields change", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/employees/new');
    await enterText(user, screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));
    expect(await screen.findByText('Employee code is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await enterText(user, screen.getByLabelText('Employee Code'), 'E');
    await enterText(user, screen.getByLabelText('Email'), 'example.com');
    await waitFor(() => expect(screen.queryByText('Employee code is required')).not.toBeInTheDocument());
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });

  it('creates an employee with searched department and designation and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(asha, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/employees/new');
    expect(screen.getByRole('heading', { name: 'Add Employee' })).toBeInTheDocument();
    await enterText(user, screen.getByLabelText('Employee Code'), 'EMP-010');
    await enterText(user, screen.getByLabelText('First Name'), 'Kiran');
    await enterText(user, screen.getByLabelText('Last Name'), 'Rao');
    await enterText(user, screen.getByLabelText('Email'), 'Kiran@Example.com');
    await enterText(user, screen.getByLabelText('Phone'), '020 2567 8901');
    await user.type(screen.getByLabelText('Date of Joining'), '01042026');
    await user.type(screen.getByRole('combobox', { name: 'Department' }), 'qua');
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await user.type(screen.getByRole('combobox', { name: 'Designation' }), 'insp');
    await user.click(await screen.findByRole('option', { name: 'Inspector' }));
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees'));
    expect(toast.success).toHaveBeenCalledWith('Employee created successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      employeeCode: 'EMP-010',
      firstName: 'Kiran',
      lastName: 'Rao',
      email: 'kiran@example.com',
      phone: '020 2567 8901',
      departmentId: QUALITY,
      designationId: INSPECTOR,
      dateOfJoining: '2026-04-01',
      isActive: true,
    });
  });

  it("fills an empty department from the chosen designation's department", async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(asha, 201) : undefined));
    renderRoutes(ROUTES, '/employees/new');
    await enterText(user, screen.getByLabelText('Employee Code'), 'EMP-011');
    await enterText(user, screen.getByLabelText('First Name'), 'Sunil');
    await enterText(user, screen.getByLabelText('Last Name'), 'More');
    await user.click(screen.getByRole('combobox', { name: 'Designation' }));
    await user.click(await screen.findByRole('option', { name: 'CNC Operator' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Machining'));
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Employee created successfully'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      employeeCode: 'EMP-011',
      firstName: 'Sunil',
      lastName: 'More',
      email: null,
      phone: null,
      departmentId: MACHINING,
      designationId: OPERATOR,
      dateOfJoining: null,
      isActive: true,
    });
  });

  it('keeps a chosen department when the designation belongs to another', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/employees/new');
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Quality' }));
    await user.click(screen.getByRole('combobox', { name: 'Designation' }));
    await user.click(await screen.findByRole('option', { name: 'CNC Operator' }));
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Quality');
    expect(calls.some((c) => c.path === `/api/designations/${OPERATOR}`)).toBe(false);
  });

  it('loads the employee with the current names in the selects, then PUTs the whole record with the version', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json({ ...asha, version: 8 }) : undefined));
    const { router } = renderRoutes(ROUTES, '/employees/edit/e1');
    expect(screen.getByRole('heading', { name: 'Edit Employee' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Department' })).toHaveValue('Machining');
    expect(screen.getByRole('combobox', { name: 'Designation' })).toHaveValue('CNC Operator');
    expect(screen.getByLabelText('Employee Code')).toHaveValue('EMP-001');
    expect(screen.getByLabelText('Date of Joining')).toHaveValue('03/06/2024');
    expect(screen.getByLabelText('Active')).toBeChecked();

    await user.clear(screen.getByLabelText('Phone'));
    await replaceText(user, screen.getByLabelText('Last Name'), 'Patil-Shah');
    await user.click(screen.getByRole('button', { name: 'Update Employee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employees'));
    expect(toast.success).toHaveBeenCalledWith('Employee updated successfully');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/employees/e1');
    expect(put?.body).toEqual({
      employeeCode: 'EMP-001',
      firstName: 'Asha',
      lastName: 'Patil-Shah',
      email: 'asha@example.com',
      phone: null,
      departmentId: MACHINING,
      designationId: OPERATOR,
      dateOfJoining: '2024-06-03',
      isActive: true,
      version: 7,
    });
  });

  it("toasts the server's message when saving fails, shows it under the field and stays on the form", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'PUT'
        ? errorBody(409, 'An employee with this code already exists', {
            employeeCode: 'An employee with this code already exists',
          })
        : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/employees/edit/e1');
    await user.click(await screen.findByRole('button', { name: 'Update Employee' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An employee with this code already exists'));
    expect(screen.getByText('An employee with this code already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employees/edit/e1');
  });

  it('toasts An error occurred when the server cannot be reached', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'POST' ? (Promise.reject(new TypeError('offline')) as never) : undefined));
    renderRoutes(ROUTES, '/employees/new');
    await enterText(user, screen.getByLabelText('Employee Code'), 'EMP-012');
    await enterText(user, screen.getByLabelText('First Name'), 'Neha');
    await enterText(user, screen.getByLabelText('Last Name'), 'Kale');
    await user.click(screen.getByRole('button', { name: 'Create Employee' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred'));
  });

  it('says Employee not found for an unknown id', async () => {
    serve();
    renderRoutes(ROUTES, '/employees/edit/nope');
    expect(await screen.findByText('Employee not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Employees' })).toHaveAttribute('href', '/employees');
  });
});
