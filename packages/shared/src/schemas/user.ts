import { z } from 'zod';
import { emailField, requiredText, safeText, timestamps, versionField } from './common.js';
import { permissionOutSchema } from './role.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USER_SORTABLE = ['createdAt', 'updatedAt', 'email', 'firstName', 'lastName', 'isActive'] as const;

const passwordLength = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .pipe(passwordLength);

export const PASSWORD_ONLY_SPACES_MESSAGE = 'Password cannot be only spaces';
export const PASSWORD_ONE_CHARACTER_MESSAGE = 'Password cannot be one character repeated';
export const PASSWORD_IS_EMAIL_MESSAGE = 'Password cannot be your email address';

/**
 * Why a new password is guessed at once from the form it is typed into, or null: nothing but
 * whitespace, one character (letter, digit, emoji…) repeated, or the e-mail address or the part
 * of it before the @, whatever the letter case and surrounding spaces. Sign-up checks it in the
 * browser and on the server through the same schema, so both show the same message.
 */
export function trivialPasswordMessage(password: string, email?: string): string | null {
  if (password.trim() === '') return PASSWORD_ONLY_SPACES_MESSAGE;
  if (new Set(password).size === 1) return PASSWORD_ONE_CHARACTER_MESSAGE;
  const address = email?.trim().toLowerCase();
  if (address) {
    const typed = password.trim().toLowerCase();
    const at = address.lastIndexOf('@');
    if (typed === address || (at > 0 && typed === address.slice(0, at))) return PASSWORD_IS_EMAIL_MESSAGE;
  }
  return null;
}

/** Blank on edit keeps the current password. */
export const changePasswordField = z.union([z.literal(''), passwordLength]).optional();

/** An http(s) address; `\S` alone would let control characters and direction overrides through. */
export const avatarField = safeText(
  z
    .string()
    .trim()
    .max(2000, 'Must be a valid URL')
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Must be a valid URL'),
).nullish();

const userFields = {
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  avatar: avatarField,
  isActive: z.boolean().default(true),
  roleId: safeText(z.string({ error: 'Role is required' }).trim().min(1, 'Role is required')),
};

export const userCreateSchema = z.object({ email: emailField, password: newPasswordField, ...userFields });
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** PUT users/{id}: email cannot change; the password only when entered. */
export const userUpdateSchema = z.object({
  email: emailField.optional(),
  password: changePasswordField,
  ...userFields,
  version: versionField,
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  role: z.object({ id: z.string(), name: z.string(), permissions: z.array(permissionOutSchema) }).nullable(),
  permissions: z.array(permissionOutSchema),
  version: z.number().int(),
  ...timestamps,
});
export type User = z.infer<typeof userSchema>;
/** What a create or update carries once validated. */
export type UserCreateData = z.output<typeof userCreateSchema>;
export type UserUpdateData = z.output<typeof userUpdateSchema>;
