import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { latencyPhases, type PhaseTimings } from '@tocsin/contract';
import type { MonitorStatus } from '../../db/schema.js';

/** A label value in the text format: backslash, double quote and line feed escaped. */
export const labelValue = (v: string) =>
  v.replace(/[\\"\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));

/** The per-monitor families: name, help, and what each monitor adds (labels after its id). */
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
const SLICE_MS = 8;
/** How often, in monitors, the writer looks at the clock. */
const CLOCK_EVERY = 256;

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

/**
 * The monitors' metrics in the Prometheus text format (0.0.4), in one pass, each family's lines
 * gathered in an array and joined once. Written here rather than through prom-client's labelled
 * gauges: for 10,000 monitors those took ~1.5 s and ~17 MB, and only the info series carries
 * names and workspaces (the others their id), which keeps a scrape ~10 MB. The event loop turns
 * every few milliseconds of writing.
 */
export async function writeMonitorMetrics(
  count: number,
  sampleAt: (i: number) => MonitorSample,
): Promise<string> {
  const info: string[] = [];
  const up: string[] = [];
  const states: string[] = [];
  const maintenance: string[] = [];
  const phases: string[] = [];
  const checked: string[] = [];
  const uptime: string[] = [];
  const certificates: string[] = [];
  let slice = performance.now();
  for (let i = 0; i < count; i += 1) {
    if (i % CLOCK_EVERY === CLOCK_EVERY - 1 && performance.now() - slice > SLICE_MS) {
      await yieldToLoop();
      slice = performance.now();
    }
    const m = sampleAt(i);
    const id = m.labels.id;
    info.push(m.labels.info);
    states.push(`tocsin_monitor_state{${id},state="${m.state}"} 1`);
    if (m.state === 'up' || m.state === 'degraded') up.push(`tocsin_monitor_up{${id}} 1`);
    else if (m.state === 'down') up.push(`tocsin_monitor_up{${id}} 0`);
    maintenance.push(`tocsin_monitor_maintenance{${id}} ${m.maintenance ? 1 : 0}`);
    if (m.timings) {
      for (const phase of latencyPhases) {
        const ms = m.timings[phase];
        if (typeof ms === 'number') {
          phases.push(
            `tocsin_monitor_response_time_seconds{${id},phase="${phase}"} ${seconds(ms)}`,
          );
        }
      }
    }
    if (m.lastCheckedAt !== null) {
      checked.push(
        `tocsin_monitor_last_check_timestamp_seconds{${id}} ${seconds(m.lastCheckedAt)}`,
      );
    }
    if (m.uptime !== undefined && m.uptime !== null) {
      uptime.push(`tocsin_monitor_uptime_24h_ratio{${id}} ${m.uptime}`);
    }
    if (m.certificateExpiresAt !== null) {
      certificates.push(
        `tocsin_monitor_certificate_expiry_timestamp_seconds{${id}} ${seconds(m.certificateExpiresAt)}`,
      );
    }
  }
  const lines: Record<Family, string[]> = {
    tocsin_monitor_info: info,
    tocsin_monitor_up: up,
    tocsin_monitor_state: states,
    tocsin_monitor_maintenance: maintenance,
    tocsin_monitor_response_time_seconds: phases,
    tocsin_monitor_last_check_timestamp_seconds: checked,
    tocsin_monitor_uptime_24h_ratio: uptime,
    tocsin_monitor_certificate_expiry_timestamp_seconds: certificates,
  };
  const parts: string[] = [];
  for (const [name, help] of Object.entries(monitorFamilies) as [Family, string][]) {
    parts.push(`# HELP ${name} ${help}\n# TYPE ${name} gauge\n`);
    if (lines[name].length > 0) parts.push(lines[name].join('\n'), '\n');
  }
  return parts.join('');
}
