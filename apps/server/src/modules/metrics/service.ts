import type { Db } from '../../db/client.js';
import type { UnsavedMinutes } from '../results/minute.js';
import { writeMonitorMetrics } from './exposition.js';
import type { InstanceMetrics } from './instance.js';
import { readMonitorViews, type MetricsScope } from './monitor-view.js';
import { createUptimeCache } from './uptime.js';

export type { MetricsScope };

/**
 * `GET /metrics`: every monitor of the scope, and with the instance's token this process's
 * own metrics too. One statement reads the monitors; their 24-hour uptime is summed at most
 * once a minute.
 */
export function createMetricsService(deps: {
  db: Db;
  unsaved: UnsavedMinutes;
  instance: InstanceMetrics;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const uptime = createUptimeCache({ db: deps.db, unsaved: deps.unsaved, now });
  return {
    contentType: deps.instance.contentType,
    async scrape(scope: MetricsScope): Promise<string> {
      const views = await readMonitorViews(deps.db, scope, new Date(now()));
      const seqs = views.map((v) => v.seq);
      const ratios = await uptime.of(seqs);
      if (scope.instance) uptime.keepOnly(new Set(seqs));
      const monitors = await writeMonitorMetrics(views, ratios);
      return scope.instance ? monitors + (await deps.instance.metrics()) : monitors;
    },
    close: () => deps.instance.close(),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
