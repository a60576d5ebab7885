// The thread that writes large scrapes (see worker-renderer.ts), from the table of samples the
// engine's thread keeps, and gzips them when the scraper takes gzip: the engine's thread only
// asks, and sends on the bytes this thread writes.
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from '../../lib/thread-priority.js';
import {
  createKeptLines,
  createSettledParts,
  writeScrape,
  type MonitorLabels,
} from './exposition.js';
import { freezeSamples, sampleTable } from './packed.js';
import type { FromRenderer, ToRenderer } from './worker-renderer.js';

// On a busy machine the checks' thread runs first and a scrape waits.
lowerThreadPriority();

const port = parentPort!;
const encoder = new TextEncoder();
const send = (message: FromRenderer, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/** Every monitor's labels and table, as the engine's thread last sent them; and those arriving. */
let labels: MonitorLabels[] = [];
let arriving: MonitorLabels[] = [];
let table = sampleTable(0);
/**
 * The settled families of the last scrapes, sent again while they stay the same, and every
 * family's lines, copied again where a monitor's stay the same.
 */
const parts = createSettledParts();
const lines = createKeptLines();

port.on('message', (message: ToRenderer) => {
  if (message.type === 'labels') {
    if (message.first) arriving = [];
    for (const l of message.labels) arriving.push(l);
    if (message.last) [labels, table] = [arriving, message.table];
    return;
  }
  const { id, slots, options, scope } = message;
  // Never yields (Infinity): labels sent meanwhile wait until this scrape is written. A monitor
  // without labels fails this scrape, not the thread.
  const written = async () =>
    writeScrape(
      freezeSamples(table, labels, slots),
      options,
      (chunk) => {
        const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
        send({ type: 'chunk', id, bytes }, [bytes.buffer]);
      },
      Infinity,
      { parts, lines, scope },
    );
  written().then(
    () => send({ type: 'end', id }),
    (error: unknown) =>
      send({ type: 'error', id, message: error instanceof Error ? error.message : String(error) }),
  );
});
