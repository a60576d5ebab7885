import type { MonitorSample } from '../modules/metrics/exposition.js';
import {
  freezeSamples,
  sampleTable,
  writeCheck,
  writeMaintenance,
  writeState,
  writeUptime,
} from '../modules/metrics/packed.js';
import type { LiveSet } from '../modules/metrics/worker-renderer.js';

/** The labels and a table holding `samples`, as the service makes when a monitor changes. */
export function liveSet(samples: MonitorSample[]): LiveSet {
  const table = sampleTable(samples.length);
  samples.forEach((s, slot) => {
    writeCheck(table, slot, s);
    writeState(table, slot, s.state);
    writeUptime(table, slot, s.uptime);
    writeMaintenance(table, slot, s.maintenance);
  });
  return { labels: samples.map((s) => s.labels), table };
}

/** `samples` as a scrape reads them from their table: every monitor, in order. */
export function frozenOf(samples: MonitorSample[]) {
  const { labels, table } = liveSet(samples);
  return freezeSamples(table, labels, null);
}
