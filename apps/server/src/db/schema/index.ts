export * from './roles.js';
export * from './users.js';
