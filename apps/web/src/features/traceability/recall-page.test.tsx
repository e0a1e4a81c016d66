import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, json, stubFetch } from '../../test/fake-fetch';
import { renderRoutes } from '../../test/render';
import { IDS, makeRecall } from './trace-fixtures';
import { signIn, traceRoutes } from './trace-test-kit';

let routes: RouteObject[];
beforeAll(async () => {
  routes = await traceRoutes();
});

function serve(recall = makeRecall()) {
  return stubFetch((req) => {
    if (req.path === '/api/traceability/heat/H2291') return json(recall);
    if (req.path === '/api/traceability/heat/H2291/pdf') {
      return new Response('%PDF-1.4', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Recall-H2291.pdf"',
        },
      });
    }
    return errorBody(404, 'Heat not found');
  });
}

beforeEach(() => signIn());

describe("a heat's recall list", { timeout: 20_000 }, () => {
  it('shows where the heat came from, what is left, and both customers with their totals', async () => {
    serve();
    renderRoutes(routes, '/traceability/heat/H2291');
    expect(await screen.findByRole('heading', { name: 'Recall list of heat H2291' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Bar', 'EN8 Ø25'],
      ['Received', '2,000.000 kg'],
      ['Issued to work orders', '450.000 kg'],
      ['Sent out otherwise', '100.000 kg'],
      ['In stock now', '1,450.000 kg'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(
      screen.getByText(/A recall is conservative: every piece of a work order that drew this heat/),
    ).toBeInTheDocument();

    const customers = screen.getByRole('table', { name: 'Customers reached' });
    const rows = within(customers).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Customer', 'Work orders', 'Dispatches', 'Pieces', 'Invoices', 'Bar sent direct'],
      ['Bosch Ltd', '1', '1', '1,500', '1', '—'],
      ['Mahindra & Mahindra', '1', '1', '400', '0', '—'],
      ['Total', '', '2', '1,900', '1', '0.000 kg'],
    ]);

    const sources = screen.getByRole('table', { name: 'Came in on' });
    expect(within(sources).getByRole('link', { name: 'GRN/2026-27/0031' })).toHaveAttribute(
      'href',
      `/goods-receipts/view/${IDS.receipt}`,
    );
    expect(within(sources).getByText('Tata Steel Ltd')).toBeInTheDocument();
    expect(within(sources).getByText('MTC H2291 Tata Steel.pdf')).toBeInTheDocument();
  });

  it('lists every work order that drew the heat, with the dispatches and invoices its pieces reached', async () => {
    serve();
    renderRoutes(routes, '/traceability/heat/H2291');
    const orders = await screen.findByRole('table', { name: 'Work orders that drew the heat' });
    const [, bosch, mahindra] = within(orders).getAllByRole('row');
    expect(within(bosch as HTMLElement).getByRole('link', { name: 'WO/2026-27/0004' })).toHaveAttribute(
      'href',
      `/work-orders/view/${IDS.workOrder}`,
    );
    expect(bosch).toHaveTextContent('300.000 kg');
    expect(bosch).toHaveTextContent('1,980of 2,000');
    // The other heat it drew opens its own recall list.
    expect(within(bosch as HTMLElement).getByRole('link', { name: 'H2307' })).toHaveAttribute(
      'href',
      '/traceability/heat/H2307',
    );
    expect(within(bosch as HTMLElement).getByRole('link', { name: 'DC/2026-27/0007' })).toHaveAttribute(
      'href',
      `/traceability/dispatch/${IDS.dispatch}`,
    );
    expect(bosch).toHaveTextContent('27/11/2026 · Bosch Ltd · 1,500 nos');
    expect(bosch).toHaveTextContent('INV/2026-27/0112');
    expect(mahindra).toHaveTextContent('DC/2026-27/0011 01/12/2026 · Mahindra & Mahindra · 400 nos');
    expect(mahindra).toHaveTextContent('Not invoiced');

    const others = screen.getByRole('table', { name: 'Other movements of the heat' });
    expect(others).toHaveTextContent('Out for job work');
    expect(others).toHaveTextContent('Pune Heat Treaters');
    expect(others).toHaveTextContent('-100.000 kg');
  });

  it('downloads the recall list as a PDF', async () => {
    const user = userEvent.setup();
    const { calls } = serve();
    renderRoutes(routes, '/traceability/heat/H2291');
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/traceability/heat/H2291/pdf')).toBe(true));
  });

  it('shows links to other screens only to whoever may open them', async () => {
    signIn([{ scope: 'traceability', actions: ['view'] }]);
    serve();
    renderRoutes(routes, '/traceability/heat/H2291');
    const orders = await screen.findByRole('table', { name: 'Work orders that drew the heat' });
    expect(within(orders).queryByRole('link', { name: 'WO/2026-27/0004' })).not.toBeInTheDocument();
    expect(within(orders).getByText('WO/2026-27/0004')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'DC/2026-27/0007' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'GRN/2026-27/0031' })).not.toBeInTheDocument();
  });

  it('says so when no heat has the number', async () => {
    serve();
    renderRoutes(routes, '/traceability/heat/H9999');
    expect(await screen.findByText('No heat H9999 is recorded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Traceability' })).toHaveAttribute('href', '/traceability');
  });
});
