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
 * Lines written as UTF-8 into one buffer, handed to `emit` a chunk of ~100 KB at a time, each
 * ending a line. No string is made per line, nor joined per chunk: for 10,000 monitors those
 * were ~80,000 lines, their chunks and the chunks' bytes, all garbage at once, and collecting
 * them took about a quarter of the rendering thread's time. `emit` is given the buffer itself,
 * reused once it returns.
 */
function lineBuffer(emit: (chunk: Uint8Array) => void) {
  let buffer = new Uint8Array(CHUNK_BYTES * 2);
  let at = 0;
  const room = (n: number) => {
    if (at + n <= buffer.length) return;
    const bigger = new Uint8Array(Math.max(buffer.length * 2, at + n));
    bigger.set(buffer.subarray(0, at));
    buffer = bigger;
  };
  const flush = () => {
    if (at === 0) return;
    emit(buffer.subarray(0, at));
    at = 0;
  };
  return {
    bytes(b: Uint8Array) {
      room(b.length);
      buffer.set(b, at);
      at += b.length;
    },
    /** ASCII byte by byte; from the first other character on, through the encoder. */
    text(text: string) {
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
    /** Ends a line, and sends the chunk once it is large enough. */
    end() {
      room(1);
      buffer[at++] = 0x0a;
      if (at >= CHUNK_BYTES) flush();
    },
    flush,
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

/** A family of one line per monitor that has its number, `value(m)`, written by `format`. */
const numberLine =
  (family: Family, value: (m: SampleCursor) => number, format: (n: number) => string) =>
  (out: Lines, m: SampleCursor) => {
    const n = value(m);
    if (has(n)) line(out, family, m, closeValue, format(n));
  };

/** Writes one monitor's lines of one family (none where it has none). */
const linesOf: Record<Family, (out: Lines, m: SampleCursor) => void> = {
  tocsin_monitor_info: (out, m) => {
    out.text(m.labels.info);
    out.end();
  },
  tocsin_monitor_up: (out, m) => {
    if (m.state === 'up' || m.state === 'degraded') line(out, 'tocsin_monitor_up', m, closeOne);
    else if (m.state === 'down') line(out, 'tocsin_monitor_up', m, closeZero);
  },
  tocsin_monitor_state: (out, m) => line(out, 'tocsin_monitor_state', m, stateOf[m.state]),
  tocsin_monitor_maintenance: (out, m) =>
    line(out, 'tocsin_monitor_maintenance', m, m.maintenance ? closeOne : closeZero),
  tocsin_monitor_response_time_seconds: (out, m) => {
    for (let k = 0; k < latencyPhases.length; k += 1) {
      const ms = m.phases[k]!;
      if (has(ms)) line(out, 'tocsin_monitor_response_time_seconds', m, phaseOf[k]!, seconds(ms));
    }
  },
  tocsin_monitor_last_check_timestamp_seconds: numberLine(
    'tocsin_monitor_last_check_timestamp_seconds',
    (m) => m.lastCheckedAt,
    seconds,
  ),
  tocsin_monitor_uptime_24h_ratio: numberLine(
    'tocsin_monitor_uptime_24h_ratio',
    (m) => m.uptime,
    String,
  ),
  tocsin_monitor_certificate_expiry_timestamp_seconds: numberLine(
    'tocsin_monitor_certificate_expiry_timestamp_seconds',
    (m) => m.certificateExpiresAt,
    seconds,
  ),
};

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
 * through prom-client's labelled gauges: for 10,000 monitors those took ~1.5 s and ~17 MB, and
 * only the info series carries names and workspaces (the others their id), which keeps a scrape
 * ~10 MB.
 *
 * The answer goes out in chunks of ~100 KB of UTF-8, each as soon as it is written, rather than
 * as one string: joining and sending 10 MB at once held the event loop for tens of
 * milliseconds, and checks due then started late. Lines are written as bytes straight into the
 * chunk (see lineBuffer), and nothing of them is kept between scrapes: keeping every monitor's
 * lines (tens of MB for 10,000 monitors) cost more in garbage collection pauses than it saved in
 * writing. What writeScrape keeps of the settled families is their chunks as sent: a few dozen
 * byte arrays, not a line per monitor.
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
): Promise<void> {
  const { due, breathe } = slices(sliceMs);
  const { count } = frozen;
  // Every family reads each monitor as it stood when the scrape began (see freezeSamples).
  const sample = sampleCursor(frozen);
  const out = lineBuffer(emit);
  let settledWritten = false;
  for (const family of families) {
    const isSettled = settledFamilies.has(family);
    if (isSettled && settled.skip) continue;
    if (!isSettled && !settledWritten) {
      settledWritten = true;
      out.flush();
      settled.written?.();
    }
    out.text(`# HELP ${family} ${monitorFamilies[family]}\n# TYPE ${family} gauge`);
    out.end();
    const write = linesOf[family];
    for (let i = 0; i < count; i += 1) {
      if (due(i)) await breathe();
      write(out, sample.at(i));
    }
  }
  out.flush();
}

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
 * settled count are the same, and writes only the families that change with every check. Of
 * 10,000 monitors' ~10.5 MB of text, that is ~3.4 MB neither written nor gzipped again.
 */
export function createSettledParts(scopes = 4) {
  const parts = new Map<string, SettledPart>();
  const key = (scope: string, gzip: boolean) => `${scope} ${gzip ? 'gzip' : 'text'}`;
  return {
    get: (scope: string, gzip: boolean, table: SampleTable, count: number) => {
      const part = parts.get(key(scope, gzip));
      return part?.table === table && part.count === count ? part : undefined;
    },
    set(scope: string, gzip: boolean, part: SettledPart) {
      const at = key(scope, gzip);
      parts.delete(at);
      parts.set(at, part);
      // The scope scraped longest ago goes first.
      if (parts.size > scopes) parts.delete(parts.keys().next().value!);
    },
  };
}
export type SettledParts = ReturnType<typeof createSettledParts>;

/** Bytes of their own each time, as `out` may hand them to another thread. */
const again = (sent: Sent) => (typeof sent === 'string' ? sent : sent.slice());

/**
 * A scrape's whole answer to `out`, a chunk at a time: the monitors' metrics (see
 * writeMonitorMetrics), then the tail, as text, or gzipped as one stream when asked. Gzipped, a
 * scrape of 10,000 monitors is ~2 MB instead of ~10 MB, and every byte of it crosses to the
 * engine's thread and then the socket from there. With `reuse`, the settled families are sent
 * as the scope's last scrape sent them while nothing `frozen`'s table says of them has changed
 * since (see createSettledParts).
 */
export async function writeScrape(
  frozen: FrozenSamples,
  { tail, gzip }: ScrapeOptions,
  out: (chunk: Sent) => void,
  sliceMs = SLICE_MS,
  reuse?: { parts: SettledParts; scope: string },
): Promise<void> {
  const { table, settled, count } = frozen;
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
  await writeMonitorMetrics(frozen, (chunk) => writer.write(chunk), sliceMs, {
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
  });
  if (tail) writer.write(tail);
  writer.end();
}
