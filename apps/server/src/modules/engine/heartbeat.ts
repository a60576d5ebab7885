import type { CheckResult, MonitorConfig } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { monitorState } from '../../db/schema.js';
import { resultFor } from '../checks/index.js';

/**
 * How often a heartbeat monitor is looked at: often enough that a missed ping is noticed within
 * a sixth of its period, never more than every 10 s nor less than every minute.
 */
export function heartbeatIntervalMs(config: MonitorConfig<'heartbeat'>) {
  return Math.min(60_000, Math.max(10_000, (config.periodSeconds * 1000) / 6));
}

/**
 * Up while the last ping is younger than period + grace. Before the first ping there is nothing
 * to tell (null: the monitor waits for it) until period + grace after the monitor was created,
 * when a job that never called is down.
 */
export async function evaluateHeartbeat(
  db: Db,
  monitor: { id: string; config: MonitorConfig<'heartbeat'>; createdAt: Date },
  now: Date,
): Promise<CheckResult | null> {
  const { config } = monitor;
  const [state] = await db
    .select({ lastPingAt: monitorState.lastPingAt })
    .from(monitorState)
    .where(eq(monitorState.monitorId, monitor.id));
  const since = state?.lastPingAt ?? monitor.createdAt;
  const ageMs = now.getTime() - since.getTime();
  const allowedMs = (config.periodSeconds + config.graceSeconds) * 1000;
  const late = ageMs > allowedMs;
  if (!state?.lastPingAt && !late) return null;
  const ageSeconds = Math.round(ageMs / 1000);
  return resultFor(
    now,
    performance.now(),
  )({
    status: late ? 'down' : 'up',
    errorKind: late ? 'heartbeat-missed' : null,
    message: late
      ? state?.lastPingAt
        ? `No ping for ${ageSeconds} s (expected every ${config.periodSeconds} s, ${config.graceSeconds} s grace)`
        : `No ping yet, ${ageSeconds} s after the monitor was created`
      : null,
    timings: { total: 0 },
    details: { lastPingAt: state?.lastPingAt?.toISOString() ?? null },
  });
}
