import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../list.js';
import { loginSchema, registerSchema } from './auth.js';
import { roleInputSchema } from './role.js';
import { supplierPutSchema, supplierUpdateSchema } from './supplier.js';
import {
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_ONE_CHARACTER_MESSAGE,
  PASSWORD_ONLY_SPACES_MESSAGE,
  trivialPasswordMessage,
  userCreateSchema,
  userUpdateSchema,
} from './user.js';

/** The first message per field, as the form and the API show it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('users (spec §5)', () => {
  const valid = { email: 'a@b.co', password: '12345678', firstName: 'A', lastName: 'B', roleId: 'r1' };

  it('accepts a valid user and lower-cases the e-mail', () => {
    const parsed = userCreateSchema.parse({ ...valid, email: ' A@B.CO ' });
    expect(parsed.email).toBe('a@b.co');
    expect(parsed.isActive).toBe(true);
  });

  it('gives every message of the spec', () => {
    expect(messages(userCreateSchema.safeParse({}))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      roleId: 'Role is required',
    });
    expect(messages(userCreateSchema.safeParse({ ...valid, email: '', password: '', roleId: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      roleId: 'Role is required',
    });
    expect(
      messages(userCreateSchema.safeParse({ ...valid, email: 'a@', password: '1234567', avatar: 'ftp://x' })),
    ).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
      avatar: 'Must be a valid URL',
    });
  });

  it('accepts an avatar starting with http:// or https://, or none', () => {
    for (const avatar of ['http://x.io/a.png', 'https://x.io/a.png', '', null, undefined]) {
      expect(userCreateSchema.safeParse({ ...valid, avatar }).success, String(avatar)).toBe(true);
    }
  });

  it('on edit, a blank password keeps the current one; a short one is refused', () => {
    const { email: _e, password: _p, ...rest } = valid;
    expect(userUpdateSchema.safeParse({ ...rest, password: '' }).success).toBe(true);
    expect(userUpdateSchema.safeParse(rest).success).toBe(true);
    expect(messages(userUpdateSchema.safeParse({ ...rest, password: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('sign-up refuses trivial passwords on the password field', () => {
  const valid = { email: 'Kavya.Sharma@example.com', password: 'kv3m-Zq7-lathe', name: 'Kavya Sharma' };

  it('names each kind with its own message', () => {
    for (const [password, message] of [
      ['        ', PASSWORD_ONLY_SPACES_MESSAGE],
      ['\u00a0\t\n        ', PASSWORD_ONLY_SPACES_MESSAGE],
      ['aaaaaaaa', PASSWORD_ONE_CHARACTER_MESSAGE],
      ['ßßßßßßßß', PASSWORD_ONE_CHARACTER_MESSAGE],
      ['🐟🐟🐟🐟🐟🐟🐟🐟', PASSWORD_ONE_CHARACTER_MESSAGE],
      ['kavya.sharma@example.com', PASSWORD_IS_EMAIL_MESSAGE],
      ['  KAVYA.SHARMA@EXAMPLE.COM ', PASSWORD_IS_EMAIL_MESSAGE],
      ['Kavya.Sharma', PASSWORD_IS_EMAIL_MESSAGE],
    ] as const) {
      expect(messages(registerSchema.safeParse({ ...valid, password })), JSON.stringify(password)).toEqual({
        password: message,
      });
    }
  });

  it('takes anything else, and checks the e-mail only when there is one', () => {
    for (const password of ['kavya.sharma-77', 'abababab', 'aaaaaaab', 'example.com', 'sharma@example.com']) {
      expect(registerSchema.safeParse({ ...valid, password }).success, password).toBe(true);
    }
    expect(trivialPasswordMessage('kavya.sharma')).toBeNull();
    expect(trivialPasswordMessage('kavya.sharma', 'not-an-address')).toBeNull();
    expect(trivialPasswordMessage('not-an-address', 'not-an-address')).toBe(PASSWORD_IS_EMAIL_MESSAGE);
  });

  it('reports a short password first, and the other fields alongside', () => {
    expect(messages(registerSchema.safeParse({ email: 'a@b.co', password: 'aaaa', name: '' }))).toEqual({
      password: 'Password must be at least 8 characters',
      name: 'Name is required',
    });
    expect(messages(registerSchema.safeParse({ ...valid, password: 'kavya.sharma', name: '' }))).toEqual({
      password: PASSWORD_IS_EMAIL_MESSAGE,
      name: 'Name is required',
    });
  });

  it('leaves the user form to its own rules (an admin sets passwords there)', () => {
    const user = { email: 'a@b.co', password: 'aaaaaaaa', firstName: 'A', lastName: 'B', roleId: 'r1' };
    expect(userCreateSchema.safeParse(user).success).toBe(true);
  });
});

describe('login and roles', () => {
  it('login needs both fields', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('a role needs a name', () => {
    expect(messages(roleInputSchema.safeParse({ name: ' ' }))).toEqual({ name: 'Role name is required' });
    expect(roleInputSchema.parse({ name: 'QC' }).permissions).toEqual([]);
  });
});

describe('list query (contract §2)', () => {
  const schema = listQuerySchema(['createdAt', 'name'] as const);

  it('defaults to page 1, 10 rows, createdAt descending', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 10, search: '', sortBy: 'createdAt', sortOrder: 'DESC' });
  });

  it('takes sortOrder in either case and numbers from the query string', () => {
    expect(schema.parse({ page: '3', limit: '100', sortOrder: 'asc', sortBy: 'name', search: ' x ' })).toEqual({
      page: 3,
      limit: 100,
      search: 'x',
      sortBy: 'name',
      sortOrder: 'ASC',
    });
  });

  it('refuses what is out of range or not whitelisted', () => {
    for (const bad of [
      { limit: '0' },
      { limit: '101' },
      { page: '0' },
      { page: '1.5' },
      { sortBy: 'password' },
      { sortOrder: 'up' },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('PUT and PATCH bodies', () => {
  const put = supplierPutSchema;
  const patch = supplierUpdateSchema;

  it('PUT clears an optional field the body leaves out, gives defaults their value and keeps what is sent', () => {
    expect(put.parse({ name: 'Shree Steel', email: 'Sales@Shree.in', version: 3 })).toEqual({
      name: 'Shree Steel',
      supplierCode: null,
      contactPerson: null,
      email: 'sales@shree.in',
      phone: null,
      gstin: null,
      address: null,
      state: null,
      materials: null,
      leadTimeDays: 7,
      minimumOrderKg: 0,
      pan: null,
      tdsSection: null,
      deducteeType: 'company',
      paymentTermsDays: 30,
      isActive: true,
      version: 3,
    });
    expect(messages(put.safeParse({}))).toEqual({ name: 'Supplier name is required' });
  });

  it('PATCH names only what changes, with the same rules', () => {
    expect(patch.parse({ materials: 'EN8 bars' })).toEqual({ materials: 'EN8 bars' });
    expect(messages(patch.safeParse({ name: ' ' }))).toEqual({ name: 'Supplier name is required' });
  });
});
