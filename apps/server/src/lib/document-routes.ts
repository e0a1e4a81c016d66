import { type DocumentFlow, idParamsSchema, routedSteps, type Scope, type StatusFacts, type User } from '@lathe/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { permission, principalOf, stepAccess } from '../plugins/access.js';
import { type CrudRoutes, registerCrudRoutes } from './crud-routes.js';
import type { StepBody } from './document-kit.js';
import { sendPdf } from './pdf-reply.js';

type Crud<Sort extends string, Filter, Row, Data> = CrudRoutes<Sort, Filter, Row, Data, Data>;
/** A draft route's own part: its run and, if the noun's wording will not do, its summary. */
type Drafting<Route> = { summary?: string; run: NonNullable<Route> extends { run: infer Run } ? Run : never };

/** What the routes call of a document service made with createDocumentService. */
interface DocumentRoutesService<Doc, Data, Step extends string> {
  step(name: Step): (id: string, body: StepBody) => Promise<Doc>;
  saveAnd(name: Step, actor: User, data: Data, id?: string): Promise<Doc>;
}

export interface DocumentRoutesDef<Doc, Data, Step extends string, Sort extends string, Filter, Row> {
  /** The path's first part and (unless `scope` says otherwise) the permission scope: `sales-orders`. */
  resource: string;
  /** The permission scope when it is not the resource's name (credit and debit notes: `invoices`). */
  scope?: Scope;
  /** The shared flow: its steps with a screen get their routes, its `saveAnd` the save-and-step pair. */
  flow: DocumentFlow<string, StatusFacts<string>, Step>;
  service: DocumentRoutesService<Doc, Data, Step>;
  /** A step's body: the version read and a reason (null or absent allowed where `optional`). */
  body: z.ZodType;
  /** The draft's body, as the create and update routes take it. */
  input: z.ZodType<Data>;
  /** The document as every route answers it. */
  response: z.ZodType;
  /**
   * The list, CSV export and read, and the draft's create, replace (PUT) and delete, each taking
   * `input` (registerCrudRoutes); a summary left out is worded from the flow's noun.
   */
  crud?: Pick<Crud<Sort, Filter, Row, Data>, 'list' | 'get'> & {
    create?: Drafting<Crud<Sort, Filter, Row, Data>['create']>;
    update?: Drafting<Crud<Sort, Filter, Row, Data>['update']>;
    remove?: Partial<NonNullable<Crud<Sort, Filter, Row, Data>['remove']>> &
      Pick<NonNullable<Crud<Sort, Filter, Row, Data>['remove']>, 'run'>;
  };
  /** `GET /{resource}/:id/pdf`: the document as a PDF, with the name it downloads under. */
  pdf?: (id: string) => Promise<{ fileName: string; body: Buffer }>;
  /** The PDF route's summary when "The {noun} as a PDF" will not do: "The GST tax invoice as a PDF". */
  pdfSummary?: string;
}

/**
 * A document's routes in one call, their access read from the shared flow:
 * - the list, its CSV export, the read and the draft's create, replace and delete (registerCrudRoutes,
 *   their summaries worded from the flow's noun unless given);
 * - `GET /{resource}/:id/pdf`, when the document prints;
 * - `POST /{resource}/:id/{step}` for each step the flow gives a screen to take it by (a yes or a
 *   reason: confirm, issue, close, cancel …), answering the document as it now is, so a step added
 *   to the flow is routed with no other edit;
 * - save-and-step, when the flow names one: `POST /{resource}/{step}` (a new draft) and
 *   `PUT /{resource}/:id/{step}` (the draft replaced), saved and moved on in one transaction. The
 *   POST states the scope's create; the step's own permission is checked inside, since saving a
 *   draft is not confirming it. The PUT states the step's; the kit refuses (403) a change of
 *   content by a user without the draft's edit, who steps the draft only as it stands.
 */
export function registerDocumentRoutes<Doc, Data, Step extends string, Sort extends string, Filter, Row>(
  app: FastifyInstance,
  def: DocumentRoutesDef<Doc, Data, Step, Sort, Filter, Row>,
) {
  const { flow, resource } = def;
  const tags = [resource];
  const scope = def.scope ?? (resource as Scope);
  if (def.crud) {
    const { create, update, remove } = def.crud;
    const noun = flow.noun;
    registerCrudRoutes<Sort, Filter, Row, Data, Data>(app, {
      resource,
      scope,
      item: def.response,
      ...(def.crud.list && { list: def.crud.list }),
      ...(def.crud.get && { get: def.crud.get }),
      ...(create && { create: { body: def.input, summary: create.summary ?? `A new draft ${noun}`, run: create.run } }),
      ...(update && {
        update: { PUT: def.input, summary: update.summary ?? `Replaces a draft ${noun} whole`, run: update.run },
      }),
      ...(remove && { remove: { summary: remove.summary ?? `Deletes a draft ${noun}`, run: remove.run } }),
    });
  }

  const { pdf } = def;
  if (pdf) {
    app.get(
      `/${resource}/:id/pdf`,
      {
        config: { access: permission(scope, 'view') },
        schema: { tags, summary: def.pdfSummary ?? `The ${flow.noun} as a PDF`, params: idParamsSchema },
      },
      async (request, reply) => {
        const { fileName, body } = await pdf((request.params as { id: string }).id);
        return sendPdf(reply, fileName, body);
      },
    );
  }

  for (const name of routedSteps(flow)) {
    const run = def.service.step(name);
    const screen = flow.steps[name].screen;
    const summary = screen && 'summary' in screen ? screen.summary : undefined;
    app.post(
      `/${resource}/:id/${name}`,
      {
        config: { access: stepAccess(flow, name) },
        schema: {
          tags,
          ...(summary && { summary }),
          params: idParamsSchema,
          body: def.body,
          response: { 200: def.response },
        },
      },
      // A script may send no body at all: every field of a step's body is optional.
      (request: FastifyRequest) => run((request.params as { id: string }).id, (request.body ?? {}) as StepBody),
    );
  }

  if (!flow.saveAnd) return;
  const { step, summary } = flow.saveAnd;
  app.post(
    `/${resource}/${step}`,
    {
      config: { access: permission(scope, 'create') },
      schema: { tags, summary: `${summary}: a new draft`, body: def.input, response: { 201: def.response } },
    },
    async (request, reply) =>
      reply.status(201).send(await def.service.saveAnd(step, principalOf(request).user, request.body as Data)),
  );
  app.put(
    `/${resource}/:id/${step}`,
    {
      config: { access: stepAccess(flow, step) },
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
