import type { Product } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { answerConfirm } from '../../test/answer-confirm';
import { enterText, replaceText } from '../../test/enter-text';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser, makeUserWith } from '../../test/fixtures';
import { expectReadOnlyList } from '../../test/read-only-list';
import { renderRoutes } from '../../test/render';
import { ProductFormPage } from './product-form';
import { ProductsListPage } from './products-list-page';

const ROUTES = [
  { path: '/products', element: <ProductsListPage /> },
  { path: '/products/new', element: <ProductFormPage /> },
  { path: '/products/edit/:id', element: <ProductFormPage /> },
];

const sleeve: Product = {
  id: 'p1',
  partyCode: 'DAC01',
  customerName: 'Deccan Auto Components',
  assembly: 'Fuel injection pump',
  product_description: 'Nozzle holder sleeve',
  drawing_number: 'DAC-2231-B',
  product_type: 'Turned component',
  rod_size: '22 mm Hex',
  grade: 'EN8D',
  raw_material_weight: 0.245,
  net_weight: 0.182,
  final_od: 21.75,
  final_id: null,
  final_length: 46,
  spm_rough_first_cycle_time_sec: null,
  rough_first_cycle_time_sec: 38.5,
  rough_second_cycle_time_sec: null,
  single_setup_cycle_time_sec: 72,
  first_setup_cycle_time_sec: null,
  second_setup_cycle_time_sec: null,
  plastic_bag_size: '6 x 8 in',
  box_size: null,
  carton_size: null,
  qty_in_plastic_bag: 50,
  qty_in_box: 500,
  qty_in_carton: null,
  hsnCode: '84099990',
  gstRate: 18,
  partingWidthMm: null,
  facingAllowanceMm: null,
  barLengthMm: null,
  barEndLossMm: null,
  version: 4,
  createdAt: '2026-03-05T10:00:00.000Z',
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
};
const page = (data: unknown[]) => json({ data, total: data.length, page: 1, limit: 10, totalPages: 1 });
const CUSTOMERS = [
  { id: 'c1', partyCode: 'DAC01', name: 'Deccan Auto Components' },
  { id: 'c2', partyCode: 'DAC02', name: 'Deccan Auto Castings' },
];

function serve(extra: (req: FakeRequest) => Response | Promise<Response> | undefined = () => undefined) {
  return stubFetch((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.path === '/api/products' && req.method === 'GET') return page([sleeve]);
    if (req.path === '/api/products/p1' && req.method === 'GET') return json(sleeve);
    const code = /^\/api\/customers\/party-code\/(.+)$/.exec(req.path)?.[1];
    if (code) {
      const text = decodeURIComponent(code).toLowerCase();
      return json(CUSTOMERS.filter((c) => c.partyCode.toLowerCase().includes(text)));
    }
    return errorBody(404, 'Not found');
  });
}

const lastListQuery = (calls: FakeRequest[]) =>
  Object.fromEntries(calls.filter((c) => c.path === '/api/products' && c.method === 'GET').at(-1)?.query ?? []);
const selectedTab = () => screen.getByRole('tab', { selected: true });
const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** Fills the Basic Information tab, choosing the customer through the party-code search (typed: it searches as keys come). */
async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Party Code' }), 'dac01');
  await user.click(await screen.findByRole('option', { name: 'DAC01 — Deccan Auto Components' }));
  await enterText(user, field('Assembly'), 'Fuel injection pump');
  await enterText(user, field('Product Description'), 'Nozzle holder sleeve');
  await enterText(user, field('Drawing Number'), 'DAC-2231-B');
  await enterText(user, field('Product Type'), 'Turned component');
  await enterText(user, field('Rod Size'), '22 mm Hex');
  await enterText(user, field('Grade'), 'EN8D');
}

// An admin unless a test says otherwise: the lists offer Add, edit and delete by the user's permissions.
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

describe('products list', () => {
  it('offers a user who may only view nothing to add, import, edit or delete', async () => {
    useAuthStore.setState({ user: makeUserWith([{ scope: 'products', actions: ['view'] }]) });
    serve();
    renderRoutes(ROUTES, '/products');
    await screen.findByText('DAC-2231-B');
    expectReadOnlyList('Add Product');
  });

  it("shows the spec's title, columns, search and actions", async () => {
    const { calls } = serve();
    renderRoutes(ROUTES, '/products');
    expect(screen.getByRole('heading', { name: 'Products' })).toBeInTheDocument();
    const row = (await screen.findByText('DAC-2231-B')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Party Code',
      'Description',
      'Drawing #',
      'Type',
      'Created At',
      'Actions',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['DAC01', 'Nozzle holder sleeve', 'DAC-2231-B', 'Turned component', '05/03/2026', '']);
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/products/edit/p1');
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/products/new');
    expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 results')).toBeInTheDocument();
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'DESC' });
  });

  it('shows No products found for an empty list', async () => {
    serve((req) => (req.path === '/api/products' ? page([]) : undefined));
    renderRoutes(ROUTES, '/products');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('sorts by each column; clicking the active column toggles the direction', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/products');
    await screen.findByText('DAC-2231-B');
    for (const [header, sortBy] of [
      ['Party Code', 'partyCode'],
      ['Description', 'product_description'],
      ['Drawing #', 'drawing_number'],
      ['Type', 'product_type'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: header }));
      await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy, sortOrder: 'ASC' }));
    }
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'product_type', sortOrder: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ sortBy: 'product_type', sortOrder: 'ASC' }));
  });

  it('sends the search only when there is text', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/products');
    await screen.findByText('DAC-2231-B');
    expect(lastListQuery(calls)).not.toHaveProperty('search');
    await user.type(screen.getByPlaceholderText('Search products...'), '2231');
    await waitFor(() => expect(lastListQuery(calls)).toMatchObject({ search: '2231', page: '1' }));
  });

  it('deletes after the confirmation, with the spec toasts', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { calls } = serve((req) => {
      if (req.method !== 'DELETE') return undefined;
      return fail ? errorBody(500, '') : new Response(null, { status: 204 });
    });
    renderRoutes(ROUTES, '/products');
    const row = (await screen.findByText('DAC-2231-B')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await answerConfirm(user, true, 'Are you sure you want to delete this product?')).toBe('Delete');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product deleted successfully'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/products/p1']);
    fail = true;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, true, 'Are you sure you want to delete this product?');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete product'));
  });
});

describe('product form', () => {
  it('Next checks only the current tab and moves only when it is valid', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/products/new');
    expect(screen.getByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Basic Information',
      'Measurements',
      'Packaging',
    ]);
    expect(selectedTab()).toHaveTextContent('Basic Information');
    expect(screen.queryByRole('button', { name: 'Create Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Party Code is required',
      'Assembly information is required',
      'Product description is required',
      'Drawing number is required',
      'Product type is required',
      'Rod size is required',
      'Grade is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(selectedTab()).toHaveTextContent('Basic Information');
    // A tab header does not skip the check either.
    await user.click(screen.getByRole('tab', { name: 'Packaging' }));
    expect(selectedTab()).toHaveTextContent('Basic Information');

    await fillBasics(user);
    expect(screen.queryByText('Grade is required')).not.toBeInTheDocument();
    // Enter in a field acts as Next until the last tab.
    await user.type(field('Grade'), '{Enter}');
    await waitFor(() => expect(selectedTab()).toHaveTextContent('Measurements'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await enterText(user, field('Net Weight (kg)'), '0.1825');
    expect(await screen.findByText('Maximum 3 decimal places')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectedTab()).toHaveTextContent('Measurements');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(selectedTab()).toHaveTextContent('Basic Information');
    expect(screen.getByRole('combobox', { name: 'Party Code' })).toHaveValue('DAC01 — Deccan Auto Components');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("validates every number as it changes, with the spec's messages", async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/products/new');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Final OD (mm)');
    const cases: [string, string, string][] = [
      ['Raw Material Weight (kg)', '0', 'Must be a positive number'],
      ['Final OD (mm)', '21.755', 'Maximum 2 decimal places'],
      ['Final ID (mm)', '0', 'Value must be positive'],
      ['Rough First Cycle Time (sec)', '38.55', 'Maximum 1 decimal place'],
      ['Single Setup Cycle Time (sec)', '0', 'Time must be positive'],
      ['Final Length (mm)', '.', 'Enter a valid number'],
    ];
    for (const [label, value, message] of cases) {
      await enterText(user, field(label), value);
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    await user.clear(field('Raw Material Weight (kg)'));
    expect(field('Raw Material Weight (kg)')).not.toHaveAccessibleDescription();
  });

  it("says the bar a piece takes as it is typed: from the bar's size, else from the raw material weight", async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/products/new');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await enterText(user, await screen.findByLabelText('Raw Material Weight (kg)'), '0.245');
    const line = screen.getByTestId('bar-per-piece');
    expect(line).toHaveTextContent('0.245 kg a piece (from the raw material weight)');

    // EN8D Hex 22 (fillBasics): cut 46 + 3 + 0.5 = 49.5 mm; (3000 − 150) / 49.5 = 57.6 → 57 pieces a bar.
    // (√3/2) × 22² = 419.156 mm² × 3000 mm = 1,257,469 mm³ × 7.85 g/cm³ / 1000 = 9,871.1 g a bar; ÷ 57 = 173.2 g.
    await enterText(user, field('Final Length (mm)'), '46');
    await enterText(user, field('Parting Width (mm)'), '3');
    await enterText(user, field('Facing Allowance (mm)'), '0.5');
    await enterText(user, field('Bar Length (mm)'), '3000');
    expect(line).toHaveTextContent('0.245 kg a piece (from the raw material weight)');
    await enterText(user, field('Bar End Loss (mm)'), '150');
    expect(line).toHaveTextContent("57 pieces a bar · 0.173 kg a piece (from the bar's size)");

    // 3000 − 2960 = 40 mm left for a 49.5 mm piece: refused under Bar Length as the end loss is typed.
    await replaceText(user, field('Bar End Loss (mm)'), '2960');
    await waitFor(() =>
      expect(field('Bar Length (mm)')).toHaveAccessibleDescription(
        'As bought, 100 to 12,000 mm A bar of 3,000 mm less its end loss holds no piece',
      ),
    );
    expect(line).toHaveTextContent('0.245 kg a piece (from the raw material weight)');
    await replaceText(user, field('Bar End Loss (mm)'), '150');
    await waitFor(() => expect(field('Bar Length (mm)')).toHaveAccessibleDescription('As bought, 100 to 12,000 mm'));

    // A grade with no density leaves the weight to answer, and says why.
    await user.click(screen.getByRole('tab', { name: 'Basic Information' }));
    await replaceText(user, field('Grade'), 'Inconel 718');
    expect(line).toHaveTextContent('0.245 kg a piece (from the raw material weight)');
    expect(line).toHaveTextContent(
      "No density is known for grade Inconel 718, so the bar's size cannot weigh a piece.",
    );
  });

  it('number inputs keep only digits and one decimal point', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/products/new');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Raw Material Weight (kg)'), '-0.2a4.5e');
    expect(field('Raw Material Weight (kg)')).toHaveValue('0.245');
  });

  it('searches customers by the trimmed party code, never from the cache, and says when none match', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.path.endsWith('/zzz') ? errorBody(500, 'boom') : undefined));
    renderRoutes(ROUTES, '/products/new');
    const combobox = screen.getByRole('combobox', { name: 'Party Code' });
    await user.click(combobox);
    expect(await screen.findByText('Type to search customers')).toBeInTheDocument();
    const lookups = () => calls.filter((c) => c.path.startsWith('/api/customers/party-code/')).map((c) => c.path);
    expect(lookups()).toEqual([]);

    await user.type(combobox, '  dac  ');
    expect(await screen.findByRole('option', { name: 'DAC02 — Deccan Auto Castings' })).toBeInTheDocument();
    expect(lookups()).toEqual(['/api/customers/party-code/dac']);

    await user.clear(combobox);
    await user.type(combobox, 'xyz');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    await user.clear(combobox);
    await user.type(combobox, 'zzz');
    // A failed lookup reads as an empty list.
    await waitFor(() => expect(lookups().at(-1)).toBe('/api/customers/party-code/zzz'));
    expect(await screen.findByText('No customers found')).toBeInTheDocument();

    await user.clear(combobox);
    await user.type(combobox, 'dac');
    await screen.findByRole('option', { name: 'DAC01 — Deccan Auto Components' });
    expect(lookups().filter((path) => path.endsWith('/dac'))).toHaveLength(2);
  });

  it('creates through all three tabs, sending numbers and leaving empty fields out', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) =>
      req.method === 'POST' && req.path === '/api/products' ? json(sleeve, 201) : undefined,
    );
    const { router } = renderRoutes(ROUTES, '/products/new');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await enterText(user, await screen.findByLabelText('Raw Material Weight (kg)'), '0.245');
    await enterText(user, field('Rough First Cycle Time (sec)'), '38.5');
    const figures = screen.getByRole('region', { name: 'Planning figures' });
    // A figure still showing a message is not used.
    await enterText(user, field('Net Weight (kg)'), '0.1825');
    expect(within(figures).queryByText('Scrap weight per piece')).not.toBeInTheDocument();
    await user.type(field('Net Weight (kg)'), '{Backspace}');
    expect(within(figures).getByText('93 pcs/hr')).toBeInTheDocument();
    expect(within(figures).getByText('0.063 kg (25.7%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await enterText(user, await screen.findByLabelText('Qty in Box'), '500');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(toast.success).toHaveBeenCalledWith('Product created successfully');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      partyCode: 'DAC01',
      assembly: 'Fuel injection pump',
      product_description: 'Nozzle holder sleeve',
      drawing_number: 'DAC-2231-B',
      product_type: 'Turned component',
      rod_size: '22 mm Hex',
      grade: 'EN8D',
      raw_material_weight: 0.245,
      net_weight: 0.182,
      rough_first_cycle_time_sec: 38.5,
      qty_in_box: 500,
      gstRate: 18,
    });
  });

  it('a failed submit toasts the first error, opens its tab and focuses the field', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(ROUTES, '/products/new');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await enterText(user, await screen.findByLabelText('Qty in Box'), '2.5');
    await enterText(user, field('Qty in Carton'), '1.5');
    field('Plastic Bag Size').focus();
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Must be a whole number'));
    await waitFor(() => expect(field('Qty in Box')).toHaveFocus());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("a server refusal toasts its message and shows the field on its tab; else 'Failed to save product'", async () => {
    const user = userEvent.setup();
    let answer = () =>
      errorBody(400, 'No customer has this Party Code', { partyCode: 'No customer has this Party Code' });
    serve((req) => (req.method === 'POST' ? answer() : undefined));
    renderRoutes(ROUTES, '/products/new');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('No customer has this Party Code'));
    expect(selectedTab()).toHaveTextContent('Basic Information');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Party Code' })).toHaveFocus());
    expect(screen.getByText('No customer has this Party Code')).toBeInTheDocument();

    answer = () => new Response('<html>Bad Gateway</html>', { status: 502 });
    await user.click(screen.getByRole('tab', { name: 'Packaging' }));
    await user.click(await screen.findByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Failed to save product'));
  });

  it('edits: loads the product, sends the changes with the version, and a cleared value as null', async () => {
    const user = userEvent.setup();
    const { calls } = serve((req) => (req.method === 'PATCH' ? json({ ...sleeve, version: 5 }) : undefined));
    const { router } = renderRoutes(ROUTES, '/products/edit/p1');
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    await waitFor(() => expect(field('Grade')).toHaveValue('EN8D'));
    expect(screen.getByRole('combobox', { name: 'Party Code' })).toHaveValue('DAC01 — Deccan Auto Components');
    await replaceText(user, field('Grade'), 'EN1A');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const net = await screen.findByLabelText('Net Weight (kg)');
    expect(net).toHaveValue('0.182');
    await user.clear(net);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Qty in Box')).toHaveValue('500');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(toast.success).toHaveBeenCalledWith('Product updated successfully');
    const sent = calls.find((c) => c.method === 'PATCH');
    expect(sent?.path).toBe('/api/products/p1');
    expect(sent?.body).toMatchObject({ grade: 'EN1A', net_weight: null, raw_material_weight: 0.245, version: 4 });
    expect(sent?.body).not.toHaveProperty('final_id');
    expect(sent?.body).not.toHaveProperty('created_at');
  });

  it('shows Product not found for a missing id', async () => {
    serve();
    renderRoutes(ROUTES, '/products/edit/nope');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });
});
