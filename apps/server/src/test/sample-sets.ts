import type { PhaseTimings } from '@tocsin/contract';
import { latencyPhases } from '@tocsin/contract/names';
import type { MonitorLabels, MonitorSample } from '../modules/metrics/exposition.js';
import {
  freezeSamples,
  orNull,
  sampleCursor,
  sampleTable,
  writeCheck,
  writeMaintenance,
  writeState,
  writeUptime,
  type SampleTable,
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

/** Slot `slot`'s sample as a scrape reads it now (see freezeSamples), as one object. */
export function readSample(
  t: SampleTable,
  slot: number,
  labels: readonly MonitorLabels[],
): MonitorSample {
  const m = sampleCursor(freezeSamples(t, labels, Int32Array.of(slot))).at(0);
  const phases = latencyPhases.flatMap((phase, k) =>
    Number.isNaN(m.phases[k]!) ? [] : [[phase, m.phases[k]!] as const],
  );
  return {
    labels: m.labels,
    state: m.state,
    maintenance: m.maintenance,
    // The phases are all NaN when the check has no total.
    timings: phases.length > 0 ? (Object.fromEntries(phases) as PhaseTimings) : null,
    lastCheckedAt: orNull(m.lastCheckedAt),
    uptime: orNull(m.uptime),
    certificateExpiresAt: orNull(m.certificateExpiresAt),
  };
}
