import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { IDS, makeRecall, makeTrace } from './trace-fixtures';
import { signIn, traceRoutes } from './trace-test-kit';

let routes: RouteObject[];
beforeAll(async () => {
  routes = await traceRoutes();
});

function serve() {
  return stubFetch((req) => {
    if (req.path === `/api/traceability/dispatch/${IDS.dispatch}`) return json(makeTrace());
    if (req.path === '/api/traceability/heat/H2291') return json(makeRecall());
    if (req.path === '/api/traceability/find') {
      const q = req.query.get('q');
      if (q === 'dc/2026-27/0007') return json({ kind: 'dispatch', id: IDS.dispatch, label: 'DC/2026-27/0007' });
      if (q === 'h2291') return json({ kind: 'heat', id: 'H2291', label: 'H2291' });
      return errorBody(404, `No delivery challan, invoice, box or heat is numbered ${q}`);
    }
    if (req.path === `/api/material-certificates/${IDS.certificate}`) {
      return new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
    }
    return errorBody(404, 'Not found');
  });
}

beforeEach(() => signIn());

describe("a dispatch's trace", { timeout: 20_000 }, () => {
  it('shows, per product, the work order with its machines, operators, heats and their certificate, inspections, PDI and box', async () => {
    serve();
    renderRoutes(routes, `/traceability/dispatch/${IDS.dispatch}`);
    expect(
      await screen.findByRole('heading', { name: 'Trace of delivery challan DC/2026-27/0007' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Customer').nextElementSibling).toHaveTextContent('Bosch Ltd');
    expect(screen.getByRole('link', { name: 'INV/2026-27/0112' })).toHaveAttribute(
      'href',
      `/invoices/view/${IDS.invoice}`,
    );

    const product = screen.getByRole('region', { name: /DRG-118 — Plunger sleeve/ });
    expect(product).toHaveTextContent('1,500 nos');
    const workOrder = within(product).getByRole('region', { name: 'Work order WO/2026-27/0004' });
    expect(workOrder).toHaveTextContent(
      'dated 10/11/2026 — 2,000 nos ordered, 1,980 made, 12 rejected; for SO/2026-27/0031',
    );

    const production = within(workOrder).getByRole('table', { name: 'Production of WO/2026-27/0004' });
    expect(
      within(production)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'DateShiftMachineOperatorOperationGoodRejected',
      '12/11/20261CNC-03Ace Jobber XLRavi Kumar1. Single setup1,0008',
      '13/11/20262CNC-07Traub TNLAnil Jadhav1. Single setup9804',
      'Total1,98012',
    ]);

    const heats = within(workOrder).getByRole('table', { name: 'Heats of the bar WO/2026-27/0004 drew' });
    const [, h2291, h2307] = within(heats).getAllByRole('row');
    expect(within(h2291 as HTMLElement).getByRole('link', { name: 'Recall list of heat H2291' })).toHaveAttribute(
      'href',
      '/traceability/heat/H2291',
    );
    expect(h2291).toHaveTextContent('EN8 Ø25300.000 kg300.000 kg');
    expect(within(h2291 as HTMLElement).getByRole('link', { name: 'GRN/2026-27/0031' })).toHaveAttribute(
      'href',
      `/goods-receipts/view/${IDS.receipt}`,
    );
    expect(h2291).toHaveTextContent('dated 02/11/2026 from Tata Steel Ltd');
    expect(
      within(h2291 as HTMLElement).getByRole('button', {
        name: 'Download the mill test certificate MTC H2291 Tata Steel.pdf',
      }),
    ).toBeInTheDocument();
    expect(h2307).toHaveTextContent('198.500 kg');
    expect(h2307).toHaveTextContent('Stock adjustment dated 01/10/2026');
    expect(h2307).toHaveTextContent('None on file');

    const inspections = within(workOrder).getByRole('table', { name: 'Inspections of WO/2026-27/0004' });
    expect(within(inspections).getByRole('link', { name: 'First piece' })).toHaveAttribute(
      'href',
      `/inspections/view/${IDS.firstPiece}`,
    );
    const inProcess = within(inspections).getAllByRole('row')[2] as HTMLElement;
    expect(inProcess).toHaveTextContent('13/11/2026In-processFailSuresh Patil1. Single setup on CNC-07 at tool change');

    const pdi = within(product).getByRole('table', { name: 'Pre-dispatch inspection' });
    expect(pdi).toHaveTextContent('27/11/2026PDIPassMeena RaoDC/2026-27/0007: 1,500 nos, 5 sampled');
    const boxes = within(product).getByRole('table', { name: 'Boxes' });
    expect(boxes).toHaveTextContent('BX0000123');
    expect(boxes).toHaveTextContent('1 of 3');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('downloads a heat’s mill certificate for whoever may view goods receipts, and names it to anyone else', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(routes, `/traceability/dispatch/${IDS.dispatch}`);
    await user.click(
      await screen.findByRole('button', { name: 'Download the mill test certificate MTC H2291 Tata Steel.pdf' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === `/api/material-certificates/${IDS.certificate}`)).toBe(true),
    );
  });

  it('leaves out what the user may not open, and opens a heat’s recall list from its heat', async () => {
    const user = userEvent.setup();
    signIn([{ scope: 'traceability', actions: ['view'] }]);
    serve();
    renderRoutes(routes, `/traceability/dispatch/${IDS.dispatch}`);
    await screen.findByRole('heading', { name: 'Trace of delivery challan DC/2026-27/0007' });
    expect(screen.queryByRole('button', { name: /Download the mill test certificate/ })).not.toBeInTheDocument();
    expect(screen.getByText('MTC H2291 Tata Steel.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GRN/2026-27/0031' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'First piece' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Recall list of heat H2291' }));
    expect(await screen.findByRole('heading', { name: 'Recall list of heat H2291' })).toBeInTheDocument();
  });
});

describe('the traceability search', { timeout: 20_000 }, () => {
  it('opens what the typed number is, and says when nothing has it', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderRoutes(routes, '/traceability');
    const box = await screen.findByRole('textbox', { name: /Challan, invoice, box or heat number/ });
    await user.type(box, 'NOPE-1');
    await user.click(screen.getByRole('button', { name: 'Trace' }));
    expect(await screen.findByText('No delivery challan, invoice, box or heat is numbered NOPE-1')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'dc/2026-27/0007{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/traceability/dispatch/${IDS.dispatch}`));
    expect(
      await screen.findByRole('heading', { name: 'Trace of delivery challan DC/2026-27/0007' }),
    ).toBeInTheDocument();
  });
});
