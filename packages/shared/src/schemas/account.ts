import { z } from 'zod';
import { newPasswordField, trivialPasswordMessage } from './user.js';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'Choose a password different from the current one';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';

const passwordChangeFields = {
  // As the sign-in's password: any text up to the sign-in's bound, checked against the stored hash.
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE })
    .min(1, CURRENT_PASSWORD_REQUIRED_MESSAGE)
    .max(1024, 'Password is too long'),
  newPassword: newPasswordField,
};

/** The new password's rules the form can check: trivial, or the current one again. */
function checkNewPassword(
  { currentPassword, newPassword }: { currentPassword: unknown; newPassword: unknown },
  ctx: z.RefinementCtx,
) {
  if (typeof newPassword !== 'string') return;
  const trivial = trivialPasswordMessage(newPassword);
  if (trivial) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: trivial });
  else if (newPassword === currentPassword) {
    ctx.addIssue({ code: 'custom', path: ['newPassword'], message: SAME_PASSWORD_MESSAGE });
  }
}

/**
 * PUT auth/me/password: the signed-in user's own change. The server adds what only it knows:
 * the current password checked against the stored hash, the new one not the e-mail address nor
 * a common password.
 */
export const passwordChangeSchema = z.object(passwordChangeFields).superRefine(checkNewPassword);
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The form's values: the body above and the new password typed again, which must match it. */
export const passwordChangeFormSchema = z
  .object({ ...passwordChangeFields, confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH_MESSAGE }) })
  .superRefine((values, ctx) => {
    checkNewPassword(values, ctx);
    if (values.confirmPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
    }
  });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

/** One sign-in of the caller still in force (GET auth/sessions). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** When it signed in (ISO). */
  createdAt: z.string(),
  /** When it last drew new tokens, or now for the caller's own session (ISO). */
  lastUsedAt: z.string(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  /** Browser and system read from its user agent: "Firefox on Windows". */
  device: z.string(),
  /** The session the request itself was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** POST auth/sessions/end-others: how many sessions were signed out. */
export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
