// What modules/incidents offers the rest of the server; another module imports it only from here.
export {
  holdAlerts,
  type IncidentRow,
  markAlerted,
  openIncident,
  resolveOpenIncidents,
} from './lifecycle.js';
export {
  acknowledgeIncident,
  type IncidentCounts,
  incidentCountsByMonitor,
  monitorIncidents,
} from './service.js';
export { addTimeline, forgetAddressInIncidents } from './timeline.js';
