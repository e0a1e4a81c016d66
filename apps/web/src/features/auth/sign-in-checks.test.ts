import { loginSchema } from '@lathe/shared';
import { describe, expect, it } from 'vitest';
import { checkSignIn, toLoginInput } from './sign-in-checks';

/** The first message of each field, as the form showed them when it ran the schema itself. */
function schemaErrors(values: { email: string; password: string }) {
  const result = loginSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const EMAILS = [
  '',
  '   ',
  'jane@example.com',
  '  Jane.Doe@Example.COM ',
  'jane',
  'jane@',
  '@example.com',
  'jane@example',
  'jane..doe@example.com',
  '.jane@example.com',
  "o'neil+tag@example.co.in",
  'jane@exa_mple.com',
  `${'a'.repeat(245)}@example.com`,
  `${'a'.repeat(250)}@example.com`,
];
const PASSWORDS = ['', ' ', 'secret-pass', 'x'.repeat(1024), 'x'.repeat(1025)];

describe('checkSignIn', () => {
  it('gives the messages the contract schema gives', () => {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        expect(checkSignIn({ email, password }), `${email} / ${password.length}`).toEqual(
          schemaErrors({ email, password }),
        );
      }
    }
  });

  it('sends what the schema outputs', () => {
    const values = { email: '  Jane.Doe@Example.COM ', password: ' pass ' };
    expect(toLoginInput(values)).toEqual(loginSchema.parse(values));
  });
});
