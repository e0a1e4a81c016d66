import { type Option, optionSchema, optionsQuerySchema, PICKER_ACCESS, type Picker } from '@lathe/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface PickerRoute<Params extends z.ZodType, Query extends z.ZodType> {
  /** The path under /api: `/customers/party-code/:code`. */
  url: string;
  summary?: string;
  params?: Params;
  querystring?: Query;
  response: z.ZodType;
  run(request: { params: z.output<Params>; query: z.output<Query> }): Promise<unknown>;
}

/**
 * `GET {url}`: one of a picker's option lists, the light reads forms and list filters choose a
 * record from. Every picker route is open to whoever holds any permission its entry in the shared
 * PICKER_ACCESS names, and is tagged with the picker's records.
 */
export function registerPickerRoute<Params extends z.ZodType = z.ZodUnknown, Query extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  picker: Picker,
  route: PickerRoute<Params, Query>,
) {
  const { url, summary, params, querystring } = route;
  app.get(
    url,
    {
      config: { access: { anyOf: [...PICKER_ACCESS[picker]] } },
      schema: {
        tags: [picker],
        ...(summary ? { summary } : {}),
        ...(params ? { params } : {}),
        ...(querystring ? { querystring } : {}),
        response: { 200: route.response },
      },
    },
    (request: FastifyRequest) =>
      route.run({ params: request.params as z.output<Params>, query: request.query as z.output<Query> }),
  );
}

/** The `?search=` list of up to 20 `{id, name}` (`GET /departments/options`), found by `find`. */
export const namedOptions = (find: (search: string) => Promise<Option[]>) => ({
  querystring: optionsQuerySchema,
  response: z.array(optionSchema),
  run: ({ query }: { query: { search: string } }) => find(query.search),
});
