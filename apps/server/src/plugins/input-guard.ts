import { textProblem } from '@lathe/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../lib/errors.js';

/** How deep the guard looks into a body; the body limit bounds the rest. */
const MAX_DEPTH = 32;

interface Problem {
  field: string;
  message: string;
}

/** A parsed JSON object, or the router's params and query (objects of their own null-rooted classes). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]';

/** The first text in `value` (keys included) that cannot be stored, with its dotted path. */
function findProblem(value: unknown, path: string, depth = 0): Problem | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { field: path, message } : null;
  }
  if (depth >= MAX_DEPTH) return null;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findProblem(item, at(String(index)), depth + 1);
      if (found) return found;
    }
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyMessage = textProblem(key);
      if (keyMessage) return { field: at(key.replace(/[^\x20-\x7E]/g, '?')), message: keyMessage };
      const found = findProblem(item, at(key), depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Every request's path parameters, query and body are read for text no field may hold (NUL and
 * the other control characters, lone surrogates, direction overrides; packages/shared
 * text-safety.ts) before any schema or service sees them: a 400 naming the field, never a 500
 * from the database. The shared schemas refuse the same with the same words, so this guard is
 * what covers the fields and routes a schema leaves as bare strings.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const problem =
        findProblem(request.params, '') ?? findProblem(request.query, '') ?? findProblem(request.body, '');
      if (problem) throw invalidField(problem.field || 'body', problem.message);
    });
  },
  { name: 'input-guard' },
);
