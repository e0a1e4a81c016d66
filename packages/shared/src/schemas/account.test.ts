import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  passwordChangeFormSchema,
  passwordChangeSchema,
  SAME_PASSWORD_MESSAGE,
} from './account.js';
import { PASSWORD_ONE_CHARACTER_MESSAGE, PASSWORD_ONLY_SPACES_MESSAGE } from './user.js';

/** The first message per field, as the form and the API show it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('a change of one’s own password', () => {
  it('takes the current password and a new one that passes the password rule', () => {
    expect(passwordChangeSchema.parse({ currentPassword: 'old', newPassword: 'new-password-1' })).toEqual({
      currentPassword: 'old',
      newPassword: 'new-password-1',
    });
  });

  it('says what is missing, and holds the new password to the rule of at least 8 characters', () => {
    expect(messages(passwordChangeSchema.safeParse({}))).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    });
    expect(messages(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: 'seven77' }))).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
  });

  it('refuses the current password again, and trivial ones, on newPassword', () => {
    const same = passwordChangeSchema.safeParse({ currentPassword: 'old-password-1', newPassword: 'old-password-1' });
    expect(messages(same)).toEqual({ newPassword: SAME_PASSWORD_MESSAGE });
    expect(SAME_PASSWORD_MESSAGE).toBe('Choose a password different from the current one');
    for (const [newPassword, message] of [
      ['         ', PASSWORD_ONLY_SPACES_MESSAGE],
      ['zzzzzzzzzz', PASSWORD_ONE_CHARACTER_MESSAGE],
    ]) {
      expect(messages(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword }))).toEqual({
        newPassword: message,
      });
    }
  });

  it('in the form, wants the new password typed twice alike', () => {
    const typed = { currentPassword: 'old', newPassword: 'new-password-1' };
    expect(passwordChangeFormSchema.safeParse({ ...typed, confirmPassword: 'new-password-1' }).success).toBe(true);
    expect(messages(passwordChangeFormSchema.safeParse({ ...typed, confirmPassword: 'new-password-2' }))).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    });
    expect(PASSWORDS_DO_NOT_MATCH_MESSAGE).toBe('Passwords do not match');
  });
});
