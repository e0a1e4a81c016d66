import type { ImportReport, Supplier } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { loadedRoutes, renderRoutes } from '../../test/render';
import { suppliersRoutes } from './routes';

/** The feature's own route table, so the tests go through the spec's paths (singular for the form). */
const ROUTES = await loadedRoutes(suppliersRoutes);

const shreeSteels: Supplier = {
  id: 's1',
  name: 'Shree Steels',
  supplierCode: 'SS-01',
  contactPerson: 'Ravi Kulkarni',
  email: 'ravi@shreesteels.in',
  phone: '+91 98220 12345',
  gstin: '27AAPFU0939F1ZV',
  address: 'Plot 12, MIDC Bhosari, Pune',
  state: 'Maharashtra',
  materials: 'EN8 and EN19 bright bars, 20-60 mm rounds, free-cutting steel hex bars',
  leadTimeDays: 10,
  minimumOrderKg: 500,
  pan: null,
  tdsSection: null,
  deducteeType: 'company',
  paymentTermsDays: 30,
  isActive: true,
  version: 2,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
};
const packers: Supplier = {
  ...shreeSteels,
  id: 's2',
  name: 'Local Packers',
  supplierCode: null,
  contactPerson: null,
  email: null,
  phone: null,
  gstin: null,
  address: null,
  state: null,
  materials: null,
  isActive: false,
};
const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });

function serve(extra: (req: FakeRequest) => Response | Promise<Response> | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/suppliers' && req.method === 'GET') return page([shreeSteels, packers]);
    if (req.path === '/api/suppliers/s1' && req.method === 'GET') return json(shreeSteels);
    return errorBody(404, 'Supplier not found');
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const lastListQuery = (calls: FakeRequest[]) =>
  Object.fromEntries(calls.filter((c) => c.path === '/api/suppliers').at(-1)?.query ?? []);

// An admin unless a test says otherwise: the lists offer Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('supplier routes', () => {
  it('keeps the list plural and the form singular, as the spec has it', () => {
    expect(suppliersRoutes.map((r) => [r.path, r.meta.title, r.meta.permission?.action])).toEqual([
      ['/suppliers', 'Suppliers', 'view'],
      ['/suppliers/import', 'Import Suppliers', 'create'],
      ['/supplier/new', 'Add Supplier', 'create'],
      ['/supplier/view/:id', 'Supplier', 'view'],
      ['/supplier/edit/:id', 'Edit Supplier', 'edit'],
    ]);
  });
});

describe('suppliers list', () => {
  it('shows every column, dashes for empty values and the creation date as dd/MM/yyyy', async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/suppliers');
    expect(screen.getByRole('heading', { name: 'Suppliers' })).toBeInTheDocument();
    const row = await rowOf('Shree Steels');
    expect(cellsOf(row)).toEqual([
      'SS-01',
      'Shree Steels',
      'Ravi Kulkarni',
      '+91 98220 12345',
      '27AAPFU0939F1ZV',
      'Maharashtra',
      shreeSteels.materials,
      'Active',
      '05/03/2026',
      '',
    ]);
    expect(cellsOf(await rowOf('Local Packers'))).toEqual([
      '-',
      'Local Packers',
      '-',
      '-',
      '-',
      '-',
      '-',
      'Inactive',
      '05/03/2026',
      '',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Code',
      'Name',
      'Contact Person',
      'Phone',
      'GSTIN',
      'State',
      'Materials',
      'Status',
      'Created At',
      'Actions',
    ]);
    // Long materials are cut to one line, with the whole text on hover.
    const materials = within(row).getByText(shreeSteels.materials ?? '');
    expect(materials).toHaveClass('truncate');
    expect(materials).toHaveAttribute('title', shreeSteels.materials);
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/supplier/edit/s1');
    expect(screen.getByRole('link', { name: 'Add Supplier' })).toHaveAttribute('href', '/supplier/new');
    expect(screen.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/suppliers/import');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search suppliers...')).toBeInTheDocument();
    expect(lastListQuery(calls)).toMatchObject({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'DESC' });
  });

  it('shows No suppliers found for an empty list', async () => {
    serve((req) => (req.path === '/api/suppliers' ? page([]) : undefined));
    renderRoutes(ROUTES, '/suppliers');
    expect(await screen.findByText('No suppliers found')).toBeInTheDocument();
  });

  it("sorts by the server's sortable columns only", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/suppliers');
    await screen.findByText('Shree Steels');
    await user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'supplierCode', sortOrder: 'ASC' }));
    await user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'supplierCode', sortOrder: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'State' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'state', sortOrder: 'ASC' }));
    const sortable = screen
      .getAllByRole('columnheader')
      .filter((h) => within(h).queryByRole('button'))
      .map((h) => h.textContent);
    expect(sortable).toEqual(['Code', 'Name', 'Contact Person', 'State', 'Status', 'Created At']);
  });

  it('deletes after the confirmation and toasts the outcome', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined));
    renderRoutes(ROUTES, '/suppliers');
    await user.click(within(await rowOf('Shree Steels')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this supplier?');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Supplier deleted successfully'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/suppliers/s1']);
  });

  it('toasts Failed to delete supplier with the reason', async () => {
    const user = userEvent.setup();
    serve((req) => (req.method === 'DELETE' ? errorBody(403, 'You do not have permission') : undefined));
    renderRoutes(ROUTES, '/suppliers');
    await user.click(within(await rowOf('Shree Steels')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete supplier: You do not have permission'),
    );
  });
});

describe('supplier form', () => {
  it("shows the shared schema's messages under the fields and clears them as they change", async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/supplier/new');
    expect(screen.getByRole('heading', { name: 'Add Supplier' })).toBeInTheDocument();
    const gstin = screen.getByLabelText('GSTIN');
    expect(gstin).toHaveAccessibleDescription('15 characters, e.g. 27AAPFU0939F1ZV');
    await user.type(gstin, '27AAPFU0939F1ZX');
    await user.type(screen.getByLabelText('Email'), 'ravi@');
    await user.click(screen.getByRole('button', { name: 'Create Supplier' }));
    expect(await screen.findByText('Supplier name is required')).toBeInTheDocument();
    expect(gstin).toHaveAccessibleDescription('15 characters, e.g. 27AAPFU0939F1ZV GSTIN is invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    await user.type(screen.getByLabelText('Supplier Name'), 'S');
    await waitFor(() => expect(screen.queryByText('Supplier name is required')).not.toBeInTheDocument());
    await user.clear(gstin);
    await user.type(gstin, '27aapfu0939f1zv');
    await waitFor(() => expect(screen.queryByText('GSTIN is invalid')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a supplier, blanks as null and GSTIN in capitals, and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'POST' ? json(shreeSteels, 201) : undefined));
    const { router } = renderRoutes(ROUTES, '/supplier/new');
    await user.type(screen.getByLabelText('Supplier Name'), 'Shree Steels');
    await user.type(screen.getByLabelText('Supplier Code'), 'SS-01');
    await user.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.type(screen.getByLabelText('Address'), 'Plot 12,{Enter}MIDC Bhosari');
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    await user.type(screen.getByLabelText('Materials supplied'), 'EN8 bright bars');
    expect(screen.getByLabelText('Active')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create Supplier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
    expect(toast.success).toHaveBeenCalledWith('Supplier created successfully');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/suppliers');
    expect(post?.body).toEqual({
      name: 'Shree Steels',
      supplierCode: 'SS-01',
      contactPerson: null,
      email: null,
      phone: null,
      gstin: '27AAPFU0939F1ZV',
      address: 'Plot 12,\nMIDC Bhosari',
      state: 'Maharashtra',
      materials: 'EN8 bright bars',
      leadTimeDays: 7,
      minimumOrderKg: 0,
      pan: null,
      tdsSection: null,
      deducteeType: 'company',
      paymentTermsDays: 30,
      isActive: true,
    });
  });

  it('loads the supplier, then PUTs the whole record with the version read', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PUT' ? json({ ...shreeSteels, version: 3 }) : undefined));
    const { router } = renderRoutes(ROUTES, '/supplier/edit/s1');
    expect(screen.getByRole('heading', { name: 'Edit Supplier' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByLabelText('Supplier Name')).toHaveValue('Shree Steels');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Address')).toHaveValue('Plot 12, MIDC Bhosari, Pune');
    expect(screen.getByLabelText('Active')).toBeChecked();
    await user.clear(screen.getByLabelText('Phone'));
    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.click(screen.getByLabelText('Active'));
    expect(screen.getByLabelText('Minimum order (kg)')).toHaveValue(500);
    await user.clear(screen.getByLabelText('Lead time (days)'));
    await user.type(screen.getByLabelText('Lead time (days)'), '14');
    await user.click(screen.getByRole('button', { name: 'Update Supplier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
    expect(toast.success).toHaveBeenCalledWith('Supplier updated successfully');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/suppliers/s1');
    expect(put?.body).toEqual({
      name: 'Shree Steels',
      supplierCode: 'SS-01',
      contactPerson: 'Ravi Kulkarni',
      email: 'ravi@shreesteels.in',
      phone: null,
      gstin: '27AAPFU0939F1ZV',
      address: 'Plot 12, MIDC Bhosari, Pune',
      // A state cleared while the GSTIN stays is the GSTIN's (27: Maharashtra).
      state: 'Maharashtra',
      materials: shreeSteels.materials,
      leadTimeDays: 14,
      minimumOrderKg: 500,
      pan: null,
      tdsSection: null,
      deducteeType: 'company',
      paymentTermsDays: 30,
      isActive: false,
      version: 2,
    });
  });

  it('disables both buttons while saving and toasts Failed to save supplier when the server says nothing', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve((req) => (req.method === 'PUT' ? gate.then(() => new Response('', { status: 500 })) : undefined));
    const { router } = renderRoutes(ROUTES, '/supplier/edit/s1');
    await user.click(await screen.findByRole('button', { name: 'Update Supplier' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Supplier' })).toBeDisabled());
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    release();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save supplier'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Supplier' })).toBeEnabled());
    expect(router.state.location.pathname).toBe('/supplier/edit/s1');
  });

  it("puts the server's message in the toast and under the field", async () => {
    const user = userEvent.setup();
    serve((req) =>
      req.method === 'PUT'
        ? errorBody(409, 'A supplier with this code already exists', {
            supplierCode: 'A supplier with this code already exists',
          })
        : undefined,
    );
    renderRoutes(ROUTES, '/supplier/edit/s1');
    await user.click(await screen.findByRole('button', { name: 'Update Supplier' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A supplier with this code already exists'));
    expect(screen.getByLabelText('Supplier Code')).toHaveAccessibleDescription(
      'A supplier with this code already exists',
    );
  });

  it('says Supplier not found for an unknown id', async () => {
    serve();
    renderRoutes(ROUTES, '/supplier/edit/nope');
    expect(await screen.findByText('Supplier not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Suppliers' })).toHaveAttribute('href', '/suppliers');
  });
});

describe('supplier import', () => {
  it('checks each row with the shared supplier schema and posts to the suppliers import', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch((req) => {
      const { rows } = req.body as { rows: Record<string, string>[] };
      const report: ImportReport = {
        dryRun: true,
        created: rows.length,
        updated: 0,
        rejected: 0,
        rows: rows.map((row, i) => ({ line: 2 + i, key: row.supplierCode ?? '', action: 'create' })),
      };
      return json(report);
    });
    renderRoutes(ROUTES, '/suppliers/import');
    expect(screen.getByRole('heading', { name: 'Import Suppliers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/suppliers');
    const file = screen.getByLabelText('CSV file');
    expect(file).toHaveAccessibleDescription(
      'The first line names the columns: Supplier Code, Name, Contact Person, Email, Phone, GSTIN, Address, State, Materials, Is Active.',
    );
    const csv = ['supplierCode,name,gstin', 'SS-01,Shree Steels,27AAPFU0939F1ZV', 'BAD-1,Bad Gstin,27AAPFU0939F1ZX'];
    await user.upload(file, new File([csv.join('\r\n')], 'suppliers.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 to create, 0 to update, 1 rejected')).toBeInTheDocument();
    expect(screen.getByText(/GSTIN is invalid/)).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.path])).toEqual([['POST', '/api/suppliers/import']]);
  });
});
