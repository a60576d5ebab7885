import type { StatusResponse } from '@tocsin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Cancel, type Clock } from '../../lib/clock.js';
import { renderOwnPage } from './own-page.js';
import { createRenderCache, type Body } from './render-cache.js';
import { htmlBody } from './site.js';

const KEY = 'status';
/** Made again at least this often: the sweep finds it stale within a quarter of this more. */
const REFRESH_MS = 24_000;
/** How often the health is read to see whether a part of it changed state. */
const POLL_MS = 5_000;

/** The states the page shows: when one changes, the page is made again at once. */
const statesOf = (s: StatusResponse) =>
  JSON.stringify([
    s.status,
    s.api.status,
    s.scheduler.status,
    s.checks.status,
    s.alerts.status,
    s.regions.map((r) => [r.name, r.status, r.probes]),
  ]);

/**
 * This instance's own status page (/status), kept in memory like the workspaces' pages: made at
 * start, again when a part of the health changes state and at least every 30 s. A visitor is
 * answered from memory and never waits for the database.
 */
export function createOwnStatusPage(options: {
  /** The instance's health, as GET /api/v1/status answers it. */
  health: () => Promise<StatusResponse>;
  log: FastifyBaseLogger;
  refreshMs?: number;
  pollMs?: number;
  clock?: Clock;
}) {
  const { health, log, clock = systemClock } = options;
  const onError = (err: unknown) => log.warn({ err }, 'making the status page again failed');
  const cache = createRenderCache({
    refreshMs: options.refreshMs ?? REFRESH_MS,
    minGapMs: 1_000,
    idleMs: Infinity,
    maxEntries: 1,
    onError,
    keep: () => true,
    clock,
  });
  let shown = '';
  let stopPolling: Cancel | undefined;

  const build = async () => {
    const status = await health();
    shown = statesOf(status);
    return {
      workspaceId: null,
      pageId: null,
      passwordHash: null,
      indexable: true,
      open: htmlBody(renderOwnPage(status)),
      locked: null,
    };
  };
  const answer = async (): Promise<Body> => (await cache.get(KEY, build)).open;

  const poll = async () => {
    if (statesOf(await health()) !== shown) cache.refresh(() => true);
  };

  return {
    answer,
    /** Makes the page now and starts watching the health. */
    start() {
      answer().catch(onError);
      stopPolling = clock.every(options.pollMs ?? POLL_MS, () => void poll().catch(onError));
    },
    close() {
      stopPolling?.();
      cache.close();
    },
  };
}

export type OwnStatusPage = ReturnType<typeof createOwnStatusPage>;
