export * from './errors.js';
export * from './list.js';
export * from './permissions.js';
export * from './schemas/auth.js';
export * from './schemas/common.js';
export * from './schemas/role.js';
export * from './schemas/user.js';
