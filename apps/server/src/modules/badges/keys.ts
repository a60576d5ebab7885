import { randomBytes } from 'node:crypto';
import type { Badge } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Db, Exec } from '../../db/client.js';
import { statusBadges, statusPages } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { recordAudit } from '../audit/index.js';
import { ownMonitors } from '../monitors/index.js';

export interface BadgeKeyDeps {
  db: Db;
  publicUrl: string;
}

/** What a badge names: one monitor or one status page of the workspace. */
export type BadgeSubject = { monitorId: string } | { pageId: string };

type Row = typeof statusBadges.$inferSelect;

/** 144 random bits in 24 URL-safe characters: a key cannot be guessed or walked. */
export const newBadgeKey = () => randomBytes(18).toString('base64url');

const badgesOf = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, statusBadges, workspaceId, 'Badge');

/** The badge's ready addresses on this instance. */
export function badgeOf(row: Row, publicUrl: string): Badge {
  const base = `${publicUrl}/badge/${row.id}`;
  const widget = `${publicUrl}/widget/${row.id}`;
  return {
    key: row.id,
    createdAt: row.createdAt.toISOString(),
    urls: {
      status: `${base}/status.svg`,
      uptime: `${base}/uptime.svg?period=30d`,
      response: `${base}/response.svg?period=24h`,
      widget,
      widgetScript: `${widget}.js`,
    },
  };
}

/** The subject's name for the audit log; a 404 when it is not the workspace's. */
async function subjectName(db: Db, workspaceId: string, subject: BadgeSubject) {
  if ('monitorId' in subject)
    return (await ownMonitors(db, workspaceId).get(subject.monitorId)).name;
  return (await workspaceRows(db, statusPages, workspaceId, 'Status page').get(subject.pageId))
    .name;
}

const subjectId = (subject: BadgeSubject) =>
  'monitorId' in subject ? subject.monitorId : subject.pageId;

const subjectColumn = (subject: BadgeSubject) =>
  'monitorId' in subject
    ? eq(statusBadges.monitorId, subject.monitorId)
    : eq(statusBadges.pageId, subject.pageId);

async function findRow(db: Exec, workspaceId: string, subject: BadgeSubject) {
  const [row] = await badgesOf(db, workspaceId).list(subjectColumn(subject));
  return row ?? null;
}

/** The subject's badge, or null; a 404 when the subject is not the workspace's. */
export async function getBadge(deps: BadgeKeyDeps, workspaceId: string, subject: BadgeSubject) {
  await subjectName(deps.db, workspaceId, subject);
  const row = await findRow(deps.db, workspaceId, subject);
  return { badge: row && badgeOf(row, deps.publicUrl) };
}

/** Makes the subject's badge unless it has one: asking twice gives the same key. */
export async function createBadge(deps: BadgeKeyDeps, workspaceId: string, subject: BadgeSubject) {
  const name = await subjectName(deps.db, workspaceId, subject);
  const { row, created } = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(statusBadges)
      .values({ id: newBadgeKey(), workspaceId, ...subject })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      return { row: (await findRow(tx, workspaceId, subject))!, created: false };
    }
    await recordAudit(tx, workspaceId, {
      action: 'badge.created',
      targetType: 'badge',
      targetId: subjectId(subject),
      targetName: name,
    });
    return { row: inserted, created: true };
  });
  return { badge: badgeOf(row, deps.publicUrl), created };
}

/** Revokes the subject's badge: its addresses answer as if they never existed. */
export async function revokeBadge(deps: BadgeKeyDeps, workspaceId: string, subject: BadgeSubject) {
  const name = await subjectName(deps.db, workspaceId, subject);
  await deps.db.transaction(async (tx) => {
    const row = await findRow(tx, workspaceId, subject);
    if (!row) return;
    await badgesOf(tx, workspaceId).remove(row.id);
    await recordAudit(tx, workspaceId, {
      action: 'badge.revoked',
      targetType: 'badge',
      targetId: subjectId(subject),
      targetName: name,
    });
  });
}
