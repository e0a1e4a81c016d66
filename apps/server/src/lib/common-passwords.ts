import { createRequire } from 'node:module';

/** The answer for a password on the list, under the `password` field. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common; choose another';

let common: Set<string> | undefined;

/**
 * The 49,000 most common passwords of zxcvbn's list, lower-cased. Loaded on the first check
 * (about 0.1 s, 13 MB), never at start-up and never in the browser: only the server imports it.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return common;
}

/** True for a password on the common-passwords list, whatever its letter case. */
export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase());
