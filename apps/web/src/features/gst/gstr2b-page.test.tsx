import type { Gstr2bReconciliation, Gstr2bRow, Gstr2bRowBill, Gstr2bRowDocument } from '@lathe/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerConfirm } from '../../test/answer-confirm';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { signInWith } from '../../test/sign-in';
import { Gstr2bPage } from './gstr2b-page';

const STEEL = '27AAACB1234F1Z9';

const document = (id: string, number: string, fields: Partial<Gstr2bRowDocument> = {}): Gstr2bRowDocument => ({
  id,
  kind: 'invoice',
  supplierGstin: STEEL,
  supplierName: 'Bharat Steels',
  number,
  date: '2026-10-12',
  taxable: 5_000,
  igst: 0,
  cgst: 450,
  sgst: 450,
  cess: 0,
  value: 5_900,
  placeOfSupply: '27',
  reverseCharge: false,
  itcAvailable: 'Y',
  itcReason: null,
  supplierPeriod: '102026',
  supplierFiledOn: '2026-11-11',
  ...fields,
});

const bill = (id: string, billNumber: string, invoice: string, fields: Partial<Gstr2bRowBill> = {}): Gstr2bRowBill => ({
  id,
  billNumber,
  status: 'booked',
  supplierName: 'Bharat Steels',
  supplierGstin: STEEL,
  supplierInvoiceNumber: invoice,
  supplierInvoiceDate: '2026-10-12',
  billDate: '2026-10-13',
  taxable: 5_000,
  igst: 0,
  cgst: 450,
  sgst: 450,
  value: 5_900,
  reverseCharge: false,
  ...fields,
});

const row = (fields: Partial<Gstr2bRow> & Pick<Gstr2bRow, 'key' | 'status'>): Gstr2bRow => ({
  linked: false,
  linkId: null,
  document: null,
  bill: null,
  differences: [],
  decision: null,
  carriedFrom: null,
  candidates: [],
  ...fields,
});

const ROWS: Gstr2bRow[] = [
  row({
    key: 'd1',
    status: 'matched',
    document: document('d1', 'BS/26-27/101', {
      date: '2026-10-05',
      taxable: 10_000,
      cgst: 900,
      sgst: 900,
      value: 11_800,
    }),
    bill: bill('b1', 'PB/2026-27/0001', 'BS/26-27/101', { taxable: 10_000, cgst: 900, sgst: 900, value: 11_800 }),
  }),
  row({
    key: 'd3',
    status: 'mismatched',
    document: document('d3', 'BS/26-27/103', { taxable: 5_500 }),
    bill: bill('b3', 'PB/2026-27/0003', 'BS/26-27/103'),
    differences: [{ field: 'taxable', label: 'Taxable value', twoB: 5_500, books: 5_000 }],
  }),
  row({
    key: 'd5',
    status: 'only-in-2b',
    document: document('d5', 'BS/26-27/0105', {
      date: '2026-10-20',
      taxable: 3_000,
      cgst: 270,
      sgst: 270,
      value: 3_540,
    }),
    candidates: [
      {
        ...bill('b5', 'PB/2026-27/0005', 'BS/26-27/105', { taxable: 3_000, cgst: 270, sgst: 270, value: 3_540 }),
        supplierInvoiceDate: '2026-10-20',
        suggested: true,
      },
      { ...bill('b9', 'PB/2026-27/0009', 'BS/26-27/090', { value: 1_180 }), suggested: false },
    ],
  }),
  row({
    key: 'bill:b7',
    status: 'only-in-books',
    bill: bill('b7', 'PB/2026-27/0007', 'BS/26-27/106', { taxable: 1_000, cgst: 90, sgst: 90, value: 1_180 }),
    carriedFrom: '2026-09',
  }),
  row({
    key: 'n1',
    status: 'only-in-2b',
    document: document('n1', 'KC-CN-7', {
      kind: 'credit-note',
      supplierGstin: '29AABCK5678L1ZU',
      supplierName: 'Kaveri Coaters',
      taxable: 500,
      igst: 90,
      cgst: 0,
      sgst: 0,
      value: 590,
    }),
    decision: { id: 'a1', action: 'defer', reason: null, byName: 'Meera Joshi', at: '2026-11-14T10:00:00.000Z' },
  }),
];

const side = (count: number, taxable: number, itc: number) => ({
  count,
  taxable,
  igst: 0,
  cgst: itc / 2,
  sgst: itc / 2,
  cess: 0,
  itc,
});

const reconciliation = (fields: Partial<Gstr2bReconciliation> = {}): Gstr2bReconciliation => ({
  month: '2026-10',
  gstin: '27AABCA1234K1Z5',
  tolerance: 1,
  view: 'all',
  import: {
    id: 'i1',
    generatedOn: '2026-11-14',
    fileVersion: '1.0',
    documents: 4,
    ignored: { b2ba: 1 },
    importedAt: '2026-11-14T09:30:00.000Z',
    importedByName: 'Meera Joshi',
  },
  counts: { all: 5, matched: 1, mismatched: 1, 'only-in-2b': 1, 'only-in-books': 1, decided: 1, open: 3 },
  twoB: side(4, 18_000.6, 3_240),
  books: side(4, 19_000, 3_420),
  rows: ROWS,
  ...fields,
});

const render = (path = '/gst/gstr-2b?month=2026-10') =>
  renderRoutes(
    [
      { path: '/gst/gstr-2b', element: <Gstr2bPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    path,
  );

const EDITOR = [
  { scope: 'supplier-bills', actions: ['view', 'edit'] },
  { scope: 'invoices', actions: ['view'] },
] as const;

afterEach(() => vi.unstubAllGlobals());

describe('GSTR-2B reconciliation', { timeout: 20_000 }, () => {
  it('shows each side’s totals and each kind of row, the differing figures marked, and its views and tolerance', async () => {
    signInWith(EDITOR.map((p) => ({ ...p, actions: [...p.actions] })));
    const { calls } = stubFetch((req) =>
      req.path === '/api/gst/gstr-2b' ? json(reconciliation()) : errorBody(404, 'Not found'),
    );
    const user = userEvent.setup();
    const { router } = render();

    const table = await screen.findByRole('table', { name: /^GSTR-2B against the books/ });
    expect(
      screen.getByText(/GSTR-2B of October 2026, generated 14\/11\/2026: 4 documents, imported 14\/11\/2026/),
    ).toHaveTextContent('by Meera Joshi. Left aside (not matched): b2ba 1.');
    const totals = screen.getByRole('table', { name: "Each side's totals, in rupees" });
    expect(within(totals).getByRole('row', { name: /^GSTR-2B/ })).toHaveTextContent('18,000.60');
    expect(within(totals).getByRole('row', { name: /^Books/ })).toHaveTextContent('3,420.00');

    const matched = within(table).getByRole('row', { name: /BS\/26-27\/101/ });
    expect(matched).toHaveTextContent('Matched');
    expect(within(matched).getByRole('link', { name: 'PB/2026-27/0001' })).toHaveAttribute(
      'href',
      '/supplier-bills/view/b1',
    );
    expect(within(matched).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    const mismatched = within(table).getByRole('row', { name: /BS\/26-27\/103/ });
    expect(mismatched).toHaveTextContent('Differs: Taxable value');
    // The 2B's ₹5,500 above the books' ₹5,000, the cell marked; the tax the same, unmarked.
    const cells = within(mismatched).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('2B 5,500.00Books 5,000.00 (differs)');
    expect(cells[6]).not.toHaveTextContent('differs');
    expect(within(table).getByRole('row', { name: /BS\/26-27\/106/ })).toHaveTextContent('Carried from September 2026');
    const note = within(table).getByRole('row', { name: /KC-CN-7/ });
    expect(note).toHaveTextContent('Credit note');
    expect(note).toHaveTextContent('Deferred by Meera Joshi on 14/11/2026');
    expect(within(note).queryByRole('button', { name: /^Link/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GSTR-3B' })).toHaveAttribute('href', '/gst/gstr-3b?month=2026-10');

    await user.click(screen.getByRole('button', { name: 'Mismatched (1)' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('view')).toBe('mismatched'));
    expect(router.state.location.search).toBe('?month=2026-10&view=mismatched');

    const tolerance = screen.getByLabelText('Tolerance (₹ per amount)');
    await user.clear(tolerance);
    await user.type(tolerance, '200{Enter}');
    expect(screen.getByText('Tolerance must be ₹0 to ₹100, in rupees and paise')).toBeInTheDocument();
    await user.clear(tolerance);
    await user.type(tolerance, '0.5{Enter}');
    await waitFor(() => expect(calls.at(-1)?.query.get('tolerance')).toBe('0.5'));
    expect(router.state.location.search).toBe('?month=2026-10&view=mismatched&tolerance=0.5');
  });

  it('accepts a mismatch with its reason, links a document to the likely bill and undoes a deferral', async () => {
    signInWith(EDITOR.map((p) => ({ ...p, actions: [...p.actions] })));
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/gst/gstr-2b') return json(reconciliation());
      if (req.path === '/api/gst/gstr-2b/actions' && req.method === 'POST') return json({ id: 'a9' }, 201);
      if (req.path === '/api/gst/gstr-2b/actions/a1' && req.method === 'DELETE')
        return new Response(null, { status: 204 });
      return errorBody(404, 'Not found');
    });
    const user = userEvent.setup();
    render();

    await user.click(await screen.findByRole('button', { name: 'Accept BS/26-27/103' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept BS/26-27/103' });
    expect(dialog).toHaveTextContent('Mark the differences (Taxable value) as reviewed.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(within(dialog).getByText('Say why the differences are accepted')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Supplier amends it in November');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('BS/26-27/103 accepted'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      month: '2026-10',
      action: 'accept',
      tolerance: 1,
      documentId: 'd3',
      reason: 'Supplier amends it in November',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Link BS/26-27/0105' }));
    const link = screen.getByRole('dialog', { name: 'Link BS/26-27/0105 to a bill' });
    // The bill of the same value and day is chosen; the other is offered.
    expect(within(link).getByRole('radio', { name: /PB\/2026-27\/0005.*Likely/ })).toBeChecked();
    expect(within(link).getByRole('radio', { name: /PB\/2026-27\/0009/ })).not.toBeChecked();
    await user.click(within(link).getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('BS/26-27/0105 linked'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      month: '2026-10',
      action: 'link',
      tolerance: 1,
      documentId: 'd5',
      billId: 'b5',
    });

    await user.click(screen.getByRole('button', { name: 'Undo KC-CN-7' }));
    await answerConfirm(user, true, 'Undo the deferral of KC-CN-7?');
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(toast.success).toHaveBeenCalledWith('Undone');
  });

  it('imports the portal’s file as the month’s, and shows why one is refused, field by field', async () => {
    signInWith(EDITOR.map((p) => ({ ...p, actions: [...p.actions] })));
    let refuse = false;
    const { calls } = stubFetch((req) => {
      if (req.path === '/api/gst/gstr-2b') return json(reconciliation({ import: null }));
      if (req.path === '/api/gst/gstr-2b/import') {
        return refuse
          ? errorBody(400, 'The file is the GSTR-2B of September 2026 (rtnprd 092026), not of October 2026', {
              'data.rtnprd': 'The file is the GSTR-2B of September 2026 (rtnprd 092026), not of October 2026',
            })
          : json({
              month: '2026-10',
              documents: 7,
              invoices: 6,
              creditNotes: 1,
              debitNotes: 0,
              ignored: {},
              replaced: null,
            });
      }
      return errorBody(404, 'Not found');
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(/No GSTR-2B of October 2026 imported yet/)).toBeInTheDocument();

    const file = { data: { gstin: '27AABCA1234K1Z5', rtnprd: '102026', docdata: { b2b: [] } } };
    const input = screen.getByLabelText('Import GSTR-2B JSON');
    await user.upload(input, new File([JSON.stringify(file)], 'returns_R2B_102026.json', { type: 'application/json' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Imported 7 documents of October 2026: 6 invoices, 1 credit note'),
    );
    const sent = calls.find((c) => c.path === '/api/gst/gstr-2b/import');
    expect(sent?.query.get('month')).toBe('2026-10');
    expect(sent?.body).toEqual(file);

    refuse = true;
    await user.upload(input, new File([JSON.stringify(file)], 'returns_R2B_092026.json', { type: 'application/json' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('data.rtnprd: The file is the GSTR-2B of September 2026');

    const before = calls.length;
    await user.upload(input, new File(['<html>'], 'page.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'page.json is not a JSON file: download the GSTR-2B as JSON from the portal',
    );
    expect(calls.length).toBe(before);
  });

  it('shows the file imported while the page’s first read was still on its way', async () => {
    signInWith(EDITOR.map((p) => ({ ...p, actions: [...p.actions] })));
    let release: (response: Response) => void = () => {};
    const stale = new Promise<Response>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    stubFetch((req) => {
      if (req.path === '/api/gst/gstr-2b') {
        reads += 1;
        return reads === 1 ? stale : json(reconciliation());
      }
      if (req.path === '/api/gst/gstr-2b/import') {
        return json({
          month: '2026-10',
          documents: 4,
          invoices: 4,
          creditNotes: 0,
          debitNotes: 0,
          ignored: {},
          replaced: null,
        });
      }
      return errorBody(404, 'Not found');
    });
    const user = userEvent.setup();
    render();
    const file = { data: { gstin: '27AABCA1234K1Z5', rtnprd: '102026', docdata: { b2b: [] } } };
    await user.upload(
      screen.getByLabelText('Import GSTR-2B JSON'),
      new File([JSON.stringify(file)], 'returns_R2B_102026.json', { type: 'application/json' }),
    );
    expect(await screen.findByText(/GSTR-2B of October 2026, generated 14\/11\/2026: 4 documents/)).toBeInTheDocument();
    // The first read, answered from before the import, comes too late to be shown.
    release(json(reconciliation({ import: null })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/No GSTR-2B of October 2026 imported yet/)).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Books/ })).toHaveTextContent('4 bills');
  });

  it('shows a reader of the bills the reconciliation without the import or the actions', async () => {
    signInWith([{ scope: 'supplier-bills', actions: ['view'] }]);
    stubFetch((req) => (req.path === '/api/gst/gstr-2b' ? json(reconciliation()) : errorBody(404, 'Not found')));
    render();
    await screen.findByRole('table', { name: /^GSTR-2B against the books/ });
    expect(screen.queryByLabelText('Import GSTR-2B JSON')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GSTR-3B' })).not.toBeInTheDocument();
  });
});
