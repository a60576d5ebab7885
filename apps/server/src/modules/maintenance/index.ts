// What modules/maintenance offers the rest of the server; another module imports it only from here.
export {
  activeMaintenance,
  activeWindowFor,
  coversMonitor,
  everyWindow,
  type InMaintenance,
  monitorsInMaintenance,
  windowActive,
  type WindowRow,
  windowsOf,
} from './maintenance.js';
export { auditWindow, windowColumns } from './service.js';
