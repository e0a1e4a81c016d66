import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { productFinder } from './product-options';
import { fetchOptions } from './reference-options';

/* Every picker of an `options` route asks the same URL it always has, and shows the rows as options. */

const request = (call: { path: string; query: URLSearchParams }) => `${call.path}?${call.query}`;

describe('picker lookups of the options routes', () => {
  it('departments and designations: GET {resource}/options?search=, an option per record by id and name', async () => {
    const { calls } = stubFetch(() => json([{ id: 'd1', name: 'Machining' }]));
    const signal = new AbortController().signal;
    await expect(fetchOptions.departments('mach', signal)).resolves.toEqual([{ value: 'd1', label: 'Machining' }]);
    await fetchOptions.designations('op', signal);
    await fetchOptions.departments('', signal);
    expect(calls.map(request)).toEqual([
      '/api/departments/options?search=mach',
      '/api/designations/options?search=op',
      '/api/departments/options?',
    ]);
  });

  it("a line's products: GET products/options?customerId=&search=, each option carrying its product", async () => {
    const product = { id: 'p1', drawingNumber: 'DAC-2231-B', description: 'Nozzle holder sleeve' };
    const { calls } = stubFetch(() => json([product]));
    const options = await productFinder('c1')('2231', new AbortController().signal);
    expect(options).toEqual([{ value: 'p1', label: 'DAC-2231-B — Nozzle holder sleeve', code: 'DAC-2231-B', product }]);
    expect(calls.map(request)).toEqual(['/api/products/options?customerId=c1&search=2231']);
  });
});
