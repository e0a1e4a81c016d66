export * from './customers.js';
export * from './departments.js';
export * from './employees.js';
export * from './machines.js';
export * from './products.js';
export * from './roles.js';
export * from './suppliers.js';
export * from './users.js';
