import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import type { SchedulePreview } from './api';
import { IDS, SCHEDULE, servePickers } from './schedule-fixtures';
import { ScheduleImportPage } from './schedule-import-page';

const ROUTES = [
  { path: '/delivery-schedules', element: <p>the list</p> },
  { path: '/delivery-schedules/import', element: <ScheduleImportPage /> },
  { path: '/delivery-schedules/view/:id', element: <p>the schedule</p> },
];

const WIDE = { layout: 'wide', headerRow: 3, partColumn: 'Part No' };
const workbook = () =>
  new File(['PK'], 'Schedule Dec rev2.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

function serve(
  handler: (req: FakeRequest) => Response | undefined,
  { existing = SCHEDULE as typeof SCHEDULE | null, mapping = WIDE } = {},
) {
  return stubFetch(async (req) => {
    const answer = servePickers(req, existing);
    if (answer) return answer;
    if (req.path === '/api/delivery-schedules/mapping') return json({ mapping });
    return (await handler(req)) ?? errorBody(404, 'Not found');
  });
}

const sent = (calls: FakeRequest[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

async function chooseFileAnd(user: ReturnType<typeof userEvent.setup>, button: 'Preview' | 'Import') {
  // The columns the customer's last file was read by are filled in.
  expect(await screen.findByText(/Filled from the columns this customer’s last file was read by/)).toBeInTheDocument();
  expect(screen.getByLabelText('Part Number Column')).toHaveValue('Part No');
  expect(screen.getByLabelText('Header Row')).toHaveValue(3);
  await user.upload(screen.getByLabelText('Schedule File'), workbook());
  await user.click(screen.getByRole('button', { name: button }));
}

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => useAuthStore.setState({ user: makeUser() }));

const URL = `/delivery-schedules/import?customerId=${IDS.customer}&month=2026-12`;

describe('importing a delivery schedule file', () => {
  it('previews the lines read and their difference from the month’s latest revision, worked out in the browser', async () => {
    const preview: SchedulePreview = {
      mapping: WIDE,
      headers: ['Part No', 'W49', 'W50', 'W51', 'W52'],
      lines: [
        { productId: IDS.bush, partNumber: 'fb-2231', bucket: 'week', date: '2026-11-30', quantity: 500, row: 4 },
        { productId: IDS.bush, partNumber: 'fb-2231', bucket: 'week', date: '2026-12-07', quantity: 1800, row: 4 },
        { productId: IDS.bush, partNumber: 'fb-2231', bucket: 'week', date: '2026-12-14', quantity: 200, row: 4 },
        { productId: IDS.bush, partNumber: 'fb-2231', bucket: 'week', date: '2026-12-21', quantity: 200, row: 4 },
        { productId: IDS.sleeve, partNumber: 'SL-0907', bucket: 'week', date: '2026-11-30', quantity: 600, row: 5 },
        { productId: IDS.sleeve, partNumber: 'SL-0907', bucket: 'week', date: '2026-12-07', quantity: 1000, row: 5 },
      ],
      problems: [],
    };
    const { calls } = serve((req) =>
      req.path === '/api/delivery-schedules/import/preview' ? json(preview) : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, URL);
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toHaveValue('BAC01 — Bharat Auto Components');
    await chooseFileAnd(user, 'Preview');

    const [call] = sent(calls, '/api/delivery-schedules/import/preview');
    expect(call?.headers).toMatchObject({
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'X-File-Name': encodeURIComponent('Schedule Dec rev2.xlsx'),
    });
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      customerId: IDS.customer,
      month: '2026-12',
      receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      firmUntil: '2026-12-14',
      layout: 'wide',
      headerRow: '3',
      partColumn: 'Part No',
    });

    const difference = await screen.findByRole('region', { name: 'Difference from Rev 1' });
    expect(difference).toHaveTextContent('FB-2231: +500 in week 50, −200 in week 51 (net +300)');
    expect(difference).not.toHaveTextContent('SL-0907');
    const table = screen.getByRole('table', { name: 'Lines read from the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['fb-2231', 'W50', '07/12/2026', '1,800', '4']);
    expect(sent(calls, '/api/delivery-schedules/import')).toHaveLength(0);
  });

  it('shows every problem the preview finds, by row and column', async () => {
    const preview: SchedulePreview = {
      mapping: WIDE,
      headers: [],
      lines: [],
      problems: [
        { row: 4, column: 'A', message: "Part 'NOT-A-PART' is not one of this customer's products" },
        { row: 5, column: 'C', message: 'Quantity must be a whole number' },
      ],
    };
    serve((req) => (req.path === '/api/delivery-schedules/import/preview' ? json(preview) : undefined));
    const user = userEvent.setup();
    renderRoutes(ROUTES, URL);
    await chooseFileAnd(user, 'Preview');
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['4', 'A', "Part 'NOT-A-PART' is not one of this customer's products"],
      ['5', 'C', 'Quantity must be a whole number'],
    ]);
    expect(
      screen.getByText('The file has 2 problems: it cannot be imported until they are corrected.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lines read from the file' })).not.toBeInTheDocument();
  });

  it('lists every problem of a refused import and saves nothing', async () => {
    serve((req) =>
      req.path === '/api/delivery-schedules/import'
        ? errorBody(400, "Row 2, column A: Part 'NOT-A-PART' is not one of this customer's products (and 2 more)", {
            'problems.0': "Row 2, column A: Part 'NOT-A-PART' is not one of this customer's products",
            'problems.1': 'Row 3, column B: Quantity cannot be negative',
            'problems.2': "Sheet 'Dec', row 5, column D: D5 holds a formula; paste its values",
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, URL);
    await chooseFileAnd(user, 'Import');
    const table = await screen.findByRole('table', { name: 'Problems in the file' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['2', 'A', "Part 'NOT-A-PART' is not one of this customer's products"],
      ['3', 'B', 'Quantity cannot be negative'],
      ['5', 'D', "Sheet 'Dec': D5 holds a formula; paste its values"],
    ]);
    expect(
      screen.getByText('The file was not imported: it has 3 problems. Correct them and import it again.'),
    ).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('The file was not imported: see its problems under the form');
    expect(screen.queryByText('the schedule')).not.toBeInTheDocument();
  });

  it('imports the file as the next revision and opens the schedule', async () => {
    const { calls } = serve((req) =>
      req.path === '/api/delivery-schedules/import' ? json({ ...SCHEDULE, revision: 2 }, 201) : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, URL);
    await chooseFileAnd(user, 'Import');
    expect(await screen.findByText('the schedule')).toBeInTheDocument();
    expect(sent(calls, '/api/delivery-schedules/import')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('December 2026 of Bharat Auto Components imported as Rev 2');
  });

  it('asks for the columns of a customer whose files were never read, and sends a CSV as text/csv', async () => {
    const { calls } = serve(
      (req) =>
        req.path === '/api/delivery-schedules/import/preview'
          ? json({ mapping: {}, headers: [], lines: [], problems: [] } satisfies SchedulePreview)
          : undefined,
      { existing: null, mapping: null as unknown as typeof WIDE },
    );
    const user = userEvent.setup();
    renderRoutes(ROUTES, URL);
    expect(await screen.findByText(/have not been read before/)).toBeInTheDocument();
    // Windows names a CSV file an Excel one.
    await user.upload(
      screen.getByLabelText('Schedule File'),
      new File(['Part,Due,Qty'], 'rev.csv', { type: 'application/vnd.ms-excel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Name the column of part numbers')).toBeInTheDocument();
    expect(screen.getByText('Name the column of dates')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Part Number Column'), 'Part');
    await user.type(screen.getByLabelText('Date Column'), 'Due');
    await user.type(screen.getByLabelText('Quantity Column'), 'Qty');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/December 2026 has no schedule yet/)).toBeInTheDocument();
    const [call] = sent(calls, '/api/delivery-schedules/import/preview');
    expect(call?.headers['Content-Type']).toBe('text/csv');
    expect(call?.query.get('dateColumn')).toBe('Due');
  });
});
