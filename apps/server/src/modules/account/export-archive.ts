import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { EXPORT_FORMAT } from '@tocsin/contract';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  alertRules,
  apiKeys,
  auditLog,
  checkDays,
  incidentEvents,
  incidents,
  maintenanceWindows,
  monitorGroups,
  monitors,
  notifications,
  passkeys,
  profiles,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { Histogram } from '../results/index.js';

/** Rows read per query: what the archive holds in memory at once, whatever the account's size. */
export const PAGE = 500;

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The workspace's channels as the channels API shows them: secret fields named, never given. */
export type ListChannels = (workspaceId: string) => Promise<{ items: object[] }>;

/** A JSON array written one element at a time. */
async function* array(items: AsyncIterable<unknown>) {
  yield '[';
  let first = true;
  for await (const item of items) {
    yield `${first ? '' : ','}${JSON.stringify(item)}`;
    first = false;
  }
  yield ']';
}

async function* profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error('The account no longer exists');
  const { user, profile } = row;
  const keys = await db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  yield JSON.stringify({
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: iso(user.createdAt),
    displayName: profile?.displayName ?? '',
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    phone: profile?.phone ?? null,
    phoneNumber: profile?.phoneNumber ?? null,
    photoURL: profile?.photoUrl ?? null,
    timeZone: profile?.timeZone ?? null,
    settings: profile?.settings ?? null,
    passkeys: keys.map((k) => ({
      ...k,
      createdAt: iso(k.createdAt),
      lastUsedAt: iso(k.lastUsedAt),
    })),
  });
}

/** Every workspace the person is in, with their role; `exported` where they own it. */
async function memberships(db: Db, userId: string) {
  const rows = await db
    .select({
      workspaceId: workspaces.id,
      name: workspaces.name,
      personal: workspaces.personal,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaces.name));
  return rows.map((r) => ({ ...r, joinedAt: iso(r.joinedAt), exported: r.role === 'owner' }));
}

/** Keyset pages of a workspace's rows, ordered by (at, id), so no page is read twice. */
async function* pages<Row extends { id: string }>(
  read: (after: { at: Date; id: string } | null) => Promise<Row[]>,
  at: (row: Row) => Date,
) {
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const rows = await read(after);
    yield* rows;
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { at: at(last), id: last.id };
  }
}

/** Each day's checks of a monitor, with its uptime and response times (from the day rollups). */
async function dailyResults(db: Db, seq: number) {
  const rows = await db
    .select()
    .from(checkDays)
    .where(eq(checkDays.monitorSeq, seq))
    .orderBy(asc(checkDays.day));
  return rows.map((r) => {
    const hist = new Histogram();
    hist.addEntries(r.hist, r);
    const latency = hist.percentiles('total');
    return {
      day: new Date(r.day * DAY_MS).toISOString().slice(0, 10),
      checks: r.checks,
      failures: r.failures,
      degraded: r.degraded,
      downMs: r.downMs,
      observedMs: r.observedMs,
      uptimePercent:
        r.observedMs > 0 ? Math.round((1 - r.downMs / r.observedMs) * 100_000) / 1000 : null,
      latencyMs: latency,
    };
  });
}

/** Keyset paging: rows after (`at`, `id`) in that order; every row when `after` is null. */
function pastKey(
  atColumn: AnyPgColumn,
  idColumn: AnyPgColumn,
  after: { at: Date; id: string } | null | undefined,
) {
  return after
    ? or(gt(atColumn, after.at), and(eq(atColumn, after.at), gt(idColumn, after.id)))
    : undefined;
}

async function* monitorsOf(db: Db, workspaceId: string) {
  const own = workspaceRows(db, monitors, workspaceId, 'Monitor');
  const rows = pages(
    (after) =>
      db
        .select()
        .from(monitors)
        .where(own.where(pastKey(monitors.createdAt, monitors.id, after)))
        .orderBy(asc(monitors.createdAt), asc(monitors.id))
        .limit(PAGE),
    (m) => m.createdAt,
  );
  for await (const m of rows) {
    const [rules] = await db
      .select({ rules: alertRules.rules })
      .from(alertRules)
      .where(eq(alertRules.monitorId, m.id));
    // The heartbeat push token is a credential: an import makes a new push URL.
    yield {
      id: m.id,
      name: m.name,
      type: m.type,
      config: m.config,
      intervalSeconds: m.intervalSeconds,
      timeoutSeconds: m.timeoutSeconds,
      confirmations: m.confirmations,
      tags: m.tags,
      groupId: m.groupId,
      paused: m.paused,
      createdAt: iso(m.createdAt),
      alertRules: rules?.rules ?? null,
      dailyResults: await dailyResults(db, m.seq),
    };
  }
}

async function* incidentsOf(db: Db, workspaceId: string) {
  const own = workspaceRows(db, incidents, workspaceId, 'Incident');
  const read = (after: { at: Date; id: string } | null) =>
    db
      .select()
      .from(incidents)
      .where(own.where(pastKey(incidents.startedAt, incidents.id, after)))
      .orderBy(asc(incidents.startedAt), asc(incidents.id))
      .limit(PAGE);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const rows = await read(after);
    const events = rows.length
      ? await db
          .select()
          .from(incidentEvents)
          .where(
            inArray(
              incidentEvents.incidentId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(incidentEvents.at))
      : [];
    for (const i of rows) {
      yield {
        id: i.id,
        monitorId: i.monitorId,
        status: i.status,
        startedAt: iso(i.startedAt),
        confirmedAt: iso(i.confirmedAt),
        resolvedAt: iso(i.resolvedAt),
        cause: i.cause,
        acknowledgedAt: iso(i.acknowledgedAt),
        acknowledgedBy: i.acknowledgedBy,
        inMaintenance: i.inMaintenance,
        timeline: events
          .filter((e) => e.incidentId === i.id)
          .map((e) => ({ at: iso(e.at), kind: e.kind, text: e.text })),
      };
    }
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.startedAt, id: last.id };
  }
}

async function* auditOf(db: Db, workspaceId: string) {
  const own = workspaceRows(db, auditLog, workspaceId, 'Audit entry');
  const rows = pages(
    (after) =>
      db
        .select()
        .from(auditLog)
        .where(own.where(pastKey(auditLog.at, auditLog.id, after)))
        .orderBy(asc(auditLog.at), asc(auditLog.id))
        .limit(PAGE),
    (e) => e.at,
  );
  for await (const e of rows) {
    yield {
      at: iso(e.at),
      actorType: e.actorType,
      actorName: e.actorName,
      ip: e.ip,
      action: e.action,
      targetType: e.targetType,
      targetId: e.targetId,
      targetName: e.targetName,
      changes: e.changes,
    };
  }
}

async function membersOf(db: Db, workspaceId: string) {
  const rows = await db
    .select({
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return rows.map((r) => ({ ...r, joinedAt: iso(r.joinedAt) }));
}

async function* workspaceOf(db: Db, listChannels: ListChannels, workspaceId: string) {
  const [w] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!w) return;
  const head = {
    id: w.id,
    name: w.name,
    personal: w.personal,
    createdAt: iso(w.createdAt),
    subscriptionStatus: w.subscriptionStatus,
    subscribedPlan: w.subscribedPlan,
    billingPeriod: w.billingPeriod,
    trialEndsAt: iso(w.trialEndsAt),
    requireTwoFactor: w.requireTwoFactor,
  };
  yield JSON.stringify(head).slice(0, -1);
  yield `,"members":${JSON.stringify(await membersOf(db, workspaceId))}`;
  const groups = await workspaceRows(db, monitorGroups, workspaceId, 'Group').list();
  yield `,"groups":${JSON.stringify(groups.map((g) => ({ id: g.id, name: g.name, createdAt: iso(g.createdAt) })))}`;
  yield ',"monitors":';
  yield* array(monitorsOf(db, workspaceId));
  yield `,"channels":${JSON.stringify((await listChannels(workspaceId)).items)}`;
  const windows = await workspaceRows(db, maintenanceWindows, workspaceId, 'Window').list();
  yield `,"maintenanceWindows":${JSON.stringify(
    windows.map(({ workspaceId: _w, ...rest }) => ({
      ...rest,
      startsAt: iso(rest.startsAt),
      endsAt: iso(rest.endsAt),
      createdAt: iso(rest.createdAt),
    })),
  )}`;
  yield ',"incidents":';
  yield* array(incidentsOf(db, workspaceId));
  const keys = await workspaceRows(db, apiKeys, workspaceId, 'API key').list();
  yield `,"apiKeys":${JSON.stringify(
    keys.map((k) => ({
      name: k.name,
      access: k.access,
      areas: k.areas,
      createdAt: iso(k.createdAt),
      expiresAt: iso(k.expiresAt),
      lastUsedAt: iso(k.lastUsedAt),
      revokedAt: iso(k.revokedAt),
    })),
  )}`;
  yield ',"auditLog":';
  yield* array(auditOf(db, workspaceId));
  yield '}';
}

async function* inboxOf(db: Db, userId: string) {
  const rows = pages(
    (after) =>
      db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            pastKey(notifications.createdAt, notifications.id, after),
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(notifications.id))
        .limit(PAGE),
    (n) => n.createdAt,
  );
  for await (const n of rows) {
    yield {
      id: n.id,
      workspaceId: n.workspaceId,
      event: n.event,
      title: n.title,
      body: n.body,
      incidentId: n.incidentId,
      monitorId: n.monitorId,
      readAt: iso(n.readAt),
      createdAt: iso(n.createdAt),
    };
  }
}

/** The archive's JSON, produced piece by piece (docs: apps/web/content/docs/data-export.md). */
export async function* archiveJson(db: Db, listChannels: ListChannels, userId: string, now: Date) {
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"exportedAt":${JSON.stringify(now.toISOString())}`;
  yield ',"account":';
  yield* profileOf(db, userId);
  const joined = await memberships(db, userId);
  yield `,"memberships":${JSON.stringify(joined)}`;
  yield ',"workspaces":[';
  let first = true;
  for (const m of joined.filter((j) => j.exported)) {
    if (!first) yield ',';
    first = false;
    yield* workspaceOf(db, listChannels, m.workspaceId);
  }
  yield '],"inbox":';
  yield* array(inboxOf(db, userId));
  yield '}';
}

/** The archive gzipped: the JSON is never held whole, only its compressed bytes. */
export async function gzipArchive(chunks: AsyncIterable<string>) {
  const parts: Buffer[] = [];
  await pipeline(Readable.from(chunks), createGzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const part of source) parts.push(part);
  });
  return Buffer.concat(parts);
}
