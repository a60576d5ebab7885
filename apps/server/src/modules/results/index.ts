// What modules/results offers the rest of the server; another module imports it only from here.
export { Histogram } from './histogram.js';
export {
  MINUTE_MS,
  type MinuteParts,
  type MinuteRow,
  OpenMinute,
  type UnsavedMinutes,
} from './minute.js';
export {
  daySummaries,
  deleteHistory,
  latencyOf,
  readHistory,
  recentChecks,
  regionSeriesSeq,
  Totals,
  totalsBySeq,
  uptimeFrom,
  uptimeOf,
} from './queries.js';
export { DAY_MS, HOUR_MS, type Retention } from './rollups.js';
