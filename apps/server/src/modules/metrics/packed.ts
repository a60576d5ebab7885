import type { PhaseTimings } from '@tocsin/contract';
import { latencyPhases, monitorStatusValues } from '@tocsin/contract/names';
import type { MonitorLabels, MonitorState } from './exposition.js';

const states: readonly MonitorState[] = monitorStatusValues;
const stateCode = new Map(states.map((s, i) => [s, i]));

/** Numbers per monitor: maintenance, the phases (latencyPhases' order), checked, uptime, expiry. */
const FIELDS = 1 + latencyPhases.length + 3;
const MAINTENANCE = 0;
const TOTAL = 1 + latencyPhases.indexOf('total');
const CHECKED = 1 + latencyPhases.length;
const UPTIME = CHECKED + 1;
const EXPIRY = CHECKED + 2;

/**
 * What the metrics say of each monitor now, a slot per monitor, in memory shared with the
 * rendering thread: the engine's thread writes a slot when something of it changes (a check
 * ends, the monitors are read again, uptime is summed), and a scrape reads the slots as they
 * stand, so it has nothing to gather per monitor first. Numbers are NaN where a monitor has none.
 *
 * Only the engine's thread writes. Each slot has a version, odd while it is being written: a
 * reader on another thread reads a slot again until it finds the same even version before and
 * after, so it never mixes two checks' numbers.
 */
export interface SampleTable {
  versions: Int32Array<SharedArrayBuffer>;
  /**
   * Counts the writes that changed a state or a maintenance flag: while it stands, the families
   * written from those and the labels alone say the same (see exposition.ts' settled families).
   */
  settled: Int32Array<SharedArrayBuffer>;
  states: Uint8Array<SharedArrayBuffer>;
  values: Float64Array<SharedArrayBuffer>;
}

/** A table of `count` slots, every one pending with no numbers. */
export function sampleTable(count: number): SampleTable {
  const values = new Float64Array(new SharedArrayBuffer(count * FIELDS * 8));
  values.fill(NaN);
  for (let slot = 0; slot < count; slot += 1) values[slot * FIELDS + MAINTENANCE] = 0;
  return {
    versions: new Int32Array(new SharedArrayBuffer(count * 4)),
    settled: new Int32Array(new SharedArrayBuffer(4)),
    states: new Uint8Array(new SharedArrayBuffer(count)),
    values,
  };
}

const orNaN = (n: number | null | undefined) => (typeof n === 'number' ? n : NaN);
/** A number the table holds, or null where it holds none (NaN). */
export const orNull = (n: number) => (Number.isNaN(n) ? null : n);

/** Runs `write` on `slot` with its version odd meanwhile (see SampleTable). */
function writing(t: SampleTable, slot: number, write: (at: number) => void) {
  Atomics.add(t.versions, slot, 1);
  try {
    write(slot * FIELDS);
  } finally {
    // Even again whatever happened, or a reader would wait for this slot for ever.
    Atomics.add(t.versions, slot, 1);
  }
}

/** What a check left of a monitor: when it was taken, its phases and the certificate's expiry. */
export interface CheckSample {
  /** Epoch ms; null before any check. */
  lastCheckedAt: number | null;
  timings: PhaseTimings | null;
  /** Epoch ms; null when the check read no certificate. */
  certificateExpiresAt: number | null;
}

export function writeCheck(t: SampleTable, slot: number, check: CheckSample) {
  writing(t, slot, (at) => {
    for (let k = 0; k < latencyPhases.length; k += 1) {
      t.values[at + 1 + k] = orNaN(check.timings?.[latencyPhases[k]!]);
    }
    t.values[at + CHECKED] = orNaN(check.lastCheckedAt);
    t.values[at + EXPIRY] = orNaN(check.certificateExpiresAt);
  });
}

/** When the check `slot` holds was taken (epoch ms); null before any. */
export const checkedAt = (t: SampleTable, slot: number) =>
  orNull(t.values[slot * FIELDS + CHECKED]!);

/** The table's settled count now (see SampleTable). */
export const settledCount = (t: SampleTable) => Atomics.load(t.settled, 0);

/**
 * Counted once the slot is written, so a reader that finds the same count before and after
 * reading never read a change it was not told of.
 */
const changedSettled = (t: SampleTable) => Atomics.add(t.settled, 0, 1);

export function writeState(t: SampleTable, slot: number, state: MonitorState) {
  const code = stateCode.get(state)!;
  if (t.states[slot] === code) return;
  writing(t, slot, () => {
    t.states[slot] = code;
  });
  changedSettled(t);
}

export function writeUptime(t: SampleTable, slot: number, ratio: number | null | undefined) {
  writing(t, slot, (at) => {
    t.values[at + UPTIME] = orNaN(ratio);
  });
}

export function writeMaintenance(t: SampleTable, slot: number, on: boolean) {
  const flag = on ? 1 : 0;
  if (t.values[slot * FIELDS + MAINTENANCE] === flag) return;
  writing(t, slot, (at) => {
    t.values[at + MAINTENANCE] = flag;
  });
  changedSettled(t);
}

/** Slot `from` of `source` into slot `to` of `target` (a table made again for other monitors). */
export function copySlot(source: SampleTable, from: number, target: SampleTable, to: number) {
  const [a, b] = [from * FIELDS, to * FIELDS];
  const read = readSlot(source, from, (s) => s.values.slice(a, a + FIELDS));
  writing(target, to, () => {
    target.states[to] = read.state;
    target.values.set(read.fields, b);
  });
  changedSettled(target);
}

/** Reads a slot until no write crossed the reading (see SampleTable). */
function readSlot<T>(t: SampleTable, slot: number, read: (t: SampleTable) => T) {
  for (;;) {
    const version = Atomics.load(t.versions, slot);
    // Odd while written (tested by bit: the count may have wrapped below zero).
    if ((version & 1) === 1) continue;
    const state = t.states[slot]!;
    const fields = read(t);
    if (Atomics.load(t.versions, slot) === version) return { state, fields };
  }
}

/** How many monitors a scrape of `slots` (every slot when null) writes. */
export const scrapeCount = (t: SampleTable, slots: Int32Array | null) =>
  slots ? slots.length : t.states.length;

/**
 * The monitors of one scrape as they stood when it began, copied out of the table in the
 * scrape's order: a state and the numbers of each, side by side, so a scrape keeps no object per
 * monitor while it is written, for the garbage collector to copy and promote meanwhile.
 */
export interface FrozenSamples {
  count: number;
  /** The table they were copied from, and its settled count read before the copy. */
  table: SampleTable;
  settled: number;
  labels: readonly MonitorLabels[];
  slots: Int32Array | null;
  states: Uint8Array;
  values: Float64Array;
}

/** The monitors in `slots` (every slot when null) of `t` as they stand (see FrozenSamples). */
export function freezeSamples(
  t: SampleTable,
  labels: readonly MonitorLabels[],
  slots: Int32Array | null,
): FrozenSamples {
  // Read before the copy: a change counted meanwhile makes it differ after, and what is written
  // from this copy is then not kept (see writeScrape).
  const settled = settledCount(t);
  const count = scrapeCount(t, slots);
  const states = new Uint8Array(count);
  const values = new Float64Array(count * FIELDS);
  for (let i = 0; i < count; i += 1) {
    const slot = slots ? slots[i]! : i;
    if (!labels[slot]) throw new Error(`no labels for the monitor in slot ${slot}`);
    const [from, to] = [slot * FIELDS, i * FIELDS];
    states[i] = readSlot(t, slot, (s) => {
      for (let k = 0; k < FIELDS; k += 1) values[to + k] = s.values[from + k]!;
    }).state;
  }
  return { count, table: t, settled, labels, slots, states, values };
}

/**
 * One monitor of a frozen scrape at a time, read in place: `at(i)` moves the same object to
 * monitor `i`. Numbers are NaN where the monitor has none; the phases (latencyPhases' order)
 * all NaN when its latest check has no total.
 */
export function sampleCursor(f: FrozenSamples) {
  const phases = new Float64Array(latencyPhases.length);
  const cursor = {
    labels: f.labels[0]!,
    state: 'pending' as MonitorState,
    /** The state's index in monitorStatusValues. */
    stateCode: 0,
    maintenance: false,
    phases,
    lastCheckedAt: NaN,
    uptime: NaN,
    certificateExpiresAt: NaN,
    at(i: number) {
      const at = i * FIELDS;
      const { values } = f;
      cursor.labels = f.labels[f.slots ? f.slots[i]! : i]!;
      cursor.stateCode = f.states[i]!;
      cursor.state = states[cursor.stateCode]!;
      cursor.maintenance = values[at + MAINTENANCE] === 1;
      const timed = !Number.isNaN(values[at + TOTAL]!);
      for (let k = 0; k < phases.length; k += 1) phases[k] = timed ? values[at + 1 + k]! : NaN;
      cursor.lastCheckedAt = values[at + CHECKED]!;
      cursor.uptime = values[at + UPTIME]!;
      cursor.certificateExpiresAt = values[at + EXPIRY]!;
      return cursor;
    },
  };
  return cursor;
}
export type SampleCursor = ReturnType<typeof sampleCursor>;
