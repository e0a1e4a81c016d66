import { z } from 'zod';
import { textProblem } from '../text-safety.js';

/** Refuses what a text field can never hold (text-safety.ts), naming the problem on the field. */
export const safeText = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const problem = typeof value === 'string' ? textProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const idParamsSchema = z.object({ id: z.uuid() });

/** A required text field: missing, blank or whitespace all give the spec's message. */
export const requiredText = (message: string, max = 200) =>
  safeText(z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`));

/** Optional text: absent, null and blank all mean "none". */
export const optionalText = (max = 500) =>
  safeText(z.string().trim().max(max, `Must be at most ${max} characters`)).nullish();

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .email('Email is invalid')
  .toLowerCase();

/** Optimistic concurrency: an update naming an older version is refused (contract §2). */
export const versionField = z.number().int().min(1).optional();

/** PATCH: any of the record's fields, and the version read. */
export const patchSchema = <T extends z.ZodRawShape>(fields: T) =>
  z.object(fields).partial().extend({ version: versionField });

/**
 * PUT: the whole record as create takes it, and the version read. An optional field the body
 * leaves out is cleared, as a blank one is; fields with a default (isActive) take it.
 */
export function putSchema<T extends z.ZodRawShape>(create: z.ZodObject<T>) {
  const cleared: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(create.shape) as [string, z.ZodType][]) {
    const absent = field.safeParse(undefined);
    if (absent.success && absent.data === undefined) cleared[key] = field.default(null as never);
  }
  const typed = create.extend({ version: versionField });
  return create.extend({ ...cleared, version: versionField }) as unknown as typeof typed;
}

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** Blank text becomes null, so "cleared" and "never given" read the same. */
const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

/** Optional text, stored as null when blank. */
export const optionalTextField = (max = 500) => optionalText(max).transform(blankToNull);

/** Optional e-mail address. */
export const optionalEmailField = z
  .string()
  .trim()
  .max(254, 'Email is invalid')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Email is invalid')
  .transform((v) => v.toLowerCase())
  .nullish()
  .transform(blankToNull);

/** Optional phone number: digits with spaces, dashes, brackets and a leading +. */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/.test(v), 'Phone number is invalid')
  .nullish()
  .transform(blankToNull);

/** An optional reference to another record by id; blank means none. */
export const optionalIdField = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || z.uuid().safeParse(v).success, message)
    .nullish()
    .transform(blankToNull);

/** A real day written `yyyy-MM-dd`: it survives a round trip, so 2024-02-30 and year 0000 fail. */
export const isCalendarDate = (v: string) => {
  const time = Date.parse(`${v}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= '0001' && !Number.isNaN(time) && new Date(time).toISOString().startsWith(v)
  );
};

/** An optional calendar date, `yyyy-MM-dd`. */
export const optionalDateField = (message = 'Enter a valid date') =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isCalendarDate(v), message)
    .nullish()
    .transform(blankToNull);

export const isActiveField = z.boolean({ error: 'Active must be true or false' });

/** A required calendar date, `yyyy-MM-dd`. */
export const requiredDateField = (required: string, invalid = 'Enter a valid date') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => isCalendarDate(v), invalid);
