// Plain JavaScript on purpose: Node 20 cannot start a worker from a .ts file, and this one must
// load the same way from dist/ and from the sources under Vitest.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, TransactionAbortedError, messages, types } from '@electric-sql/pglite';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {import('@electric-sql/pglite').QueryOptions} QueryOptions */

/**
 * Functions cannot cross threads, so rawTypes lists the type OIDs the caller has parsers for:
 * those values travel back as PostgreSQL's text and the caller parses them on its side.
 * @typedef {{ rowMode?: 'array' | 'object', paramTypes?: number[], rawTypes?: number[] }}
 *   WireQueryOptions
 */

/**
 * @typedef {{ id: number, op: 'query', sql: string, params?: unknown[],
 *     options?: WireQueryOptions, tx?: number }
 *   | { id: number, op: 'exec', sql: string, options?: WireQueryOptions, tx?: number }
 *   | { id: number, op: 'begin' }
 *   | { id: number, op: 'end', tx: number, commit: boolean }
 *   | { id: number, op: 'rollback', tx: number }
 *   | { id: number, op: 'close' }} WorkerRequest
 * @typedef {{ kind: 'database' | 'aborted' | 'error', name: string, message: string,
 *   stack: string | undefined, fields: Record<string, unknown> }} WireError
 * @typedef {{ type: 'ready' } | { type: 'init-error', error: WireError }
 *   | { type: 'reply', id: number, ok: true, value: unknown }
 *   | { type: 'reply', id: number, ok: false, error: WireError }} WorkerMessage
 * @typedef {{ tx: Transaction, decide: (commit: boolean) => void, done: Promise<void> }}
 *   OpenTransaction
 */

/**
 * PostgreSQL settings (name to value) laid over MEMORY_SETTINGS: PGLITE_SHARED_BUFFERS, and
 * benchmarks' own.
 * @typedef {{ settings?: Record<string, string> }} PgliteTuning
 */

/**
 * PGlite's WebAssembly memory only ever grows, so what PostgreSQL takes once stays resident for
 * the life of the process.
 * - shared_buffers (PGlite: 128MB) is allocated and zeroed in full at start, so every megabyte of
 *   it is held for good. With bench/engine-load.ts, 16MB and 64MB cost the same CPU per check
 *   within the noise of single runs; bulk loads are slower with less (bench/pglite-memory.ts),
 *   and 8MB saved little memory but made bench/dashboard.ts's 24-hour reads of a monitor slower
 *   (bench/RESULTS.md). PGLITE_SHARED_BUFFERS sets it (see scaling.md).
 * - maintenance_work_mem (PostgreSQL: 64MB) bounds the sort of CREATE INDEX (migrations) and
 *   VACUUM; at 64MB one index build on that table left its memory held for good, at 16MB nothing
 *   (the sort spills to temporary files instead, a little slower; bench/RESULTS.md).
 * - min_wal_size (80MB) is how much write-ahead log PostgreSQL keeps for reuse after a
 *   checkpoint, in 16 MB segments; 32MB, the least it allows, keeps two. max_wal_size does
 *   nothing here: single-user PostgreSQL checkpoints only when told to, which the server does
 *   (db/client.ts, checkpointRegularly). With 1,000 monitors every 20 s a new data directory
 *   makes its second segment in its first minutes and reuses both after (bench/footprint.ts).
 * work_mem=1MB gained nothing measurable; initialMemory cannot go below pglite.wasm's own minimum
 * of 128 MiB, and untouched pages of it cost no RSS anyway.
 * @type {Record<string, string>}
 */
const MEMORY_SETTINGS = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  min_wal_size: '32MB',
};

const port = parentPort;
if (!port) throw new Error('pglite-worker.js must be started as a worker thread');

/** @type {{ dataDir: string, tuning?: PgliteTuning }} */
const { dataDir, tuning = {} } = workerData;

/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
let nextTransactionId = 1;
const ROLLBACK = Symbol('rollback');

/** @param {string} value */
const keepText = (value) => value;
/** @typedef {(value: string, typeId?: number) => unknown} Parser */

/**
 * The types drizzle-orm/pglite asks back as text on every query (see its PglitePreparedQuery):
 * date, timestamp, timestamptz, interval, numeric[], and the arrays of the first four
 * (`typarray: element`). Given any `parsers` option, PGlite copies its whole table of ~320 parsers
 * for that query, a large share of a query's time through this worker (bench/RESULTS.md); so the
 * instance itself keeps these types as text, and drizzle's queries pass no parsers at all.
 */
const TEXT_TYPES = [types.DATE, types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, 1231];
const TEXT_ARRAYS = {
  1182: types.DATE,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
};
const TEXT_KEY = [...TEXT_TYPES, ...Object.keys(TEXT_ARRAYS).map(Number)]
  .sort((a, b) => a - b)
  .join(',');

/** @type {Record<number, Parser>} PGlite's own parsers of those types, for callers that want them. */
let parsedTypes = {};

/**
 * Makes `pg` return TEXT_TYPES as text, keeping its own parsers for the callers that want them.
 * Its array parsers look their element's parser up when called, so the kept ones are rebuilt on
 * the element's own parser.
 * @param {PGlite} pg
 */
function keepTypesAsText(pg) {
  parsedTypes = Object.fromEntries(
    TEXT_TYPES.map((oid) => [oid, /** @type {Parser} */ (pg.parsers[oid])]),
  );
  for (const [array, element] of Object.entries(TEXT_ARRAYS)) {
    const parse = /** @type {Parser} */ (pg.parsers[element]);
    parsedTypes[Number(array)] = (value) => types.arrayParser(value, parse, Number(array));
  }
  for (const oid of Object.keys(parsedTypes)) pg.parsers[Number(oid)] = keepText;
}

/** @type {Map<string, Record<number, Parser>>} */
const parsersByKey = new Map();

/**
 * @param {unknown} error
 * @returns {WireError}
 */
function toWireError(error) {
  if (!(error instanceof Error)) {
    return { kind: 'error', name: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  /** @type {Record<string, unknown>} */
  const fields = {};
  // queryOptions holds this worker's parser functions; the caller re-attaches its own options.
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'queryOptions' && typeof value !== 'function') fields[key] = value;
  }
  const kind =
    error instanceof TransactionAbortedError
      ? 'aborted'
      : error instanceof messages.DatabaseError
        ? 'database'
        : 'error';
  return { kind, name: error.name, message: error.message, stack: error.stack, fields };
}

/**
 * @param {WireQueryOptions | undefined} options
 * @returns {QueryOptions | undefined}
 */
function toQueryOptions(options) {
  const { rawTypes = [], ...rest } = options ?? {};
  const key = rawTypes.join(',');
  if (key === TEXT_KEY) return rest;
  let parsers = parsersByKey.get(key);
  if (!parsers) {
    // Parsed as PGlite would, but the types the caller wants as text.
    parsers = { ...parsedTypes, ...Object.fromEntries(rawTypes.map((oid) => [oid, keepText])) };
    parsersByKey.set(key, parsers);
  }
  return { ...rest, parsers };
}

/**
 * @param {PGlite} pg
 * @param {number | undefined} txId
 * @returns {PGlite | Transaction}
 */
function target(pg, txId) {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/**
 * Opens a PGlite transaction and keeps it open until the caller sends 'end': PGlite's own lock
 * then makes every query from outside the transaction wait, as it does in-thread.
 * @param {PGlite} pg
 * @returns {Promise<number>}
 */
function begin(pg) {
  const id = nextTransactionId++;
  /** @type {(commit: boolean) => void} */
  let decide = () => {};
  /** @type {Promise<boolean>} */
  const decision = new Promise((resolve) => {
    decide = resolve;
  });
  return new Promise((resolve, reject) => {
    const done = pg
      .transaction(async (tx) => {
        transactions.set(id, { tx, decide, done });
        resolve(id);
        if (!(await decision)) throw ROLLBACK;
      })
      .catch((/** @type {unknown} */ error) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    done.catch(reject);
  });
}

/**
 * @param {number} txId
 * @param {boolean} commit
 */
async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  open.decide(commit);
  await open.done;
}

/**
 * @param {PGlite} pg
 * @param {WorkerRequest} request
 * @returns {Promise<unknown>}
 */
async function run(pg, request) {
  switch (request.op) {
    case 'query':
      return target(pg, request.tx).query(
        request.sql,
        request.params,
        toQueryOptions(request.options),
      );
    case 'exec':
      return target(pg, request.tx).exec(request.sql, toQueryOptions(request.options));
    case 'begin':
      return begin(pg);
    case 'end':
      return end(request.tx, request.commit);
    case 'rollback': {
      const tx = target(pg, request.tx);
      if (tx instanceof PGlite) throw new Error('rollback needs a transaction');
      return tx.rollback();
    }
    case 'close':
      return pg.close();
  }
}

/**
 * @param {PGlite} pg
 * @param {WorkerRequest} request
 */
async function handle(pg, request) {
  /** @type {WorkerMessage} */
  let reply;
  try {
    reply = { type: 'reply', id: request.id, ok: true, value: await run(pg, request) };
  } catch (error) {
    reply = { type: 'reply', id: request.id, ok: false, error: toWireError(error) };
  }
  try {
    port?.postMessage(reply);
  } catch (error) {
    port?.postMessage({ type: 'reply', id: request.id, ok: false, error: toWireError(error) });
  }
}

try {
  // Passed on the command line, these settings are never written to the data directory.
  const settings = Object.entries({ ...MEMORY_SETTINGS, ...tuning.settings });
  const pg = await PGlite.create(dataDir, {
    startParams: [
      ...PGlite.defaultStartParams,
      ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  keepTypesAsText(pg);
  port.on('message', (/** @type {WorkerRequest} */ request) => void handle(pg, request));
  port.postMessage(/** @type {WorkerMessage} */ ({ type: 'ready' }));
} catch (error) {
  port.postMessage(
    /** @type {WorkerMessage} */ ({ type: 'init-error', error: toWireError(error) }),
  );
}
