export * from './plant-calendar.js';
export * from './schedule.js';
