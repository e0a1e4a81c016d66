import type { User, UserCreateData, UserCreateInput, UserUpdateData, UserUpdateInput } from '@lathe/shared';
import type { UserCreateBody, UserUpdateBody } from './api';

export const emptyUserValues: UserCreateInput = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  avatar: '',
  isActive: true,
  roleId: '',
};

/** The form's starting values for an existing user; the first role's id is used (spec §3). */
export const userToFormValues = (user: User): UserUpdateInput => ({
  password: '',
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  avatar: user.avatar ?? '',
  isActive: user.isActive,
  roleId: user.roles[0]?.id ?? user.role?.id ?? '',
});

export const toCreateBody = (values: UserCreateData): UserCreateBody => ({
  email: values.email,
  password: values.password,
  firstName: values.firstName,
  lastName: values.lastName,
  avatar: values.avatar || null,
  isActive: values.isActive,
  roleId: values.roleId,
});

/** Leaves the password out when blank, so the current one is kept. */
export const toUpdateBody = (values: UserUpdateData, version: number): UserUpdateBody => ({
  firstName: values.firstName,
  lastName: values.lastName,
  avatar: values.avatar || null,
  isActive: values.isActive,
  roleId: values.roleId,
  version,
  ...(values.password ? { password: values.password } : {}),
});
