import {
  subscriberEmailSchema,
  subscriberKinds,
  type Subscriber,
  type SubscriberCounts,
  type SubscriberImportResponse,
  type subscriberListQuery,
} from '@tocsin/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Exec } from '../../db/client.js';
import { statusPageComponents, statusPages, statusSubscribers } from '../../db/schema.js';
import { workspaceRows } from '../../db/tenancy.js';
import { NotFoundError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { holdConfirmations, type SubscriptionDeps } from '../subscribers/index.js';
import type { SubscriberCsv } from './subscriber-csv.js';

type SubscriberRow = typeof statusSubscribers.$inferSelect;
type PageRow = typeof statusPages.$inferSelect;

export interface SubscriberAdminDeps {
  subscriptions: SubscriptionDeps;
}

const subscribersOf = (exec: Exec, workspaceId: string) =>
  workspaceRows(exec, statusSubscribers, workspaceId, 'Subscriber');

/** The page's components by id, for showing what a subscriber follows. */
async function componentNames(exec: Exec, page: PageRow) {
  const rows = await workspaceRows(exec, statusPageComponents, page.workspaceId, 'Component').list(
    eq(statusPageComponents.pageId, page.id),
  );
  return new Map(rows.map((c) => [c.id, c.publicName]));
}

function toSubscriber(row: SubscriberRow, names: Map<string, string>): Subscriber {
  return {
    id: row.id,
    kind: row.kind,
    // A push endpoint is a capability URL: the list shows only whose push service it is.
    address: row.kind === 'push' ? new URL(row.address).host : row.address,
    components: row.componentIds
      ? row.componentIds.map((id) => ({ id, name: names.get(id) ?? 'Removed component' }))
      : null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function counts(exec: Exec, workspaceId: string, pageId: string): Promise<SubscriberCounts> {
  const rows = await exec
    .select({
      kind: statusSubscribers.kind,
      confirmed: isNotNull(statusSubscribers.confirmedAt),
      n: count(),
    })
    .from(statusSubscribers)
    .where(subscribersOf(exec, workspaceId).where(eq(statusSubscribers.pageId, pageId)))
    .groupBy(statusSubscribers.kind, isNotNull(statusSubscribers.confirmedAt));
  const out = Object.fromEntries(
    subscriberKinds.map((k) => [k, { confirmed: 0, pending: 0 }]),
  ) as SubscriberCounts;
  for (const r of rows) out[r.kind][r.confirmed ? 'confirmed' : 'pending'] = r.n;
  return out;
}

/** A page's subscribers, newest first, a page at a time, with the counts by kind. */
export async function listSubscribers(
  db: Db,
  workspaceId: string,
  pageId: string,
  query: z.output<typeof subscriberListQuery>,
) {
  const page = await workspaceRows(db, statusPages, workspaceId, 'Status page').get(pageId);
  const filter = subscribersOf(db, workspaceId).where(
    eq(statusSubscribers.pageId, pageId),
    query.kind ? eq(statusSubscribers.kind, query.kind) : undefined,
    query.status === 'confirmed'
      ? isNotNull(statusSubscribers.confirmedAt)
      : query.status === 'pending'
        ? isNull(statusSubscribers.confirmedAt)
        : undefined,
  );
  const [rows, [total], byKind, names] = await Promise.all([
    db
      .select()
      .from(statusSubscribers)
      .where(filter)
      .orderBy(desc(statusSubscribers.createdAt), desc(statusSubscribers.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: count() }).from(statusSubscribers).where(filter),
    counts(db, workspaceId, pageId),
    componentNames(db, page),
  ]);
  return {
    items: rows.map((r) => toSubscriber(r, names)),
    total: total?.n ?? 0,
    counts: byKind,
  };
}

/** Removes one subscriber of the page; their queued deliveries go with them. */
export async function removeSubscriber(
  db: Db,
  workspaceId: string,
  pageId: string,
  subscriberId: string,
) {
  await db.transaction(async (tx) => {
    const page = await workspaceRows(tx, statusPages, workspaceId, 'Status page').get(pageId);
    const rows = subscribersOf(tx, workspaceId);
    const row = await rows.get(subscriberId);
    if (row.pageId !== page.id) throw new NotFoundError('Subscriber not found');
    await rows.remove(row.id);
    await recordAudit(tx, workspaceId, {
      action: 'status-page.subscriber-removed',
      targetType: 'status-page',
      targetId: page.id,
      targetName: page.name,
      before: { subscriber: `${row.kind} ${toSubscriber(row, new Map()).address}` },
      after: null,
    });
  });
}

/** Every subscriber of the page, for the CSV export. */
export async function subscribersForExport(db: Db, workspaceId: string, pageId: string) {
  const page = await workspaceRows(db, statusPages, workspaceId, 'Status page').get(pageId);
  const [rows, names] = await Promise.all([
    subscribersOf(db, workspaceId).list(eq(statusSubscribers.pageId, pageId)),
    componentNames(db, page),
  ]);
  return {
    page,
    subscribers: rows
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => toSubscriber(r, names)),
  };
}

interface ImportRow {
  line: number;
  email: string;
  componentIds: string[] | null;
}

/** Checks each row of an import read by subscriber-csv.ts against the page's components. */
function readImport(
  { rows: records, emailAt, componentsAt }: SubscriberCsv,
  components: Map<string, string>,
) {
  const byName = new Map([...components].map(([id, name]) => [name.toLowerCase(), id]));
  const rows: ImportRow[] = [];
  const errors: { line: number; message: string }[] = [];
  for (const { record, line } of records) {
    const email = subscriberEmailSchema.safeParse(record[emailAt] ?? '');
    if (!email.success) {
      errors.push({
        line,
        message: `"${(record[emailAt] ?? '').slice(0, 80)}" is not an email address`,
      });
      continue;
    }
    const names = (componentsAt >= 0 ? (record[componentsAt] ?? '') : '')
      .split(';')
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !byName.has(n.toLowerCase()));
    if (unknown.length) {
      errors.push({
        line,
        message: `This page has no component named ${unknown.map((n) => `"${n.slice(0, 80)}"`).join(', ')}`,
      });
      continue;
    }
    rows.push({
      line,
      email: email.data,
      componentIds: names.length
        ? [...new Set(names.map((n) => byName.get(n.toLowerCase())!))]
        : null,
    });
  }
  return { rows, errors };
}

/**
 * Imports email addresses. Each new one is mailed a confirmation link and counts once confirmed:
 * a list brought from elsewhere is not proof that every address still wants the updates. The
 * mails leave at the workspace's import pace, within the limits per address (modules/subscribers/
 * confirmations.ts): the answer says how many are held, and until when.
 */
export async function importSubscribers(
  deps: SubscriberAdminDeps,
  workspaceId: string,
  pageId: string,
  csv: SubscriberCsv,
): Promise<SubscriberImportResponse> {
  const { db } = deps.subscriptions;
  const now = deps.subscriptions.now?.() ?? new Date();
  const result = await db.transaction(async (tx) => {
    const page = await workspaceRows(tx, statusPages, workspaceId, 'Status page').get(pageId);
    const { rows, errors } = readImport(csv, await componentNames(tx, page));
    const emails = [...new Set(rows.map((r) => r.email))];
    const existing = emails.length
      ? await subscribersOf(tx, workspaceId).list(
          and(eq(statusSubscribers.pageId, pageId), eq(statusSubscribers.kind, 'email')),
          inArray(statusSubscribers.address, emails),
        )
      : [];
    const seen = new Set(existing.map((r) => r.address));
    const fresh = rows.filter((r) => !seen.has(r.email) && seen.add(r.email));
    const invites = fresh.map((r) => {
      const id = crypto.randomUUID();
      return { row: r, id, token: deps.subscriptions.tokens.of(id) };
    });
    const ids = invites.map((v) => v.id);
    for (let i = 0; i < invites.length; i += 500) {
      await tx.insert(statusSubscribers).values(
        invites.slice(i, i + 500).map((v) => ({
          id: v.id,
          workspaceId,
          pageId,
          kind: 'email' as const,
          address: v.row.email,
          componentIds: v.row.componentIds,
          tokenHash: deps.subscriptions.tokens.hash(v.token),
          createdAt: now,
        })),
      );
    }
    const pace = await holdConfirmations(tx, workspaceId, ids, now);
    await recordAudit(tx, workspaceId, {
      action: 'status-page.subscribers-imported',
      targetType: 'status-page',
      targetId: page.id,
      targetName: page.name,
      before: null,
      after: {
        invited: invites.length,
        held: pace.held,
        skipped: rows.length - invites.length,
        refused: errors.length,
      },
    });
    return { invited: invites.length, ...pace, skipped: rows.length - invites.length, errors };
  });
  if (result.invited > 0)
    deps.subscriptions.bus.publish('subscribers.confirmations-held', { workspaceId });
  return result;
}
