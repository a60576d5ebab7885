// What modules/plans offers the rest of the server; another module imports it only from here.
export { monthStart, planInForce, trialEnd } from './entitlements.js';
export {
  assertChannelRoom,
  assertInterval,
  assertMonitorRoom,
  assertSeatRoom,
  assertStatusPageRoom,
  everyInterval,
  lockWorkspace,
  type PlanLookup,
} from './limits.js';
export { planned, seatsTaken, workspaceUsage } from './usage.js';
