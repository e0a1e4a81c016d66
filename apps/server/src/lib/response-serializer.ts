import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `type: [X's type, 'null']` when X names one
 * plain type: fast-json-stringify writes that with a null check, where an `anyOf` makes it
 * validate every value against each branch (Ajv) to choose one.
 */
function simplified(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplified);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplified(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((b) => isObject(b) && b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && typeof other.type === 'string' && other.type !== 'object') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** A route's response schema as JSON Schema: what the zod schema writes (its output), simplified for speed. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-07' });
  const { $schema: _schema, ...rest } = simplified(json) as JsonSchema;
  return rest;
}

/**
 * The response serializer: each route's zod response schema, turned into JSON Schema and
 * compiled by Fastify's own compiler (fast-json-stringify) into a function that writes exactly
 * the declared fields. A zod schema checked and re-encoded every answer at run time cost a list
 * page more CPU than its SQL did. Schemas given as JSON Schema pass as they are. Each is
 * compiled the first time its route answers, not at start-up: compiling all of them made a
 * start 0.2–0.4 s slower, for routes a process may never serve.
 */
export function responseSerializerCompiler(): FastifySerializerCompiler<unknown> {
  const compile = SerializerSelector()({}, {});
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      if (!serialize) {
        const { schema } = route as { schema: unknown };
        const json = schema instanceof $ZodType ? responseJsonSchema(schema as z.ZodType) : (schema as JsonSchema);
        serialize = compile({ ...route, schema: json } as never) as (data: unknown) => string;
      }
      return serialize(data);
    };
  };
}
