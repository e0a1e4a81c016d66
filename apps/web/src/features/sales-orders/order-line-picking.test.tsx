import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { errorBody, stubFetch } from '../../test/fake-fetch';
import { makeUser } from '../../test/fixtures';
import { likeTheBrowser } from '../../test/like-the-browser';
import { renderRoutes } from '../../test/render';
import { slowAnswers } from '../../test/slow-answers';
import { servePickers } from './order-fixtures';
import { NewSalesOrderPage } from './sales-order-pages';

/*
 * Issue 29: a clerk (or a barcode scanner) types a drawing number into a line's product and presses
 * Enter at once, before the search has answered. The line gets the product typed, once the answer
 * comes; every key stays; a rate typed meanwhile stays; and what is typed as the form opens is kept.
 */

const ROUTES = [{ path: '/sales-orders/new', element: <NewSalesOrderPage /> }];

/** The pickers as the server answers them, the product searches held until the test lets them go. */
function serveSlowProducts() {
  const network = slowAnswers();
  const { calls } = stubFetch(async (req) => {
    if (req.path === '/api/products/options') await network.held(req.query.get('search') ?? '');
    return servePickers(req) ?? errorBody(404, 'Not found');
  });
  return { network, calls };
}

type User = ReturnType<typeof userEvent.setup>;
const line = (n: number) => within(screen.getByRole('row', { name: `Line ${n}` }));
const productBox = (n: number) => line(n).getByRole('combobox', { name: 'Product' });
const rateBox = (n: number) => line(n).getByRole('textbox', { name: 'Rate (₹)' });

async function chooseCustomer(user: User) {
  await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'dac');
  await user.click(await screen.findByRole('option', { name: 'DAC01 — Deccan Auto Components' }));
}

/** Opens line n's product list: the customer's products, let come the first time they are asked. */
async function openProducts(user: User, network: ReturnType<typeof slowAnswers>, n: number) {
  await user.click(productBox(n));
  await waitFor(() => {
    network.answer('');
    expect(screen.getByRole('option', { name: 'DAC-2231-B — Nozzle holder sleeve' })).toBeInTheDocument();
  });
}

/** The search of `text` has been asked and is held. */
const asked = (network: ReturnType<typeof slowAnswers>, text: string) =>
  waitFor(() => expect(network.waiting()).toContain(text));

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  useAuthStore.setState({ user: makeUser() });
});

describe("a line's product typed and entered before its search answers", () => {
  it('gets the product typed once the answer comes, not the first of the list on screen', async () => {
    const { network } = serveSlowProducts();
    const user = userEvent.setup({ delay: null });
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user);
    await openProducts(user, network, 1);

    await likeTheBrowser(() => user.keyboard('DAC-1187-A{Enter}'));
    expect(productBox(1)).toHaveValue('DAC-1187-A');
    // The list on screen (the sleeve first) answers another text: it is not offered.
    expect(screen.queryByRole('option', { name: /DAC-2231-B/ })).not.toBeInTheDocument();

    await asked(network, 'DAC-1187-A');
    network.answer();
    await waitFor(() => expect(productBox(1)).toHaveValue('DAC-1187-A — Injector spacer'));
    // The customer's last rate for the spacer, into the empty rate.
    expect(rateBox(1)).toHaveValue('11.5');
  });

  it('two codes entered one after the other give two lines of the two products', async () => {
    const { network } = serveSlowProducts();
    const user = userEvent.setup({ delay: null });
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user);
    await openProducts(user, network, 1);

    await likeTheBrowser(() => user.keyboard('DAC-2231-B{Enter}'));
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(productBox(2)).toHaveFocus();
    await likeTheBrowser(() => user.keyboard('DAC-1187-A{Enter}'));
    // Line 1 was left before its answer came: it still holds its code.
    expect(productBox(1)).toHaveValue('DAC-2231-B');
    expect(productBox(2)).toHaveValue('DAC-1187-A');

    await asked(network, 'DAC-2231-B');
    await asked(network, 'DAC-1187-A');
    network.answer();
    await waitFor(() => expect(productBox(1)).toHaveValue('DAC-2231-B — Nozzle holder sleeve'));
    await waitFor(() => expect(productBox(2)).toHaveValue('DAC-1187-A — Injector spacer'));
    expect(rateBox(1)).toHaveValue('');
    expect(rateBox(2)).toHaveValue('11.5');
  });

  it('keeps the rate typed while the product was still being looked up', async () => {
    const { network } = serveSlowProducts();
    const user = userEvent.setup({ delay: null });
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user);
    await openProducts(user, network, 1);

    // Line 1: the rate typed before the answer came.
    await likeTheBrowser(() => user.keyboard('DAC-1187-A{Enter}{Tab}5{Tab}12'));
    expect(rateBox(1)).toHaveValue('12');
    await asked(network, 'DAC-1187-A');
    network.answer();
    await waitFor(() => expect(productBox(1)).toHaveValue('DAC-1187-A — Injector spacer'));
    expect(rateBox(1)).toHaveValue('12');

    // Line 2: the answer comes while the clerk is in the empty rate, about to type it (typed in
    // small letters, a search not asked before).
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await likeTheBrowser(() => user.keyboard('dac-1187-a{Enter}{Tab}5{Tab}'));
    expect(rateBox(2)).toHaveFocus();
    await asked(network, 'dac-1187-a');
    network.answer();
    await waitFor(() => expect(productBox(2)).toHaveValue('DAC-1187-A — Injector spacer'));
    await likeTheBrowser(() => user.keyboard('9.5'));
    expect(rateBox(2)).toHaveValue('9.5');
  });

  it('lets a rate it filled in follow the product, but never a rate the clerk typed', async () => {
    const { network } = serveSlowProducts();
    const user = userEvent.setup();
    renderRoutes(ROUTES, '/sales-orders/new');
    await chooseCustomer(user);
    await openProducts(user, network, 1);
    await user.click(screen.getByRole('option', { name: 'DAC-1187-A — Injector spacer' }));
    expect(rateBox(1)).toHaveValue('11.5');

    // The sleeve has no last rate: the spacer's, never typed, goes with the spacer.
    await openProducts(user, network, 1);
    await user.click(screen.getByRole('option', { name: 'DAC-2231-B — Nozzle holder sleeve' }));
    expect(rateBox(1)).toHaveValue('');

    await user.type(rateBox(1), '14');
    await openProducts(user, network, 1);
    await user.click(screen.getByRole('option', { name: 'DAC-1187-A — Injector spacer' }));
    expect(rateBox(1)).toHaveValue('14');
  });
});

describe('the new order form', () => {
  it('keeps what is typed as it opens, in the customer it starts at', async () => {
    serveSlowProducts();
    const user = userEvent.setup({ delay: null });
    renderRoutes(ROUTES, '/sales-orders/new');
    await likeTheBrowser(() => user.keyboard('steel'));
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    expect(customer).toHaveFocus();
    expect(customer).toHaveValue('steel');
  });
});
