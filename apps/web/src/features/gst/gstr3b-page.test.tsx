import type { Gstr3bReport, Gstr3bReportFigure } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { Gstr3bPage } from './gstr3b-page';

type Source = Gstr3bReportFigure['documents'][number];
const source = (kind: Source['kind'], id: string, number: string, txval: number, iamt = 0, camt = 0): Source => ({
  kind,
  id,
  number,
  date: '2026-10-20',
  party: kind === 'supplier-bill' ? 'Bharat Steels' : 'Kaveri Pumps',
  txval,
  iamt,
  camt,
  samt: camt,
});
const figure = (txval: number, iamt: number, camt: number, documents: Source[] = []): Gstr3bReportFigure => ({
  txval,
  iamt,
  camt,
  samt: camt,
  csamt: 0,
  documents,
});
const none = () => figure(0, 0, 0);

const report = (fields: Partial<Gstr3bReport> = {}): Gstr3bReport => ({
  month: '2026-10',
  gstin: '27AADCL4821M1ZA',
  billsHidden: null,
  outward: {
    taxable: figure(59_900, 8_622, 990, [
      source('invoice', 'i1', 'INV/2026-27/0041', 50_000, 9_000),
      source('credit-note', 'n1', 'CN/2026-27/0007', -5_000, -900),
    ]),
    zeroRated: figure(59_000, 3_420, 0),
    nilExempt: figure(2_000, 0, 0),
    reverseCharge: figure(4_500, 0, 145, [source('supplier-bill', 'b3', 'PB/2026-27/0003', 4_500, 0, 145)]),
    nonGst: none(),
  },
  interState: {
    unregistered: [{ pos: '29', ...figure(900, 162, 0, [source('invoice', 'i3', 'INV/2026-27/0043', 1_000, 180)]) }],
    composition: [],
    uin: [],
  },
  itc: {
    importGoods: none(),
    importServices: none(),
    reverseCharge: figure(0, 0, 145),
    isd: none(),
    allOther: figure(0, 3_780, 950, [source('supplier-bill', 'b1', 'PB/2026-27/0001', 0, 0, 950)]),
    reversedRules: figure(0, 180, 95),
    reversedOthers: none(),
    net: figure(0, 3_600, 1_000),
    reclaimed: none(),
    ineligible: none(),
  },
  inward: {
    nilExemptInter: figure(700, 0, 0),
    nilExemptIntra: figure(1_500, 0, 0),
    nonGstInter: none(),
    nonGstIntra: none(),
  },
  warnings: [],
  json: { gstin: '27AADCL4821M1ZA', ret_period: '102026' },
  ...fields,
});

const render = () => renderRoutes([{ path: '/gst/gstr-3b', element: <Gstr3bPage /> }], '/gst/gstr-3b?month=2026-10');

afterEach(() => vi.unstubAllGlobals());

describe('GSTR-3B', { timeout: 15_000 }, () => {
  it('shows the month’s tables as on the form, each figure opening its documents, and downloads the JSON', async () => {
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/gst/gstr-3b') return json({ ...report(), month: req.query.get('month') });
      if (req.path === '/api/gst/gstr-3b/json') {
        return new Response('{}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="GSTR3B_27AADCL4821M1ZA_102026.json"',
          },
        });
      }
      return errorBody(404, 'Not found');
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const user = userEvent.setup();
    const { router } = render();

    const outward = await screen.findByRole('table', { name: 'Table 3.1, in rupees' });
    const taxable = within(outward).getByRole('row', { name: /^\(a\) Outward taxable supplies/ });
    expect(taxable).toHaveTextContent('59,900.00');
    expect(taxable).toHaveTextContent('8,622.00');
    expect(within(outward).getByRole('row', { name: /^\(d\) Inward supplies/ })).toHaveTextContent('4,500.00');
    expect(
      screen.getByText('Summary return of October 2026, from the invoices, notes and supplier bills'),
    ).toBeInTheDocument();

    await user.click(within(taxable).getByRole('button', { name: /2 documents/ }));
    expect(within(taxable).getByRole('button', { name: /2 documents/ })).toHaveAttribute('aria-expanded', 'true');
    const documents = screen.getByRole('table', { name: /^Documents behind \(a\)/ });
    expect(within(documents).getByRole('link', { name: 'INV/2026-27/0041' })).toHaveAttribute(
      'href',
      '/invoices/view/i1',
    );
    const note = within(documents).getByRole('link', { name: 'CN/2026-27/0007' });
    expect(note).toHaveAttribute('href', '/notes/view/n1');
    expect(note.closest('tr')).toHaveTextContent('-5,000.00');
    expect(note.closest('tr')).toHaveTextContent('20/10/2026');

    const interState = screen.getByRole('table', { name: 'Table 3.2, in rupees, by place of supply' });
    expect(within(interState).getByRole('row', { name: /^29-Karnataka/ })).toHaveTextContent('162.00');

    const itc = screen.getByRole('table', { name: 'Table 4, in rupees' });
    const allOther = within(itc).getByRole('row', { name: /^\(5\) All other ITC/ });
    expect(allOther).toHaveTextContent('3,780.00');
    await user.click(within(allOther).getByRole('button', { name: /1 document/ }));
    expect(screen.getByRole('link', { name: 'PB/2026-27/0001' })).toHaveAttribute('href', '/supplier-bills/view/b1');
    // Table 4 is credit alone: its bills are listed with their tax, not a taxable value of 0.00.
    const credit = screen.getByRole('table', { name: 'Documents behind (5) All other ITC' });
    expect(
      within(credit)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Document', 'Date', 'Party', 'IGST', 'CGST', 'SGST']);
    expect(within(documents).getByRole('columnheader', { name: 'Taxable value' })).toBeInTheDocument();
    expect(within(itc).getByRole('row', { name: /^Net ITC available/ })).toHaveTextContent('3,600.00');
    expect(
      within(screen.getByRole('table', { name: 'Table 5, in rupees' })).getByRole('row', {
        name: /composition scheme/,
      }),
    ).toHaveTextContent(/700\.00.*1,500\.00/);

    await user.click(screen.getByRole('button', { name: 'Download GSTR-3B JSON' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/gst/gstr-3b/json')).toBe(true));
    expect(calls.find((c) => c.path === '/api/gst/gstr-3b/json')?.query.get('month')).toBe('2026-10');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.selectOptions(screen.getByLabelText('Month'), '2026-09');
    expect(router.state.location.search).toBe('?month=2026-09');
    await screen.findByText('Summary return of September 2026, from the invoices, notes and supplier bills');
    expect(calls.at(-1)?.query.get('month')).toBe('2026-09');
  });

  it('shows a reader who may not see the bills the sales only, without the file', async () => {
    stubFetch((req) =>
      req.path === '/api/gst/gstr-3b'
        ? json(
            report({
              billsHidden:
                'Needs Supplier Bills · view: the reverse charge (3.1(d)), ITC (4) and inward supplies (5) are left out',
              outward: { ...report().outward, reverseCharge: null },
              itc: null,
              inward: null,
              json: null,
            }),
          )
        : errorBody(404, 'Not found'),
    );
    render();
    const outward = await screen.findByRole('table', { name: 'Table 3.1, in rupees' });
    expect(screen.getByRole('status')).toHaveTextContent('Needs Supplier Bills · view');
    expect(within(outward).getByRole('row', { name: /^\(d\) Inward supplies/ })).toHaveTextContent(
      'Needs Supplier Bills · view',
    );
    expect(screen.queryByRole('table', { name: 'Table 4, in rupees' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download GSTR-3B JSON' })).not.toBeInTheDocument();
  });

  it('warns of a figure the portal will not take', async () => {
    stubFetch((req) =>
      req.path === '/api/gst/gstr-3b'
        ? json(
            report({
              warnings: ["3.1(a) is below zero: the month's credit notes take away more than its invoices add."],
            }),
          )
        : errorBody(404, 'Not found'),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('3.1(a) is below zero');
  });
});
