import { type DocumentFlow, idParamsSchema, type Scope, type StatusFacts, type User } from '@lathe/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { permission, principalOf, stepAccess } from '../plugins/access.js';
import type { StepBody } from './document-kit.js';

/** What the routes call of a document service made with createDocumentService. */
interface DocumentRoutesService<Doc, Data, Step extends string> {
  step(name: Step): (id: string, body: StepBody) => Promise<Doc>;
  saveAnd(name: Step, actor: User, data: Data, id?: string): Promise<Doc>;
}

export interface DocumentRoutesDef<Doc, Data, Step extends string> {
  /** The path's first part and (unless `scope` says otherwise) the permission scope: `sales-orders`. */
  resource: string;
  /** The scope whose create a new draft saved and moved on needs, when it is not the resource's name. */
  scope?: Scope;
  flow: DocumentFlow<string, StatusFacts<string>, Step>;
  service: DocumentRoutesService<Doc, Data, Step>;
  /** A step's body: the version read and a reason (null or absent allowed where `optional`). */
  body: z.ZodType;
  /** The draft's body, as the create and update routes take it. */
  input: z.ZodType<Data>;
  response: z.ZodType;
  /** The steps with a route of their own, with the summary the API docs show. */
  steps: Partial<Record<Step, string>>;
  /** The step a draft may be saved and moved on by in the same request (confirm, issue). */
  saveAnd: { step: Step; summary: string };
}

/**
 * The document kit's routes, their access read from the shared flow:
 * - `POST /{resource}/:id/{step}` for each step (confirm, issue, close, cancel …), answering the
 *   document as it now is;
 * - save-and-step: `POST /{resource}/{step}` (a new draft) and `PUT /{resource}/:id/{step}` (the
 *   draft replaced), saved and moved on in one transaction. The POST states the scope's create;
 *   the step's own permission is checked inside, since saving a draft is not confirming it. The
 *   PUT states the step's; the kit refuses (403) a change of content by a user without the
 *   draft's edit, who steps the draft only as it stands.
 */
export function registerDocumentRoutes<Doc, Data, Step extends string>(
  app: FastifyInstance,
  def: DocumentRoutesDef<Doc, Data, Step>,
) {
  const tags = [def.resource];
  for (const [name, summary] of Object.entries(def.steps) as [Step, string][]) {
    const run = def.service.step(name);
    app.post(
      `/${def.resource}/:id/${name}`,
      {
        config: { access: stepAccess(def.flow, name) },
        schema: { tags, summary, params: idParamsSchema, body: def.body, response: { 200: def.response } },
      },
      // A script may send no body at all: every field of a step's body is optional.
      (request: FastifyRequest) => run((request.params as { id: string }).id, (request.body ?? {}) as StepBody),
    );
  }

  const { step, summary } = def.saveAnd;
  app.post(
    `/${def.resource}/${step}`,
    {
      config: { access: permission(def.scope ?? (def.resource as Scope), 'create') },
      schema: { tags, summary: `${summary}: a new draft`, body: def.input, response: { 201: def.response } },
    },
    async (request, reply) =>
      reply.status(201).send(await def.service.saveAnd(step, principalOf(request).user, request.body as Data)),
  );
  app.put(
    `/${def.resource}/:id/${step}`,
    {
      config: { access: stepAccess(def.flow, step) },
      schema: {
        tags,
        summary: `${summary}: the draft replaced`,
        params: idParamsSchema,
        body: def.input,
        response: { 200: def.response },
      },
    },
    (request: FastifyRequest) =>
      def.service.saveAnd(step, principalOf(request).user, request.body as Data, (request.params as { id: string }).id),
  );
}
