import { checkErrorKinds, type CheckRecord, type Incident } from '@tocsin/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkResults, incidents, monitors } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';

const statuses = ['up', 'degraded', 'down'] as const;

async function monitorKeys(db: Db, workspaceId: string, id: string) {
  const [found] = await db
    .select({ seq: monitors.seq })
    .from(monitors)
    .where(and(eq(monitors.workspaceId, workspaceId), eq(monitors.id, id)));
  if (!found) throw new NotFoundError('Monitor not found');
  return found;
}

/** Raw checks of one monitor, newest first, a page at a time (a cursor, so pages never shift). */
export async function listResults(
  db: Db,
  workspaceId: string,
  id: string,
  query: { before?: string | undefined; limit: number },
) {
  const { seq } = await monitorKeys(db, workspaceId, id);
  const rows = await db
    .select()
    .from(checkResults)
    .where(
      and(
        eq(checkResults.monitorSeq, seq),
        query.before ? lt(checkResults.checkedAt, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(checkResults.checkedAt))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items: CheckRecord[] = page.map((r) => ({
    checkedAt: r.checkedAt.toISOString(),
    status: statuses[r.status] ?? 'down',
    errorKind: r.errorKind === null ? null : (checkErrorKinds[r.errorKind] ?? 'internal'),
    statusCode: r.statusCode,
    timings: {
      ...(r.dnsMs === null ? {} : { dns: r.dnsMs }),
      ...(r.connectMs === null ? {} : { connect: r.connectMs }),
      ...(r.tlsMs === null ? {} : { tls: r.tlsMs }),
      ...(r.ttfbMs === null ? {} : { ttfb: r.ttfbMs }),
      total: r.totalMs,
    },
    message: r.message,
  }));
  const last = page.at(-1);
  return {
    items,
    nextBefore: rows.length > query.limit && last ? last.checkedAt.toISOString() : null,
  };
}

/** Incidents of one monitor, open ones first, then the most recent. */
export async function listIncidents(
  db: Db,
  workspaceId: string,
  id: string,
  limit: number,
  now = new Date(),
) {
  await monitorKeys(db, workspaceId, id);
  const rows = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.workspaceId, workspaceId), eq(incidents.monitorId, id)))
    .orderBy(sql`${incidents.status} = 'open' desc`, desc(incidents.startedAt))
    .limit(limit);
  const items: Incident[] = rows.map((r) => ({
    id: r.id,
    monitorId: r.monitorId,
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    confirmedAt: r.confirmedAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    durationSeconds: Math.round(((r.resolvedAt ?? now).getTime() - r.startedAt.getTime()) / 1000),
    causeKind: r.causeKind,
    cause: r.cause,
  }));
  return { items };
}
