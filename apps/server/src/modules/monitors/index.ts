// What modules/monitors offers the rest of the server; another module imports it only from here.
export { ownGroups } from './groups.js';
export { monitorKeys } from './measurements.js';
export { auditMonitor, monitorFields } from './monitor-audit.js';
export { statusSql } from './monitor-rows.js';
export { applyPlanLimits, monitorsUnderPlan, type PlanMonitor } from './plan-limits.js';
export { columnsOf, type MonitorDeps, ownMonitors, resetState, targetOf } from './service.js';
