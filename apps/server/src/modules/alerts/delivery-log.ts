import type { Delivery } from '@tocsin/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deliveries, deliveryAttempts } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';

type Row = typeof deliveries.$inferSelect;
type AttemptRow = typeof deliveryAttempts.$inferSelect;

export function toDelivery(row: Row, attempts: AttemptRow[]): Delivery {
  return {
    id: row.id,
    incidentId: row.incidentId,
    channelId: row.channelId,
    kind: row.kind,
    target: row.target,
    event: row.event,
    status: row.status,
    attempts: attempts.map((a) => ({
      at: a.at.toISOString(),
      durationMs: a.durationMs,
      ok: a.ok,
      retryable: a.retryable,
      statusCode: a.statusCode,
      error: a.error,
    })),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Deliveries with their attempts, oldest first. */
export async function withAttempts(db: Db, rows: Row[]): Promise<Delivery[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(deliveryAttempts)
    .where(
      inArray(
        deliveryAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(deliveryAttempts.at));
  return rows.map((r) =>
    toDelivery(
      r,
      attempts.filter((a) => a.deliveryId === r.id),
    ),
  );
}

/** The alerts of an incident with every attempt, in the order they were planned. */
export async function incidentDeliveries(db: Db, incidentId: string): Promise<Delivery[]> {
  const rows = await db
    .select()
    .from(deliveries)
    .where(eq(deliveries.incidentId, incidentId))
    .orderBy(asc(deliveries.createdAt), asc(deliveries.target));
  return withAttempts(db, rows);
}

export async function getDelivery(db: Db, workspaceId: string, id: string) {
  const row = await workspaceRows(db, deliveries, workspaceId, 'Delivery').get(id);
  const [delivery] = await withAttempts(db, [row]);
  return delivery!;
}
