import { createHash, randomBytes } from 'node:crypto';
import { EXPORT_LINK_DAYS, EXPORT_PENDING_MINUTES, type AccountExport } from '@tocsin/contract';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountExports, users } from '../../db/schema.js';
import { AppError, ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { exportReadyEmail } from './data-emails.js';
import { archiveJson, gzipArchive, type ListChannels } from './export-archive.js';

/** A new export no sooner than this after the last one that did not fail. */
export const EXPORT_INTERVAL_MINUTES = 15;

export interface ExportDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  listChannels: ListChannels;
  now?: () => Date;
}

const MINUTE = 60_000;
const STOPPED = 'The export stopped before it was finished. Request a new one.';
const FAILED =
  'We could not put your export together. Request a new one; if it fails again, contact support.';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

type Row = typeof accountExports.$inferSelect;

function shown(row: Row, now: Date): AccountExport {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    size: row.size,
    error: row.error,
  };
}

/** A pending export whose process died (a restart, a crash) counts as failed after a while. */
async function failStale(db: Db, userId: string, now: Date) {
  await db
    .update(accountExports)
    .set({ status: 'failed', error: STOPPED })
    .where(
      and(
        eq(accountExports.userId, userId),
        eq(accountExports.status, 'pending'),
        lt(accountExports.createdAt, new Date(now.getTime() - EXPORT_PENDING_MINUTES * MINUTE)),
      ),
    );
}

async function latest(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  return row ?? null;
}

/** The person's latest export, as the Settings card shows it. */
export async function exportStatus(deps: ExportDeps, userId: string) {
  const now = (deps.now ?? (() => new Date()))();
  await failStale(deps.db, userId, now);
  const row = await latest(deps.db, userId);
  return { export: row && shown(row, now) };
}

/** Builds the archive and stores it; then mails the link. Runs after the request has answered. */
async function produce(deps: ExportDeps, row: Row, email: string, token: string) {
  try {
    const data = await gzipArchive(
      archiveJson(deps.db, deps.listChannels, row.userId, row.createdAt),
    );
    const [stored] = await deps.db
      .update(accountExports)
      .set({ status: 'ready', data, size: data.length, readyAt: new Date() })
      .where(and(eq(accountExports.id, row.id), eq(accountExports.status, 'pending')))
      .returning({ id: accountExports.id });
    if (!stored) return;
  } catch (err) {
    deps.log.error({ err, exportId: row.id }, 'an account export failed');
    await deps.db
      .update(accountExports)
      .set({ status: 'failed', error: FAILED })
      .where(eq(accountExports.id, row.id))
      .catch((error: unknown) => deps.log.error({ err: error }, 'marking an export failed failed'));
    return;
  }
  const url = `${deps.publicUrl}/dashboard/settings?export=${token}#your-data`;
  await deps.mailer
    .send(exportReadyEmail(email, url))
    .catch((err: unknown) => deps.log.error({ err, exportId: row.id }, 'mailing an export failed'));
}

/**
 * Starts an export of the person's data: one at a time, and one every 15 minutes unless the last
 * failed. The older exports are deleted. The link's secret exists only in the mail.
 */
export async function requestExport(deps: ExportDeps, user: { id: string; email: string }) {
  const now = (deps.now ?? (() => new Date()))();
  await failStale(deps.db, user.id, now);
  const token = randomBytes(32).toString('base64url');
  const row = await deps.db.transaction(async (tx) => {
    // Two requests at once: the second waits here and then sees the first's row.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [last] = await tx
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.userId, user.id), ne(accountExports.status, 'failed')))
      .orderBy(desc(accountExports.createdAt))
      .limit(1);
    if (last?.status === 'pending') {
      throw new ConflictError(
        'Your export is already being prepared. We will email you as soon as it is ready.',
      );
    }
    const wait = last
      ? last.createdAt.getTime() + EXPORT_INTERVAL_MINUTES * MINUTE - now.getTime()
      : 0;
    if (wait > 0) {
      const minutes = Math.ceil(wait / MINUTE);
      throw new TooManyRequestsError(
        `You made an export a moment ago. You can make a new one in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        Math.ceil(wait / 1000),
      );
    }
    await tx.delete(accountExports).where(eq(accountExports.userId, user.id));
    const [created] = await tx
      .insert(accountExports)
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        status: 'pending',
        tokenHash: hash(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_LINK_DAYS * 24 * 60 * MINUTE),
      })
      .returning();
    return created!;
  });
  setImmediate(() => void produce(deps, row, user.email, token));
  return { export: shown(row, now) };
}

/**
 * The archive behind a mailed link, for the person signed in: the link alone is not enough (a
 * forwarded mail), nor the session alone (a stolen cookie). Another person's link, a wrong one
 * and a deleted one answer alike.
 */
export async function downloadExport(deps: ExportDeps, userId: string, token: string) {
  const now = (deps.now ?? (() => new Date()))();
  const [row] = await deps.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.tokenHash, hash(token)), eq(accountExports.userId, userId)));
  if (!row) {
    throw new NotFoundError(
      'This download link is not one of your exports. Sign in as the person it was sent to, or request a new export under Settings → Your data.',
    );
  }
  if (row.expiresAt <= now) {
    throw new AppError(
      'invalid-token',
      'This download link has expired. Request a new export under Settings → Your data.',
    );
  }
  if (row.status !== 'ready' || !row.data) {
    throw new ConflictError(
      row.status === 'pending'
        ? 'Your export is still being prepared. Try again in a minute.'
        : `This export failed: ${row.error ?? FAILED}`,
    );
  }
  const day = row.createdAt.toISOString().slice(0, 10);
  return { data: row.data, filename: `tocsin-export-${day}.json` };
}
