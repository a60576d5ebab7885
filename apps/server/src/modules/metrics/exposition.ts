import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { PhaseTimings } from '@tocsin/contract';
import { latencyPhases, monitorStatusValues } from '@tocsin/contract/names';
import type { MonitorStatus } from '../../db/schema.js';
import { createGzipWriter, type GzipPoint } from '../../lib/gzip-writer.js';
import {
  sampleCursor,
  settledCount,
  type FrozenSamples,
  type SampleCursor,
  type SampleTable,
} from './packed.js';

/** A label value in the text format: backslash, double quote and line feed escaped. */
export const labelValue = (v: string) =>
  v.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/**
 * The per-monitor families: name, help, and what each monitor adds (labels after its id). The
 * settled families (see below) come first.
 */
export const monitorFamilies = {
  tocsin_monitor_info:
    'A monitor: its name, workspace and check type (always 1); join on monitor_id for names.',
  tocsin_monitor_up: 'Whether the monitor is up (1; degraded counts as up) or down (0).',
  tocsin_monitor_state: "The monitor's state (always 1): pending, up, degraded, down or paused.",
  tocsin_monitor_maintenance: "Whether a maintenance window holds the monitor's alerts now.",
  tocsin_monitor_response_time_seconds:
    'Phases of the latest check: dns, connect, tls, ttfb (first byte) and total.',
  tocsin_monitor_last_check_timestamp_seconds: 'When the latest check was taken.',
  tocsin_monitor_uptime_24h_ratio: 'Uptime over the last 24 hours, 0 to 1, from the rollups.',
  tocsin_monitor_certificate_expiry_timestamp_seconds:
    'When the TLS certificate seen by the latest check that read one expires.',
} as const;
type Family = keyof typeof monitorFamilies;

const seconds = (ms: number) => String(ms / 1000);

/** Longest stretch a scrape writes without letting the event loop turn (checks due start on time). */
const SLICE_MS = 2;
/** How often, in monitors, the writer looks at the clock. */
const CLOCK_EVERY = 64;
/** Bytes per chunk of the answer, at a line's end: each written to the socket on a turn of its own. */
const CHUNK_BYTES = 100_000;

/** The labels every series of a monitor starts with, and its info line: written once per monitor. */
export interface MonitorLabels {
  id: string;
  info: string;
}

export function monitorLabels(m: {
  id: string;
  name: string;
  workspaceId: string;
  type: string;
}): MonitorLabels {
  const id = `monitor_id="${labelValue(m.id)}"`;
  return {
    id,
    info: `tocsin_monitor_info{${id},monitor_name="${labelValue(m.name)}",workspace_id="${labelValue(m.workspaceId)}",type="${m.type}"} 1`,
  };
}

/** What a scrape says of one monitor now. */
export interface MonitorSample {
  labels: MonitorLabels;
  state: MonitorState;
  maintenance: boolean;
  /** Phases of the latest check, in ms. */
  timings: PhaseTimings | null;
  /** Epoch ms of the latest check; null before any. */
  lastCheckedAt: number | null;
  /** 0 to 1; null or undefined when not known. */
  uptime: number | null | undefined;
  /** Epoch ms; null when the latest check read no certificate. */
  certificateExpiresAt: number | null;
}
export type MonitorState = MonitorStatus | 'paused';

const families = Object.keys(monitorFamilies) as Family[];
/**
 * The families first written, whose lines change only with a monitor's labels, state or
 * maintenance: most scrapes can send them again as written before (see writeScrape).
 */
const settledFamilies = new Set<Family>([
  'tocsin_monitor_info',
  'tocsin_monitor_up',
  'tocsin_monitor_state',
  'tocsin_monitor_maintenance',
]);

const has = (n: number) => !Number.isNaN(n);
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);
/** Each line's text up to its monitor's labels, and what follows them up to its value. */
const open = Object.fromEntries(families.map((family) => [family, bytes(`${family}{`)])) as Record<
  Family,
  Uint8Array
>;
const closeOne = bytes('} 1');
const closeZero = bytes('} 0');
const closeValue = bytes('} ');
const stateOf = Object.fromEntries(
  monitorStatusValues.map((state) => [state, bytes(`,state="${state}"} 1`)]),
) as Record<MonitorState, Uint8Array>;
const phaseOf = latencyPhases.map((phase) => bytes(`,phase="${phase}"} `));

/**
 * One family's lines written as UTF-8 into one buffer, handed to `emit` a chunk of ~100 KB at a
 * time, each ending a line. No string is made per line, nor joined per chunk: for 10,000
 * monitors those were ~80,000 lines, their chunks and the chunks' bytes, all garbage at once,
 * and collecting them took a large share of the rendering thread's time (bench/RESULTS.md).
 * `emit` is given a view of the buffer itself, to copy before it returns. The buffer holds the
 * whole family when done, so the next scrape can copy from it (see KeptLines).
 */
function lineBuffer(emit: (chunk: Uint8Array) => void, buffer: Uint8Array) {
  let at = 0;
  let sent = 0;
  /** Bytes copied from another buffer, from `runFrom` on, to be written at `runAt` up to `at`. */
  let run: Uint8Array | null = null;
  let runFrom = 0;
  let runAt = 0;
  const settle = () => {
    if (!run) return;
    buffer.set(run.subarray(runFrom, runFrom + at - runAt), runAt);
    run = null;
  };
  const room = (n: number) => {
    if (at + n <= buffer.length) return;
    const bigger = new Uint8Array(Math.max(buffer.length * 2, at + n, CHUNK_BYTES * 2));
    bigger.set(buffer.subarray(0, run ? runAt : at));
    buffer = bigger;
  };
  const flush = () => {
    settle();
    if (at > sent) emit(buffer.subarray(sent, at));
    sent = at;
  };
  return {
    bytes(b: Uint8Array) {
      settle();
      room(b.length);
      buffer.set(b, at);
      at += b.length;
    },
    /** ASCII byte by byte; from the first other character on, through the encoder. */
    text(text: string) {
      settle();
      room(text.length * 3);
      for (let k = 0; k < text.length; k += 1) {
        const c = text.charCodeAt(k);
        if (c >= 0x80) {
          at += encoder.encodeInto(text.slice(k), buffer.subarray(at)).written;
          return;
        }
        buffer[at++] = c;
      }
    },
    end() {
      settle();
      room(1);
      buffer[at++] = 0x0a;
    },
    /**
     * Bytes `from` to `to` of `source`, whole lines: copied in one go with those copied just
     * before when they follow them there (most monitors of a scrape are, see KeptLines).
     */
    copy(source: Uint8Array, from: number, to: number) {
      if (run !== source || runFrom + (at - runAt) !== from) {
        settle();
        [run, runFrom, runAt] = [source, from, at];
      }
      room(to - from);
      at += to - from;
    },
    /** Sends the lines written since the last chunk once they are enough for one. */
    chunk() {
      if (at - sent >= CHUNK_BYTES) flush();
    },
    flush,
    /** Bytes written so far. */
    get at() {
      return at;
    },
    /** The lines written, once flushed. */
    get buffer() {
      return buffer;
    },
  };
}
type Lines = ReturnType<typeof lineBuffer>;

/** A line of `family` for monitor `m`: its labels, then `close`, then `value` if any. */
function line(out: Lines, family: Family, m: SampleCursor, close: Uint8Array, value?: string) {
  out.bytes(open[family]);
  out.text(m.labels.id);
  out.bytes(close);
  if (value !== undefined) out.text(value);
  out.end();
}

/**
 * How a family writes one monitor's lines (none where it has none): from its labels and the
 * `width` numbers `key` puts at `keys[at]`, so lines written from the same numbers are the same.
 */
interface FamilyWriter {
  width: number;
  key: (m: SampleCursor, keys: Float64Array, at: number) => void;
  lines: (out: Lines, m: SampleCursor) => void;
}

/** A family of one line per monitor that has its number, `value(m)`, written by `format`. */
const numberFamily = (
  family: Family,
  value: (m: SampleCursor) => number,
  format: (n: number) => string,
): FamilyWriter => ({
  width: 1,
  key: (m, keys, at) => {
    keys[at] = value(m);
  },
  lines: (out, m) => {
    const n = value(m);
    if (has(n)) line(out, family, m, closeValue, format(n));
  },
});

const stateKey = (m: SampleCursor, keys: Float64Array, at: number) => {
  keys[at] = m.stateCode;
};

const writers: Record<Family, FamilyWriter> = {
  tocsin_monitor_info: {
    width: 0,
    key: () => {},
    lines: (out, m) => {
      out.text(m.labels.info);
      out.end();
    },
  },
  tocsin_monitor_up: {
    width: 1,
    key: stateKey,
    lines: (out, m) => {
      if (m.state === 'up' || m.state === 'degraded') line(out, 'tocsin_monitor_up', m, closeOne);
      else if (m.state === 'down') line(out, 'tocsin_monitor_up', m, closeZero);
    },
  },
  tocsin_monitor_state: {
    width: 1,
    key: stateKey,
    lines: (out, m) => line(out, 'tocsin_monitor_state', m, stateOf[m.state]),
  },
  tocsin_monitor_maintenance: {
    width: 1,
    key: (m, keys, at) => {
      keys[at] = m.maintenance ? 1 : 0;
    },
    lines: (out, m) =>
      line(out, 'tocsin_monitor_maintenance', m, m.maintenance ? closeOne : closeZero),
  },
  tocsin_monitor_response_time_seconds: {
    width: latencyPhases.length,
    key: (m, keys, at) => keys.set(m.phases, at),
    lines: (out, m) => {
      for (let k = 0; k < latencyPhases.length; k += 1) {
        const ms = m.phases[k]!;
        if (has(ms)) line(out, 'tocsin_monitor_response_time_seconds', m, phaseOf[k]!, seconds(ms));
      }
    },
  },
  tocsin_monitor_last_check_timestamp_seconds: numberFamily(
    'tocsin_monitor_last_check_timestamp_seconds',
    (m) => m.lastCheckedAt,
    seconds,
  ),
  tocsin_monitor_uptime_24h_ratio: numberFamily(
    'tocsin_monitor_uptime_24h_ratio',
    (m) => m.uptime,
    String,
  ),
  tocsin_monitor_certificate_expiry_timestamp_seconds: numberFamily(
    'tocsin_monitor_certificate_expiry_timestamp_seconds',
    (m) => m.certificateExpiresAt,
    seconds,
  ),
};

/** Whether the `width` numbers at `at` are the same in both (NaN the same as NaN). */
function sameKeys(a: Float64Array, b: Float64Array, at: number, width: number) {
  for (let k = at; k < at + width; k += 1) {
    const [x, y] = [a[k]!, b[k]!];
    if (x !== y && !(Number.isNaN(x) && Number.isNaN(y))) return false;
  }
  return true;
}

/**
 * What one family wrote at a scrape: its text, and of each monitor where its lines end there and
 * the numbers they were written from.
 */
interface FamilyLines {
  text: Uint8Array;
  /** Where the family's header ends. */
  start: number;
  ends: Uint32Array;
  /** Each monitor's numbers, `width` at a time (see FamilyWriter). */
  keys: Float64Array;
}

/**
 * Each family's lines at a scope's last scrape, for the monitors of one table: the next scrape
 * copies a monitor's lines where the numbers they were written from are the same, and writes
 * only the others. Between scrapes 3 s apart of monitors checked every 30 s, nine in ten are.
 * Its buffers are used in turn: a scrape reads `last` and writes over `spare`.
 */
export interface KeptLines {
  table: SampleTable;
  count: number;
  last: Partial<Record<Family, FamilyLines>>;
  spare: Partial<Record<Family, FamilyLines>>;
}

/**
 * For a loop over monitors that lets the event loop turn every `sliceMs`: `if (due(i)) await
 * breathe()` at the top of each step.
 */
export function slices(sliceMs = SLICE_MS) {
  let slice = performance.now();
  return {
    // Looked at every CLOCK_EVERY monitors only: awaiting on every one cost more than writing.
    due: (i: number) => i % CLOCK_EVERY === CLOCK_EVERY - 1 && performance.now() - slice > sliceMs,
    breathe: async () => {
      await yieldToLoop();
      slice = performance.now();
    },
  };
}

/**
 * Writes the monitors' metrics to `emit` in the Prometheus text format (0.0.4), a chunk at a
 * time as soon as each is ready, the event loop turning every few milliseconds. By hand rather than
 * through prom-client's labelled gauges, which for 10,000 monitors took far more time and memory
 * (bench/RESULTS.md); only the info series carries names and workspaces (the others their id),
 * which keeps a scrape small.
 *
 * The answer goes out in chunks of ~100 KB of UTF-8, each as soon as it is written, rather than
 * as one string: joining and sending a large scrape at once held the event loop for tens of
 * milliseconds, and checks due then started late. Lines are written as bytes straight into a
 * buffer per family (see lineBuffer). Given the scope's `kept` lines, each monitor's lines are
 * copied from the last scrape where nothing they say has changed, and `kept` then holds this
 * scrape's: byte buffers a family each, not a string per line (keeping every monitor's lines as
 * strings, tens of MB for 10,000 monitors, cost more in garbage collection pauses than it saved
 * in writing).
 */
export async function writeMonitorMetrics(
  frozen: FrozenSamples,
  emit: (chunk: Uint8Array) => void,
  /** Longest stretch without a turn of the event loop: Infinity in a thread of its own. */
  sliceMs = SLICE_MS,
  settled: {
    /** Leaves the settled families out (sent already). */
    skip?: boolean;
    /** Called once they are written and given to `emit`, before the others. */
    written?: () => void;
  } = {},
  kept?: KeptLines,
): Promise<void> {
  const { due, breathe } = slices(sliceMs);
  const { count } = frozen;
  // Every family reads each monitor as it stood when the scrape began (see freezeSamples).
  const sample = sampleCursor(frozen);
  let settledWritten = false;
  for (const family of families) {
    const isSettled = settledFamilies.has(family);
    if (isSettled && settled.skip) continue;
    if (!isSettled && !settledWritten) {
      settledWritten = true;
      settled.written?.();
    }
    const { width, key, lines } = writers[family];
    const before = kept?.last[family];
    const into = kept?.spare[family];
    const out = lineBuffer(emit, into?.text ?? new Uint8Array(CHUNK_BYTES * 2));
    const ends = into?.ends ?? new Uint32Array(count);
    const keys = into?.keys ?? new Float64Array(count * width);
    out.text(`# HELP ${family} ${monitorFamilies[family]}\n# TYPE ${family} gauge`);
    out.end();
    const start = out.at;
    for (let i = 0; i < count; i += 1) {
      if (due(i)) await breathe();
      const m = sample.at(i);
      key(m, keys, i * width);
      if (before && sameKeys(before.keys, keys, i * width, width)) {
        out.copy(before.text, i === 0 ? before.start : before.ends[i - 1]!, before.ends[i]!);
      } else {
        lines(out, m);
      }
      ends[i] = out.at;
      out.chunk();
    }
    out.flush();
    if (kept) {
      kept.last[family] = { text: out.buffer, start, ends, keys };
      kept.spare[family] = before;
    }
  }
}

/** A map that keeps the `size` keys set last, the one set longest ago going first. */
function recentMap<V>(size: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    /** The value of `key`, no longer kept. */
    take(key: string) {
      const value = map.get(key);
      map.delete(key);
      return value;
    },
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > size) map.delete(map.keys().next().value!);
    },
  };
}

/**
 * Each scope's lines at its last scrape (the instance, a workspace; a few of them), for the next
 * to copy what has not changed (see KeptLines).
 */
export function createKeptLines(scopes = 4) {
  const kept = recentMap<KeptLines>(scopes);
  return {
    /**
     * The lines of the last scrape of `scope` if it was of the same monitors, or none: taken
     * out while a scrape writes them, so a scrape of the same scope meanwhile starts afresh.
     */
    take(scope: string, table: SampleTable, count: number): KeptLines {
      const lines = kept.take(scope);
      if (lines?.table === table && lines.count === count) return lines;
      return { table, count, last: {}, spare: {} };
    },
    keep: (scope: string, lines: KeptLines) => kept.set(scope, lines),
  };
}
export type KeptLinesOfScopes = ReturnType<typeof createKeptLines>;

/** What a scrape asks for beyond its monitors. */
export interface ScrapeOptions {
  /** Text written after the monitors' (the instance's own metrics), or ''. */
  tail: string;
  /** Whether the answer is gzipped, as Prometheus asks (`Accept-Encoding: gzip`). */
  gzip: boolean;
}

/** What `out` is sent: text, or gzip's bytes. */
type Sent = string | Uint8Array<ArrayBuffer>;

/** A scrape's settled families as sent, and what they were written from. */
interface SettledPart {
  table: SampleTable;
  /** The table's settled count then. */
  settled: number;
  count: number;
  sent: Sent[];
  /** Where the gzip stream stood after them; null for text. */
  gzip: GzipPoint | null;
}

/**
 * The settled families of the last scrapes of a few scopes (the instance, a workspace; gzipped
 * or not), as sent: a scrape of the same scope sends them again while the table and its
 * settled count are the same, and writes only the families that change with every check: much of
 * the text is neither written nor gzipped again (bench/RESULTS.md).
 */
export function createSettledParts(scopes = 4) {
  const parts = recentMap<SettledPart>(scopes);
  const key = (scope: string, gzip: boolean) => `${scope} ${gzip ? 'gzip' : 'text'}`;
  return {
    get: (scope: string, gzip: boolean, table: SampleTable, count: number) => {
      const part = parts.get(key(scope, gzip));
      return part?.table === table && part.count === count ? part : undefined;
    },
    set: (scope: string, gzip: boolean, part: SettledPart) => parts.set(key(scope, gzip), part),
  };
}
export type SettledParts = ReturnType<typeof createSettledParts>;

/** Bytes of their own each time, as `out` may hand them to another thread. */
const again = (sent: Sent) => (typeof sent === 'string' ? sent : sent.slice());

/**
 * A scrape's whole answer to `out`, a chunk at a time: the monitors' metrics (see
 * writeMonitorMetrics), then the tail, as text, or gzipped as one stream when asked. Gzipped, a
 * scrape is a fraction of its text, and every byte of it crosses to the
 * engine's thread and then the socket from there. With `reuse`, the settled families are sent
 * as the scope's last scrape sent them while nothing `frozen`'s table says of them has changed
 * since (see createSettledParts), and with its `lines` too, the other families copy the lines
 * of monitors unchanged since that scrape (see KeptLines).
 */
export async function writeScrape(
  frozen: FrozenSamples,
  { tail, gzip }: ScrapeOptions,
  out: (chunk: Sent) => void,
  sliceMs = SLICE_MS,
  reuse?: { parts: SettledParts; lines?: KeptLinesOfScopes; scope: string },
): Promise<void> {
  const { table, settled, count } = frozen;
  const keptLines = reuse?.lines?.take(reuse.scope, table, count);
  const kept = reuse?.parts.get(reuse.scope, gzip, table, count);
  const reused = kept?.settled === settled ? kept : undefined;
  let sent: Sent[] | null = reuse && !reused ? [] : null;
  const send = (chunk: Sent) => {
    sent?.push(again(chunk));
    out(chunk);
  };
  const writer = gzip
    ? createGzipWriter(send, reused?.gzip ? { after: reused.gzip } : {})
    : {
        // The lines' buffer is reused: what is sent is a copy of its own.
        write: (chunk: string | Uint8Array) =>
          send(typeof chunk === 'string' ? chunk : chunk.slice()),
        flush: () => null,
        end: () => {},
      };
  if (reused) for (const chunk of reused.sent) out(again(chunk));
  await writeMonitorMetrics(
    frozen,
    (chunk) => writer.write(chunk),
    sliceMs,
    {
      skip: reused !== undefined,
      written: () => {
        if (!reuse || !sent) return;
        const point = writer.flush();
        if (settledCount(table) === settled) {
          reuse.parts.set(reuse.scope, gzip, {
            table,
            settled,
            count,
            sent,
            gzip: point,
          });
        }
        sent = null;
      },
    },
    keptLines,
  );
  if (keptLines) reuse?.lines?.keep(reuse.scope, keptLines);
  if (tail) writer.write(tail);
  writer.end();
}
