import type { Customer } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCustomerOption, searchPartyCodes } from '../../components/pickers/customer-options';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { expectReadOnlyList } from '../../test/read-only-list';
import { loadedRoutes, renderRoutes } from '../../test/render';
import { customersRoutes } from './routes';

/** The feature's real route table. */
const ROUTES = await loadedRoutes(customersRoutes);

const acme: Customer = {
  id: 'c1',
  partyCode: 'ACME01',
  name: 'Acme Tools',
  contactPerson: null,
  email: null,
  phone: null,
  gstin: '27AAPFU0939F1ZV',
  billingAddress: 'Plot 4, MIDC Bhosari, Pune',
  shippingAddress: 'Gate 2, Chakan, Pune',
  state: 'Maharashtra',
  paymentTermsDays: 30,
  isActive: true,
  gstCategory: 'regular',
  countryCode: null,
  currency: null,
  isDeleted: false,
  deletedAt: null,
  version: 4,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const gone: Customer = {
  ...acme,
  id: 'c2',
  partyCode: 'OLD07',
  name: 'Old Gears',
  paymentTermsDays: 1,
  isActive: false,
  isDeleted: true,
  deletedAt: '2026-04-01T10:00:00.000Z',
  version: 2,
};
const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/customers' && c.method === 'GET');

/** A server holding Acme, and Old Gears when the list asks for deleted rows too. */
function serve(extra: (req: FakeRequest) => Response | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/customers' && req.method === 'GET') {
      return page(req.query.get('includeDeleted') === 'true' ? [acme, gone] : [acme]);
    }
    if (req.path === '/api/customers/c1' && req.method === 'GET') return json(acme);
    return errorBody(404, 'Customer not found');
  });
}

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

// An admin unless a test says otherwise: the lists offer Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('customers list', () => {
  it('offers Delete and Restore to whoever may delete, and Add and Import to whoever may create', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'customers', actions: ['view', 'delete'] }]) });
    serve();
    const deleter = renderRoutes(ROUTES, '/customers?includeDeleted=true');
    expect(within(await rowOf('ACME01')).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(await rowOf('ACME01')).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(await rowOf('OLD07')).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Import/ })).not.toBeInTheDocument();
    deleter.unmount();

    useAuthStore.setState({ user: makeUserWith([{ scope: 'customers', actions: ['view', 'create'] }]) });
    renderRoutes(ROUTES, '/customers');
    await rowOf('ACME01');
    expect(screen.getByRole('link', { name: 'Add Customer' })).toHaveAttribute('href', '/customers/new');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/customers/import');
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('offers a user who may only view nothing to add, import, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'customers', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/customers?includeDeleted=true');
    await screen.findByText('ACME01');
    expectReadOnlyList('Add Customer');
  });

  it('shows every column, a dash for empty cells, payment terms in days and dd/MM/yyyy dates', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers');
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    const row = await rowOf('ACME01');
    expect(cellTexts(row)).toEqual([
      'ACME01',
      'Acme Tools',
      '-',
      '-',
      '27AAPFU0939F1ZV',
      'Maharashtra',
      '30 days',
      'Active',
      '05/03/2026',
      '',
    ]);
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .filter(Boolean),
    ).toEqual([
      'Party Code',
      'Name',
      'Contact Person',
      'Phone',
      'GSTIN',
      'State',
      'Payment Terms',
      'Status',
      'Created At',
      'Actions',
    ]);
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/customers/c1/edit');
    expect(within(row).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Customer' })).toHaveAttribute('href', '/customers/new');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/customers/import');
    expect(screen.getByPlaceholderText('Search customers...')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show deleted' })).not.toBeChecked();
    expect(listCalls(calls)[0]?.query.has('includeDeleted')).toBe(false);
  });

  it('sorts by the columns the server allows', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers');
    await rowOf('ACME01');
    await user.click(screen.getByRole('button', { name: /Payment Terms/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('sortBy')).toBe('paymentTermsDays'));
    expect(listCalls(calls).at(-1)?.query.get('sortOrder')).toBe('ASC');
    // Phone and GSTIN are not among CUSTOMER_SORTABLE: their headers are plain text.
    expect(screen.queryByRole('button', { name: /^Phone/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^GSTIN/ })).not.toBeInTheDocument();
  });

  it('shows No customers found for an empty list', async () => {
    serve((req) => (req.path === '/api/customers' ? page([]) : undefined));
    renderRoutes(ROUTES, '/customers');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });

  it('Show deleted asks for deleted rows, keeps it in the URL and offers Restore on them', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    const { router } = renderRoutes(ROUTES, '/customers');
    await rowOf('ACME01');
    expect(screen.queryByText('OLD07')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show deleted' }));
    const row = await rowOf('OLD07');
    expect(listCalls(calls).at(-1)?.query.get('includeDeleted')).toBe('true');
    expect(router.state.location.search).toContain('includeDeleted=true');
    expect(screen.getByRole('checkbox', { name: 'Show deleted' })).toBeChecked();
    expect(cellTexts(row).slice(6, 9)).toEqual(['1 day', 'Deleted', '05/03/2026']);
    expect(within(row).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The live customer keeps its edit and delete actions.
    const live = await rowOf('ACME01');
    expect(within(live).getByRole('link', { name: 'Edit' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show deleted' }));
    await waitFor(() => expect(screen.queryByText('OLD07')).not.toBeInTheDocument());
    expect(router.state.location.search).not.toContain('includeDeleted');
  });

  it('opens with deleted rows shown when the URL asks for them', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers?includeDeleted=true');
    await rowOf('OLD07');
    expect(listCalls(calls)[0]?.query.get('includeDeleted')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Show deleted' })).toBeChecked();
  });

  it('restores a deleted customer, toasts and refreshes the list', async () => {
    const user = userEvent.setup();
    let restored = false;
    const { calls } = serve((req) => {
      if (req.path === '/api/customers/c2/restore' && req.method === 'DELETE') {
        restored = true;
        return json({ ...gone, isDeleted: false, deletedAt: null, version: 3 });
      }
      if (req.path === '/api/customers' && restored) return page([acme, { ...gone, isDeleted: false }]);
      return undefined;
    });
    renderRoutes(ROUTES, '/customers?includeDeleted=true');
    const row = await rowOf('OLD07');
    const before = listCalls(calls).length;

    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Customer restored successfully'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/customers/c2/restore']);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    const back = await rowOf('OLD07');
    await waitFor(() => expect(within(back).getByRole('link', { name: 'Edit' })).toBeInTheDocument());
    expect(within(back).getByText('Inactive')).toBeInTheDocument();
  });

  it('says why a restore failed', async () => {
    const user = userEvent.setup();
    serve((req) => (req.path.endsWith('/restore') ? errorBody(404, 'Customer not found') : undefined));
    renderRoutes(ROUTES, '/customers?includeDeleted=true');
    await user.click(within(await rowOf('OLD07')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to restore customer: Customer not found'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('deletes after the confirmation and toasts the outcome', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/customers');
    await user.click(within(await rowOf('ACME01')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this customer?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Customer deleted successfully'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/customers/c1');
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers');
    await user.click(within(await rowOf('ACME01')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, false, 'Are you sure you want to delete this customer?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('says why a delete failed', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'DELETE' ? errorBody(404, 'Customer not found') : undefined));
    renderRoutes(ROUTES, '/customers');
    await user.click(within(await rowOf('ACME01')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete customer: Customer not found'));
  });

  it('exports the list with the deleted rows when they are shown', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:customers');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = serve((req) =>
      req.path === '/api/customers/export'
        ? new Response('partyCode\r\nACME01\r\n', { headers: { 'Content-Type': 'text/csv' } })
        : undefined,
    );
    renderRoutes(ROUTES, '/customers?includeDeleted=true&search=ac');
    await rowOf('OLD07');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['customers.csv']));
    const exported = calls.find((c) => c.path === '/api/customers/export');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      includeDeleted: 'true',
      search: 'ac',
      sortBy: 'createdAt',
      sortOrder: 'DESC',
    });
  });
});

const field = (label: RegExp) => screen.getByLabelText(label);

describe('customer form', () => {
  it("shows the shared schema's messages under the fields and clears them as the fields change", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers/new');
    expect(screen.getByRole('heading', { name: 'Add Customer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Party code is required')).toBeInTheDocument();
    expect(screen.getByText('Customer name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await enterText(user, field(/^Party Code/), 'N');
    await waitFor(() => expect(screen.queryByText('Party code is required')).not.toBeInTheDocument());
    expect(screen.getByText('Customer name is required')).toBeInTheDocument();
    await enterText(user, field(/^Customer Name/), 'N');
    await waitFor(() => expect(screen.queryByText('Customer name is required')).not.toBeInTheDocument());
  });

  it('says GSTIN is invalid for a wrong GSTIN, under its hint', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers/new');
    expect(screen.getByText('15 characters, e.g. 27AAPFU0939F1ZV')).toBeInTheDocument();
    await enterText(user, field(/^Party Code/), 'NEW1');
    await enterText(user, field(/^Customer Name/), 'New Co');
    // Right shape, wrong check character.
    await enterText(user, field(/^GSTIN/), '27AAPFU0939F1ZX');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('GSTIN is invalid')).toBeInTheDocument();
    expect(field(/^GSTIN/)).toHaveAccessibleDescription('15 characters, e.g. 27AAPFU0939F1ZV GSTIN is invalid');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(field(/^GSTIN/));
    await waitFor(() => expect(screen.queryByText('GSTIN is invalid')).not.toBeInTheDocument());
  });

  it('refuses a GSTIN registered in another state than the one chosen, on the GSTIN', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/customers/new');
    await enterText(user, field(/^Party Code/), 'KVP01');
    await enterText(user, field(/^Customer Name/), 'Kaveri Pumps');
    await user.selectOptions(field(/^State \(place of supply\)/), 'Karnataka');
    await enterText(user, field(/^GSTIN/), '27AAPFU0939F1ZV');
    // The state chosen first stays: the GSTIN does not overwrite it.
    expect(field(/^State \(place of supply\)/)).toHaveValue('Karnataka');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(
      await screen.findByText('This GSTIN is registered in Maharashtra (state code 27), not Karnataka'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a customer: numbers as numbers, blanks as null, the GSTIN in capitals', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(acme, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/customers/new');
    expect(field(/^Payment Terms \(days\)/)).toHaveValue(30);
    expect(field(/^Active/)).toBeChecked();
    expect(within(field(/^State \(place of supply\)/)).getAllByRole('option')).toHaveLength(38);

    await enterText(user, field(/^Party Code/), ' NEW1 ');
    await enterText(user, field(/^Customer Name/), 'New Co');
    await enterText(user, field(/^GSTIN/), '27aapfu0939f1zv');
    // A whole GSTIN fills the state it is registered in (27: Maharashtra).
    await waitFor(() => expect(field(/^State \(place of supply\)/)).toHaveValue('Maharashtra'));
    await replaceText(user, field(/^Payment Terms \(days\)/), '45');
    await enterText(user, field(/^Billing Address/), 'Peenya, Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(toast.success).toHaveBeenCalledWith('Customer created successfully');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/customers');
    expect(post?.body).toEqual({
      partyCode: 'NEW1',
      name: 'New Co',
      contactPerson: null,
      email: null,
      phone: null,
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      paymentTermsDays: 45,
      billingAddress: 'Peenya, Bengaluru',
      shippingAddress: null,
      isActive: true,
      gstCategory: 'regular',
      countryCode: null,
      currency: null,
    });
  });

  it('asks for whole days of payment terms', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/customers/new');
    await replaceText(user, field(/^Payment Terms \(days\)/), '7.5');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Payment terms must be a whole number of days')).toBeInTheDocument();
  });

  it('Same as billing address copies billing into shipping and keeps it in step until unticked', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(acme, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/customers/new');
    await enterText(user, field(/^Billing Address/), 'Plot 4, MIDC');
    const same = screen.getByRole('checkbox', { name: 'Same as billing address' });
    expect(same).not.toBeChecked();
    expect(field(/^Shipping Address/)).toHaveValue('');

    await user.click(same);
    expect(field(/^Shipping Address/)).toHaveValue('Plot 4, MIDC');
    expect(field(/^Shipping Address/)).toHaveAttribute('readonly');
    await enterText(user, field(/^Billing Address/), ', Pune');
    expect(field(/^Shipping Address/)).toHaveValue('Plot 4, MIDC, Pune');

    await enterText(user, field(/^Party Code/), 'NEW1');
    await enterText(user, field(/^Customer Name/), 'New Co');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      billingAddress: 'Plot 4, MIDC, Pune',
      shippingAddress: 'Plot 4, MIDC, Pune',
    });
  });

  it('unticking Same as billing address leaves the copy to edit on its own', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/customers/new');
    await enterText(user, field(/^Billing Address/), 'Plot 4');
    const same = screen.getByRole('checkbox', { name: 'Same as billing address' });
    await user.click(same);
    await user.click(same);
    expect(field(/^Shipping Address/)).not.toHaveAttribute('readonly');
    await enterText(user, field(/^Shipping Address/), ', Gate 2');
    await enterText(user, field(/^Billing Address/), ', MIDC');
    expect(field(/^Shipping Address/)).toHaveValue('Plot 4, Gate 2');
    expect(field(/^Billing Address/)).toHaveValue('Plot 4, MIDC');
  });

  it('loads the customer into the form, then PUTs the whole record with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json({ ...acme, version: 5 }) : undefined));
    const { router } = renderRoutes(ROUTES, '/customers/c1/edit');
    expect(await screen.findByRole('button', { name: 'Update Customer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Customer' })).toBeInTheDocument();
    expect(field(/^Party Code/)).toHaveValue('ACME01');
    expect(field(/^Contact Person/)).toHaveValue('');
    expect(field(/^State \(place of supply\)/)).toHaveValue('Maharashtra');
    expect(field(/^Payment Terms \(days\)/)).toHaveValue(30);
    expect(field(/^Shipping Address/)).toHaveValue('Gate 2, Chakan, Pune');
    expect(screen.getByRole('checkbox', { name: 'Same as billing address' })).not.toBeChecked();

    await enterText(user, field(/^Contact Person/), 'R. Kulkarni');
    await replaceText(user, field(/^Payment Terms \(days\)/), '60');
    await user.click(field(/^Active/));
    await user.click(screen.getByRole('button', { name: 'Update Customer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'));
    expect(toast.success).toHaveBeenCalledWith('Customer updated successfully');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/customers/c1');
    expect(put?.body).toEqual({
      partyCode: 'ACME01',
      name: 'Acme Tools',
      contactPerson: 'R. Kulkarni',
      email: null,
      phone: null,
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      paymentTermsDays: 60,
      billingAddress: 'Plot 4, MIDC Bhosari, Pune',
      shippingAddress: 'Gate 2, Chakan, Pune',
      isActive: false,
      gstCategory: 'regular',
      countryCode: null,
      currency: null,
      version: 4,
    });
  });

  it('ticks Same as billing address on edit when the saved addresses match', async () => {
    const same = { ...acme, shippingAddress: acme.billingAddress };
    serve((req) => (req.path === '/api/customers/c1' && req.method === 'GET' ? json(same) : undefined));
    renderRoutes(ROUTES, '/customers/c1/edit');
    expect(await screen.findByRole('checkbox', { name: 'Same as billing address' })).toBeChecked();
    expect(field(/^Shipping Address/)).toHaveValue('Plot 4, MIDC Bhosari, Pune');
  });

  it("toasts the server's message on a taken party code and shows it under Party Code", async () => {
    const user = userEvent.setup();
    const taken = 'A customer with this party code already exists';
    serve((req) => (req.method === 'PUT' ? errorBody(409, taken, { partyCode: taken }) : undefined));
    const { router } = renderRoutes(ROUTES, '/customers/c1/edit');
    await user.click(await screen.findByRole('button', { name: 'Update Customer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(taken));
    expect(field(/^Party Code/)).toHaveAccessibleDescription(taken);
    expect(field(/^Party Code/)).toHaveFocus();
    expect(router.state.location.pathname).toBe('/customers/c1/edit');
    await enterText(user, field(/^Party Code/), '2');
    await waitFor(() => expect(screen.queryByText(taken)).not.toBeInTheDocument());
  });

  it('toasts An error occurred when the server cannot be reached', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'POST' ? (Promise.reject(new TypeError('offline')) as never) : undefined));
    renderRoutes(ROUTES, '/customers/new');
    await enterText(user, field(/^Party Code/), 'NEW1');
    await enterText(user, field(/^Customer Name/), 'New Co');
    await user.click(screen.getByRole('button', { name: 'Create Customer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('An error occurred'));
  });

  it('says Customer not found for an unknown or deleted customer', async () => {
    serve();
    renderRoutes(ROUTES, '/customers/nope/edit');
    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute('href', '/customers');
    expect(screen.queryByRole('button', { name: 'Update Customer' })).not.toBeInTheDocument();
  });
});

describe('customer import', () => {
  it('opens the CSV import for customers, keyed by party code', async () => {
    serve();
    renderRoutes(ROUTES, '/customers/import');
    expect(screen.getByRole('heading', { name: 'Import Customers' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The first line names the columns: Party Code, Name, Contact Person, Email, Phone, GSTIN, Billing Address, Shipping Address, State, Payment Terms Days, Is Active, GST Category, Country Code, Currency.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/customers');
  });
});

describe('customer pickers', () => {
  it('searchPartyCodes asks nothing for empty text', async () => {
    const { calls } = serve();
    expect(await searchPartyCodes('   ')).toEqual([]);
    expect(await searchPartyCodes('')).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('searchPartyCodes looks up the trimmed text', async () => {
    const options = [{ id: 'c1', partyCode: 'ACME01', name: 'Acme Tools' }];
    const { calls } = serve((req) => (req.path === '/api/customers/party-code/AC%2F1' ? json(options) : undefined));
    expect(await searchPartyCodes('  AC/1 ')).toEqual(options);
    expect(calls.map((c) => c.path)).toEqual(['/api/customers/party-code/AC%2F1']);
  });

  it('searchPartyCodes gives an empty list when the lookup fails', async () => {
    serve((req) => (req.path.startsWith('/api/customers/party-code/') ? errorBody(500, 'Boom') : undefined));
    expect(await searchPartyCodes('AC')).toEqual([]);
    stubFetch(() => Promise.reject(new TypeError('offline')) as never);
    expect(await searchPartyCodes('AC')).toEqual([]);
  });

  it('fetchCustomerOption reads one customer by id from customers/options', async () => {
    const option = { id: 'c1', partyCode: 'ACME01', name: 'Acme Tools', state: null, paymentTermsDays: 30 };
    const { calls } = serve((req) => (req.path === '/api/customers/options/c1' ? json(option) : undefined));
    expect(await fetchCustomerOption('c1')).toEqual(option);
    expect(calls.map((c) => c.path)).toEqual(['/api/customers/options/c1']);
  });
});
