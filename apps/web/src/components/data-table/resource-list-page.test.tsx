import { LIST_WINDOW, LIST_WINDOW_MESSAGE } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../lib/format-date';
import { defineResource } from '../../lib/resource-api';
import { useResourceList } from '../../lib/resource-hooks';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { renderAt } from '../../test/render';
import { ResourceListPage } from './resource-list-page';
import type { Column } from './types';
import { useListParams } from './use-list-params';

interface Thing {
  id: string;
  name: string;
  code: string | null;
  createdAt: string | null;
}

const things = defineResource<Thing>('things');
const columns: Column<Thing>[] = [
  { key: 'name', header: 'Name', sortKey: 'name' },
  { key: 'code', header: 'Code' },
  { key: 'createdAt', header: 'Created At', sortKey: 'createdAt', cell: (t) => formatDate(t.createdAt) },
];

function ThingsPage() {
  const params = useListParams();
  const list = useResourceList(things, params.query);
  return (
    <ResourceListPage
      title="Things"
      addLabel="Add Thing"
      addTo="/things/new"
      searchPlaceholder="Search things..."
      emptyText="No things found"
      columns={columns}
      params={params}
      list={list}
    />
  );
}

interface ThingWithFlag extends Thing {
  isDeleted?: boolean;
}

/** A list with a kind filter, a "Show deleted" checkbox, export, an import link and greyed deleted rows. */
function FilteredThingsPage() {
  const params = useListParams({ filters: ['kind', 'includeDeleted'] });
  const list = useResourceList(things, params.query);
  return (
    <ResourceListPage<ThingWithFlag>
      title="Things"
      addLabel="Add Thing"
      addTo="/things/new"
      searchPlaceholder="Search things..."
      emptyText="No things found"
      columns={columns}
      params={params}
      list={list}
      exportResource="things"
      headerActions={<a href="/things/import">Import CSV</a>}
      rowClassName={(row) => (row.isDeleted ? 'deleted-row' : undefined)}
      toolbar={
        <>
          <select
            aria-label="Kind"
            value={params.filters.kind ?? ''}
            onChange={(e) => params.setFilter('kind', e.target.value || null)}
          >
            <option value="">All kinds</option>
            <option value="bolt">Bolt</option>
            <option value="nut">Nut</option>
          </select>
          <label>
            <input
              type="checkbox"
              checked={params.filters.includeDeleted === 'true'}
              onChange={(e) => params.setFilter('includeDeleted', e.target.checked ? 'true' : null)}
            />
            Show deleted
          </label>
        </>
      }
    />
  );
}

/** A server with `total` things, answering any page. */
function serveThings(total: number) {
  return stubFetch((req: FakeRequest) => {
    const page = Number(req.query.get('page'));
    const limit = Number(req.query.get('limit'));
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => {
      const n = (page - 1) * limit + i + 1;
      return {
        id: `t${n}`,
        name: `Thing ${n}`,
        code: n % 2 ? `C-${n}` : null,
        createdAt: n === 1 ? null : '2026-03-05T10:00:00',
        isDeleted: n === 3,
      };
    });
    return json({ data, total, page, limit, totalPages: Math.ceil(total / limit) });
  });
}

const listCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/things');
const lastQuery = (calls: FakeRequest[]) => Object.fromEntries(listCalls(calls).at(-1)?.query ?? []);

describe('ResourceListPage', () => {
  it('loads the first page sorted by createdAt descending and shows the footer', async () => {
    const { calls } = serveThings(23);
    renderAt(<ThingsPage />, { path: '/things' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '1', limit: '10', sortBy: 'createdAt', sortOrder: 'DESC' });
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Thing' })).toHaveAttribute('href', '/things/new');
    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Created At' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says when the total is capped, and at the last page it can reach, how to see further', async () => {
    stubFetch((req: FakeRequest) => {
      const page = Number(req.query.get('page'));
      const data = Array.from({ length: 10 }, (_, i) => ({ id: `t${page}-${i}`, name: `Thing ${page}-${i}` }));
      return json({ data, total: LIST_WINDOW, page, limit: 10, totalPages: LIST_WINDOW / 10, totalCapped: true });
    });
    renderAt(<ThingsPage />, { path: '/things', url: '/things?page=999' });
    expect(await screen.findByText('Showing 9981 to 9990 of more than 10,000 results')).toBeInTheDocument();
    expect(screen.queryByText(LIST_WINDOW_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText(LIST_WINDOW_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
  });

  it('shows a dash for empty cells and N/A for a missing date', async () => {
    serveThings(2);
    renderAt(<ThingsPage />, { path: '/things' });
    const row = (await screen.findByText('Thing 2')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Thing 2', '-', '05/03/2026']);
    const first = screen.getByText('Thing 1').closest('tr') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Thing 1', 'C-1', 'N/A']);
  });

  it('sorts ascending on a new column, then toggles direction on the same column', async () => {
    const user = userEvent.setup();
    const { calls } = serveThings(5);
    const { router } = renderAt(<ThingsPage />, { path: '/things' });
    await screen.findByText('Thing 1');
    const nameHeader = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader()).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sortBy: 'name', sortOrder: 'ASC' }));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toContain('sortBy=name');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sortBy: 'name', sortOrder: 'DESC' }));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sortBy: 'name', sortOrder: 'ASC' }));

    await user.click(screen.getByRole('button', { name: 'Created At' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sortBy: 'createdAt', sortOrder: 'ASC' }));
  });

  it('waits 500 ms after typing before searching, and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { calls } = serveThings(40);
    const { router } = renderAt(<ThingsPage />, { path: '/things', url: '/things?page=3' });
    await screen.findByText('Thing 21');
    await user.type(screen.getByPlaceholderText('Search things...'), 'abc');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listCalls(calls).some((c) => c.query.has('search'))).toBe(false);
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'abc', page: '1' }), { timeout: 1500 });
    expect(listCalls(calls).filter((c) => c.query.has('search'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=abc');
  });

  it('keeps a sort chosen while the search is still waiting', async () => {
    const user = userEvent.setup();
    const { calls } = serveThings(5);
    const { router } = renderAt(<ThingsPage />, { path: '/things' });
    await screen.findByText('Thing 1');
    await user.type(screen.getByPlaceholderText('Search things...'), 'thing');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ search: 'thing', sortBy: 'name', sortOrder: 'ASC' }), {
      timeout: 1500,
    });
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('name');
  });

  it('clears the search at once with the clear button', async () => {
    const user = userEvent.setup();
    const { calls } = serveThings(3);
    renderAt(<ThingsPage />, { path: '/things', url: '/things?search=thing' });
    await screen.findByText('Thing 1');
    expect(screen.getByPlaceholderText('Search things...')).toHaveValue('thing');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByPlaceholderText('Search things...')).toHaveValue('');
    await waitFor(() => expect(lastQuery(calls).search).toBeUndefined());
  });

  it('pages with Previous, Next and a window of five page buttons', async () => {
    const user = userEvent.setup();
    const { calls } = serveThings(100);
    const { router } = renderAt(<ThingsPage />, { path: '/things', url: '/things?page=6' });
    await screen.findByText('Thing 51');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pageButtons = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(pageButtons).toEqual(['Previous', '4', '5', '6', '7', '8', 'Next']);
    expect(within(nav).getByRole('button', { name: '6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 51 to 60 of 100 results')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await screen.findByText('Thing 61');
    expect(lastQuery(calls).page).toBe('7');
    expect(router.state.location.search).toBe('?page=7');

    await user.click(screen.getByRole('button', { name: '9' }));
    await screen.findByText('Thing 81');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Thing 71');
  });

  it('goes back to the previous list state with the browser history', async () => {
    const user = userEvent.setup();
    serveThings(30);
    const { router } = renderAt(<ThingsPage />, { path: '/things' });
    await screen.findByText('Thing 1');
    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByText('Thing 21');
    await router.navigate(-1);
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('disables Previous on the first page and Next on the last', async () => {
    serveThings(15);
    renderAt(<ThingsPage />, { path: '/things' });
    await screen.findByText('Thing 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('hides the pagination for a single page', async () => {
    serveThings(7);
    renderAt(<ThingsPage />, { path: '/things' });
    await screen.findByText('Thing 7');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 7 of 7 results')).toBeInTheDocument();
  });

  it('shows the empty text and no footer when nothing matches', async () => {
    serveThings(0);
    renderAt(<ThingsPage />, { path: '/things' });
    expect(await screen.findByText('No things found')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('shows the server error with a retry button', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubFetch(() =>
      fail ? errorBody(403, 'Forbidden') : json({ data: [], total: 0, page: 1, limit: 10, totalPages: 0 }),
    );
    renderAt(<ThingsPage />, { path: '/things' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No things found')).toBeInTheDocument();
  });

  describe('with filters, export and extra actions', () => {
    const exportCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/things/export');

    it('sends the filters kept in the URL and drops the page when a filter changes', async () => {
      const user = userEvent.setup();
      const { calls } = serveThings(40);
      const { router } = renderAt(<FilteredThingsPage />, { path: '/things', url: '/things?page=2&kind=nut' });
      await screen.findByText('Thing 11');
      expect(lastQuery(calls)).toMatchObject({ page: '2', kind: 'nut' });
      expect(lastQuery(calls)).not.toHaveProperty('includeDeleted');
      expect(screen.getByLabelText('Kind')).toHaveValue('nut');

      await user.click(screen.getByLabelText('Show deleted'));
      await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '1', kind: 'nut', includeDeleted: 'true' }));
      expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
      expect(screen.getByLabelText('Show deleted')).toBeChecked();

      await user.selectOptions(screen.getByLabelText('Kind'), '');
      await waitFor(() => expect(lastQuery(calls)).not.toHaveProperty('kind'));
      expect(router.state.location.search).toBe('?includeDeleted=true');
    });

    it('shows the header actions beside the add button and greys the rows it is told to', async () => {
      serveThings(3);
      renderAt(<FilteredThingsPage />, { path: '/things' });
      const deleted = (await screen.findByText('Thing 3')).closest('tr');
      expect(deleted).toHaveClass('deleted-row');
      expect(screen.getByText('Thing 2').closest('tr')).not.toHaveClass('deleted-row');
      expect(screen.getByRole('link', { name: 'Import CSV' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add Thing' })).toBeInTheDocument();
    });

    it('exports the current search, sort and filters without paging and saves the file', async () => {
      const user = userEvent.setup();
      const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:things');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      let finish: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const list = serveThings(30);
      const { calls } = stubFetch(async (req) => {
        if (req.path !== '/api/things/export') return list.mock(`http://localhost${req.path}?${req.query}`);
        await answered;
        return new Response('name\r\nThing 1\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="things-2026-11-22.csv"',
          },
        });
      });
      renderAt(<FilteredThingsPage />, {
        path: '/things',
        url: '/things?page=2&search=th&sortBy=name&sortOrder=ASC&kind=bolt',
      });
      await screen.findByText('Thing 11');

      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled());
      expect(Object.fromEntries(exportCalls(calls)[0]?.query ?? [])).toEqual({
        search: 'th',
        sortBy: 'name',
        sortOrder: 'ASC',
        kind: 'bolt',
      });
      finish();
      await waitFor(() => expect(saved).toEqual(['things-2026-11-22.csv']));
      expect(createObjectURL).toHaveBeenCalledOnce();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('toasts the server message when the export fails', async () => {
      const user = userEvent.setup();
      const list = serveThings(3);
      stubFetch((req) =>
        req.path === '/api/things/export'
          ? errorBody(403, 'You do not have permission to export')
          : list.mock(`http://localhost${req.path}?${req.query}`),
      );
      renderAt(<FilteredThingsPage />, { path: '/things' });
      await screen.findByText('Thing 1');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Export failed', {
          description: 'You do not have permission to export',
        }),
      );
      expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    });

    it('has no export button, toolbar or extra actions unless asked', async () => {
      serveThings(1);
      renderAt(<ThingsPage />, { path: '/things' });
      await screen.findByText('Thing 1');
      expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
      expect(screen.queryByText('Show deleted')).not.toBeInTheDocument();
    });
  });
});
