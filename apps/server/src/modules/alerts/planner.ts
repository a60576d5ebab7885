import {
  DEFAULT_ALERT_RULES,
  settingsSchema,
  type AlertEvent,
  type AlertRules,
  type CheckResult,
  type TimelineKind,
  UPGRADE_PATH,
} from '@tocsin/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Exec, Tx } from '../../db/client.js';
import { checkPhone } from '../../lib/phone.js';
import {
  alertRules,
  channels,
  deliveries,
  incidentEvents,
  incidents,
  monitors,
  profiles,
  pushSubscriptions,
  users,
  workspaceMembers,
} from '../../db/schema.js';
import { monthStart } from '../plans/entitlements.js';
import type { PlanLookup } from '../plans/limits.js';
import { formatDuration } from '../channels/format.js';
import type { ProviderSettings } from '../channels/providers.js';
import { channelLabel, describeKinds } from '../channels/registry.js';
import type { AlertMessage } from '../channels/types.js';
import {
  incidentMessage,
  monitorMessage,
  utc,
  type MessageContext,
  type MonitorFacts,
} from './message.js';
import { notifyInbox } from '../inbox/service.js';
import { planned } from '../plans/usage.js';

type IncidentRow = typeof incidents.$inferSelect;

/** One destination of an alert: a workspace channel, or one member's own contact. */
export interface Target {
  /** Stable per destination: part of the dedup key. */
  key: string;
  kind: (typeof deliveries.$inferInsert)['kind'];
  channelId?: string;
  userId?: string;
  recipient?: string;
  /** For people: "Slack: #ops", "Email to ada@example.com". */
  label: string;
  /** Why nothing can be sent here: recorded as a failed alert instead of queued. */
  unusable?: string;
}

export interface PlannerDeps {
  messages: MessageContext;
  providers: ProviderSettings;
  smsPerHour: number;
  callsPerHour: number;
  /** The plans' SMS and call credits a month (modules/billing); none when not given. */
  plan?: PlanLookup | undefined;
}

const HOUR_MS = 3600_000;

export async function loadRules(tx: Exec, monitorId: string): Promise<AlertRules> {
  const [row] = await tx
    .select({ rules: alertRules.rules })
    .from(alertRules)
    .where(eq(alertRules.monitorId, monitorId));
  return row?.rules ?? DEFAULT_ALERT_RULES;
}

export async function loadMonitorFacts(tx: Exec, monitorId: string): Promise<MonitorFacts | null> {
  const [row] = await tx
    .select({ id: monitors.id, name: monitors.name, config: monitors.config })
    .from(monitors)
    .where(eq(monitors.id, monitorId));
  return row ?? null;
}

export async function addTimeline(
  tx: Exec,
  incidentId: string,
  kind: TimelineKind,
  text: string,
  at: Date,
  deliveryId: string | null = null,
) {
  await tx
    .insert(incidentEvents)
    .values({ id: crypto.randomUUID(), incidentId, kind, text, at, deliveryId });
}

/** Workspace members with their contacts and notification settings. */
async function members(tx: Exec, workspaceId: string) {
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      settings: profiles.settings,
      phoneNumber: profiles.phoneNumber,
      phone: profiles.phone,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.disabled, false)));
  return rows.map((r) => {
    // Numbers stored before sign-up checked them are read as E.164 when they can be.
    const storedPhone = r.phoneNumber || r.phone || '';
    const phone = checkPhone(storedPhone);
    const settings = settingsSchema.safeParse(r.settings);
    return {
      userId: r.userId,
      email: r.email,
      name: r.name,
      storedPhone,
      phone: phone.ok ? phone.e164 : null,
      settings: settings.success ? settings.data : null,
    };
  });
}

type Member = Awaited<ReturnType<typeof members>>[number];

/** A member's SMS or call, or why it cannot go: no number, or one no provider could reach. */
function phoneTarget(m: Member, kind: 'sms' | 'voice'): Target {
  const what = kind === 'sms' ? 'SMS' : 'Phone call';
  if (m.phone) return personal(m.userId, kind, m.phone, `${what} to ${m.phone}`);
  const label = `${what} to ${m.name}`;
  const why = m.storedPhone
    ? `the phone number in their profile, ${m.storedPhone}, is not a valid number in international form (+ and the country code, like +1 415 555 0123)`
    : 'there is no phone number in their profile';
  return {
    ...personal(m.userId, kind, m.storedPhone, label),
    unusable: `${label} not sent: ${why}.`,
  };
}

/**
 * Members' own contacts, as each one's settings allow: email, SMS and a call to their phone
 * (when this server has a provider for them), and every browser they subscribed to push.
 */
async function memberTargets(tx: Exec, workspaceId: string, providers: ProviderSettings) {
  const list = await members(tx, workspaceId);
  const available = new Set(
    describeKinds(providers)
      .filter((k) => k.available)
      .map((k) => k.kind),
  );
  const subscriptions = list.length
    ? await tx
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            list.map((m) => m.userId),
          ),
        )
    : [];
  const targets: Target[] = [];
  for (const m of list) {
    const s = m.settings;
    if (!s) continue;
    if (s.emailNotifications)
      targets.push(personal(m.userId, 'email', m.email, `Email to ${m.email}`));
    if (s.smsNotifications && available.has('sms')) targets.push(phoneTarget(m, 'sms'));
    if (s.phoneNotifications && available.has('voice')) targets.push(phoneTarget(m, 'voice'));
    if (s.pushNotifications) {
      for (const sub of subscriptions.filter((x) => x.userId === m.userId))
        targets.push(personal(m.userId, 'push', sub.id, `Push to ${m.name}'s browser`));
    }
  }
  return targets;
}

function personal(userId: string, kind: Target['kind'], recipient: string, label: string): Target {
  return { key: `u:${userId}:${kind}:${recipient}`, kind, userId, recipient, label };
}

async function channelTargets(tx: Exec, workspaceId: string, ids: string[]): Promise<Target[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: channels.id, kind: channels.kind, name: channels.name })
    .from(channels)
    .where(
      and(
        eq(channels.workspaceId, workspaceId),
        inArray(channels.id, ids),
        eq(channels.enabled, true),
      ),
    );
  return rows.map((c) => ({
    key: `c:${c.id}`,
    kind: c.kind,
    channelId: c.id,
    label: channelLabel(c),
  }));
}

const CAPPED = { sms: 'SMS', voice: 'phone call' } as const;

/**
 * SMS and calls past the workspace's hourly cap, or past its plan's credits for the month, go by
 * email instead: a member's own SMS to that member's address, a channel's to every member. The
 * timeline and the inbox say so.
 */
async function applyCaps(
  tx: Exec,
  deps: PlannerDeps,
  workspaceId: string,
  targets: Target[],
  now: Date,
): Promise<{ targets: Target[]; notes: string[] }> {
  const notes: string[] = [];
  let out = targets;
  const plan =
    deps.plan && out.some((t) => t.kind === 'sms' || t.kind === 'voice')
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
      everyone
        .filter((m) => !t.userId || m.userId === t.userId)
        .map((m) => personal(m.userId, 'email', m.email, `Email to ${m.email}`)),
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
async function enqueue(
  tx: Exec,
  deps: PlannerDeps,
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
    build: (deliveryKey: string) => AlertMessage;
    now: Date;
  },
) {
  const unusable = input.targets.flatMap((t) => (t.unusable ? [t.unusable] : []));
  const usable = input.targets.filter((t) => !t.unusable);
  const { targets, notes } = await applyCaps(tx, deps, input.workspaceId, usable, input.now);
  const rows = targets.map((t) => {
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
      message: input.build(dedupKey),
      nextAttemptAt: input.now,
      createdAt: input.now,
    };
  });
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

async function downTargets(tx: Exec, deps: PlannerDeps, workspaceId: string, rules: AlertRules) {
  const [own, people] = await Promise.all([
    channelTargets(tx, workspaceId, rules.channelIds),
    rules.notifyMembers ? memberTargets(tx, workspaceId, deps.providers) : [],
  ]);
  return [...own, ...people];
}

/**
 * Plans the alerts of incidents and monitor events, always inside the caller's transaction, so
 * an incident and its outbox rows commit together or not at all.
 */
export function createAlertPlanner(deps: PlannerDeps) {
  const planner = {
    /** A monitor was confirmed down: timeline, inbox, and the down alerts (held in maintenance). */
    async incidentOpened(
      tx: Tx,
      input: {
        incident: IncidentRow;
        failures: number;
        maintenance: { name: string } | null;
        now: Date;
      },
    ) {
      const { incident, now } = input;
      const monitor = await loadMonitorFacts(tx, incident.monitorId);
      if (!monitor) return 0;
      await addTimeline(
        tx,
        incident.id,
        'detected',
        `First failed check: ${incident.cause.message ?? incident.causeKind ?? 'down'}.`,
        incident.startedAt,
      );
      await addTimeline(
        tx,
        incident.id,
        'confirmed',
        `Confirmed down after ${input.failures} failed check${input.failures === 1 ? '' : 's'} in a row.`,
        incident.confirmedAt,
      );
      await notifyInbox(tx, incident.workspaceId, {
        event: 'down',
        title: `${monitor.name} is down`,
        body: `Since ${utc(incident.startedAt)}: ${incident.cause.message ?? 'the check failed'}.${input.maintenance ? ` Alerts are held: maintenance window "${input.maintenance.name}".` : ''}`,
        incidentId: incident.id,
        monitorId: monitor.id,
        at: now,
      });
      if (input.maintenance) {
        await tx
          .update(incidents)
          .set({ inMaintenance: true, alertsHeld: true })
          .where(eq(incidents.id, incident.id));
        await addTimeline(
          tx,
          incident.id,
          'maintenance',
          `Alerts held: maintenance window "${input.maintenance.name}". They go out when it ends if the monitor is still down.`,
          now,
        );
        return 0;
      }
      return planner.sendDown(tx, { incident, monitor, round: 0, now });
    },

    /** The down alerts of an incident: the first (round 0), a reminder, or after maintenance. */
    async sendDown(
      tx: Tx,
      input: { incident: IncidentRow; monitor: MonitorFacts; round: number; now: Date },
    ) {
      const { incident, monitor, round, now } = input;
      const rules = await loadRules(tx, monitor.id);
      await tx.update(incidents).set({ lastAlertAt: now }).where(eq(incidents.id, incident.id));
      if (!rules.events.down) return 0;
      const targets = await downTargets(tx, deps, incident.workspaceId, rules);
      return enqueue(tx, deps, {
        workspaceId: incident.workspaceId,
        incidentId: incident.id,
        monitorId: monitor.id,
        subject: incident.id,
        event: 'down',
        targets,
        round,
        now,
        build: (deliveryKey) =>
          incidentMessage(deps.messages, {
            event: 'down',
            monitor,
            incident,
            reminder: round,
            deliveryKey,
            now,
          }),
      });
    },

    /** The escalation step: its channels get the down alert, marked escalated. */
    async escalate(tx: Tx, input: { incident: IncidentRow; rules: AlertRules; now: Date }) {
      const { incident, rules, now } = input;
      const monitor = await loadMonitorFacts(tx, incident.monitorId);
      if (!monitor || !rules.escalation) return 0;
      const targets = await channelTargets(tx, incident.workspaceId, rules.escalation.channelIds);
      await addTimeline(
        tx,
        incident.id,
        'escalated',
        `Not acknowledged after ${rules.escalation.afterMinutes} min: escalated to ${targets.map((t) => t.label).join(', ') || 'no enabled channel'}.`,
        now,
      );
      return enqueue(tx, deps, {
        workspaceId: incident.workspaceId,
        incidentId: incident.id,
        monitorId: monitor.id,
        subject: incident.id,
        event: 'down',
        targets: targets.map((t) => ({ ...t, key: `esc:${t.key}` })),
        round: 0,
        now,
        build: (deliveryKey) =>
          incidentMessage(deps.messages, {
            event: 'down',
            monitor,
            incident,
            escalated: true,
            deliveryKey,
            now,
          }),
      });
    },

    /**
     * The monitor is back: timeline, inbox, and a recovery alert to every destination that was
     * alerted about this incident (so PagerDuty and Opsgenie resolve what they opened).
     */
    async incidentResolved(tx: Tx, input: { incident: IncidentRow; now: Date }) {
      const { incident, now } = input;
      const monitor = await loadMonitorFacts(tx, incident.monitorId);
      if (!monitor || !incident.resolvedAt) return 0;
      const duration = Math.round(
        (incident.resolvedAt.getTime() - incident.startedAt.getTime()) / 1000,
      );
      await addTimeline(
        tx,
        incident.id,
        'resolved',
        `Resolved: up again after ${formatDuration(duration)} down.`,
        incident.resolvedAt,
      );
      await notifyInbox(tx, incident.workspaceId, {
        event: 'up',
        title: `${monitor.name} is up`,
        body: `Back after ${formatDuration(duration)} down.`,
        incidentId: incident.id,
        monitorId: monitor.id,
        at: now,
      });
      const rules = await loadRules(tx, monitor.id);
      if (!rules.events.recovery) return 0;
      const alerted = await tx
        .selectDistinctOn(
          [deliveries.channelId, deliveries.userId, deliveries.kind, deliveries.recipient],
          {
            kind: deliveries.kind,
            channelId: deliveries.channelId,
            userId: deliveries.userId,
            recipient: deliveries.recipient,
            target: deliveries.target,
          },
        )
        .from(deliveries)
        .where(and(eq(deliveries.incidentId, incident.id), eq(deliveries.event, 'down')));
      const targets: Target[] = alerted.map((d) => ({
        key: d.channelId ? `c:${d.channelId}` : `u:${d.userId}:${d.kind}:${d.recipient}`,
        kind: d.kind,
        channelId: d.channelId ?? undefined,
        userId: d.userId ?? undefined,
        recipient: d.recipient ?? undefined,
        label: d.target,
      }));
      return enqueue(tx, deps, {
        workspaceId: incident.workspaceId,
        incidentId: incident.id,
        monitorId: monitor.id,
        subject: incident.id,
        event: 'up',
        targets,
        round: 0,
        now,
        build: (deliveryKey) =>
          incidentMessage(deps.messages, { event: 'up', monitor, incident, deliveryKey, now }),
      });
    },

    /** A monitor turned degraded (slow, certificate soon expiring ...), or its certificate is. */
    async monitorEvent(
      tx: Tx,
      input: {
        event: 'degraded' | 'certificate';
        workspaceId: string;
        monitorId: string;
        result: CheckResult;
        /** Identifies the occurrence: one alert per key (the certificate's expiry, the time). */
        occurrence: string;
        maintenance: boolean;
        now: Date;
      },
    ) {
      const { now } = input;
      const monitor = await loadMonitorFacts(tx, input.monitorId);
      if (!monitor) return 0;
      const rules = await loadRules(tx, monitor.id);
      const cert = input.result.certificate;
      const wanted =
        input.event === 'degraded'
          ? rules.events.degraded
          : rules.events.certificateDays !== null &&
            cert !== null &&
            cert.daysRemaining <= rules.events.certificateDays;
      if (!wanted || input.maintenance) return 0;
      const targets = await downTargets(tx, deps, input.workspaceId, rules);
      const build = (deliveryKey: string) =>
        monitorMessage(deps.messages, {
          event: input.event,
          monitor,
          result: input.result,
          deliveryKey,
        });
      const queued = await enqueue(tx, deps, {
        workspaceId: input.workspaceId,
        incidentId: null,
        monitorId: monitor.id,
        subject: `${input.event}:${monitor.id}:${input.occurrence}`,
        event: input.event,
        targets,
        round: 0,
        now,
        build,
      });
      if (queued > 0) {
        const message = build('');
        await notifyInbox(tx, input.workspaceId, {
          event: input.event,
          title: message.title,
          body: message.summary,
          monitorId: monitor.id,
          at: now,
        });
      }
      return queued;
    },
  };
  return planner;
}

export type AlertPlanner = ReturnType<typeof createAlertPlanner>;
