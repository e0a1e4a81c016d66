import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { axeViolations } from '../../test/axe';
import { errorBody, type FakeRequest, json, stubFetch } from '../../test/fake-fetch';
import { renderAt } from '../../test/render';
import { type SearchOption, SearchSelect, type SearchSelectProps } from './search-select';

const CUSTOMERS = [
  { id: 'c1', partyCode: 'ACME', name: 'Acme Tools' },
  { id: 'c2', partyCode: 'BOLT', name: 'Bolt Works' },
  { id: 'c3', partyCode: 'BORE', name: 'Bore Masters' },
];

/** GET /api/customers/options?search=: customers whose code or name contains the text. */
function serveCustomers(fail = false, gate?: Promise<void>) {
  return stubFetch(async (req) => {
    await gate;
    if (fail) return errorBody(500, 'Database is down');
    const search = (req.query.get('search') ?? '').toLowerCase();
    return json(CUSTOMERS.filter((c) => `${c.partyCode} ${c.name}`.toLowerCase().includes(search)));
  });
}

const fetchCustomers = (search: string, signal: AbortSignal) =>
  api
    .get<typeof CUSTOMERS>('customers/options', { search }, signal)
    .then((rows) => rows.map((c) => ({ value: c.id, label: `${c.partyCode} - ${c.name}` })));

const searches = (calls: FakeRequest[]) => calls.map((c) => c.query.get('search') ?? '');

type HarnessProps = Partial<SearchSelectProps> & { initial?: string | null; onPick?: SearchSelectProps['onChange'] };

function Harness({ initial = null, onPick, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div>
      <label id="customer-label" htmlFor="customer">
        Customer
      </label>
      <SearchSelect
        id="customer"
        labelId="customer-label"
        queryKey={['customers', 'options']}
        fetchOptions={fetchCustomers}
        placeholder="Search customers"
        value={value}
        onChange={(next, option) => {
          setValue(next);
          onPick?.(next, option);
        }}
        {...props}
      />
      <p>Value: {value ?? 'none'}</p>
    </div>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Customer' });
const optionLabels = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SearchSelect', () => {
  it('lists the first options on opening, named by its label', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const { calls } = serveCustomers(
      false,
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    renderAt(<Harness />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toHaveLength(0);

    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer();
    await waitFor(() =>
      expect(optionLabels()).toEqual(['ACME - Acme Tools', 'BOLT - Bolt Works', 'BORE - Bore Masters']),
    );
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Customer' })).toBeInTheDocument();
    expect(searches(calls)).toEqual(['']);
  });

  it('searches with the trimmed text once typing pauses', async () => {
    const user = userEvent.setup();
    const { calls } = serveCustomers();
    renderAt(<Harness searchOnEmpty={false} />);
    await user.type(input(), '  bo ');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(optionLabels()).toEqual(['BOLT - Bolt Works', 'BORE - Bore Masters']));
    expect(searches(calls)).toEqual(['bo']);

    await user.type(input(), 'x');
    expect(await screen.findByText('No options found')).toBeInTheDocument();
    expect(optionLabels()).toEqual([]);
    expect(searches(calls)).toEqual(['bo', 'bo x']);
  });

  it('waits about 250 ms after the last key before fetching', async () => {
    const user = userEvent.setup();
    const { calls } = serveCustomers();
    renderAt(<Harness searchOnEmpty={false} />);
    await user.type(input(), 'acm');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(searches(calls)).toEqual(['acm']));
  });

  it('asks for text instead of fetching when searchOnEmpty is false', async () => {
    const user = userEvent.setup();
    const { calls } = serveCustomers();
    renderAt(<Harness searchOnEmpty={false} emptyText="Type to search customers" />);
    await user.click(input());
    expect(screen.getByText('Type to search customers')).toBeInTheDocument();
    await user.type(input(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(screen.getByText('Type to search customers')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('is driven from the keyboard: arrows, Enter, Escape', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    serveCustomers();
    renderAt(<Harness onPick={onPick} />);
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'BOLT - Bolt Works' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');

    expect(onPick).toHaveBeenCalledWith('c2', { value: 'c2', label: 'BOLT - Bolt Works' });
    expect(input()).toHaveValue('BOLT - Bolt Works');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Value: c2')).toBeInTheDocument();

    // Typing then Escape closes the list and puts the chosen label back.
    await user.type(input(), 'zz');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('BOLT - Bolt Works');
    expect(screen.getByText('Value: c2')).toBeInTheDocument();
  });

  it('picks an option with the mouse', async () => {
    const user = userEvent.setup();
    serveCustomers();
    renderAt(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    await user.click(await screen.findByRole('option', { name: 'ACME - Acme Tools' }));
    expect(input()).toHaveValue('ACME - Acme Tools');
    expect(screen.getByText('Value: c1')).toBeInTheDocument();
  });

  it('shows the given label for the current value before any options load, and clears it', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const { calls } = serveCustomers();
    renderAt(<Harness initial="c3" selectedLabel="BORE - Bore Masters" onPick={onPick} />);
    expect(input()).toHaveValue('BORE - Bore Masters');
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onPick).toHaveBeenCalledWith(null, null);
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('clears the value when the text is emptied and the field is left', async () => {
    const user = userEvent.setup();
    serveCustomers();
    renderAt(<Harness initial="c1" selectedLabel="ACME - Acme Tools" />);
    await user.clear(input());
    await user.tab();
    expect(screen.getByText('Value: none')).toBeInTheDocument();
  });

  it('has no clear button when required', () => {
    serveCustomers();
    renderAt(<Harness initial="c1" selectedLabel="ACME - Acme Tools" required />);
    expect(input()).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('shows an empty list when the lookup fails', async () => {
    const user = userEvent.setup();
    serveCustomers(true);
    renderAt(<Harness />);
    await user.click(input());
    expect(await screen.findByText('No options found')).toBeInTheDocument();
    expect(optionLabels()).toEqual([]);
  });

  it('reuses a cached lookup when reopened', async () => {
    const user = userEvent.setup();
    const { calls } = serveCustomers();
    renderAt(<Harness />);
    await user.click(input());
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    await user.keyboard('{Escape}');
    await user.click(input());
    expect(optionLabels()).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it('fetches again each time when cache is off', async () => {
    const user = userEvent.setup();
    const { calls } = serveCustomers();
    renderAt(<Harness cache={false} />);
    await user.click(input());
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    await user.keyboard('{Escape}');
    await user.click(input());
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('passes the fetch an abort signal and the key prefix plus the search text', async () => {
    const user = userEvent.setup();
    const fetchOptions = vi.fn(async (_search: string, _signal: AbortSignal): Promise<SearchOption[]> => []);
    const { queryClient } = renderAt(<Harness fetchOptions={fetchOptions} queryKey={['designations', 'options']} />);
    await user.click(input());
    await screen.findByText('No options found');
    expect(fetchOptions).toHaveBeenCalledWith('', expect.any(AbortSignal));
    expect(queryClient.getQueryCache().find({ queryKey: ['designations', 'options', ''] })).toBeDefined();
  });

  it('passes axe closed and open', async () => {
    const user = userEvent.setup();
    serveCustomers();
    const { container } = renderAt(<Harness initial="c1" selectedLabel="ACME - Acme Tools" />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(input());
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    expect(await axeViolations(container)).toEqual([]);
    await user.type(input(), 'nothing');
    await screen.findByText('No options found');
    expect(await axeViolations(container)).toEqual([]);
    expect(within(screen.getByRole('listbox', { name: 'Customer' })).queryAllByRole('option')).toHaveLength(0);
  });
});
