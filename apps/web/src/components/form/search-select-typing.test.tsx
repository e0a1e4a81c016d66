import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { json, stubFetch } from '../../test/fake-fetch';
import { likeTheBrowser } from '../../test/like-the-browser';
import { renderAt } from '../../test/render';
import { slowAnswers } from '../../test/slow-answers';
import { SearchSelect, type SearchSelectProps } from './search-select';

/* What is typed into a picker stays typed, and what it chooses answers the text in the box. */

const PARTS = [
  { id: 'p1', code: 'AAA-0441', name: 'Sleeve' },
  { id: 'p2', code: 'AAA-5028-BX', name: 'Bush, oversize' },
  { id: 'p3', code: 'AAA-5028-B', name: 'Bush' },
];

/** GET /api/parts?search=: the parts whose code contains the text, each answer held until the test lets it go. */
function serveParts() {
  const network = slowAnswers();
  stubFetch(async (req) => {
    const search = req.query.get('search') ?? '';
    await network.held(search);
    return json(PARTS.filter((p) => p.code.toLowerCase().includes(search.toLowerCase())));
  });
  return network;
}

const fetchParts = (search: string, signal: AbortSignal) =>
  api
    .get<typeof PARTS>('parts', { search }, signal)
    .then((rows) => rows.map((p) => ({ value: p.id, label: `${p.code} — ${p.name}`, code: p.code })));

function Harness({ onPick }: { onPick: SearchSelectProps['onChange'] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SearchSelect
      ariaLabel="Part"
      queryKey={['parts']}
      fetchOptions={fetchParts}
      searchOnEmpty={false}
      value={value}
      onChange={(next, option) => {
        setValue(next);
        onPick(next, option);
      }}
    />
  );
}

const box = () => screen.getByRole('combobox', { name: 'Part' });
const optionLabels = () => screen.queryAllByRole('option').map((o) => o.textContent);

function renderPicker() {
  const network = serveParts();
  const onPick = vi.fn();
  renderAt(<Harness onPick={onPick} />);
  return { network, onPick };
}

/** The lookup of `text` has been asked, and is held. */
const asked = (network: ReturnType<typeof slowAnswers>, text: string) =>
  waitFor(() => expect(network.waiting()).toContain(text));

describe('typing into a picker', () => {
  it('keeps every character a barcode scanner types', async () => {
    const { network } = renderPicker();
    const user = userEvent.setup({ delay: null });
    await user.click(box());
    await likeTheBrowser(() => user.keyboard('AAA-5028-B'));
    expect(box()).toHaveValue('AAA-5028-B');
    await asked(network, 'AAA-5028-B');
    expect(network.waiting()).toEqual(['AAA-5028-B']);
  });

  it('Enter before the search answers waits for the answer, then takes the exact code over the first option', async () => {
    const { network, onPick } = renderPicker();
    const user = userEvent.setup({ delay: null });
    await user.click(box());
    await likeTheBrowser(() => user.keyboard('AAA-5028-B{Enter}'));
    // Pressed within the typing pause: the text stays, nothing is chosen yet.
    expect(box()).toHaveValue('AAA-5028-B');
    expect(onPick).not.toHaveBeenCalled();

    await asked(network, 'AAA-5028-B');
    network.answer('AAA-5028-B');
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledWith('p3', expect.objectContaining({ value: 'p3', label: 'AAA-5028-B — Bush' }));
    expect(box()).toHaveValue('AAA-5028-B — Bush');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on an answer with no exact code takes its first option', async () => {
    const { network, onPick } = renderPicker();
    const user = userEvent.setup();
    await user.type(box(), '5028');
    await asked(network, '5028');
    network.answer();
    await waitFor(() => expect(optionLabels()).toEqual(['AAA-5028-BX — Bush, oversize', 'AAA-5028-B — Bush']));
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('p2', expect.objectContaining({ value: 'p2' }));
    expect(box()).toHaveValue('AAA-5028-BX — Bush, oversize');
  });

  it('Enter on a text nothing answers chooses nothing and leaves the text in the box', async () => {
    const { network, onPick } = renderPicker();
    const user = userEvent.setup({ delay: null });
    await user.click(box());
    await likeTheBrowser(() => user.keyboard('ZZZ-9{Enter}'));
    await asked(network, 'ZZZ-9');
    network.answer();
    expect(await screen.findByText('No options found')).toBeInTheDocument();
    expect(box()).toHaveValue('ZZZ-9');
    expect(onPick).not.toHaveBeenCalled();
  });

  it("offers only the answer to the text in the box, never an older search's", async () => {
    const { network, onPick } = renderPicker();
    const user = userEvent.setup();
    await user.type(box(), 'AAA');
    await asked(network, 'AAA');
    network.answer();
    await waitFor(() => expect(optionLabels()).toHaveLength(3));

    await user.type(box(), '-0441');
    // The answer to "AAA" is not the answer to "AAA-0441": it is neither shown nor chosen by the arrows.
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(onPick).not.toHaveBeenCalled();

    await asked(network, 'AAA-0441');
    network.answer();
    await waitFor(() => expect(optionLabels()).toEqual(['AAA-0441 — Sleeve']));
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('p1', expect.objectContaining({ value: 'p1' }));
  });

  it('Enter takes the option chosen with the arrows', async () => {
    const { network, onPick } = renderPicker();
    const user = userEvent.setup();
    await user.type(box(), 'AAA-5028-B');
    await asked(network, 'AAA-5028-B');
    network.answer();
    await waitFor(() => expect(optionLabels()).toHaveLength(2));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('p2', expect.objectContaining({ value: 'p2' }));
  });

  it('Tab before the search answers moves on, then takes the exact code when the answer comes', async () => {
    const { network, onPick } = renderPicker();
    const user = userEvent.setup({ delay: null });
    await user.click(box());
    await likeTheBrowser(() => user.keyboard('AAA-5028-B{Tab}'));
    expect(box()).not.toHaveFocus();
    expect(box()).toHaveValue('AAA-5028-B');
    expect(onPick).not.toHaveBeenCalled();

    await asked(network, 'AAA-5028-B');
    network.answer('AAA-5028-B');
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick).toHaveBeenCalledWith('p3', expect.objectContaining({ value: 'p3' }));
    expect(box()).toHaveValue('AAA-5028-B — Bush');
  });

  it('Tab on a text no option names exactly chooses nothing, not the first or the highlighted option, and keeps the text', async () => {
    const { network, onPick } = renderPicker();
    const user = userEvent.setup();
    await user.type(box(), '5028');
    await asked(network, '5028');
    network.answer();
    await waitFor(() => expect(optionLabels()).toHaveLength(2));
    await user.keyboard('{Tab}');
    expect(box()).not.toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
    expect(box()).toHaveValue('5028');
  });
});
