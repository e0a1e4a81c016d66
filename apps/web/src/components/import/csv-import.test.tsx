import type { CsvColumn, ImportReport, ImportRowResult } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { renderAt } from '../../test/render';
import { CsvImport } from './csv-import';

const columns = [
  { key: 'partyCode', type: 'text' },
  { key: 'name', type: 'text' },
  { key: 'isActive', type: 'boolean' },
] as const satisfies readonly CsvColumn[];

const schema = z.object({
  partyCode: z.string('Party code is required'),
  name: z.string('Customer name is required'),
  isActive: z.boolean('Active must be true or false').default(true),
});

/** Codes the server already holds: importing them updates. */
const EXISTING = new Set(['ACME']);

interface ImportBody {
  rows: Record<string, string>[];
  dryRun: boolean;
  firstLine: number;
}

/** A server that updates known codes, creates new ones and rejects codes starting with X. */
function judge({ rows, dryRun, firstLine }: ImportBody): ImportReport {
  const results = rows.map((row, index): ImportRowResult => {
    const key = row.partyCode ?? '';
    const line = firstLine + index;
    if (!key) return { line, key, action: 'reject', errors: { partyCode: 'Party code is required' } };
    if (key.startsWith('X')) return { line, key, action: 'reject', errors: { gstin: 'GSTIN is invalid' } };
    if (!EXISTING.has(key)) return { line, key, action: 'create' };
    return { line, key, action: 'update', changes: { name: { before: 'Acme Tools Pvt', after: row.name ?? null } } };
  });
  const count = (action: string) => results.filter((r) => r.action === action).length;
  return { dryRun, created: count('create'), updated: count('update'), rejected: count('reject'), rows: results };
}

/** The fake server: `answer` can be swapped mid-test. */
function serveImports() {
  const server = { answer: (body: ImportBody): Response | Promise<Response> => json(judge(body)) };
  const { calls } = stubFetch((req) => server.answer(req.body as ImportBody));
  return { calls, server };
}

const importCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === '/api/customers/import');
const bodies = (calls: FakeRequest[]) => importCalls(calls).map((c) => c.body as ImportBody);

function renderImport() {
  return renderAt(
    <CsvImport
      resource="customers"
      columns={columns}
      schema={schema}
      keyField="partyCode"
      backTo="/customers"
      title="Import customers"
    />,
    { path: '/customers/import' },
  );
}

const upload = (user: ReturnType<typeof userEvent.setup>, text: string, name = 'customers.csv') =>
  user.upload(screen.getByLabelText('CSV file'), new File([text], name, { type: 'text/csv' }));

const CSV = [
  'partyCode,name,isActive',
  'ACME,Acme Tools,yes',
  ',Nameless,no',
  'NEW1,New One,',
  'XBAD,Bad Gstin,true',
  'NEW2,New Two,maybe',
].join('\r\n');

/** jsdom's Blob has no text(): read it the old way. */
const readText = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('Nothing was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('CsvImport', () => {
  it('checks the file in the browser and on the server, then imports the accepted rows', async () => {
    const user = userEvent.setup();
    const { calls, server } = serveImports();
    const { queryClient, container } = renderImport();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(screen.getByRole('heading', { name: 'Import customers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();

    await upload(user, CSV);
    expect(await screen.findByText('1 to create, 1 to update, 3 rejected')).toBeInTheDocument();
    expect(bodies(calls)).toEqual([
      {
        dryRun: true,
        firstLine: 2,
        rows: [
          { partyCode: 'ACME', name: 'Acme Tools', isActive: 'yes' },
          { partyCode: '', name: 'Nameless', isActive: 'no' },
          { partyCode: 'NEW1', name: 'New One', isActive: '' },
          { partyCode: 'XBAD', name: 'Bad Gstin', isActive: 'true' },
          { partyCode: 'NEW2', name: 'New Two', isActive: 'maybe' },
        ],
      },
    ]);
    const table = screen.getByRole('table', { name: 'Rows of the file' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Line', 'Party code', 'Action', 'Changes or errors']);
    // Line 6 passes the server's check but not the browser's: it is rejected with the schema's message.
    expect(tableRows(table)).toEqual([
      ['2', 'ACME', 'Update', 'Name: Acme Tools Pvt → Acme Tools'],
      ['3', '-', 'Rejected', 'partyCode Party code is required'],
      ['4', 'NEW1', 'Create', '-'],
      ['5', 'XBAD', 'Rejected', 'gstin GSTIN is invalid'],
      ['6', 'NEW2', 'Rejected', 'isActive Active must be true or false'],
    ]);
    expect(await axeViolations(container)).toEqual([]);
    // Nothing is overwritten until the user agrees to the changes shown.
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await user.click(screen.getByLabelText('Overwrite 1 existing record with the values shown'));
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();

    await user.click(screen.getByLabelText('Show only rejected rows'));
    expect(tableRows(table).map((r) => r[0])).toEqual(['3', '5', '6']);
    await user.click(screen.getByLabelText('Show only rejected rows'));
    expect(tableRows(table)).toHaveLength(5);

    // By now NEW1 was taken by someone else: the server's line 3 (second row sent) is the file's line 4.
    let finish: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    server.answer = async (body) => {
      await answered;
      const report = judge(body);
      report.rows[1] = { line: 3, key: 'NEW1', action: 'reject', errors: { partyCode: 'Party code already exists' } };
      return json({ ...report, created: 0, rejected: 1 });
    };
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByRole('progressbar', { name: 'Importing…' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    expect(bodies(calls).at(-1)).toEqual({
      dryRun: false,
      firstLine: 2,
      rows: [
        { partyCode: 'ACME', name: 'Acme Tools', isActive: 'yes' },
        { partyCode: 'NEW1', name: 'New One', isActive: '' },
      ],
    });
    finish();

    expect(await screen.findByText('Import finished: 0 created, 1 updated, 4 rejected')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Import finished: 0 created, 1 updated, 4 rejected');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['customers'] });
    expect(tableRows(screen.getByRole('table', { name: 'Rejected rows' }))).toEqual([
      ['3', '-', 'Rejected', 'partyCode Party code is required'],
      ['4', 'NEW1', 'Rejected', 'partyCode Party code already exists'],
      ['5', 'XBAD', 'Rejected', 'gstin GSTIN is invalid'],
      ['6', 'NEW2', 'Rejected', 'isActive Active must be true or false'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/customers');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('checks a large file on the server 1000 rows at a time, showing progress, and caps the table at 500 rows', async () => {
    const user = userEvent.setup();
    const gates: (() => void)[] = [];
    const { calls, server } = serveImports();
    server.answer = async (body) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return json(judge(body));
    };
    renderImport();
    const lines = Array.from({ length: 2500 }, (_, i) => `C${i + 1},Customer ${i + 1},true`);
    await upload(user, ['partyCode,name,isActive', ...lines].join('\n'));

    const bar = await screen.findByRole('progressbar', { name: 'Checking rows… 0 of 2500' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await waitFor(() => expect(gates).toHaveLength(1));
    gates[0]?.();
    expect(await screen.findByRole('progressbar', { name: 'Checking rows… 1000 of 2500' })).toHaveAttribute(
      'aria-valuenow',
      '1000',
    );
    await waitFor(() => expect(gates).toHaveLength(2));
    gates[1]?.();
    await waitFor(() => expect(gates).toHaveLength(3));
    gates[2]?.();

    expect(await screen.findByText('2500 to create, 0 to update, 0 rejected')).toBeInTheDocument();
    expect(bodies(calls).map((b) => [b.firstLine, b.rows.length, b.rows[0]?.partyCode])).toEqual([
      [2, 1000, 'C1'],
      [1002, 1000, 'C1001'],
      [2002, 500, 'C2001'],
    ]);
    // Role queries are slow over a 500-row table: count the rows directly.
    expect(document.querySelectorAll('tbody tr')).toHaveLength(500);
    expect(screen.getByText('Showing the first 500 of 2500 rows.')).toBeInTheDocument();
    expect(screen.getByText('Import 2500 rows').closest('button')).toBeEnabled();
  });

  it('shows a progress bar while a large file is read', async () => {
    const user = userEvent.setup();
    serveImports();
    renderImport();
    const row = `C1,${'x'.repeat(200)},true\n`;
    await upload(user, `partyCode,name,isActive\n${row.repeat(4000)}`);
    const bar = await screen.findByRole('progressbar', { name: /^Reading the file… \d+%$/ });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(await screen.findByText(/to create/)).toBeInTheDocument();
  });

  it('disables the import when no row can be imported', async () => {
    const user = userEvent.setup();
    serveImports();
    renderImport();
    await upload(user, 'partyCode,name\nXONE,Bad\n,Nameless\n');
    expect(await screen.findByText('0 to create, 0 to update, 2 rejected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  it.each([
    ['code,title\nA,B\n', 'The file has none of the expected columns: partyCode, name, isActive'],
    ['partyCode,name\n\n', 'The file has no rows to import'],
  ])('explains a file it cannot use: %j', async (text, message) => {
    const user = userEvent.setup();
    const { calls } = serveImports();
    renderImport();
    await upload(user, text);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls).toHaveLength(0);
  });

  it('toasts the server message when the check is refused', async () => {
    const user = userEvent.setup();
    const { server } = serveImports();
    server.answer = () => errorBody(403, 'You do not have permission to import customers');
    renderImport();
    await upload(user, CSV);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You do not have permission to import customers'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the preview and toasts when the import itself fails', async () => {
    const user = userEvent.setup();
    const { server } = serveImports();
    renderImport();
    await upload(user, CSV);
    await screen.findByText('1 to create, 1 to update, 3 rejected');
    server.answer = () => new Response('Bad gateway', { status: 502 });
    await user.click(screen.getByLabelText('Overwrite 1 existing record with the values shown'));
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Import failed'));
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('downloads a template holding only the header row', async () => {
    const user = userEvent.setup();
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderImport();
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    expect(names).toEqual(['customers-template.csv']);
    // Headed as the export heads its columns, after the byte-order mark Excel needs (the decoder drops it).
    await expect(readText(saved)).resolves.toBe('Party Code,Name,Is Active\r\n');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(saved as Blob);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
