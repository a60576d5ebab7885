import type { ActiveConfig } from '../engine/runner.js';

/**
 * Where a region's work lives in Redis. Everything of region `eu` is under
 * `<prefix>checks-eu:`: BullMQ's queue of its check jobs and the sorted set its probes report
 * liveness to. A probe's Redis user can be limited to that one pattern.
 */
export const checkQueueName = (region: string) => `checks-${region}`;

/** BullMQ's prefix option: Tocsin's key prefix without its trailing colon. */
export const queuePrefix = (prefix: string) => prefix.replace(/:$/, '');

export const livenessKey = (prefix: string, region: string) =>
  `${queuePrefix(prefix)}:${checkQueueName(region)}:probes`;

/** Matches every region's liveness key; the region is the first group. */
export const livenessPattern = (prefix: string) => `${queuePrefix(prefix)}:checks-*:probes`;
export const regionOfLivenessKey = (prefix: string, key: string) =>
  key.slice(`${queuePrefix(prefix)}:checks-`.length, -':probes'.length);

/**
 * A region's liveness set holds each probe's last report; a probe that stops replaces its entry
 * with `left:<probe>` at the time it left, so the region is known gone at once, not 10 s later.
 */
export const LEFT = 'left:';

/** A probe reports this often; a region is live while one reported within LIVE_MS. */
export const REPORT_MS = 2_000;
export const LIVE_MS = 10_000;
/** A region none of whose probes reported for a day is forgotten. */
export const FORGET_MS = 86_400_000;

/** A job for a run due this long ago is no longer worth running (a region that was down). */
export const STALE_MS = 60_000;

export interface CheckJobData {
  monitorId: string;
  config: ActiveConfig;
  dueAt: number;
  kind: 'planned' | 'recheck';
}
