import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema/index.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import { createHarness, type Harness } from './harness.js';

/*
 * Text no field may hold (NUL, the other control characters, lone surrogates, direction
 * overrides) is refused with a 400 naming the field, wherever it comes in: a body, a nested line,
 * an object key, the list search, a path parameter, a public route. Nothing is written.
 */

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  token = await h.adminToken();
});
afterAll(() => h.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as: string | undefined = token) =>
  h.call(method, url, { ...(as ? { token: as } : {}), body });
const countCustomers = () => h.db.$count(customers);

const CONTROL = 'Must not contain control characters';

describe('hostile text', () => {
  it.each([
    ['NUL', 'Bosch\u0000Ltd'],
    ['escape', '\u001B[31mBosch'],
    ['DEL', 'Bosch\u007F'],
    ['a lone surrogate', 'Bosch \uD800'],
  ])('refuses %s in a create body on its field, and writes nothing', async (_, name) => {
    const before = await countCustomers();
    const res = await call('POST', '/api/customers', { partyCode: 'HOST-01', name });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: CONTROL, errors: { name: CONTROL } });
    expect(await countCustomers()).toBe(before);
  });

  it('refuses a direction override in a name', async () => {
    const res = await call('POST', '/api/customers', { partyCode: 'HOST-02', name: '\u202EnimdA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Must not contain text-direction override characters' });
  });

  it('names a nested line field and an object key', async () => {
    const customer = (await call('POST', '/api/customers', { partyCode: 'HOST-03', name: 'Host Three' })).json();
    const line = await call('POST', '/api/invoices', {
      customerId: customer.id,
      invoiceDate: '2026-04-10',
      lines: [{ description: 'Ok' }, { description: 'Bad\u0000', quantity: 1, rate: 1, gstRate: 18 }],
    });
    expect(line.statusCode).toBe(400);
    expect(line.json().errors).toEqual({ 'lines.1.description': CONTROL });
    const key = await call('POST', '/api/customers', { partyCode: 'HOST-04', name: 'Host', 'x\u0000': 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors).toEqual({ 'x?': CONTROL });
  });

  it('refuses it in the search of a list and a picker, and in a path parameter', async () => {
    for (const url of [
      '/api/customers?search=a%00b',
      '/api/sales-orders?search=%1B',
      '/api/departments/options?search=%00',
      '/api/customers/party-code/a%00b',
      '/api/customers/party-code/a%01b',
      '/api/users/email/a%00b%40example.com',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toBe(CONTROL);
    }
  });

  it('refuses it on the public sign-up before anything else', async () => {
    const res = await call(
      'POST',
      '/api/auth/register',
      { name: 'Eve\u0000', email: 'eve@example.com', password: 'a-long-password-9' },
      undefined,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: CONTROL });
  });

  it('keeps tabs, line breaks and Indian scripts', async () => {
    const res = await call('POST', '/api/customers', {
      partyCode: 'HOST-05',
      name: 'भारत फोर्ज',
      billingAddress: 'Plot 14\nChakan MIDC\tPune',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().billingAddress).toBe('Plot 14\nChakan MIDC\tPune');
  });

  it('answers 400, not 500, should NUL ever reach the database', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/probe', async () => {
      await h.db.execute(sql`select ${'a\u0000b'}::text`);
      return 'stored';
    });
    const res = await app.inject({ method: 'GET', url: '/probe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A value contains a character that cannot be stored');
    await app.close();
  });
});

describe('money and dates out of bounds', () => {
  const customerAndProduct = async (code: string) => {
    const customer = (await call('POST', '/api/customers', { partyCode: code, name: `Bounds ${code}` })).json();
    const product = (
      await call('POST', '/api/products', {
        partyCode: code,
        assembly: 'Pump',
        product_description: 'Plunger',
        drawing_number: `${code}-D`,
        product_type: 'Turned',
        rod_size: '10 mm',
        grade: 'EN8',
      })
    ).json();
    return { customer, product };
  };

  it('refuses a line worth 2^53 paise or more on an invoice and an order, on the line, with one message', async () => {
    const { customer, product } = await customerAndProduct('BIG-01');
    const huge = { quantity: 9_999_999, rate: 99_999_999.99 };
    const invoice = await call('POST', '/api/invoices', {
      customerId: customer.id,
      invoiceDate: '2026-04-10',
      lines: [{ description: 'Plunger', gstRate: 18, ...huge }],
    });
    expect(invoice.statusCode, invoice.body).toBe(400);
    expect(invoice.json().errors).toEqual({ 'lines.0.rate': 'The line amount is too large' });
    const order = await call('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: '2026-04-10',
      lines: [{ productId: product.id, ...huge }],
    });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json().errors).toEqual({ 'lines.0.rate': 'The line amount is too large' });
  });

  it('refuses an invoice whose total passes the bound though each line fits', async () => {
    const { customer } = await customerAndProduct('BIG-02');
    // ₹5,99,99,99,99,940 a line: each fits below ₹10^12, the two together do not.
    const line = { description: 'Plunger', quantity: 6_000, rate: 99_999_999.99, gstRate: 0 };
    const res = await call('POST', '/api/invoices', {
      customerId: customer.id,
      invoiceDate: '2026-04-10',
      lines: [line, line],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual({ lines: 'The invoice total is too large' });
  });

  it('keeps document dates between 2000 and 2099', async () => {
    const { customer, product } = await customerAndProduct('DATE-01');
    const window = 'Enter a date between 01/01/2000 and 31/12/2099';
    const order = await call('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: '0001-01-01',
      deliveryDate: '2100-01-01',
      lines: [{ productId: product.id, quantity: 1, rate: 1, deliveryDate: '1999-12-31' }],
    });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json().errors).toEqual({
      orderDate: window,
      deliveryDate: window,
      'lines.0.deliveryDate': window,
    });
    const invoice = await call('POST', '/api/invoices', {
      customerId: customer.id,
      invoiceDate: '2026-04-10',
      dueDate: '9999-12-31',
      lines: [{ description: 'Plunger', quantity: 1, rate: 1, gstRate: 18 }],
    });
    expect(invoice.statusCode).toBe(400);
    expect(invoice.json().errors).toEqual({ dueDate: window });
    const ok = await call('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: '2000-01-01',
      lines: [{ productId: product.id, quantity: 1, rate: 1, deliveryDate: '2099-12-31' }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
