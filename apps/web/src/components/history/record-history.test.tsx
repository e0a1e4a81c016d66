import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { pageOf } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { localIso, makeEntry } from './audit-fixtures';
import { RecordHistory } from './record-history';

const HISTORY = '/api/customers/c1/history';
const historyCalls = (calls: FakeRequest[], path = HISTORY) => calls.filter((c) => c.path === path);

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

const newest = makeEntry({
  id: 'a2',
  at: localIso(2026, 3, 6, 9, 5),
  event: 'update',
  part: 'lines',
  changes: [
    { field: 'paymentTermsDays', before: 30, after: 45 },
    { field: 'contactPerson', before: null, after: 'Ravi' },
    { field: 'gstin', before: '27AAPFU0939F1ZV', after: '' },
    { field: 'isActive', before: true, after: false },
  ],
});
const created = makeEntry({
  id: 'a1',
  at: localIso(2026, 3, 5, 14, 30),
  event: 'create',
  actorEmail: null,
  actorId: null,
  changes: [{ field: 'partyCode', before: null, after: 'DAC01' }],
});

/** The panel starts folded: its heading's button opens it. */
async function openHistory(user = userEvent.setup()) {
  const toggle = await screen.findByRole('button', { name: /^History/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  return user;
}

describe('the History panel', { timeout: 20_000 }, () => {
  it('lists entries newest first: when, who, event, part and a table of the changed fields', async () => {
    const { calls } = stubFetch(() => json(pageOf([newest, created], { limit: 5 })));
    renderAt(<RecordHistory entity="customers" id="c1" />);
    await screen.findByRole('button', { name: /History \(2 entries\)/ });
    await openHistory();

    const list = await screen.findByRole('list', { name: /History/ });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Updated');
    expect(items[0]).toHaveTextContent('Lines');
    expect(items[0]).toHaveTextContent('by jane@example.com');
    expect(items[0]).toHaveTextContent('06/03/2026 09:05');
    expect(rowTexts(within(items[0] as HTMLElement).getByRole('table'))).toEqual([
      ['Payment terms days', '30', '45'],
      ['Contact person', '—', 'Ravi'],
      ['GSTIN', '27AAPFU0939F1ZV', '—'],
      ['Active', 'Yes', 'No'],
    ]);
    expect(items[1]).toHaveTextContent('Created');
    expect(items[1]).toHaveTextContent('by System');
    expect(items[1]).toHaveTextContent('05/03/2026 14:30');
    expect(rowTexts(within(items[1] as HTMLElement).getByRole('table'))).toEqual([['Party code', '—', 'DAC01']]);
    expect(screen.getByRole('button', { name: /History \(2 entries\)/ })).toHaveAttribute('aria-expanded', 'true');

    const [call] = historyCalls(calls);
    expect(call?.query.get('page')).toBe('1');
    expect(call?.query.get('limit')).toBe('5');
    expect(calls).toHaveLength(1);
  });

  it('shows a secret (both values null) as "changed", never as a blank', async () => {
    const secret = makeEntry({
      entity: 'users',
      changes: [
        { field: 'password', before: null, after: null },
        { field: 'firstName', before: 'Jan', after: 'Jane' },
      ],
    });
    stubFetch(() => json(pageOf([secret])));
    renderAt(<RecordHistory entity="users" id="u9" />);
    await openHistory();
    const table = await screen.findByRole('table', { name: 'Changed fields' });
    expect(rowTexts(table)).toEqual([
      ['Password', 'changed'],
      ['First name', 'Jan', 'Jane'],
    ]);
  });

  it('says so when nothing is recorded yet', async () => {
    stubFetch(() => json(pageOf([])));
    renderAt(<RecordHistory entity="customers" id="c1" />);
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('shows a loading state, then leaves itself out for a user who may not see the history (403)', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt(<RecordHistory entity="customers" id="c1" />);
    expect(await screen.findByText('Loading history...')).toBeInTheDocument();
    answer(errorBody(403, 'You do not have permission to view customers'));
    await waitFor(() => expect(screen.queryByText('Loading history...')).not.toBeInTheDocument());
    expect(screen.queryByText(/History/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(historyCalls(calls)).toHaveLength(1);
  });

  it('offers a retry when the history fails for another reason', async () => {
    let fail = true;
    stubFetch(() => (fail ? errorBody(400, 'Limit must be between 1 and 100') : json(pageOf([created]))));
    renderAt(<RecordHistory entity="customers" id="c1" />);
    const user = await openHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the history');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('by System')).toBeInTheDocument();
  });

  it('asks nothing on a "new" screen, where there is no record yet', async () => {
    const { calls } = stubFetch(() => json(pageOf([created])));
    renderAt(<RecordHistory entity="customers" id={undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(screen.queryByText(/History/)).not.toBeInTheDocument();
  });

  it('reads the company settings history from /api/company/history', async () => {
    const { calls } = stubFetch(() => json(pageOf([makeEntry({ entity: 'company', entityId: null })])));
    renderAt(<RecordHistory entity="company" />);
    expect(await screen.findByText('by jane@example.com')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/company/history']);
  });

  it('loads older entries a page at a time, and folds away', async () => {
    const entries = Array.from({ length: 7 }, (_, i) =>
      makeEntry({ id: `e${i}`, actorEmail: `user${i}@example.com`, at: localIso(2026, 3, 20 - i, 10, 0) }),
    );
    const { calls } = stubFetch((req) => {
      const page = Number(req.query.get('page'));
      return json(pageOf(entries.slice((page - 1) * 5, page * 5), { page, limit: 5, total: 7 }));
    });
    renderAt(<RecordHistory entity="customers" id="c1" />);
    await screen.findByRole('button', { name: /History \(7 entries\)/ });
    const user = await openHistory();
    const list = await screen.findByRole('list', { name: /History/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(within(list).getAllByRole('listitem')[6]).toHaveTextContent('user6@example.com');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(historyCalls(calls).map((c) => c.query.get('page'))).toEqual(['1', '2']);

    const toggle = screen.getByRole('button', { name: /History \(7 entries\)/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: /History/ })).not.toBeInTheDocument();
  });

  it('reads the history again after a save on the page', async () => {
    let saved = false;
    const { calls } = stubFetch((req) => {
      if (req.method === 'PUT') {
        saved = true;
        return json({ id: 'c1' });
      }
      return json(pageOf(saved ? [newest, created] : [created]));
    });
    function SaveButton() {
      const save = useMutation({ mutationFn: () => fetch('/api/customers/c1', { method: 'PUT', body: '{}' }) });
      return (
        <button type="button" onClick={() => save.mutate()}>
          Save
        </button>
      );
    }
    const user = userEvent.setup();
    renderAt(
      <>
        <SaveButton />
        <RecordHistory entity="customers" id="c1" />
      </>,
    );
    expect(await screen.findByText('by System')).toBeInTheDocument();
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(historyCalls(calls)).toHaveLength(2);
  });

  it('names the records a change points at, shows days and permissions as people read them', async () => {
    const entry = makeEntry({
      entity: 'employees',
      changes: [
        { field: 'departmentId', before: 'd-old', after: 'd-new' },
        { field: 'dateOfJoining', before: null, after: '2018-06-25' },
        { field: 'permissions', before: [], after: [{ scope: 'sales-orders', actions: ['view', 'edit'] }] },
      ],
      labels: { 'd-old': 'Tool Room', 'd-new': 'Quality' },
    });
    stubFetch(() => json(pageOf([entry])));
    renderAt(<RecordHistory entity="employees" id="e1" />);
    await openHistory();
    expect(rowTexts(await screen.findByRole('table', { name: 'Changed fields' }))).toEqual([
      ['Department', 'Tool Room', 'Quality'],
      ['Date of joining', '—', '25/06/2018'],
      ['Permissions', '—', 'Sales Orders: view, edit'],
    ]);
  });
});
