export * from './oee.js';
export * from './plant-calendar.js';
export * from './promise.js';
export * from './rough-cut.js';
export * from './schedule.js';
