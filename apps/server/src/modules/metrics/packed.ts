import type { PhaseTimings } from '@tocsin/contract';
import { latencyPhases, monitorStatusValues } from '@tocsin/contract/names';
import type { MonitorLabels, MonitorSample, MonitorState } from './exposition.js';

const states: readonly MonitorState[] = monitorStatusValues;
const stateCode = new Map(states.map((s, i) => [s, i]));

/** Numbers per monitor: maintenance, the phases (latencyPhases' order), checked, uptime, expiry. */
const FIELDS = 1 + latencyPhases.length + 3;
const TOTAL = 1 + latencyPhases.indexOf('total');
const CHECKED = 1 + latencyPhases.length;
const UPTIME = CHECKED + 1;
const EXPIRY = CHECKED + 2;

/**
 * A scrape's samples in typed arrays, so they cross to the rendering thread by transfer, not by
 * copy: each monitor's index among the labels that thread holds, its state, and its numbers, NaN
 * where a sample has none.
 */
export interface PackedSamples {
  labelIndex: Int32Array<ArrayBuffer>;
  states: Uint8Array<ArrayBuffer>;
  values: Float64Array<ArrayBuffer>;
}

export function packedSamples(count: number): PackedSamples {
  return {
    labelIndex: new Int32Array(count),
    states: new Uint8Array(count),
    values: new Float64Array(count * FIELDS),
  };
}

export const packedBuffers = (p: PackedSamples) => [
  p.labelIndex.buffer,
  p.states.buffer,
  p.values.buffer,
];

const orNaN = (n: number | null | undefined) => (typeof n === 'number' ? n : NaN);
const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** Stores monitor `i`'s sample, whose labels are at `labelIndex` on the rendering side. */
export function pack(
  p: PackedSamples,
  i: number,
  labelIndex: number,
  sample: Omit<MonitorSample, 'labels'>,
) {
  p.labelIndex[i] = labelIndex;
  p.states[i] = stateCode.get(sample.state)!;
  const at = i * FIELDS;
  p.values[at] = sample.maintenance ? 1 : 0;
  latencyPhases.forEach((phase, k) => {
    p.values[at + 1 + k] = orNaN(sample.timings?.[phase]);
  });
  p.values[at + CHECKED] = orNaN(sample.lastCheckedAt);
  p.values[at + UPTIME] = orNaN(sample.uptime);
  p.values[at + EXPIRY] = orNaN(sample.certificateExpiresAt);
}

/** Monitor `i`'s sample as it was packed, with its labels from `labels`. */
export function unpack(p: PackedSamples, i: number, labels: MonitorLabels[]): MonitorSample {
  const at = i * FIELDS;
  const values = p.values;
  let timings: PhaseTimings | null = null;
  if (!Number.isNaN(values[at + TOTAL]!)) {
    timings = { total: values[at + TOTAL]! };
    latencyPhases.forEach((phase, k) => {
      const ms = values[at + 1 + k]!;
      if (!Number.isNaN(ms)) timings![phase] = ms;
    });
  }
  return {
    labels: labels[p.labelIndex[i]!]!,
    state: states[p.states[i]!]!,
    maintenance: values[at] === 1,
    timings,
    lastCheckedAt: orNull(values[at + CHECKED]!),
    uptime: orNull(values[at + UPTIME]!),
    certificateExpiresAt: orNull(values[at + EXPIRY]!),
  };
}
