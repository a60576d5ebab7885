import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { frozenOf, liveSet, readSample } from '../../test/sample-sets.js';
import { until } from '../../test/wait.js';
import {
  createKeptLines,
  createSettledParts,
  monitorLabels,
  writeMonitorMetrics,
  writeScrape,
  type MonitorSample,
  type ScrapeOptions,
  type KeptLinesOfScopes,
  type SettledParts,
} from './exposition.js';
import {
  freezeSamples,
  writeCheck,
  writeMaintenance,
  writeState,
  writeUptime,
  type SampleTable,
} from './packed.js';
import { createWorkerRenderer, type LiveSet, type WorkerRenderer } from './worker-renderer.js';

function monitor(n: number): MonitorSample {
  const states = ['up', 'down', 'degraded', 'pending', 'paused', 'maintenance'] as const;
  return {
    labels: monitorLabels({
      id: `m${n}`,
      name: `Shop "${n}" \\ door\nsecond line ✓`,
      workspaceId: `w${n % 3}`,
      type: n % 2 ? 'http' : 'tcp',
    }),
    state: states[n % states.length]!,
    maintenance: n % 7 === 0,
    timings:
      n % 5 === 4
        ? null
        : n % 2
          ? { dns: 0.25, connect: 2, tls: n / 3, ttfb: 30, total: 40.5 + n }
          : { total: n / 7 },
    lastCheckedAt: n % 5 === 4 ? null : 1_700_000_000_123 + n,
    uptime: n % 11 === 0 ? null : n % 13 === 0 ? undefined : 1 - n / 100_000,
    certificateExpiresAt: n % 3 === 0 ? 1_800_000_000_000 + n : null,
  };
}

/** What the engine's thread writes for `samples`, as one text. */
async function inline(samples: MonitorSample[]) {
  let text = '';
  const utf8 = new TextDecoder();
  await writeMonitorMetrics(frozenOf(samples), (chunk) => (text += utf8.decode(chunk)));
  return text;
}

/**
 * What the rendering thread writes for the monitors in `slots` of `set` (null: all), as one
 * text (gunzipped when gzipped).
 */
async function threaded(
  renderer: WorkerRenderer,
  set: LiveSet,
  slots: number[] | null = null,
  options: ScrapeOptions = { tail: '', gzip: false },
) {
  const chunks: Uint8Array[] = [];
  await renderer.write(
    set,
    { slots: slots && Int32Array.from(slots), scope: slots ? 'part' : '' },
    options,
    (bytes) => chunks.push(bytes),
  );
  const bytes = Buffer.concat(chunks);
  return {
    text: (options.gzip ? gunzipSync(bytes) : bytes).toString('utf8'),
    bytes: bytes.length,
    chunks: chunks.length,
  };
}

/**
 * What a scrape of the engine's thread writes of the monitors in `slots` of `set` (null: all),
 * keeping its settled families in `parts` and its lines in `lines`.
 */
async function kept(
  set: LiveSet,
  parts: SettledParts,
  gzip: boolean,
  lines?: KeptLinesOfScopes,
  slots: number[] | null = null,
) {
  const chunks: (string | Uint8Array)[] = [];
  await writeScrape(
    freezeSamples(set.table, set.labels, slots && Int32Array.from(slots)),
    { tail: '', gzip },
    (chunk) => chunks.push(chunk),
    undefined,
    { parts, lines, scope: slots ? 'part' : '' },
  );
  const bytes = Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)));
  return (gzip ? gunzipSync(bytes) : bytes).toString();
}

describe('scrapes that send the settled families again', () => {
  let renderer: WorkerRenderer | undefined;
  afterEach(() => renderer?.close());

  for (const onThread of [false, true]) {
    for (const gzip of [false, true]) {
      const where = onThread ? 'the rendering thread' : "the engine's thread";
      it(`write what a whole scrape writes after a check, a state and a maintenance window change (${where}, ${gzip ? 'gzip' : 'text'})`, async () => {
        const parts = createSettledParts();
        const lines = createKeptLines();
        renderer = onThread ? createWorkerRenderer() : undefined;
        const scrape = async (set: LiveSet) =>
          renderer
            ? (await threaded(renderer, set, null, { tail: '', gzip })).text
            : kept(set, parts, gzip, lines);
        const all = Array.from({ length: 2_500 }, (_, i) => monitor(i));
        const set = liveSet(all);
        const whole = (s: LiveSet) => inline(all.map((_, i) => readSample(s.table, i, s.labels)));
        expect(await scrape(set)).toBe(await whole(set));

        // A check ends: only the families that change with checks say so.
        writeCheck(set.table, 1, {
          lastCheckedAt: 1_800_000_000_000,
          timings: { total: 12.5 },
          certificateExpiresAt: null,
        });
        const afterCheck = await scrape(set);
        expect(afterCheck).toBe(await whole(set));
        expect(afterCheck).toContain(
          'tocsin_monitor_response_time_seconds{monitor_id="m1",phase="total"} 0.0125',
        );

        if (!renderer) {
          // Labels never change in place (new labels come with a new table); these do, to show
          // that the settled families are sent as kept while nothing they say changed.
          const labels = set.labels[3]!;
          const moved = { ...labels, info: labels.info.replace('Shop', 'Moved') };
          expect(await scrape({ ...set, labels: set.labels.with(3, moved) })).not.toContain(
            'Moved',
          );
        }

        expect(afterCheck).toContain('tocsin_monitor_up{monitor_id="m6"} 1');
        writeState(set.table, 6, 'down');
        const afterState = await scrape(set);
        expect(afterState).toBe(await whole(set));
        expect(afterState).toContain('tocsin_monitor_up{monitor_id="m6"} 0');
        expect(afterState).toContain('tocsin_monitor_state{monitor_id="m6",state="down"} 1');

        expect(afterState).toContain('tocsin_monitor_maintenance{monitor_id="m2"} 0');
        writeMaintenance(set.table, 2, true);
        const afterWindow = await scrape(set);
        expect(afterWindow).toBe(await whole(set));
        expect(afterWindow).toContain('tocsin_monitor_maintenance{monitor_id="m2"} 1');

        // The monitors read again with one renamed: a new table, written whole.
        const renamed = monitorLabels({
          id: 'm3',
          name: 'Renamed',
          workspaceId: 'w0',
          type: 'http',
        });
        const next = liveSet(all.map((m, i) => (i === 3 ? { ...m, labels: renamed } : m)));
        const afterRename = await scrape(next);
        expect(afterRename).toContain('monitor_name="Renamed"');
        expect(afterRename).toBe(await whole(next));
      });
    }
  }
});

/**
 * Round `round`'s changes to the monitors of `table`: a few in ten, each a check (with all its
 * phases, a total only, or none, a certificate or none), an uptime (or none), a state or a
 * maintenance window.
 */
function change(table: SampleTable, count: number, round: number) {
  for (let i = 0; i < count; i += 1) {
    if ((i * 7 + round) % 10 > 2) continue;
    const at = 1_800_000_000_000 + round * 3_000 + i;
    switch ((i + round) % 6) {
      case 0:
        writeCheck(table, i, {
          lastCheckedAt: at,
          timings: { dns: round / 8, connect: 1.5, tls: i / 3, ttfb: 20 + round, total: 50 + i },
          certificateExpiresAt: round % 2 ? null : at + 86_400_000,
        });
        break;
      case 1:
        writeCheck(table, i, {
          lastCheckedAt: round % 3 ? at : null,
          timings: round % 3 ? { total: i / 7 + round } : null,
          certificateExpiresAt: null,
        });
        break;
      case 2:
        writeUptime(table, i, round % 4 ? 1 - (i + round) / 1e6 : null);
        break;
      case 3:
        writeState(
          table,
          i,
          (['up', 'down', 'degraded', 'pending', 'paused'] as const)[round % 5]!,
        );
        break;
      case 4:
        writeMaintenance(table, i, round % 2 === 0);
        break;
      default:
        // The same numbers written again: the lines stay as they were.
        writeCheck(table, i, {
          lastCheckedAt: 1_700_000_000_123,
          timings: { total: 40.5 },
          certificateExpiresAt: null,
        });
    }
  }
}

describe('scrapes that copy the lines of monitors unchanged since the last', () => {
  let renderer: WorkerRenderer | undefined;
  afterEach(() => renderer?.close());

  for (const onThread of [false, true]) {
    for (const gzip of [false, true]) {
      const where = onThread ? 'the rendering thread' : "the engine's thread";
      it(`write what a whole scrape writes, round after round of changes, for the instance and a part (${where}, ${gzip ? 'gzip' : 'text'})`, async () => {
        const [parts, lines] = [createSettledParts(), createKeptLines()];
        renderer = onThread ? createWorkerRenderer() : undefined;
        const all = Array.from({ length: 2_345 }, (_, i) => monitor(i));
        const set = liveSet(all);
        const some = all.flatMap((m, i) =>
          m.labels.info.includes('workspace_id="w1"') ? [i] : [],
        );
        const scrape = async (slots: number[] | null) =>
          renderer
            ? (await threaded(renderer, set, slots, { tail: '', gzip })).text
            : kept(set, parts, gzip, lines, slots);
        const whole = (slots: number[]) =>
          inline(slots.map((i) => readSample(set.table, i, set.labels)));
        const every = all.map((_, i) => i);
        for (let round = 0; round < 12; round += 1) {
          change(set.table, all.length, round);
          // The instance every round, the part every third: its lines are kept apart.
          expect(await scrape(null), `round ${round}`).toBe(await whole(every));
          if (round % 3 === 2) expect(await scrape(some), `round ${round}`).toBe(await whole(some));
        }
      });
    }
  }
});

describe('the metrics rendering thread', () => {
  let renderer: WorkerRenderer;
  afterEach(() => renderer.close());

  it('writes byte for byte what the engine’s thread writes, for the whole instance and for a part', async () => {
    renderer = createWorkerRenderer();
    // More labels than one message carries, and more lines than one chunk.
    const all = Array.from({ length: 4_321 }, (_, i) => monitor(i));
    const set = liveSet(all);
    const every = all.map((_, i) => i);
    const whole = await threaded(renderer, set);
    expect(whole.text).toBe(await inline(all));
    expect(whole.chunks).toBeGreaterThan(8);
    expect(whole.text).toContain('monitor_name="Shop \\"7\\" \\\\ door\\nsecond line ✓"');

    // One workspace's monitors, read from the labels the thread already holds.
    const some = every.filter((i) => all[i]!.labels.info.includes('workspace_id="w1"'));
    const part = await threaded(renderer, set, some);
    expect(part.text).toBe(await inline(some.map((i) => all[i]!)));
  });

  it('gzips the scrape as one stream, the instance’s own metrics last, when asked', async () => {
    renderer = createWorkerRenderer();
    const all = Array.from({ length: 4_321 }, (_, i) => monitor(i));
    const set = liveSet(all);
    const tail = '# TYPE tocsin_checks_total counter\ntocsin_checks_total 12\n';
    const plain = await threaded(renderer, set, null, { tail, gzip: false });
    const gzipped = await threaded(renderer, set, null, { tail, gzip: true });
    expect(plain.text).toBe((await inline(all)) + tail);
    expect(gzipped.text).toBe(plain.text);
    // Sent as it is written, not at the end, and a fraction of the text's size.
    expect(gzipped.chunks).toBeGreaterThan(8);
    expect(gzipped.bytes).toBeLessThan(plain.bytes / 5);
  });

  it('writes new names once the labels change, and none of a monitor gone', async () => {
    renderer = createWorkerRenderer();
    const first = [monitor(1), monitor(2), monitor(3)];
    await threaded(renderer, liveSet(first));
    const renamed = {
      ...monitor(2),
      labels: monitorLabels({ id: 'm2', name: 'Renamed', workspaceId: 'w2', type: 'http' }),
    };
    const second = [monitor(1), renamed];
    const { text } = await threaded(renderer, liveSet(second));
    expect(text).toBe(await inline(second));
    expect(text).toContain('monitor_name="Renamed"');
    expect(text).not.toContain('m3');
  });

  it('fails the scrape it was writing when the thread dies, and starts a new one for the next', async () => {
    renderer = createWorkerRenderer();
    const all = Array.from({ length: 10_000 }, (_, i) => monitor(i));
    const set = liveSet(all);
    const before = await threaded(renderer, set);
    const thread = renderer.thread!;
    const dying = threaded(renderer, set);
    // Ended once the scrape is sent to it.
    await until(
      () => Promise.resolve(renderer.writing),
      (n) => n > 0,
      { everyMs: 1 },
    );
    await thread.terminate();
    await expect(dying).rejects.toThrow('the metrics rendering thread exited');
    const again = await threaded(renderer, set);
    expect(again.text).toBe(before.text);
    expect(renderer.thread).not.toBe(thread);
  });

  it('fails a scrape whose monitor has no labels, and writes the next', async () => {
    renderer = createWorkerRenderer();
    const all = [monitor(1), monitor(2)];
    const set = liveSet(all);
    await expect(threaded(renderer, { ...set, labels: set.labels.slice(0, 1) })).rejects.toThrow(
      /^metrics rendering failed: no labels for the monitor in slot 1/,
    );
    const { text } = await threaded(renderer, set);
    expect(text).toBe(await inline(all));
  });

  it('fails a scrape still being written when the service closes', async () => {
    renderer = createWorkerRenderer();
    const all = Array.from({ length: 3_000 }, (_, i) => monitor(i));
    const writing = threaded(renderer, liveSet(all));
    await new Promise((resolve) => setImmediate(resolve));
    renderer.close();
    await expect(writing).rejects.toThrow(/closed|exited/);
  });
});
