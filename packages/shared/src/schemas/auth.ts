import { z } from 'zod';
import { emailField, requiredText } from './common.js';
import { newPasswordField, trivialPasswordMessage, userSchema } from './user.js';

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Sign-up: a trivial password (see trivialPasswordMessage) is refused on `password`. */
export const registerSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    name: requiredText('Name is required', 200),
  })
  .superRefine(({ email, password }, ctx) => {
    if (typeof password !== 'string') return;
    const message = trivialPasswordMessage(password, typeof email === 'string' ? email : undefined);
    if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const authResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshResponseSchema = z.object({
  user: userSchema,
  token: z.object({ accessToken: z.string(), refreshToken: z.string() }),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const settingsSchema = z.object({ companyName: z.string(), allowSignup: z.boolean() });
export type Settings = z.infer<typeof settingsSchema>;
