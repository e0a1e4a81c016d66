/** What other modules use of the schedule: the plan as it stands, and promise dates and what-ifs worked on its thread. */
export { type Plan, scheduleReader } from './schedule-reader.js';
export { promiseOnThread, whatIfOnThread } from './schedule-thread.js';
