// What modules/scheduler offers the rest of the server; another module imports it only from here.
export { type Run, Scheduler } from './scheduler.js';
