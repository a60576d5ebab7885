// What modules/alerts offers the rest of the server; another module imports it only from here.
export { acceptForms } from './link-routes.js';
export { type AlertPlanner } from './planner.js';
export { storedRules } from './rules.js';
