import { z } from 'zod';

export const idParamsSchema = z.object({ id: z.uuid() });

/** A required text field: missing, blank or whitespace all give the spec's message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional text: absent, null and blank all mean "none". */
export const optionalText = (max = 500) => z.string().trim().max(max, `Must be at most ${max} characters`).nullish();

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .email('Email is invalid')
  .toLowerCase();

/** Optimistic concurrency: an update naming an older version is refused (contract §2). */
export const versionField = z.number().int().min(1).optional();

export const timestamps = { createdAt: z.string(), updatedAt: z.string() };
