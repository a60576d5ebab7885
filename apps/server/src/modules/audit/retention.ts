import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** How long the log is kept: by the plan each workspace is on, or the same days for every one. */
export interface AuditRetention {
  days: number;
  byPlan?: Readonly<Record<string, number>>;
}

/** Deletes the rows older than each workspace's retention; answers how many went. */
export async function pruneAudit(db: Db, retention: AuditRetention, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const plans = Object.entries(retention.byPlan ?? {});
  // Over every workspace at once, by its plan, in one statement.
  const cutoff = plans.length
    ? sql`case w.enforced_plan ${sql.join(
        plans.map(([plan, days]) => sql`when ${plan} then ${before(days)}::timestamptz`),
        sql` `,
      )} else ${before(retention.days)}::timestamptz end`
    : sql`${before(retention.days)}::timestamptz`;
  const result = await db.execute(sql`
    with gone as (
      delete from audit_log a using workspaces w
      where w.id = a.workspace_id and a.at < ${cutoff}
      returning 1)
    select count(*)::int as n from gone`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Sweeps the log once an hour (and once at start). */
export function startAuditRetention(options: {
  db: Db;
  log: FastifyBaseLogger;
  retention: AuditRetention;
  everyMs?: number;
  clock?: Clock;
}) {
  const { db, log, retention, everyMs = HOUR_MS, clock = systemClock } = options;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        const pruned = await pruneAudit(db, retention, new Date(clock.now()));
        if (pruned > 0) log.info({ pruned }, 'old audit log entries deleted');
      })
      .catch((err: unknown) => log.error({ err }, 'pruning the audit log failed'));
  };
  tick();
  const cancel = clock.every(everyMs, tick);
  return {
    async stop() {
      cancel();
      await running;
    },
  };
}
