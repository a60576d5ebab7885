import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sleep, systemClock, type Cancel, type Clock } from '../../lib/clock.js';

/** One answer ready to send, in each encoding, with its validator and policy. */
export interface Body {
  status: 200 | 404;
  type: string;
  text: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** The CSP of an HTML answer. */
  csp: string | null;
}

export function bodyOf(status: 200 | 404, type: string, content: string, csp: string | null): Body {
  const text = Buffer.from(content);
  const digest = createHash('sha256').update(text).digest('base64url').slice(0, 27);
  return {
    status,
    type,
    text,
    // Made once per rendering, not per request: a quick level is enough.
    gzip: gzipSync(text, { level: 6 }),
    br: brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    etag: `W/"${digest}"`,
    csp,
  };
}

/** What is kept per address of a page: its answer, and whose it is, to know when to remake it. */
export interface Rendered {
  workspaceId: string | null;
  pageId: string | null;
  passwordHash: string | null;
  indexable: boolean;
  open: Body;
  /** The password form, for a protected page. */
  locked: Body | null;
}

interface Entry {
  value?: Rendered;
  pending?: Promise<Rendered>;
  /** A remake was asked while one ran: run again after it. */
  again: boolean;
  /** A remake waiting for the least gap between two to pass. */
  scheduled?: Cancel;
  madeAt: number;
  usedAt: number;
  build: () => Promise<Rendered>;
}

/**
 * Renderings kept in memory and remade in the background: a visitor waits only for a page
 * nobody asked for yet; every other request is answered from memory, the remade version
 * replacing the old one when it is ready.
 */
export function createRenderCache(options: {
  refreshMs: number;
  /**
   * The least time between two remakes of one address that changes ask for: an outage sends a
   * burst of changes, and the database has checks to store meanwhile.
   */
  minGapMs: number;
  /** Addresses not asked for in this long are dropped. */
  idleMs: number;
  maxEntries: number;
  onError: (err: unknown) => void;
  /** Whether a new rendering is worth keeping (an unknown address is not: anyone can make one). */
  keep: (value: Rendered) => boolean;
  clock?: Clock;
}) {
  const clock = options.clock ?? systemClock;
  const entries = new Map<string, Entry>();

  const remake = (entry: Entry): Promise<Rendered> => {
    if (entry.pending) {
      entry.again = true;
      return entry.pending;
    }
    entry.pending = entry
      .build()
      .then((value) => {
        entry.value = value;
        entry.madeAt = clock.now();
        return value;
      })
      .finally(() => {
        entry.pending = undefined;
        if (entry.again) {
          entry.again = false;
          soon(entry);
        }
      });
    return entry.pending;
  };

  /** Remakes an entry as soon as the least gap since its last making allows. */
  const soon = (entry: Entry) => {
    if (entry.pending) {
      entry.again = true;
      return;
    }
    if (entry.scheduled) return;
    const wait = entry.madeAt + options.minGapMs - clock.now();
    if (wait <= 0) {
      remake(entry).catch(options.onError);
      return;
    }
    entry.scheduled = clock.after(wait, () => {
      entry.scheduled = undefined;
      remake(entry).catch(options.onError);
    });
  };

  const sweep = () => {
    const now = clock.now();
    for (const [key, entry] of entries) {
      if (now - entry.usedAt > options.idleMs) entries.delete(key);
      else if (now - entry.madeAt >= options.refreshMs) remake(entry).catch(options.onError);
    }
  };
  const cancelSweeps = clock.every(Math.max(1000, Math.floor(options.refreshMs / 4)), sweep);

  return {
    /** The rendering at `key`, made by `build` the first time (and after a failure). */
    async get(key: string, build: () => Promise<Rendered>): Promise<Rendered> {
      let entry = entries.get(key);
      if (!entry) {
        if (entries.size >= options.maxEntries) {
          const oldest = [...entries].sort((a, b) => a[1].usedAt - b[1].usedAt)[0];
          if (oldest) entries.delete(oldest[0]);
        }
        entry = { again: false, madeAt: 0, usedAt: clock.now(), build };
        entries.set(key, entry);
      }
      entry.usedAt = clock.now();
      if (entry.value) {
        if (clock.now() - entry.madeAt >= options.refreshMs) remake(entry).catch(options.onError);
        return entry.value;
      }
      try {
        const value = await remake(entry);
        if (!options.keep(value)) entries.delete(key);
        return value;
      } catch (err) {
        entries.delete(key);
        throw err;
      }
    },

    /** Remakes every rendering `which` picks, in the background. */
    refresh(which: (value: Rendered | undefined) => boolean) {
      for (const entry of entries.values()) {
        if (which(entry.value)) soon(entry);
      }
    },

    /** Waits for the remakes under way (tests, shutdown). */
    async settled() {
      for (;;) {
        const all = [...entries.values()];
        const pending = all.flatMap((e) => (e.pending ? [e.pending] : []));
        if (pending.length > 0) await Promise.allSettled(pending);
        else if (all.some((e) => e.scheduled)) await sleep(clock, 20);
        else return;
      }
    },

    close() {
      cancelSweeps();
      for (const entry of entries.values()) entry.scheduled?.();
      entries.clear();
    },
  };
}
export type RenderCache = ReturnType<typeof createRenderCache>;
