import { type ErrorBody, statusText } from '@lathe/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { AppError } from '../lib/errors.js';

/** PostgreSQL unique constraints → the field and message a client shows. */
const UNIQUE_FIELDS: Record<string, [field: string, message: string]> = {
  users_email_unique: ['email', 'Email is already registered'],
  roles_name_unique: ['name', 'A role with this name already exists'],
  departments_name_unique: ['name', 'A department with this name already exists'],
  designations_name_unique: ['name', 'A designation with this name already exists'],
  employees_employee_code_unique: ['employeeCode', 'An employee with this code already exists'],
  machines_machine_no_unique: ['machineNo', 'A machine with this number already exists'],
  suppliers_supplier_code_unique: ['supplierCode', 'A supplier with this code already exists'],
  customers_party_code_unique: ['partyCode', 'A customer with this party code already exists'],
  customers_party_code_key: ['partyCode', 'A customer with this party code already exists'],
};

interface Reply {
  statusCode: number;
  message: string;
  errors?: Record<string, string> | undefined;
  headers?: Record<string, string> | undefined;
}

function fieldOf(path: string) {
  return path.replace(/^\//, '').replaceAll('/', '.');
}

/** The PostgreSQL error behind a driver or Drizzle error, if any. */
function pgErrorOf(error: unknown): { code: string; constraint?: string } | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: (e as { constraint?: string }).constraint };
    }
  }
  return null;
}

const inMiB = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MiB`;

function toReply(error: FastifyError | AppError | Error, request: FastifyRequest): Reply | null {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, message: error.message, errors: error.errors, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path names nothing that exists: 404, not 400.
    if (error.validationContext === 'params') return { statusCode: 404, message: 'Not found' };
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = fieldOf(issue.instancePath);
      if (field) errors[field] ??= issue.message ?? 'Invalid value';
    }
    const fields = Object.keys(errors).length > 0;
    // An error at the root (no body, or not an object) names no field.
    const root = `The request ${error.validationContext ?? 'body'} must be a JSON object`;
    return { statusCode: 400, message: Object.values(errors)[0] ?? root, errors: fields ? errors : undefined };
  }
  // PostgreSQL is down, restarting or unreachable: the client may retry (RELIABILITY.md, outage drill).
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      message: DATABASE_UNAVAILABLE,
      headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
    };
  }
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    const known = pg.constraint ? UNIQUE_FIELDS[pg.constraint] : undefined;
    return known
      ? { statusCode: 409, message: known[1], errors: { [known[0]]: known[1] } }
      : { statusCode: 409, message: 'This value is already in use' };
  }
  if (pg?.code === '23503') return { statusCode: 409, message: 'This record is still referenced by other records' };
  if (pg?.code === '22P02' || pg?.code === '22007' || pg?.code === '22008') {
    return { statusCode: 400, message: 'A value has the wrong format' };
  }
  if (pg?.code === '22003' || pg?.code === '22001') return { statusCode: 400, message: 'A value is too large' };
  // NUL and text the database's encoding cannot hold: the input guard refuses them first, this is the net.
  if (pg?.code === '22021' || pg?.code === '22P05') {
    return { statusCode: 400, message: 'A value contains a character that cannot be stored' };
  }
  // The statement timeout (or an operator) cancelled the query: the server's limit, not bad input.
  if (pg?.code === '57014') {
    return {
      statusCode: 503,
      message: 'The request took too long; try again or narrow the search',
      headers: { 'retry-after': '5' },
    };
  }
  if ((error as FastifyError).code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { statusCode: 414, message: 'The address is too long: a part of the path is over 100 characters' };
  }
  if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024;
    return { statusCode: 413, message: `The request body is larger than the ${inMiB(limit)} limit` };
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: error.message };
  }
  return null;
}

/** Answers a failure with the one error body (contract §2); never a stack trace or SQL text. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = toReply(error, request);
  if (!known) request.log.error({ err: error }, 'unhandled error');
  else if (known.statusCode >= 500) request.log.error({ err: error }, error.message);
  const { statusCode, message, errors, headers } = known ?? { statusCode: 500, message: 'Internal Server Error' };
  if (headers) reply.headers(headers);
  const body: ErrorBody = { statusCode, error: statusText(statusCode), message, ...(errors ? { errors } : {}) };
  return reply.status(statusCode).send(body);
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(sendError);
  },
  { name: 'error-handler' },
);
