import { comparableText, type PrintBlock, type PrintTable, printTexts } from '@lathe/shared';
import { PRINT_EXAMPLES } from '@lathe/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { PrintView } from './print-view';

describe('the print view of a print model', () => {
  it.each(PRINT_EXAMPLES)('shows every word of $name, as its PDF prints it', ({ model }) => {
    const printed = model();
    renderAt(<PrintView model={printed} />);
    // The screen's copy, and the further copies the print adds (each saying whom it is for).
    const shown = [screen.getByRole('article', { name: printed.name }), screen.queryByTestId('print-copies')];
    const text = comparableText(shown.map((element) => element?.textContent ?? '').join(''));
    const missing = printTexts(printed).filter((words) => !text.includes(comparableText(words)));
    expect(missing).toEqual([]);
  });

  it('shows the first copy, and repeats the document for the others in print only', () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    renderAt(<PrintView model={{ ...model, copies: ['Original for recipient', 'Duplicate', 'Triplicate'] }} />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByRole('article')).getByText('Original for recipient')).toBeInTheDocument();
    const copies = screen.getByTestId('print-copies');
    expect(copies).toHaveClass('hidden', 'print:block');
    expect(within(copies).getByText('Duplicate')).toBeInTheDocument();
    expect(within(copies).getByText('Triplicate')).toBeInTheDocument();
  });

  it('draws a decorated value otherwise on screen, its printed text kept', () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    const keyed = {
      ...model,
      particulars: { ...model.particulars, fields: [{ key: 'number', label: 'PO No.', value: 'PO/2026-27/0001' }] },
    };
    renderAt(<PrintView model={keyed} decorate={{ fields: { number: (value) => <a href="/po">{value}</a> } }} />);
    expect(screen.getByRole('link', { name: 'PO/2026-27/0001' })).toHaveAttribute('href', '/po');
  });

  it("shows the line under the title, a section's labelled values, and names a total row by its first cell", () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    const bank = {
      kind: 'section' as const,
      label: 'Bank details',
      lines: [],
      fields: [{ label: 'IFSC', value: 'SBIN0001234' }],
    };
    renderAt(
      <PrintView
        model={{ ...model, subtitle: 'Under section 34 of the CGST Act', foot: { ...model.foot, sections: [bank] } }}
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 2 }).nextElementSibling).toHaveTextContent(
      'Under section 34 of the CGST Act',
    );
    const section = within(article).getByRole('region', { name: 'Bank details' });
    expect(within(section).getByText('IFSC:').nextElementSibling).toHaveTextContent('SBIN0001234');
    const hsn = within(article).getByRole('table', { name: 'HSN-wise tax summary' });
    expect(within(hsn).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(within(hsn).getAllByRole('rowheader')).toHaveLength(1);
  });

  it('shows a headed group with its own blocks, lines standing alone, a toned one as a status, and a strong row in bold', () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    const heats: PrintTable = {
      kind: 'table',
      label: 'Bar by heat',
      title: null,
      columns: [
        { key: 'heat', header: 'Heat No.', width: 0, flex: true, kind: 'text', align: 'left' },
        { key: 'tolerance', header: 'Tolerance', width: 50, kind: 'quantity', align: 'right' },
      ],
      rows: [
        { key: 'h1', cells: [{ text: 'H-2231' }, { text: '+0.02\n-0.01' }] },
        { key: 'h2', strong: true, cells: [{ text: 'H-2307' }, { text: '0.00' }] },
      ],
      foot: [],
    };
    const body: PrintBlock[] = [
      {
        kind: 'group',
        label: 'Bar reserved',
        blocks: [
          heats,
          { kind: 'note', text: 'Needed 250.000 kg', tone: 'plain' },
          { kind: 'note', text: 'Short by 12.500 kg', tone: 'warning' },
        ],
      },
      { kind: 'note', text: 'VERDICT: PASS', tone: 'good' },
    ];
    renderAt(<PrintView model={{ ...model, body }} />);
    const group = screen.getByRole('region', { name: 'Bar reserved' });
    expect(within(group).getByRole('heading', { name: 'Bar reserved' })).toBeInTheDocument();
    const table = within(group).getByRole('table', { name: 'Bar by heat' });
    expect(within(table).getByText('H-2307').closest('tr')).toHaveClass('font-semibold');
    expect(within(table).getByText('H-2231').closest('tr')).not.toHaveClass('font-semibold');
    expect(within(table).getByText(/\+0\.02/)).toHaveClass('whitespace-pre');
    expect(within(group).getByText('Needed 250.000 kg')).not.toHaveAttribute('role');
    expect(within(group).getByRole('status')).toHaveTextContent('Short by 12.500 kg');
    expect(screen.getAllByRole('status').map((note) => note.textContent)).toEqual([
      'Short by 12.500 kg',
      'VERDICT: PASS',
    ]);
  });

  it("draws a keyed section's lines otherwise on screen and adds its screen-only figure, never printed", () => {
    const model = PRINT_EXAMPLES[0]?.model();
    if (!model) throw new Error('No example');
    const made: PrintBlock = {
      kind: 'section',
      key: 'made',
      label: 'Made in',
      lines: ['WO/2026-27/0004 — Heat No. H2291', 'WO/2026-27/0005 — no heat recorded'],
    };
    renderAt(
      <PrintView
        model={{ ...model, body: [made] }}
        decorate={{
          sections: {
            made: {
              line: (i, text) => <a href={`/work-orders/${i}`}>{text}</a>,
              after: <progress aria-label="Made so far" value={1} max={2} />,
            },
          },
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Made in' });
    expect(within(section).getByRole('link', { name: 'WO/2026-27/0005 — no heat recorded' })).toHaveAttribute(
      'href',
      '/work-orders/1',
    );
    expect(within(section).getByRole('progressbar', { name: 'Made so far' }).parentElement).toHaveClass('print:hidden');
  });
});
