export * from './oee.js';
export * from './plant-calendar.js';
export * from './schedule.js';
