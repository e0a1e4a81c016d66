/**
 * What the bulk seed (db/bench-seed.ts) leaves empty, written through the API as a user would:
 * departments and designations, the first employee placed in one, and a confirmed sales order
 * with all left to invoice, so the department and designation lists, the employee filters and
 * the invoice proposal have rows to compare.
 */
export async function seedThroughApi(origin: string, token: string) {
  const first = async (path: string) => {
    const answer = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await answer.json()) as { data?: unknown[] } | unknown[];
    return (Array.isArray(body) ? body : (body.data ?? []))[0] as Record<string, unknown> | undefined;
  };
  const send = async (method: string, path: string, body: object) => {
    const answer = await fetch(`${origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await answer.json()) as Record<string, unknown>;
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(json)}`);
    return json;
  };
  const departments = [];
  for (const name of ['Machining', 'Assembly', 'Quality'])
    departments.push(await send('POST', '/api/departments', { name }));
  const designations = [];
  for (const [name, department] of [
    ['Machinist', departments[0]],
    ['Fitter', departments[1]],
    ['Inspector', departments[2]],
  ] as const) {
    designations.push(await send('POST', '/api/designations', { name, departmentId: department?.id }));
  }
  const employee = (await first('/api/employees?limit=1')) as { id: string; version: number } | undefined;
  if (employee) {
    await send('PATCH', `/api/employees/${employee.id}`, {
      departmentId: departments[0]?.id,
      designationId: designations[0]?.id,
      version: employee.version,
    });
  }

  // A confirmed order with everything left to invoice: what GET invoices/proposal proposes from.
  const customer = await first('/api/customers?limit=1');
  const product = customer && (await first(`/api/products/options?customerId=${customer.id}`));
  if (product) {
    const order = await send('POST', '/api/sales-orders', {
      customerId: customer.id,
      orderDate: new Date().toISOString().slice(0, 10),
      lines: [{ productId: product.id, quantity: 100, rate: 250.5 }],
    });
    await send('POST', `/api/sales-orders/${order.id}/confirm`, { version: order.version });
  }
}
