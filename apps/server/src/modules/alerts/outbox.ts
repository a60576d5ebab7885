import { UPGRADE_PATH, type AlertEvent } from '@tocsin/contract';
import type { Exec } from '../../db/client.js';
import { deliveries } from '../../db/schema.js';
import type { AlertMessage } from '../channels/index.js';
import { addTimeline } from '../incidents/index.js';
import { notifyInbox } from '../inbox/index.js';
import { monthStart, type PlanLookup, planned } from '../plans/index.js';
import { utc, type Reader } from './message.js';
import { emailTarget, members, timeZonesOf, type Target } from './targets.js';

/** What limits the SMS and calls a workspace is sent. */
export interface OutboxDeps {
  smsPerHour: number;
  callsPerHour: number;
  /** The plans' SMS and call credits a month. */
  plan: PlanLookup;
}

const HOUR_MS = 3600_000;
const CAPPED = { sms: 'SMS', voice: 'phone call' } as const;

/**
 * SMS and calls past the workspace's hourly cap, or past its plan's credits for the month, go by
 * email instead: a member's own SMS to that member's address, a channel's to every member. The
 * timeline and the inbox say so.
 */
async function applyCaps(
  tx: Exec,
  deps: OutboxDeps,
  workspaceId: string,
  targets: Target[],
  now: Date,
): Promise<{ targets: Target[]; notes: string[] }> {
  const notes: string[] = [];
  let out = targets;
  const plan = out.some((t) => t.kind === 'sms' || t.kind === 'voice')
    ? await deps.plan(tx, workspaceId)
    : null;
  for (const kind of ['sms', 'voice'] as const) {
    const wanted = out.filter((t) => t.kind === kind);
    if (wanted.length === 0) continue;
    const hourly = kind === 'sms' ? deps.smsPerHour : deps.callsPerHour;
    const hourRoom = Math.max(
      0,
      hourly - (await planned(tx, workspaceId, kind, new Date(now.getTime() - HOUR_MS))),
    );
    const monthly = plan
      ? kind === 'sms'
        ? plan.limits.smsPerMonth
        : plan.limits.callsPerMonth
      : null;
    const monthRoom =
      monthly === null
        ? Infinity
        : Math.max(0, monthly - (await planned(tx, workspaceId, kind, monthStart(now))));
    const over = wanted.slice(Math.min(hourRoom, monthRoom));
    if (over.length === 0) continue;
    const everyone = await members(tx, workspaceId);
    const replacements = over.flatMap((t) =>
      everyone.filter((m) => !t.userId || m.userId === t.userId).map(emailTarget),
    );
    const seen = new Set(out.filter((t) => !over.includes(t)).map((t) => t.key));
    const added = replacements.filter((r) => !seen.has(r.key) && seen.add(r.key));
    out = [...out.filter((t) => !over.includes(t)), ...added];
    const addresses = [...new Set(added.map((a) => a.recipient))].join(', ');
    const what = (n: number) => `${n} ${CAPPED[kind]}${n === 1 ? '' : 's'}`;
    const reason =
      monthRoom < hourRoom
        ? `${plan!.owner} includes ${what(monthly!)} a month, and they are used up until ${utc(nextMonth(now))}`
        : `The limit of ${what(hourly)} an hour was reached`;
    notes.push(
      `${reason}: ${over.map((t) => t.label).join(', ')} went by email${addresses ? ` to ${addresses}` : ''} instead.${monthRoom < hourRoom && plan!.plan !== 'self-hosted' ? ` Upgrade at ${UPGRADE_PATH} for more.` : ''}`,
    );
  }
  return { targets: out, notes };
}

const nextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** Writes one outbox row per target; a row whose dedup key exists already is not written again. */
export async function enqueue(
  tx: Exec,
  deps: OutboxDeps,
  input: {
    workspaceId: string;
    incidentId: string | null;
    monitorId: string | null;
    /** What the alerts are about, stable across retries of the plan: the incident, or the occurrence. */
    subject: string;
    event: AlertEvent;
    targets: Target[];
    /** Distinguishes reminders: 0 for the first alert. */
    round: number;
    /** `reader` is the person a member's own alert goes to; absent for a channel. */
    build: (deliveryKey: string, reader?: Reader) => AlertMessage;
    now: Date;
  },
) {
  const capped = await applyCaps(
    tx,
    deps,
    input.workspaceId,
    input.targets.filter((t) => !t.unusable),
    input.now,
  );
  const { notes } = capped;
  // The email that stands in for a capped SMS may go to an address not confirmed yet.
  const skipped = [...input.targets, ...capped.targets].filter((t) => t.unusable);
  const targets = capped.targets.filter((t) => !t.unusable);
  const unusable = skipped.map((t) => t.unusable!);
  const zones = await timeZonesOf(tx, [
    ...new Set(
      [...targets, ...skipped.filter((t) => t.logged)].flatMap((t) => (t.userId ? [t.userId] : [])),
    ),
  ]);
  const toRow = (t: Target) => {
    const dedupKey = `${input.subject}.${t.key}.${input.event}.${input.round}`;
    return {
      id: crypto.randomUUID(),
      workspaceId: input.workspaceId,
      incidentId: input.incidentId,
      monitorId: input.monitorId,
      channelId: t.channelId ?? null,
      userId: t.userId ?? null,
      kind: t.kind,
      recipient: t.recipient ?? null,
      target: t.label,
      event: input.event,
      dedupKey,
      message: input.build(
        dedupKey,
        t.userId ? { timeZone: zones.get(t.userId) ?? null } : undefined,
      ),
      nextAttemptAt: input.now,
      createdAt: input.now,
    };
  };
  const rows = targets.map(toRow);
  const logged = skipped
    .filter((t) => t.logged)
    .map((t) => ({ ...toRow(t), status: 'failed' as const, lastError: t.unusable! }));
  if (logged.length) {
    await tx.insert(deliveries).values(logged).onConflictDoNothing({ target: deliveries.dedupKey });
  }
  const inserted = rows.length
    ? await tx
        .insert(deliveries)
        .values(rows)
        .onConflictDoNothing({ target: deliveries.dedupKey })
        .returning({ id: deliveries.id })
    : [];
  for (const text of unusable) {
    if (input.incidentId)
      await addTimeline(tx, input.incidentId, 'notification-failed', text, input.now);
    await notifyInbox(tx, input.workspaceId, {
      event: 'delivery-failed',
      title: 'An alert could not be delivered',
      body: text,
      incidentId: input.incidentId,
      monitorId: input.monitorId,
      at: input.now,
    });
  }
  for (const note of notes) {
    if (input.incidentId) await addTimeline(tx, input.incidentId, 'fallback', note, input.now);
    await notifyInbox(tx, input.workspaceId, {
      event: 'fallback',
      title: 'Alerts sent by email instead',
      body: note,
      incidentId: input.incidentId,
      monitorId: input.monitorId,
      at: input.now,
    });
  }
  return inserted.length;
}
