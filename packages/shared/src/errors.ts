import { z } from 'zod';

/** The error body every failing API call answers with (contract §2). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const statusText = (status: number) =>
  STATUS_TEXT[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
