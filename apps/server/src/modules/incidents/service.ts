import type { Delivery, Incident, IncidentDetail, IncidentSummary } from '@tocsin/contract';
import { and, asc, desc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { incidentEvents, incidents, monitors } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { recordAudit } from '../audit/index.js';
import { NotFoundError } from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import { addTimeline } from './timeline.js';

type Row = typeof incidents.$inferSelect;

function summary(row: Row, monitorName: string, now: Date): IncidentSummary {
  return {
    id: row.id,
    monitorId: row.monitorId,
    monitorName,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    confirmedAt: row.confirmedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: row.acknowledgedBy,
    inMaintenance: row.inMaintenance,
    durationSeconds: Math.round(
      ((row.resolvedAt ?? now).getTime() - row.startedAt.getTime()) / 1000,
    ),
    causeKind: row.causeKind,
    causeMessage: row.cause.message,
  };
}

/** The workspace's incidents: every read of them goes through here. */
const ownIncidents = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, incidents, workspaceId, 'Incident');

export async function listWorkspaceIncidents(
  db: Db,
  workspaceId: string,
  query: {
    status: 'open' | 'resolved' | 'all';
    monitorId?: string | undefined;
    before?: string | undefined;
    limit: number;
  },
  now = new Date(),
) {
  const where: SQL[] = [ownIncidents(db, workspaceId).where()];
  if (query.status !== 'all') where.push(eq(incidents.status, query.status));
  if (query.monitorId) where.push(eq(incidents.monitorId, query.monitorId));
  if (query.before) where.push(lt(incidents.startedAt, new Date(query.before)));
  const rows = await db
    .select({ incident: incidents, monitorName: monitors.name })
    .from(incidents)
    .innerJoin(monitors, eq(monitors.id, incidents.monitorId))
    .where(and(...where))
    .orderBy(desc(incidents.startedAt))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => summary(r.incident, r.monitorName, now)),
    next: rows.length > query.limit ? page.at(-1)!.incident.startedAt.toISOString() : null,
  };
}

async function loadIncident(db: Db, workspaceId: string | null, id: string) {
  const [row] = await db
    .select({ incident: incidents, monitorName: monitors.name })
    .from(incidents)
    .innerJoin(monitors, eq(monitors.id, incidents.monitorId))
    // Without a workspace: an acknowledge link, whose signed token names the incident.
    .where(
      workspaceId
        ? ownIncidents(db, workspaceId).where(eq(incidents.id, id))
        : eq(incidents.id, id),
    );
  if (!row) throw new NotFoundError('Incident not found');
  return row;
}

/** An incident's alerts with their attempts: the delivery log, kept by alerting. */
export type DeliveriesOf = (incidentId: string) => Promise<Delivery[]>;

export async function getIncident(
  db: Db,
  deliveriesOf: DeliveriesOf,
  workspaceId: string,
  id: string,
  now = new Date(),
): Promise<IncidentDetail> {
  const { incident, monitorName } = await loadIncident(db, workspaceId, id);
  const [timeline, sent] = await Promise.all([
    db
      .select()
      .from(incidentEvents)
      .where(eq(incidentEvents.incidentId, id))
      .orderBy(
        asc(incidentEvents.at),
        sql`case ${incidentEvents.kind} when 'detected' then 0 when 'confirmed' then 1 else 2 end`,
      ),
    deliveriesOf(id),
  ]);
  return {
    ...summary(incident, monitorName, now),
    cause: incident.cause,
    timeline: timeline.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      kind: e.kind,
      text: e.text,
      deliveryId: e.deliveryId,
    })),
    deliveries: sent,
  };
}

/**
 * Acknowledges an open incident: reminders and the escalation step stop. Acknowledging twice, or
 * after resolution, changes nothing and is not an error (a second person clicking the link).
 */
export async function acknowledgeIncident(
  db: Db,
  bus: EventBus,
  input: { workspaceId: string | null; incidentId: string; by: string; via: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const { incident, monitorName } = await loadIncident(db, input.workspaceId, input.incidentId);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(incidents)
      .set({ acknowledgedAt: now, acknowledgedBy: input.by })
      .where(
        and(
          eq(incidents.id, incident.id),
          eq(incidents.status, 'open'),
          isNull(incidents.acknowledgedAt),
        ),
      )
      .returning();
    if (row) {
      await addTimeline(
        tx,
        row.id,
        'acknowledged',
        `Acknowledged by ${input.by} (${input.via}).`,
        now,
      );
      // From a link or a key press there is no request: the log's actor is Tocsin, and who
      // answered is what the link or call knows.
      await recordAudit(tx, incident.workspaceId, {
        action: 'incident.acknowledged',
        targetType: 'incident',
        targetId: row.id,
        targetName: monitorName,
        before: { acknowledgedBy: null },
        after: { acknowledgedBy: input.by, via: input.via },
      });
    }
    return !!row;
  });
  if (changed) {
    bus.publish('incident.acknowledged', {
      workspaceId: incident.workspaceId,
      incidentId: incident.id,
    });
  }
  const after = await loadIncident(db, input.workspaceId, input.incidentId);
  return { changed, incident: summary(after.incident, after.monitorName, now) };
}

/** Incidents of one monitor, open ones first, then the most recent. */
export async function monitorIncidents(
  db: Db,
  workspaceId: string,
  id: string,
  limit: number,
  now = new Date(),
): Promise<Incident[]> {
  const rows = await db
    .select()
    .from(incidents)
    .where(ownIncidents(db, workspaceId).where(eq(incidents.monitorId, id)))
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
  return items;
}

export interface IncidentCounts {
  total: number;
  open: number;
  resolved: number;
  recoverySeconds: number;
}

/** Incidents that started in [fromMs, nowMs], counted per monitor, in one statement. */
export async function incidentCountsByMonitor(
  db: Db,
  workspaceId: string,
  fromMs: number,
  nowMs: number,
) {
  const rows = await db
    .select({
      monitorId: incidents.monitorId,
      total: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${incidents.status} = 'open'))::int`,
      resolved: sql<number>`(count(*) filter (where ${incidents.status} = 'resolved'))::int`,
      recoverySeconds: sql<number>`coalesce(sum(extract(epoch from
        ${incidents.resolvedAt} - ${incidents.startedAt})) filter (where ${incidents.status} = 'resolved'), 0)::float8`,
    })
    .from(incidents)
    .where(
      ownIncidents(db, workspaceId).where(
        gte(incidents.startedAt, new Date(fromMs)),
        lte(incidents.startedAt, new Date(nowMs)),
      ),
    )
    .groupBy(incidents.monitorId);
  return new Map<string, IncidentCounts>(
    rows.map(({ monitorId, ...counts }) => [monitorId, counts]),
  );
}
