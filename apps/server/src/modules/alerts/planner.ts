import type { AlertRules, CheckResult } from '@tocsin/contract';
import { eq } from 'drizzle-orm';
import type { Exec, Tx } from '../../db/client.js';
import { monitors } from '../../db/schema.js';
import { formatDuration, type ProviderSettings } from '../channels/index.js';
import { holdAlerts, markAlerted, type IncidentRow, addTimeline } from '../incidents/index.js';
import { notifyInbox } from '../inbox/index.js';
import {
  incidentMessage,
  monitorInboxBody,
  monitorMessage,
  type MessageContext,
  type MonitorFacts,
  type Reader,
} from './message.js';
import { enqueue, type OutboxDeps } from './outbox.js';
import { alertedTargets, channelTargets, downTargets } from './targets.js';
import { loadRules } from './rules.js';

/**
 * Plans the alerts of incidents and monitor events, always inside the caller's transaction, so
 * an incident and its outbox rows commit together or not at all.
 */
export interface PlannerDeps extends OutboxDeps {
  messages: MessageContext;
  providers: ProviderSettings;
}

export async function loadMonitorFacts(tx: Exec, monitorId: string): Promise<MonitorFacts | null> {
  const [row] = await tx
    .select({ id: monitors.id, name: monitors.name, config: monitors.config })
    .from(monitors)
    .where(eq(monitors.id, monitorId));
  return row ?? null;
}

/** A monitor was confirmed down: timeline, inbox, and the down alerts (held in maintenance). */
export async function incidentOpened(
  tx: Tx,
  deps: PlannerDeps,
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
    // No clock time: each member reads the workspace's inbox in their own zone, beside its time.
    body: `First failed check: ${incident.cause.message ?? 'the check failed'}.${input.maintenance ? ` Alerts are held: maintenance window "${input.maintenance.name}".` : ''}`,
    incidentId: incident.id,
    monitorId: monitor.id,
    at: now,
  });
  if (input.maintenance) {
    await holdAlerts(tx, incident.id);
    await addTimeline(
      tx,
      incident.id,
      'maintenance',
      `Alerts held: maintenance window "${input.maintenance.name}". They go out when it ends if the monitor is still down.`,
      now,
    );
    return 0;
  }
  return sendDown(tx, deps, { incident, monitor, round: 0, now });
}

/** The down alerts of an incident: the first (round 0), a reminder, or after maintenance. */
export async function sendDown(
  tx: Tx,
  deps: PlannerDeps,
  input: { incident: IncidentRow; monitor: MonitorFacts; round: number; now: Date },
) {
  const { incident, monitor, round, now } = input;
  const rules = await loadRules(tx, monitor.id);
  await markAlerted(tx, incident.id, now);
  if (!rules.events.down) return 0;
  const targets = await downTargets(tx, deps.providers, incident.workspaceId, rules);
  return enqueue(tx, deps, {
    workspaceId: incident.workspaceId,
    incidentId: incident.id,
    monitorId: monitor.id,
    subject: incident.id,
    event: 'down',
    targets,
    round,
    now,
    build: (deliveryKey, reader) =>
      incidentMessage(deps.messages, {
        event: 'down',
        monitor,
        incident,
        reminder: round,
        deliveryKey,
        now,
        reader,
      }),
  });
}

/** The escalation step: its channels get the down alert, marked escalated. */
export async function escalate(
  tx: Tx,
  deps: PlannerDeps,
  input: { incident: IncidentRow; rules: AlertRules; now: Date },
) {
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
    build: (deliveryKey, reader) =>
      incidentMessage(deps.messages, {
        event: 'down',
        monitor,
        incident,
        escalated: true,
        deliveryKey,
        now,
        reader,
      }),
  });
}

/**
 * The monitor is back: timeline, inbox, and a recovery alert to every destination that was
 * alerted about this incident (so PagerDuty and Opsgenie resolve what they opened).
 */
export async function incidentResolved(
  tx: Tx,
  deps: PlannerDeps,
  input: { incident: IncidentRow; now: Date },
) {
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
  const targets = await alertedTargets(tx, incident.id);
  return enqueue(tx, deps, {
    workspaceId: incident.workspaceId,
    incidentId: incident.id,
    monitorId: monitor.id,
    subject: incident.id,
    event: 'up',
    targets,
    round: 0,
    now,
    build: (deliveryKey, reader) =>
      incidentMessage(deps.messages, { event: 'up', monitor, incident, deliveryKey, now, reader }),
  });
}

/** A monitor turned degraded (slow, certificate soon expiring ...), or its certificate is. */
export async function monitorEvent(
  tx: Tx,
  deps: PlannerDeps,
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
  const targets = await downTargets(tx, deps.providers, input.workspaceId, rules);
  const build = (deliveryKey: string, reader?: Reader) =>
    monitorMessage(deps.messages, {
      event: input.event,
      monitor,
      result: input.result,
      deliveryKey,
      reader,
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
      body: monitorInboxBody(input.event, input.result),
      monitorId: monitor.id,
      at: now,
    });
  }
  return queued;
}

/** The planner as the engine and the sweeper hold it: each step with this process's settings. */
export function createAlertPlanner(deps: PlannerDeps) {
  return {
    incidentOpened: (tx: Tx, input: Parameters<typeof incidentOpened>[2]) =>
      incidentOpened(tx, deps, input),
    sendDown: (tx: Tx, input: Parameters<typeof sendDown>[2]) => sendDown(tx, deps, input),
    escalate: (tx: Tx, input: Parameters<typeof escalate>[2]) => escalate(tx, deps, input),
    incidentResolved: (tx: Tx, input: Parameters<typeof incidentResolved>[2]) =>
      incidentResolved(tx, deps, input),
    monitorEvent: (tx: Tx, input: Parameters<typeof monitorEvent>[2]) =>
      monitorEvent(tx, deps, input),
  };
}

export type AlertPlanner = ReturnType<typeof createAlertPlanner>;
