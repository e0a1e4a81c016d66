import { documentActionSchema, PURCHASE_ORDER_FLOW, purchaseOrderInputSchema } from '@lathe/shared';
import { FLOW_WITH_ADDED_STEPS } from '@lathe/shared/testing';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StepBody } from './document-kit.js';
import { registerDocumentRoutes } from './document-routes.js';

/*
 * A step added to a document's flow with a screen is routed with no other edit: the purchase
 * order's flow with two steps it does not have (FLOW_WITH_ADDED_STEPS), registered by the kit on a
 * bare server.
 */
const FLOW = FLOW_WITH_ADDED_STEPS;

const ID = '0b8f6c1e-4d0a-4c55-9a43-1f5a2b7c9d10';

async function serverWith(flow: typeof FLOW) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: { method: string; url: string; access: unknown; summary: unknown }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, access: route.config?.access, summary: route.schema?.summary });
    }
  });
  const taken: { step: string; id: string; body: StepBody }[] = [];
  registerDocumentRoutes(app, {
    resource: 'purchase-orders',
    flow,
    service: {
      step: (step) => async (id, body) => {
        taken.push({ step, id, body });
        return { id };
      },
      saveAnd: async () => ({ id: 'new' }),
    },
    body: documentActionSchema,
    input: purchaseOrderInputSchema,
    response: z.object({ id: z.string() }),
  });
  await app.ready();
  return { app, routes, taken };
}

describe('the document kit routes the flow', () => {
  it('routes each step the flow gives a yes or a reason to, with its permission and summary', async () => {
    const { routes } = await serverWith(PURCHASE_ORDER_FLOW as typeof FLOW);
    const steps = routes.filter((route) => route.method === 'POST' && route.url.startsWith('/purchase-orders/:id/'));
    expect(steps.map((route) => [route.url, route.access])).toEqual([
      ['/purchase-orders/:id/confirm', { scope: 'purchase-order-status', action: 'create' }],
      ['/purchase-orders/:id/close', { scope: 'purchase-order-status', action: 'edit' }],
      ['/purchase-orders/:id/cancel', { scope: 'purchase-order-status', action: 'delete' }],
    ]);
    // Receiving is taken on the goods receipt's own page, not at a route of the order's.
    expect(routes.some((route) => route.url.endsWith('/receive'))).toBe(false);
    expect(routes.filter((route) => route.url.endsWith('/confirm')).map((route) => route.method)).toEqual([
      'POST',
      'POST',
      'PUT',
    ]);
  });

  it('routes the steps added to the flow, and a route takes its step', async () => {
    const { app, routes, taken } = await serverWith(FLOW);
    expect(routes.find((route) => route.url === '/purchase-orders/:id/expedite')).toEqual({
      method: 'POST',
      url: '/purchase-orders/:id/expedite',
      access: { scope: 'purchase-order-status', action: 'edit' },
      summary: 'Asks the supplier to hurry',
    });
    expect(routes.find((route) => route.url === '/purchase-orders/:id/hold')).toEqual({
      method: 'POST',
      url: '/purchase-orders/:id/hold',
      access: { scope: 'purchase-order-status', action: 'delete' },
      summary: 'Holds a confirmed order',
    });
    const answer = await app.inject({
      method: 'POST',
      url: `/purchase-orders/${ID}/expedite`,
      payload: { version: 3 },
    });
    expect(answer.statusCode).toBe(200);
    expect(taken).toEqual([{ step: 'expedite', id: ID, body: { version: 3 } }]);
  });
});
