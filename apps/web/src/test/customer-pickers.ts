import type { CustomerOption } from '@lathe/shared';
import { errorBody, type FakeRequest, json } from './fake-fetch';

const starts = (value: string | null, text: string) => !!value?.toLowerCase().startsWith(text);

/**
 * The customer pickers' three reads, answered from `customers` as the server does:
 * `party-code/{code}` by code, `search?search=` by code or name (codes, then names, starting with
 * it first), and `options/{id}`. Anything else is left to the caller (undefined).
 */
export function answerCustomerPickers(req: FakeRequest, customers: readonly CustomerOption[]): Response | undefined {
  const code = /^\/api\/customers\/party-code\/(.+)$/.exec(req.path)?.[1];
  if (code) {
    const text = decodeURIComponent(code).toLowerCase();
    return json(customers.filter((c) => c.partyCode.toLowerCase().includes(text)));
  }
  if (req.path === '/api/customers/search') {
    const text = (req.query.get('search') ?? '').trim().toLowerCase();
    const found = customers.filter(
      (c) => c.partyCode.toLowerCase().includes(text) || !!c.name?.toLowerCase().includes(text),
    );
    const rank = (c: CustomerOption) => (starts(c.partyCode, text) ? 0 : starts(c.name, text) ? 1 : 2);
    return json([...found].sort((a, b) => rank(a) - rank(b) || a.partyCode.localeCompare(b.partyCode)));
  }
  const byId = /^\/api\/customers\/options\/(.+)$/.exec(req.path)?.[1];
  if (byId) {
    const customer = customers.find((c) => c.id === decodeURIComponent(byId));
    return customer ? json(customer) : errorBody(404, 'Customer not found');
  }
  return undefined;
}
