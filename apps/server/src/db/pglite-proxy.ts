import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { DrizzleConfig } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PgliteTuning, WorkerMessage, WorkerRequest } from './pglite-worker.js';
import { applyParsers, revive, toWire } from './pglite-wire.js';

export type { PgliteTuning };

type RequestBody<R = WorkerRequest> = R extends unknown ? Omit<R, 'id'> : never;
type Send = (body: RequestBody, options?: QueryOptions) => Promise<unknown>;
type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  options?: QueryOptions;
};

/** The `tx` that `PgliteWorkerClient.transaction` hands to its callback, shaped like PGlite's. */
export interface PgliteWorkerTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * PGlite in a worker thread, with the part of PGlite's API that drizzle-orm/pglite uses, so that
 * PostgreSQL's WebAssembly never runs on (and blocks) the event loop.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #active = new Set<Promise<unknown>>();
  #nextId = 1;
  #gone: Error | undefined;
  #crash: unknown;
  #closing: Promise<void> | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    // Like an in-thread PGlite, an idle client does not keep the process alive.
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    worker.on('error', (error) => {
      this.#crash = error;
    });
    worker.on('messageerror', (error) => {
      this.#crash = error;
      void worker.terminate();
    });
    worker.on('exit', (code) => {
      this.#gone ??= new Error(`PGlite worker exited unexpectedly (exit code ${code})`, {
        cause: this.#crash,
      });
      for (const call of this.#pending.values()) call.reject(this.#gone);
      this.#pending.clear();
    });
  }

  /**
   * Starts the worker; resolves once PGlite has opened or created `dataDir` (or `memory://`).
   * `tuning` overrides the worker's memory settings (benchmarks and tests).
   */
  static async open(dataDir: string, tuning?: PgliteTuning): Promise<PgliteWorkerClient> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dataDir, tuning },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const fail = (error: Error) => {
          stop();
          reject(error);
        };
        const onExit = (code: number) =>
          fail(new Error(`PGlite worker exited (exit code ${code}) while opening ${dataDir}`));
        const onMessage = (message: WorkerMessage) => {
          if (message.type === 'init-error') return fail(revive(message.error));
          stop();
          resolve();
        };
        const stop = () => worker.off('message', onMessage).off('error', fail).off('exit', onExit);
        worker.on('message', onMessage).on('error', fail).on('exit', onExit);
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return new PgliteWorkerClient(worker);
  }

  get closed(): boolean {
    return this.#closing !== undefined;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#track(() => runQuery<T>(this.#send, undefined, sql, params, options));
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#track(() => runExec(this.#send, undefined, sql, options));
  }

  /**
   * The callback runs here while the worker holds the PGlite transaction open; everything sent
   * through `this` meanwhile waits for it to end, since PGlite has a single connection.
   */
  transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    return this.#track(async () => {
      const txId = (await this.#send({ op: 'begin' })) as number;
      const send = this.#send;
      let closed = false;
      const ensureOpen = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: PgliteWorkerTransaction = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          ensureOpen();
          return runQuery<R>(send, txId, sql, params, options);
        },
        exec: async (sql: string, options?: QueryOptions) => {
          ensureOpen();
          return runExec(send, txId, sql, options);
        },
        rollback: async () => {
          ensureOpen();
          await send({ op: 'rollback', tx: txId });
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      let result: T;
      try {
        result = await callback(tx);
      } catch (error) {
        closed = true;
        await send({ op: 'end', tx: txId, commit: false });
        throw error;
      }
      closed = true;
      await send({ op: 'end', tx: txId, commit: true });
      return result;
    });
  }

  /** Lets started work (open transactions too) finish, closes PGlite, then ends the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      await Promise.allSettled(this.#active);
      if (this.#gone) return;
      try {
        await this.#send({ op: 'close' });
      } finally {
        this.#gone = new Error('PgliteWorkerClient is closed');
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }

  #track<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closing) return Promise.reject(new Error('PgliteWorkerClient is closed'));
    const promise = work();
    this.#active.add(promise);
    const forget = () => this.#active.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  readonly #send: Send = async (body, options) => {
    if (this.#gone) throw this.#gone;
    const id = this.#nextId++;
    const reply = new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, options });
    });
    if (this.#pending.size === 1) this.#worker.ref();
    try {
      this.#worker.postMessage({ ...body, id });
    } catch (error) {
      this.#settled(id);
      throw error;
    }
    return reply;
  };

  #receive(message: WorkerMessage): void {
    if (message.type !== 'reply') return;
    const call = this.#settled(message.id);
    if (!call) return;
    if (message.ok) call.resolve(message.value);
    else call.reject(revive(message.error, call.options));
  }

  #settled(id: number): Pending | undefined {
    const call = this.#pending.get(id);
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    return call;
  }
}

/** drizzle-orm/pglite over a worker client; the server sees it as any other PgDatabase. */
export function drizzlePgliteWorker<
  TSchema extends Record<string, unknown> = Record<string, never>,
>(
  client: PgliteWorkerClient,
  config: DrizzleConfig<TSchema> = {},
): PgliteDatabase<TSchema> & { $client: PgliteWorkerClient } {
  // PGlite's #private fields make TypeScript accept only real instances; the driver calls nothing
  // beyond query() and transaction(), which the worker client provides.
  const db = drizzle({ ...config, client: client as unknown as PGlite });
  return db as unknown as PgliteDatabase<TSchema> & { $client: PgliteWorkerClient };
}

type Tx = number | undefined;

async function runQuery<T>(
  send: Send,
  tx: Tx,
  sql: string,
  params?: unknown[],
  options?: QueryOptions,
) {
  const body = { op: 'query', sql, params, options: toWire(options), tx } as const;
  return applyParsers((await send(body, options)) as Results<T>, options);
}

async function runExec(send: Send, tx: Tx, sql: string, options?: QueryOptions) {
  const body = { op: 'exec', sql, options: toWire(options), tx } as const;
  return ((await send(body, options)) as Results[]).map((result) => applyParsers(result, options));
}
