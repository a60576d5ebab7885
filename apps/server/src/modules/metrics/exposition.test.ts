import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { frozenOf } from '../../test/sample-sets.js';
import { monitorLabels, writeMonitorMetrics, type MonitorSample } from './exposition.js';

/** The chunks written for one scrape of `samples`. */
async function scrape(samples: MonitorSample[]) {
  const chunks: string[] = [];
  const utf8 = new TextDecoder();
  await writeMonitorMetrics(frozenOf(samples), (chunk) => chunks.push(utf8.decode(chunk)));
  return chunks;
}

function monitor(n: number, over: Partial<MonitorSample> = {}): MonitorSample {
  return {
    labels: monitorLabels({
      id: `m${n}`,
      name: `Monitor "${n}"\nsecond line ✓ 🚀`,
      workspaceId: 'w1',
      type: 'http',
    }),
    state: 'up',
    maintenance: false,
    timings: { dns: 1, connect: 2, ttfb: 30, total: 40 },
    lastCheckedAt: 1_700_000_000_000 + n,
    uptime: 0.999,
    certificateExpiresAt: null,
    ...over,
  };
}

/** Each family's samples by monitor id, as a Prometheus parser reads the joined chunks. */
function read(chunks: string[]) {
  const families = parsePrometheusTextFormat(chunks.join(''));
  return Object.fromEntries(
    families.map((f) => [
      f.name,
      f.metrics.map((m) => `${m.labels?.['monitor_id']}${m.labels?.['phase'] ?? ''}=${m.value}`),
    ]),
  );
}

describe('the monitors’ metrics', () => {
  it('writes every family once, each monitor’s lines in order, in chunks a parser reads whole', async () => {
    const samples = Array.from({ length: 2_500 }, (_, i) => monitor(i));
    const chunks = await scrape(samples);
    // Beyond one chunk per family: 2,500 lines of a family come in three.
    expect(chunks.length).toBeGreaterThan(16);
    expect(chunks.every((chunk) => chunk.endsWith('\n'))).toBe(true);
    const families = read(chunks);
    expect(families['tocsin_monitor_up']).toHaveLength(2_500);
    expect(families['tocsin_monitor_response_time_seconds']).toHaveLength(10_000);
    expect(families['tocsin_monitor_up']![2_499]).toBe('m2499=1');
    expect(families['tocsin_monitor_certificate_expiry_timestamp_seconds'] ?? []).toEqual([]);
    const info = parsePrometheusTextFormat(chunks.join('')).find(
      (f) => f.name === 'tocsin_monitor_info',
    );
    expect(info?.metrics[0]?.labels?.['monitor_name']).toBe('Monitor "0"\nsecond line ✓ 🚀');
  });

  it('says what changed since the scrape before, and nothing of monitors that are gone', async () => {
    const samples = [monitor(1), monitor(2), monitor(3)];
    await scrape(samples);
    const changed = [
      monitor(1),
      monitor(2, {
        state: 'down',
        lastCheckedAt: 1_800_000_000_000,
        timings: { total: 10_000 },
        certificateExpiresAt: 1_900_000_000_000,
      }),
      monitor(4, { maintenance: true, uptime: null }),
    ];
    const families = read(await scrape(changed));
    expect(families['tocsin_monitor_up']).toEqual(['m1=1', 'm2=0', 'm4=1']);
    expect(families['tocsin_monitor_state']).toEqual(['m1=1', 'm2=1', 'm4=1']);
    expect(families['tocsin_monitor_maintenance']).toEqual(['m1=0', 'm2=0', 'm4=1']);
    expect(families['tocsin_monitor_response_time_seconds']).toContain('m2total=10');
    expect(families['tocsin_monitor_response_time_seconds']).not.toContain('m2ttfb=0.03');
    expect(families['tocsin_monitor_last_check_timestamp_seconds']).toContain('m2=1800000000');
    expect(families['tocsin_monitor_certificate_expiry_timestamp_seconds']).toEqual([
      'm2=1900000000',
    ]);
    expect(families['tocsin_monitor_uptime_24h_ratio']).toEqual(['m1=0.999', 'm2=0.999']);
    const text = JSON.stringify(families);
    expect(text).not.toContain('m3');
  });

  it('writes no up series for a paused or pending monitor, and its state', async () => {
    const samples = [
      monitor(1, { state: 'paused', lastCheckedAt: null, timings: null }),
      monitor(2, { state: 'pending' }),
    ];
    const chunks = await scrape(samples);
    expect(read(chunks)['tocsin_monitor_up'] ?? []).toEqual([]);
    expect(chunks.join('')).toContain('tocsin_monitor_state{monitor_id="m1",state="paused"} 1');
  });
});
