// The thread that writes large scrapes (see worker-renderer.ts): the engine's thread only packs
// each monitor's numbers, and sends on the bytes this thread writes.
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { writeMonitorMetrics, type MonitorLabels } from './exposition.js';
import { unpack } from './packed.js';
import type { FromRenderer, ToRenderer } from './worker-renderer.js';

// The lowest CPU priority, so on a busy machine the checks' thread runs first and a scrape waits.
// Linux gives each thread a nice value of its own, set through the thread's id.
try {
  os.setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), 19);
} catch {
  // Elsewhere the thread keeps the process's priority.
}

const port = parentPort!;
const encoder = new TextEncoder();
const send = (message: FromRenderer, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

/** Every monitor's labels, as the engine's thread last sent them; and those arriving. */
let labels: MonitorLabels[] = [];
let arriving: MonitorLabels[] = [];

port.on('message', (message: ToRenderer) => {
  if (message.type === 'labels') {
    if (message.first) arriving = [];
    for (const l of message.labels) arriving.push(l);
    if (message.last) labels = arriving;
    return;
  }
  const { id, samples } = message;
  // Never yields (Infinity): labels sent meanwhile wait until this scrape is written.
  writeMonitorMetrics(
    samples.labelIndex.length,
    (i) => unpack(samples, i, labels),
    (chunk) => {
      const bytes = encoder.encode(chunk);
      send({ type: 'chunk', id, bytes }, [bytes.buffer]);
    },
    Infinity,
  ).then(
    () => send({ type: 'end', id }),
    (error: unknown) => send({ type: 'error', id, message: String(error) }),
  );
});
