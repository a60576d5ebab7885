// What modules/checks offers the rest of the server; another module imports it only from here.
export { type ActiveConfig } from './check-type.js';
export {
  checkedEvery,
  hostsOf,
  isActiveCheck,
  isActiveType,
  spanHostOf,
  storedInterval,
  takesPushes,
  targetOf,
} from './registry.js';
export { monitorRefusal, resultFor } from './result.js';
export { runCheck } from './run-check.js';
