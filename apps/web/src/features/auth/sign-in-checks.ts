import type { LoginInput } from '@lathe/shared';
import { regexes } from 'zod/v4/core';

export type SignInField = keyof LoginInput;
export type SignInValues = Record<SignInField, string>;
export type SignInErrors = Partial<Record<SignInField, string>>;

export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

/**
 * The contract's `loginSchema`, checked without building it: the sign-in page is the first
 * thing most people load, and zod's schema runtime (with react-hook-form) would be a third of
 * its JavaScript. The messages, their order and the email pattern are the schema's own
 * (sign-in-checks.test.ts compares the two).
 */
export function checkSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (email.length < 1) errors.email = 'Email is required';
  else if (email.length > 254 || !regexes.email.test(email)) errors.email = 'Email is invalid';
  if (values.password.length < 1) errors.password = 'Password is required';
  else if (values.password.length > 1024) errors.password = 'Password is too long';
  return errors;
}

/** What the sign-in call sends: the email as the schema outputs it (trimmed, lower case). */
export const toLoginInput = (values: SignInValues): LoginInput => ({
  email: values.email.trim().toLowerCase(),
  password: values.password,
});
