import { Ajv, type ValidateFunction } from 'ajv';

/*
 * JSON Schema checks of what Lathe hands to a government portal (the e-invoice, the e-way bill,
 * GSTR-1), with ajv: a file is offered only once it passes the portal's published schema.
 */

const ajv = new Ajv({ allErrors: true, strict: true });

/** A compiled check of one published schema. */
export const schemaCheck = <T>(schema: object): ValidateFunction<T> => ajv.compile<T>(schema);

/** What fails the schema, one line each: "/ItemList/0/HsnCd must match pattern …"; empty when it passes. */
export function schemaProblems(check: ValidateFunction, data: unknown): string[] {
  if (check(data)) return [];
  return (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}
